/**
 * The access token of one server for the whole run, shared by all its
 * connections: what the SDK's transports ask before each request (`token()`)
 * and on a 401 (`onUnauthorized`). The SDK's helpers do the OAuth work
 * (discovery from the 401's `resource_metadata`: PRM, then AS metadata with its
 * `issuer` check; the `resource` parameter; the token request with client
 * authentication); this adds what they lack: a new token shortly before the
 * old one expires, one flow at a time however many connections ask, and errors
 * that name the failed step. Not the SDK's `auth()` orchestrator: for a grant
 * without a person it only adds a blind retry of a refused grant and warnings
 * on the console.
 */
import { extractWWWAuthenticateParams, type AuthProvider, type FetchLike, type OAuthServerInfo } from "@modelcontextprotocol/client";
import { dpopFetch, type WrapsFetch } from "./dpop.js";
import type { GrantProvider } from "./grant-provider.js";
import { requestToken } from "./request-token.js";

export interface OAuthSessionOptions {
  /** Server name, for messages. */
  server: string;
  /** The MCP endpoint: the protected resource. */
  url: string;
  provider: GrantProvider;
  scope?: string;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** @default Date.now */
  now?: () => number;
  /** Ends a flow in progress (the run was cancelled). */
  signal?: AbortSignal;
  /** Each OAuth request's own deadline: a silent authorization server fails the step, not the run's exit. @default 30_000 */
  stepTimeoutMs?: number;
}

// Renew this long before expiry (at most; a quarter of a short lifetime), so no request goes out with a token about to lapse.
const RENEW_BEFORE_MS = 60_000;

type UnauthorizedContext = Parameters<NonNullable<AuthProvider["onUnauthorized"]>>[0];

export class OAuthSession implements AuthProvider, WrapsFetch {
  private pending: Promise<void> | undefined;
  private resourceMetadataUrl: URL | undefined;
  private lifetimeMs: number | undefined;
  /** Where to get tokens, found once (PRM, AS metadata) and found again after a token is refused. */
  private discovery: OAuthServerInfo | undefined;

  constructor(private readonly options: OAuthSessionOptions) {}

  async token(): Promise<string | undefined> {
    const { provider } = this.options;
    // Nothing yet: the request goes out without a token and its 401 says where to authorize (resource_metadata).
    if (!provider.tokens() && !this.resourceMetadataUrl && !this.lifetimeMs) return undefined;
    if (!provider.tokens() || this.expiresSoon()) await this.authorize();
    return provider.tokens()?.access_token;
  }

  async onUnauthorized(context: UnauthorizedContext): Promise<void> {
    const { resourceMetadataUrl } = extractWWWAuthenticateParams(context.response);
    if (resourceMetadataUrl) this.resourceMetadataUrl = resourceMetadataUrl;
    const refused = this.options.provider.tokens()?.access_token;
    // A flow already under way (another connection's 401) will bring the new token.
    if (this.pending) return this.pending;
    // The transport retries once after this; a token refused twice fails the request with the 401.
    if (refused) {
      this.options.provider.dropAccessToken();
      this.discovery = undefined;
    }
    await this.authorize();
  }

  /** The transport's fetch, signing each request when the grant asked for DPoP (else unchanged). */
  wrapFetch(next: FetchLike): FetchLike {
    return dpopFetch(this.options.provider)(next);
  }

  private expiresSoon(): boolean {
    const expiresAt = this.options.provider.expiresAt;
    if (expiresAt === undefined) return false;
    const margin = Math.min(RENEW_BEFORE_MS, (this.lifetimeMs ?? 0) / 4);
    return (this.options.now ?? Date.now)() >= expiresAt - margin;
  }

  private authorize(): Promise<void> {
    this.pending ??= this.runFlow().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async runFlow(): Promise<void> {
    const { provider, now = Date.now } = this.options;
    provider.dropAccessToken();
    const { discovery } = await requestToken({ ...this.options, discovery: this.discovery, resourceMetadataUrl: this.resourceMetadataUrl });
    this.discovery = discovery;
    const expiresAt = provider.expiresAt;
    this.lifetimeMs = expiresAt === undefined ? undefined : expiresAt - now();
  }
}

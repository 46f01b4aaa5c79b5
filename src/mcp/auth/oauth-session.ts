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
import {
  computeScopeUnion,
  extractWWWAuthenticateParams,
  isStrictScopeSuperset,
  type AuthProvider,
  type FetchLike,
  type OAuthServerInfo,
} from "@modelcontextprotocol/client";
import { AuthError } from "./auth-error.js";
import { dpopFetch, type WrapsFetch } from "./dpop.js";
import type { GrantProvider } from "./grant-provider.js";
import type { StepUpAuthProvider } from "./step-up-fetch.js";
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
  /**
   * A grant that cannot widen its scope (a refresh token: RFC 6749 §6) says what to do instead; it throws.
   * Without it the grant asks again for the union of scopes (client credentials).
   */
  cannotStepUp?: (scope: string) => Promise<never>;
}

// Renew this long before expiry (at most; a quarter of a short lifetime), so no request goes out with a token about to lapse.
const RENEW_BEFORE_MS = 60_000;

type UnauthorizedContext = Parameters<NonNullable<AuthProvider["onUnauthorized"]>>[0];

export class OAuthSession implements StepUpAuthProvider, WrapsFetch {
  private pending: Promise<void> | undefined;
  /** The scope asked for; a step-up widens it. */
  private scope: string | undefined;
  private resourceMetadataUrl: URL | undefined;
  private lifetimeMs: number | undefined;
  /** Where to get tokens, found once (PRM, AS metadata) and found again after a token is refused. */
  private discovery: OAuthServerInfo | undefined;

  constructor(private readonly options: OAuthSessionOptions) {
    this.scope = options.scope;
  }

  /** A 403 insufficient_scope: a new token for the union of the scopes so far and `challenged`, once per new scope. */
  async stepUp(challenged: string): Promise<void> {
    const granted = this.options.provider.tokens()?.scope;
    const before = computeScopeUnion(this.scope, granted);
    const union = computeScopeUnion(before, challenged)!;
    // Asked for already, and refused again: the server will not be satisfied by asking once more.
    if (!isStrictScopeSuperset(union, before))
      throw new AuthError(
        this.options.server,
        "authorization",
        `Server "${this.options.server}": still refused for insufficient scope (it asks for "${challenged.slice(0, 200)}", which was asked for)`,
      );
    if (this.options.cannotStepUp) await this.options.cannotStepUp(union);
    if (this.pending) await this.pending.catch(() => undefined);
    this.scope = union;
    this.options.provider.dropAccessToken();
    await this.authorize();
  }

  async token(): Promise<string | undefined> {
    const { provider } = this.options;
    // Nothing yet: the request goes out without a token and its 401 says where to authorize (resource_metadata).
    if (!provider.tokens() && !this.resourceMetadataUrl && !this.lifetimeMs) return undefined;
    if (!provider.tokens() || this.expiresSoon()) await this.authorize();
    return provider.tokens()?.access_token;
  }

  async onUnauthorized(context: UnauthorizedContext): Promise<void> {
    const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(context.response);
    if (resourceMetadataUrl) this.resourceMetadataUrl = resourceMetadataUrl;
    // The spec's scope selection: the challenge's scope first, else the metadata's scopes_supported (requestToken).
    // A configured scope is the user's choice and stays; a step-up widens whichever was asked for.
    if (scope) this.scope ??= scope;
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
    const { discovery } = await requestToken({
      ...this.options,
      scope: this.scope,
      discovery: this.discovery,
      resourceMetadataUrl: this.resourceMetadataUrl,
    });
    this.discovery = discovery;
    const expiresAt = provider.expiresAt;
    this.lifetimeMs = expiresAt === undefined ? undefined : expiresAt - now();
  }
}

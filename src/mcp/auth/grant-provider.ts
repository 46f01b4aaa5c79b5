/**
 * The SDK's `OAuthClientProvider` for the grants a run uses without a person:
 * client credentials, and a refresh token (configured, or cached by
 * `mcpvals auth login`). The SDK's `auth()` does discovery, the `resource`
 * parameter, the issuer checks and the token request; this object holds the
 * client's identity and the tokens, and tells every minted secret to `onSecret`
 * so reports can star it out.
 */
import {
  DpopSession,
  createPrivateKeyJwtAuth,
  type AddClientAuthentication,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
} from "@modelcontextprotocol/client";
import { dpopSessionFromJwk } from "./dpop-key.js";
import type { DpopPrivateJwk } from "../../protocol/sign-in-store.js";
import { JWT_BEARER_GRANT, jwtBearerParams, type AssertionFactory, type GrantTarget } from "./grant-target.js";

type StoredTokens = Awaited<ReturnType<OAuthClientProvider["tokens"]>> & object;
type StoredClient = Awaited<ReturnType<OAuthClientProvider["clientInformation"]>> & object;

/** What a non-interactive grant needs: who the client is and which grant it uses. */
export interface GrantSettings {
  clientId: string;
  clientSecret?: string;
  /** How `clientSecret` is sent; default: what the authorization server lists first of basic, post. */
  tokenEndpointAuthMethod?: "client_secret_basic" | "client_secret_post";
  privateKeyJwt?: { privateKey: string; algorithm: string };
  grant: "client_credentials" | "refresh_token" | "jwt_bearer";
  /** The refresh token to start from (grant `refresh_token`). */
  refreshToken?: string;
  scope?: string;
  /** Sent as `audience` with a client credentials request. */
  audience?: string;
  /** Grant `jwt_bearer`: the JWT presented, minted for each token request (a file, GitHub's OIDC, an ID-JAG exchange). */
  assertion?: AssertionFactory;
  /** Ask for DPoP-bound tokens (RFC 9449), with a key made for this provider alone. */
  dpop?: boolean;
  /** DPoP with a kept key instead (a sign-in's: its refresh token is bound to it). */
  dpopKey?: DpopPrivateJwk;
  /** Server name, for messages. */
  server?: string;
}

export interface GrantProviderOptions extends GrantSettings {
  /** Called with every secret value minted or rotated (access, refresh and ID tokens). */
  onSecret: (value: string) => void;
  /** Called when the authorization server rotated the refresh token (to update a cache). */
  onRefreshToken?: (token: string) => void;
  /** @default Date.now */
  now?: () => number;
}

export class GrantProvider implements OAuthClientProvider {
  readonly addClientAuthentication?: AddClientAuthentication;
  private current: StoredTokens | undefined;
  private client: StoredClient;
  private discovery: OAuthDiscoveryState | undefined;
  private refreshToken: string | undefined;
  /** Wall-clock time (ms) the current access token expires; undefined when the server gave no lifetime. */
  expiresAt: number | undefined;
  /** The next token request's destination, set after discovery (requestToken): what an assertion is minted for. */
  target: Omit<GrantTarget, "scope" | "onSecret"> | undefined;
  // One key per provider (per server and run), never written anywhere: a DPoP token dies with the run.
  // Only a sign-in's key (`dpopKey`) outlives a run, kept in the sign-in store with its refresh token.
  private dpopSession: Promise<DpopSession> | undefined;

  constructor(private readonly options: GrantProviderOptions) {
    this.refreshToken = options.refreshToken;
    // The SDK's selectClientAuthMethod honours `token_endpoint_auth_method` where the server lists it, else picks basic, post, none.
    this.client = {
      client_id: options.clientId,
      ...(options.clientSecret ? { client_secret: options.clientSecret } : {}),
      ...(options.tokenEndpointAuthMethod ? { token_endpoint_auth_method: options.tokenEndpointAuthMethod } : {}),
    };
    const jwt = options.privateKeyJwt;
    if (jwt) {
      this.addClientAuthentication = async (headers, params, url, metadata) => {
        // The assertion's issuer and subject are the client; its audience is the authorization server (RFC 7523 §3).
        const sign = createPrivateKeyJwtAuth({
          issuer: options.clientId,
          subject: options.clientId,
          privateKey: jwt.privateKey,
          alg: jwt.algorithm,
          audience: metadata?.issuer ?? url,
        });
        await sign(headers, params, url, metadata);
        const assertion = params.get("client_assertion");
        if (assertion) options.onSecret(assertion);
      };
    }
  }

  get redirectUrl(): undefined {
    return undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "mcpvals",
      redirect_uris: [],
      grant_types: [this.options.grant === "jwt_bearer" ? JWT_BEARER_GRANT : this.options.grant],
      token_endpoint_auth_method: this.options.privateKeyJwt
        ? "private_key_jwt"
        : this.options.clientSecret
          ? (this.options.tokenEndpointAuthMethod ?? "client_secret_basic")
          : "none",
      ...(this.options.scope ? { scope: this.options.scope } : {}),
    };
  }

  clientInformation(): StoredClient {
    return this.client;
  }

  saveClientInformation(client: StoredClient): void {
    this.client = client;
  }

  tokens(): StoredTokens | undefined {
    return this.current;
  }

  saveTokens(tokens: StoredTokens): void {
    this.current = tokens;
    for (const value of [tokens.access_token, tokens.refresh_token, tokens.id_token]) if (value) this.options.onSecret(value);
    const now = (this.options.now ?? Date.now)();
    this.expiresAt = typeof tokens.expires_in === "number" ? now + tokens.expires_in * 1000 : undefined;
    if (tokens.refresh_token && tokens.refresh_token !== this.refreshToken) {
      this.refreshToken = tokens.refresh_token;
      this.options.onRefreshToken?.(tokens.refresh_token);
    }
  }

  /** Forgets the access token, so the next authorization asks for a new one. */
  dropAccessToken(): void {
    this.current = undefined;
    this.expiresAt = undefined;
  }

  /** The DPoP session when `dpop` is on (the SDK signs the token request with it), else undefined. */
  dpop(): Promise<DpopSession> | undefined {
    const { dpopKey } = this.options;
    if (dpopKey) return (this.dpopSession ??= dpopSessionFromJwk(this.options.server ?? "", dpopKey));
    if (!this.options.dpop) return undefined;
    // ES256 is what RFC 9449 names first and what every DPoP authorization server takes; the private key is not extractable.
    return (this.dpopSession ??= DpopSession.create({ alg: "ES256" }));
  }

  async prepareTokenRequest(scope?: string): Promise<URLSearchParams> {
    if (this.options.grant === "jwt_bearer") {
      const { assertion } = this.options;
      if (!assertion || !this.target) throw new Error("the JWT bearer grant needs an assertion and a discovered authorization server");
      return jwtBearerParams(await assertion({ ...this.target, scope, onSecret: this.options.onSecret }), scope);
    }
    if (this.options.grant === "refresh_token") {
      // No scope on a refresh: it asks for the scope already granted (RFC 6749 §6).
      return new URLSearchParams({ grant_type: "refresh_token", refresh_token: this.refreshToken ?? "" });
    }
    const params = new URLSearchParams({ grant_type: "client_credentials" });
    if (scope) params.set("scope", scope);
    if (this.options.audience) params.set("audience", this.options.audience);
    return params;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }

  invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery"): void {
    if (scope === "all" || scope === "tokens") this.dropAccessToken();
    if (scope === "all" || scope === "discovery") this.discovery = undefined;
  }

  // A non-interactive grant never sends a person anywhere: the SDK only asks when a flow went wrong.
  redirectToAuthorization(): void {
    throw new Error("this grant cannot send a person to the authorization server; run `mcpvals auth login` for a sign-in");
  }

  saveCodeVerifier(): void {}

  codeVerifier(): string {
    throw new Error("no PKCE code verifier in a non-interactive grant");
  }
}

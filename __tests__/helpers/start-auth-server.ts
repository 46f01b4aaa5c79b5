/**
 * A real OAuth 2.1 / OIDC authorization server on 127.0.0.1 for tests:
 * panva's oidc-provider with client credentials, refresh tokens, PKCE,
 * resource indicators (RFC 8707), introspection and revocation, and its
 * development login/consent pages (driven headless by signInHeadless).
 * Its development-only warnings are silenced while it runs.
 */
import http from "node:http";
import { createHash, randomBytes } from "node:crypto";
import { signInHeadless } from "./sign-in-headless.js";

/** The confidential machine client (client credentials). */
export const CI_CLIENT = { id: "mcpvals-ci", secret: `ci-secret-${randomBytes(12).toString("hex")}` };
/** The public client a person signs in with (authorization code + PKCE, loopback redirect). */
export const USER_CLIENT = { id: "mcpvals-user" };
/** A confidential client a person signs in with: its secret goes in the token request's body (client_secret_post). */
export const CONFIDENTIAL_USER_CLIENT = { id: "mcpvals-confidential", secret: `user-secret-${randomBytes(12).toString("hex")}` };
/** The resource server's own client, for introspection. */
export const RS_CLIENT = { id: "mcp-rs", secret: `rs-secret-${randomBytes(12).toString("hex")}` };

export interface AuthServer {
  issuer: string;
  /** Tokens issued so far by grant type (client_credentials, refresh_token, authorization_code). */
  issued: Record<string, number>;
  /** Clients registered at /reg (DCR), with the application type each asked for. */
  registered: Array<{ clientId: string; applicationType: string; authMethod: string }>;
  /** A refresh token for USER_CLIENT bound to `resource`, from a headless sign-in. */
  mintRefreshToken(resource: string): Promise<string>;
  /** An access token from client credentials for any `resource` (a wrong audience on purpose, for check's tests). */
  clientCredentialsToken(resource: string): Promise<string>;
  /** Revokes a token at the revocation endpoint. */
  revoke(token: string, client?: { id: string; secret?: string }): Promise<void>;
  /** Asks the introspection endpoint about a token (what a resource server does). */
  introspect(token: string): Promise<{ active: boolean; aud?: string | string[]; exp?: number; client_id?: string; scope?: string }>;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

export interface StartAuthServerOptions {
  /** Access token lifetime in seconds. @default 300 */
  accessTokenTtl?: number;
  /** Offer Dynamic Client Registration (RFC 7591) at /reg. @default false */
  registration?: boolean;
  /** Issue refresh tokens to clients allowed the grant. @default true */
  refreshTokens?: boolean;
  /** The token endpoint's client authentication methods (its metadata lists them). @default oidc-provider's */
  clientAuthMethods?: string[];
  /**
   * DPoP (RFC 9449, on by default in oidc-provider 9): with `requireNonce`, every proof must carry the server's
   * nonce (the `use_dpop_nonce` dance); `false` turns DPoP off, for an authorization server that ignores proofs.
   */
  dpop?: { requireNonce?: boolean } | false;
  /** More clients (e.g. one allowed a custom grant). */
  extraClients?: object[];
  /** Called with the provider before it serves: registers custom grants (custom-grants.ts). */
  setup?: (provider: unknown, issuer: string) => void;
}

export async function startAuthServer({
  accessTokenTtl = 300,
  registration = false,
  refreshTokens = true,
  clientAuthMethods,
  ...more
}: StartAuthServerOptions = {}): Promise<AuthServer> {
  // oidc-provider ships no type declarations: loaded by a name the compiler does not resolve.
  const packageName = "oidc-provider";
  const { default: Provider } = (await import(packageName)) as { default: new (issuer: string, configuration: unknown) => OidcProvider };
  const restore = silenceDevWarnings();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const issued: Record<string, number> = {};
  const registered: AuthServer["registered"] = [];
  const nonceRequired = more.dpop ? more.dpop.requireNonce === true : false;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CI_CLIENT.id,
        client_secret: CI_CLIENT.secret,
        grant_types: ["client_credentials"],
        redirect_uris: [],
        response_types: [],
      },
      {
        client_id: USER_CLIENT.id,
        application_type: "native",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        redirect_uris: ["http://127.0.0.1/callback"],
      },
      {
        client_id: CONFIDENTIAL_USER_CLIENT.id,
        client_secret: CONFIDENTIAL_USER_CLIENT.secret,
        application_type: "native",
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code", "refresh_token"],
        redirect_uris: ["http://127.0.0.1/callback"],
      },
      { client_id: RS_CLIENT.id, client_secret: RS_CLIENT.secret, grant_types: [], redirect_uris: [], response_types: [] },
      ...(more.extraClients ?? []),
    ],
    ...(clientAuthMethods ? { clientAuthMethods } : {}),
    features: {
      registration: { enabled: registration },
      devInteractions: { enabled: true },
      clientCredentials: { enabled: true },
      introspection: { enabled: true, allowedPolicy: async () => true },
      revocation: { enabled: true },
      ...(more.dpop === false ? { dPoP: { enabled: false } } : {}),
      ...(more.dpop ? { dPoP: { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => nonceRequired } } : {}),
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx: unknown, _client: unknown, oneOf?: string | string[]) => (Array.isArray(oneOf) ? oneOf[0] : oneOf),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => ({
          scope: "mcp",
          audience: resource,
          accessTokenTTL: accessTokenTtl,
          accessTokenFormat: "opaque",
        }),
      },
    },
    scopes: ["openid", "offline_access", "mcp"],
    pkce: { required: () => true },
    ttl: {
      ClientCredentials: accessTokenTtl,
      AccessToken: accessTokenTtl,
      RefreshToken: 3600,
      Grant: 3600,
      Session: 3600,
      Interaction: 600,
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      refreshTokens && client.grantTypeAllowed("refresh_token"),
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => ({ sub }) };
    },
  });
  provider.on("grant.success", (ctx: { oidc: { params?: { grant_type?: string } } }) => {
    const grant = ctx.oidc.params?.grant_type ?? "unknown";
    issued[grant] = (issued[grant] ?? 0) + 1;
  });
  provider.on("registration_create.success", (_ctx: unknown, client: RegisteredClient) => {
    registered.push({ clientId: client.clientId, applicationType: client.applicationType, authMethod: client.tokenEndpointAuthMethod });
  });
  more.setup?.(provider, issuer);
  server.on("request", provider.callback());

  const form = async (path: string, body: Record<string, string>, client?: { id: string; secret?: string }) => {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (client?.secret) headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`;
    else if (client) body = { ...body, client_id: client.id };
    const response = await fetch(`${issuer}${path}`, { method: "POST", headers, body: new URLSearchParams(body) });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };

  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    restore();
  };
  return {
    issuer,
    issued,
    registered,
    async mintRefreshToken(resource) {
      const verifier = randomBytes(32).toString("base64url");
      const redirect = "http://127.0.0.1/callback";
      const url = new URL(`${issuer}/auth`);
      const query = {
        client_id: USER_CLIENT.id,
        response_type: "code",
        redirect_uri: redirect,
        scope: "openid offline_access mcp",
        prompt: "consent",
        resource,
        code_challenge: createHash("sha256").update(verifier).digest("base64url"),
        code_challenge_method: "S256",
      };
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      const back = new URL(await signInHeadless(url.href, (location) => location.startsWith(redirect)));
      const code = back.searchParams.get("code") ?? "";
      const answer = await form(
        "/token",
        { grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirect, resource },
        USER_CLIENT,
      );
      if (typeof answer.json.refresh_token !== "string") throw new Error(`no refresh token: ${JSON.stringify(answer.json)}`);
      return answer.json.refresh_token;
    },
    async clientCredentialsToken(resource) {
      const answer = await form("/token", { grant_type: "client_credentials", resource, scope: "mcp" }, CI_CLIENT);
      if (typeof answer.json.access_token !== "string") throw new Error(`no access token: ${JSON.stringify(answer.json)}`);
      return answer.json.access_token;
    },
    async revoke(token, client = USER_CLIENT) {
      const answer = await form("/token/revocation", { token }, client);
      if (answer.status !== 200) throw new Error(`revocation answered ${answer.status}`);
    },
    async introspect(token) {
      return (await form("/token/introspection", { token }, RS_CLIENT)).json as never;
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

interface RegisteredClient {
  clientId: string;
  applicationType: string;
  tokenEndpointAuthMethod: string;
}

interface OidcProvider {
  on(event: "grant.success", listener: (ctx: { oidc: { params?: { grant_type?: string } } }) => void): void;
  on(event: "registration_create.success", listener: (ctx: unknown, client: RegisteredClient) => void): void;
  callback(): http.RequestListener;
}

/** oidc-provider announces its development defaults (in-memory adapter, dev keys, dev interactions) on the console. */
function silenceDevWarnings(): () => void {
  const { warn, info } = console;
  const quiet =
    (original: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith("oidc-provider ")) return;
      original(...args);
    };
  console.warn = quiet(warn);
  console.info = quiet(info);
  return () => {
    console.warn = warn;
    console.info = info;
  };
}

/**
 * The SDK `AuthProvider` for a server's `auth:` settings: a fixed bearer
 * token, or an OAuthSession over the grant the settings name. One per server
 * for a whole run, so its connections share one token.
 */
import { computeScopeUnion, isStrictScopeSuperset, withDpop, type AuthProvider, type FetchLike } from "@modelcontextprotocol/client";
import { fetchWrapperOf, type WrapsFetch } from "./dpop.js";
import { dpopSessionFromJwk } from "./dpop-key.js";
import { canStepUp, type StepUpAuthProvider } from "./step-up-fetch.js";
import { AuthError } from "./auth-error.js";
import { parseDpopJwk, type ServerAuth } from "../../protocol/auth-schema.js";
import { GrantProvider, type GrantSettings } from "./grant-provider.js";
import { OAuthSession } from "./oauth-session.js";
import { jwtBearerSettings } from "./jwt-bearer-grant.js";
import { idJagSettings } from "./token-exchange-grant.js";
import type { SignInEntry, SignInStore } from "../../protocol/sign-in-store.js";

/** What a run gives every server's auth: where minted secrets go, and the cached sign-ins. */
export interface AuthSetup {
  /** Told every secret minted during the run (tokens, assertions), for redaction. */
  onSecret?: (value: string) => void;
  /** For `authorizationCode`: the tokens `mcpvals auth login` cached. */
  signIns?: SignInStore;
  /** Each OAuth request's own deadline (the connect budget, timeouts.connectMs). @default 30_000 */
  stepTimeoutMs?: number;
}

export interface CreateServerAuthOptions extends AuthSetup {
  /** Server name, for messages and the sign-in store. */
  server: string;
  /** The MCP endpoint (the protected resource). */
  url: string;
  auth: ServerAuth;
  fetch?: FetchLike;
  now?: () => number;
  signal?: AbortSignal;
}

export function createServerAuth(options: CreateServerAuthOptions): AuthProvider | StepUpAuthProvider | (StepUpAuthProvider & WrapsFetch) {
  const { auth, server } = options;
  if (auth.bearer !== undefined) {
    const token = auth.bearer;
    return { token: async () => token };
  }
  const settings = grantSettings(auth);
  if (settings) return session(options, settings);
  const { authorizationCode } = auth;
  if (!authorizationCode) throw new Error(`server "${server}": auth names no way to get a token`);
  // A sign-in runs in `mcpvals auth login`; a run only uses (and refreshes) what it cached.
  let inner: Promise<AuthProvider> | undefined;
  const open = async (): Promise<AuthProvider> => {
    const cached = await options.signIns?.signIn(server);
    if (!cached || (!cached.refreshToken && !cached.accessToken)) {
      throw new AuthError(server, "authorization", `Server "${server}": no sign-in cached; run \`mcpvals auth login ${server}\` first`);
    }
    // The cached tokens are as secret as configured ones: starred from here on.
    for (const value of [cached.refreshToken, cached.accessToken, cached.clientSecret, cached.dpopKey?.d])
      if (value) options.onSecret?.(value);
    // Tokens from a sign-in without DPoP are Bearer tokens: sending them would silently drop what the config asks for.
    if (authorizationCode.dpop && !cached.dpopKey)
      throw new AuthError(
        server,
        "authorization",
        `Server "${server}": the cached sign-in has no DPoP key (it was made before \`dpop: true\`); run \`mcpvals auth login ${server}\` again`,
      );
    // A sign-in cannot widen its scope without a person: the run notes what the server wants, for the next sign-in.
    const signInAgain = async (challenged: string): Promise<never> => {
      const scope = computeScopeUnion(cached.scope, challenged)!;
      // The sign-in asked for it already and was not granted it: another sign-in would ask for the same again.
      if (cached.scope && !isStrictScopeSuperset(scope, cached.scope))
        throw new AuthError(
          server,
          "authorization",
          `Server "${server}": still refused for insufficient scope (it wants "${challenged.slice(0, 200)}", which the sign-in asked for and the authorization server did not grant)`,
        );
      await options.signIns?.saveStepUpScope?.(server, scope).catch(() => undefined);
      throw new AuthError(
        server,
        "authorization",
        `Server "${server}": refused for insufficient scope (it wants "${scope.slice(0, 200)}"); run \`mcpvals auth login ${server}\` again to grant it`,
      );
    };
    if (!cached.refreshToken) return cachedAccessToken(server, cached, options.now ?? Date.now, signInAgain);
    const onRefreshToken = (token: string) => void options.signIns?.saveRefreshToken(server, token).catch(() => undefined);
    const clientSecret = authorizationCode.clientSecret ?? cached.clientSecret;
    const grant: GrantSettings = {
      clientId: cached.clientId,
      ...(clientSecret ? { clientSecret } : {}),
      ...(authorizationCode.tokenEndpointAuthMethod ? { tokenEndpointAuthMethod: authorizationCode.tokenEndpointAuthMethod } : {}),
      grant: "refresh_token",
      refreshToken: cached.refreshToken,
      // The refresh token is bound to the sign-in's key: the refresh and every request are signed with it.
      ...(cached.dpopKey ? { dpopKey: cached.dpopKey, server } : {}),
    };
    return session(options, grant, onRefreshToken, signInAgain);
  };
  // The transport's fetch is wrapped once, before the sign-in is read: it asks the provider opened later (DPoP, else as is).
  const wrapFetch = (next: FetchLike): FetchLike => {
    let wrapped: Promise<FetchLike> | undefined;
    return async (url, init) => {
      wrapped ??= (inner ??= open()).then((provider) => fetchWrapperOf(provider)?.(next) ?? next);
      return (await wrapped)(url, init);
    };
  };
  return {
    wrapFetch,
    token: async () => (await (inner ??= open())).token(),
    onUnauthorized: async (context) => (await (inner ??= open())).onUnauthorized?.(context),
    stepUp: async (scope) => {
      const provider = await (inner ??= open());
      if (canStepUp(provider)) await provider.stepUp(scope);
    },
  } satisfies StepUpAuthProvider & WrapsFetch;
}

/**
 * A sign-in that gave no refresh token: its access token serves until it expires. Then, or once the server
 * refuses it, only a new sign-in helps (a run never sends a person to authorize).
 */
function cachedAccessToken(
  server: string,
  cached: SignInEntry,
  now: () => number,
  signInAgain: (scope: string) => Promise<never>,
): StepUpAuthProvider & Partial<WrapsFetch> {
  const again = `run \`mcpvals auth login ${server}\` again (the authorization server gave no refresh token)`;
  const { accessToken, expiresAt } = cached;
  let session: ReturnType<typeof dpopSessionFromJwk> | undefined;
  return {
    token: async () => {
      if (expiresAt !== undefined && now() >= expiresAt)
        throw new AuthError(
          server,
          "authorization",
          `Server "${server}": the signed-in access token expired at ${new Date(expiresAt).toISOString()}; ${again}`,
        );
      return accessToken;
    },
    onUnauthorized: async () => {
      throw new AuthError(
        server,
        "the server refused the new token",
        `Server "${server}": the server refused the signed-in access token; ${again}`,
      );
    },
    stepUp: signInAgain,
    // A DPoP-bound access token goes out only with a proof from the sign-in's key.
    ...(cached.dpopKey
      ? {
          wrapFetch: withDpop(
            () => (session ??= dpopSessionFromJwk(server, cached.dpopKey!)),
            async () => accessToken,
          ),
        }
      : {}),
  };
}

/** The token source of a server spec with `auth` (HTTP only), else undefined. */
export function authForServer(
  server: string,
  spec: { transport: string; url?: string; auth?: ServerAuth },
  setup: AuthSetup & { signal?: AbortSignal },
): AuthProvider | undefined {
  return spec.auth && spec.url ? createServerAuth({ server, url: spec.url, auth: spec.auth, ...setup }) : undefined;
}

/** The non-interactive grant of `auth` (client credentials, a refresh token, a JWT bearer or ID-JAG grant), else undefined. */
export function grantSettings(auth: ServerAuth): GrantSettings | undefined {
  if (auth.clientCredentials) return { ...auth.clientCredentials, grant: "client_credentials" };
  if (auth.refreshToken) {
    const { token, dpopKey, ...rest } = auth.refreshToken;
    // A DPoP-bound refresh token (e.g. one a DPoP sign-in kept) is used with its key: refreshes and requests are signed with it.
    const key = dpopKey === undefined ? undefined : parseDpopJwk(dpopKey);
    return { ...rest, refreshToken: token, grant: "refresh_token", ...(key ? { dpopKey: key } : {}) };
  }
  if (auth.jwtBearer) return jwtBearerSettings(auth.jwtBearer);
  if (auth.idJag) return idJagSettings(auth.idJag);
  return undefined;
}

function session(
  options: CreateServerAuthOptions,
  settings: GrantSettings,
  onRefreshToken?: (token: string) => void,
  cannotStepUp?: (scope: string) => Promise<never>,
): OAuthSession {
  const onSecret = options.onSecret ?? (() => undefined);
  const provider = new GrantProvider({
    ...settings,
    server: settings.server ?? options.server,
    onSecret,
    onRefreshToken,
    now: options.now,
  });
  return new OAuthSession({
    server: options.server,
    url: options.url,
    provider,
    scope: settings.scope,
    fetch: options.fetch,
    now: options.now,
    signal: options.signal,
    stepTimeoutMs: options.stepTimeoutMs,
    // A refresh token cannot ask for more scope than it was granted (RFC 6749 §6).
    cannotStepUp:
      cannotStepUp ??
      (settings.grant === "refresh_token"
        ? async (scope) => {
            throw new AuthError(
              options.server,
              "authorization",
              `Server "${options.server}": refused for insufficient scope (it wants "${scope.slice(0, 200)}"), which a refresh token cannot add: get one granted with it`,
            );
          }
        : undefined),
  });
}

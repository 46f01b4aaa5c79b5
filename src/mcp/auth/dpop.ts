/**
 * DPoP (RFC 9449) on the resource side: with `dpop: true` every MCP request
 * carries `Authorization: DPoP <token>` and a fresh proof bound to its method,
 * URL and token (`htm`, `htu`, `iat`, `jti`, `ath`), and a resource server's
 * `use_dpop_nonce` challenge is answered once with its nonce. The proof and
 * the retry are the SDK's (`withDpop`); the token request's proof and its
 * nonce retry are the SDK's too (`fetchToken` with the provider's `dpop()`).
 * What this adds: the wrapper reaches the transport (our token source is a
 * plain AuthProvider, which the SDK does not wrap), and a token that came back
 * unbound is an error rather than a silent downgrade to Bearer.
 */
import { withDpop, type AuthProvider, type FetchLike } from "@modelcontextprotocol/client";
import { clipText } from "../../util/clip-text.js";
import { AuthError } from "./auth-error.js";
import type { GrantProvider } from "./grant-provider.js";

/** An AuthProvider whose requests need more than a header: the transport's fetch is wrapped. */
export interface WrapsFetch {
  wrapFetch(next: FetchLike): FetchLike;
}

/** The fetch wrapper an auth provider asks for (DPoP), else undefined. */
export function fetchWrapperOf(auth: AuthProvider | undefined): ((next: FetchLike) => FetchLike) | undefined {
  const wrap = (auth as Partial<WrapsFetch> | undefined)?.wrapFetch;
  return typeof wrap === "function" ? wrap.bind(auth) : undefined;
}

/** Signs every request with the provider's DPoP key and its current token; passes requests through while there is no token. */
export function dpopFetch(provider: GrantProvider): (next: FetchLike) => FetchLike {
  const session = provider.dpop();
  if (!session) return (next) => next;
  return withDpop(
    () => session,
    () => provider.tokens()?.access_token,
  );
}

/** Asked for a DPoP-bound token, the authorization server answered with another kind: say so, never send it as Bearer. */
export function requireDpopBinding(options: { server: string; provider: GrantProvider; tokenType: string | undefined; at: string }): void {
  const { provider, ...rest } = options;
  if (!provider.dpop() || isDpopBound(rest.tokenType)) return;
  provider.dropAccessToken();
  throw notDpopBound(rest);
}

export function isDpopBound(tokenType: string | undefined): boolean {
  return tokenType?.toLowerCase() === "dpop";
}

/** The error for a token that came back unbound although `dpop: true` asked for a bound one. */
export function notDpopBound({ server, tokenType, at }: { server: string; tokenType: string | undefined; at: string }): AuthError {
  return new AuthError(
    server,
    "token request",
    `Server "${server}": authorization failed at the token request step (${at}): \`dpop: true\` asked for a DPoP-bound token, ` +
      `but the authorization server issued token_type ${JSON.stringify(clipText(tokenType ?? "", 40))}; it may not support DPoP (RFC 9449)`,
  );
}

/**
 * Step-up authorization (the spec's scope challenge handling): a request the
 * server refuses with `403` and `WWW-Authenticate: Bearer
 * error="insufficient_scope", scope="…"` is authorized again for the union of
 * the scopes asked for so far and the challenged ones, then sent once more.
 * The SDK's transport does this only for its own OAuthClientProvider flow;
 * mcpvals' token sources are plain AuthProviders, so the step-up sits in the
 * transport's fetch. Bounded: one step-up per request, and a source refuses a
 * step-up that would ask for nothing new (a server that never accepts ends
 * in an error, not a loop).
 */
import { extractWWWAuthenticateParams, type AuthProvider, type FetchLike } from "@modelcontextprotocol/client";

/** A token source that can ask for more scope. */
export interface StepUpAuthProvider extends AuthProvider {
  /** Gets a token for the union of the scopes so far and `scope`; throws an AuthError when it cannot (or asked before). */
  stepUp(scope: string): Promise<void>;
}

export function canStepUp(provider: AuthProvider | undefined): provider is StepUpAuthProvider {
  return typeof (provider as Partial<StepUpAuthProvider> | undefined)?.stepUp === "function";
}

export function stepUpFetch(provider: StepUpAuthProvider, inner: FetchLike = fetch): FetchLike {
  return async (url, init) => {
    const response = await inner(url, init);
    if (response.status !== 403) return response;
    const { error, scope } = extractWWWAuthenticateParams(response);
    if (error !== "insufficient_scope" || !scope) return response;
    await response.body?.cancel().catch(() => undefined);
    await provider.stepUp(scope);
    const headers = new Headers(init?.headers);
    const token = await provider.token();
    if (token) headers.set("authorization", `Bearer ${token}`);
    return inner(url, { ...init, headers });
  };
}

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
 *
 * Where no new token can help (a fixed bearer token, a step-up refused, the
 * retried request refused again) the request fails with an AuthError naming
 * the server and the scope it asked for: the credentials fall short, which is
 * infrastructure (exit 3), not a verdict on the tool.
 */
import { extractWWWAuthenticateParams, type AuthProvider, type FetchLike } from "@modelcontextprotocol/client";
import { AuthError } from "./auth-error.js";

/** A token source that can ask for more scope. */
export interface StepUpAuthProvider extends AuthProvider {
  /** Gets a token for the union of the scopes so far and `scope`; throws an AuthError when it cannot (or asked before). */
  stepUp(scope: string): Promise<void>;
}

export function canStepUp(provider: AuthProvider | undefined): provider is StepUpAuthProvider {
  return typeof (provider as Partial<StepUpAuthProvider> | undefined)?.stepUp === "function";
}

export interface StepUpFetchOptions {
  /** Server name, for messages. */
  server: string;
  provider: AuthProvider;
  /** @default globalThis.fetch */
  inner?: FetchLike;
}

export function stepUpFetch({ server, provider, inner = fetch }: StepUpFetchOptions): FetchLike {
  return async (url, init) => {
    const response = await inner(url, init);
    const wanted = insufficientScope(response);
    if (wanted === undefined) return response;
    await response.body?.cancel().catch(() => undefined);
    if (!canStepUp(provider))
      throw new AuthError(
        server,
        "authorization",
        `Server "${server}": refused for insufficient scope (it wants "${clip(wanted)}"), which a fixed bearer token cannot add: give one granted with it`,
      );
    await provider.stepUp(wanted);
    const headers = new Headers(init?.headers);
    const token = await provider.token();
    if (token) headers.set("authorization", `Bearer ${token}`);
    const again = await inner(url, { ...init, headers });
    const still = insufficientScope(again);
    if (still === undefined) return again;
    await again.body?.cancel().catch(() => undefined);
    // The new token was granted for the wider scope, and the server still refuses it: asking again would loop.
    throw new AuthError(
      server,
      "authorization",
      `Server "${server}": still refused for insufficient scope (it wants "${clip(still)}") with a token asked for "${clip(wanted)}" too`,
    );
  };
}

/** The scope a `403 insufficient_scope` challenge asks for, else undefined. */
function insufficientScope(response: Response): string | undefined {
  if (response.status !== 403) return undefined;
  const { error, scope } = extractWWWAuthenticateParams(response);
  return error === "insufficient_scope" && scope ? scope : undefined;
}

// Server text in a message: bounded (the challenge is untrusted).
function clip(scope: string): string {
  return scope.slice(0, 200);
}

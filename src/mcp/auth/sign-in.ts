/**
 * A person signing in to a server with `authorizationCode` (what
 * `mcpvals auth login` runs): discovery from the unauthenticated request's 401
 * (discoverForSignIn: PRM, its resource checked, AS metadata with its issuer
 * checked), the authorization URL with PKCE S256, `state` and
 * the `resource` parameter (the SDK's startAuthorization), a loopback redirect
 * on 127.0.0.1, the callback's `state` and `iss` checked (RFC 9207, the SDK's
 * validateAuthorizationResponseIssuer), and the code exchanged for tokens
 * (the client authenticating as the authorization server lists: the SDK's
 * selectClientAuthMethod). The client is configured, a metadata document, or
 * registered (sign-in-client.ts). A run later uses the refresh token, else the
 * access token until it expires.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import {
  computeScopeUnion,
  exchangeAuthorization,
  startAuthorization,
  validateAuthorizationResponseIssuer,
  type FetchLike,
} from "@modelcontextprotocol/client";
import { AuthError } from "./auth-error.js";
import type { AuthorizationCodeAuth } from "../../protocol/auth-schema.js";
import { discoverForSignIn } from "./discover-for-sign-in.js";
import { isDpopBound, notDpopBound } from "./dpop.js";
import { newDpopKey } from "./dpop-key.js";
import { explainAuthFailure } from "./explain-auth-failure.js";
import { publishedResource } from "./published-resource.js";
import { recordingFetch } from "./recording-fetch.js";
import { signInClient, type Registrations } from "./sign-in-client.js";
import type { SignInEntry } from "../../protocol/sign-in-store.js";

export interface SignInOptions {
  server: string;
  /** The MCP endpoint: the protected resource. */
  url: string;
  settings: AuthorizationCodeAuth;
  /** Shows the person the authorization URL (a browser, or the URL printed). */
  open: (authorizationUrl: string) => void | Promise<void>;
  /** Told every secret as soon as it exists (tokens), for redaction. */
  onSecret?: (value: string) => void;
  fetch?: FetchLike;
  /** Clients registered before (DCR), per authorization server; a new registration is kept there. */
  registrations?: Registrations;
  /** Ends the wait for the browser (Ctrl-C, a time limit). */
  signal?: AbortSignal;
  /** @default Date.now */
  now?: () => number;
  /** The scope a run was refused for since the last sign-in (its step-up): asked for too. */
  stepUpScope?: string;
}

/** What a run needs later: the client, and the refresh token or else the access token with its expiry. */
export type SignedIn = SignInEntry;

export async function signIn(options: SignInOptions): Promise<SignedIn> {
  const { server, url, settings, signal } = options;
  const recorder = recordingFetch(options.fetch ?? fetch, { signal });
  await using callback = await listenForCallback(settings.redirectPort ?? 0);
  try {
    const {
      authorizationServerUrl,
      authorizationServerMetadata: metadata,
      resourceMetadata,
      challengeScope,
    } = await discoverForSignIn({ server, url, fetch: recorder.fetch });
    // Checked before anyone is sent to authorize: metadata for another resource is refused (RFC 9728 §3.3).
    const resource = publishedResource({ server, url, metadata: resourceMetadata });
    // The configured scope, else the one the 401 asked for, else all the resource supports (the spec's order).
    // With a step-up a run was refused for: the union, so nothing granted before is lost (SEP-2350).
    const scope = withOfflineAccess(
      computeScopeUnion(settings.scope ?? challengeScope ?? resourceMetadata.scopes_supported?.join(" "), options.stepUpScope),
      metadata.scopes_supported,
    );
    const { information: clientInformation, registeredSecret } = await signInClient({
      server,
      settings,
      authorizationServerUrl,
      metadata,
      redirectUri: callback.redirectUri,
      scope,
      registrations: options.registrations,
      fetch: recorder.fetch,
      onSecret: options.onSecret,
    });
    // `dpop: true`: one key for this sign-in and every later run's refresh and request (kept in the sign-in store).
    const dpop = settings.dpop ? await newDpopKey() : undefined;
    if (dpop) options.onSecret?.(dpop.jwk.d);
    const state = randomBytes(16).toString("base64url");
    const { authorizationUrl, codeVerifier } = await startAuthorization(authorizationServerUrl, {
      metadata,
      clientInformation,
      redirectUrl: callback.redirectUri,
      scope,
      state,
      resource,
    });
    // The code is bound to the key too (RFC 9449 §10): a code stolen on its way back is useless without it.
    if (dpop) authorizationUrl.searchParams.set("dpop_jkt", dpop.session.thumbprint);
    await options.open(authorizationUrl.href);
    const { code, iss } = codeFrom(server, await callback.next(signal), state, metadata);
    options.onSecret?.(code);
    const tokens = await exchangeAuthorization(authorizationServerUrl, {
      metadata,
      clientInformation,
      authorizationCode: code,
      // Checked above; the SDK checks it again before redeeming the code.
      iss,
      codeVerifier,
      redirectUri: callback.redirectUri,
      // The metadata's own string, as in the authorization request: `new URL()` would turn `http://x` into `http://x/` (RFC 8707).
      resource,
      // The proof on the token request, and its `use_dpop_nonce` retry, are the SDK's.
      dpop: dpop?.session,
      fetchFn: recorder.fetch,
    });
    if (dpop && !isDpopBound(tokens.token_type))
      throw notDpopBound({ server, tokenType: tokens.token_type, at: metadata.token_endpoint ?? authorizationServerUrl });
    for (const value of [tokens.access_token, tokens.refresh_token, tokens.id_token]) if (value) options.onSecret?.(value);
    const now = (options.now ?? Date.now)();
    return {
      clientId: clientInformation.client_id,
      ...(registeredSecret ? { clientSecret: registeredSecret } : {}),
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      accessToken: tokens.access_token,
      ...(typeof tokens.expires_in === "number" ? { expiresAt: now + tokens.expires_in * 1000 } : {}),
      ...(scope ? { scope } : {}),
      ...(dpop ? { dpopKey: dpop.jwk } : {}),
    };
  } catch (error) {
    throw explainAuthFailure(server, error, recorder.last());
  }
}

/** The code of the browser's answer, once its state and issuer are checked. */
function codeFrom(
  server: string,
  answer: URLSearchParams,
  state: string,
  metadata: { issuer?: string; authorization_response_iss_parameter_supported?: boolean } | undefined,
): { code: string; iss: string | undefined } {
  if (answer.get("state") !== state)
    throw new AuthError(server, "authorization", `Server "${server}": the sign-in's answer does not carry the state it was sent with`);
  // RFC 9207: the answer must come from the authorization server asked (a mix-up attack otherwise).
  const iss = answer.get("iss") ?? undefined;
  validateAuthorizationResponseIssuer({
    iss,
    expectedIssuer: metadata?.issuer,
    issParameterSupported: metadata?.authorization_response_iss_parameter_supported === true,
  });
  const code = answer.get("code");
  // The error's text comes from whoever called the loopback port: only its code, clipped, is shown.
  if (!code)
    throw new AuthError(
      server,
      "authorization",
      `Server "${server}": the sign-in was refused (${(answer.get("error") ?? "no code").slice(0, 60)})`,
    );
  return { code, iss };
}

/** Adds `offline_access` when the authorization server advertises it: a sign-in is only worth its refresh token. */
function withOfflineAccess(scope: string | undefined, supported: string[] | undefined): string | undefined {
  const scopes = (scope ?? "").split(" ").filter(Boolean);
  if (!supported?.includes("offline_access") || scopes.includes("offline_access")) return scope;
  return [...scopes, "offline_access"].join(" ");
}

interface Callback extends AsyncDisposable {
  redirectUri: string;
  /** The query of the first request to the callback path. */
  next(signal?: AbortSignal): Promise<URLSearchParams>;
}

/** A loopback HTTP server on 127.0.0.1 waiting for the authorization server's redirect (RFC 8252 §7.3). */
async function listenForCallback(port: number): Promise<Callback> {
  let arrived: (query: URLSearchParams) => void = () => undefined;
  const answer = new Promise<URLSearchParams>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    const at = new URL(req.url ?? "/", "http://127.0.0.1");
    if (at.pathname !== "/callback") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end("mcpvals: signed in; you can close this tab.\n");
    arrived(at.searchParams);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    redirectUri: `http://127.0.0.1:${(server.address() as { port: number }).port}/callback`,
    next: (signal) =>
      signal?.aborted
        ? Promise.reject(signal.reason)
        : signal
          ? Promise.race([
              answer,
              new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
            ])
          : answer,
    [Symbol.asyncDispose]: close,
  };
}

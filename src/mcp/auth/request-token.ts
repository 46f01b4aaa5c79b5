/**
 * One token request the way the spec lays it out, with the SDK's helpers:
 * discovery (PRM from the 401's `resource_metadata` or the well-known URL,
 * then the AS metadata, whose `issuer` the SDK checks), the `resource`
 * parameter (RFC 8707) and the token request with the client's
 * authentication. Failures come back as an AuthError naming the step.
 */
import { discoverOAuthServerInfo, fetchToken, type FetchLike, type OAuthServerInfo } from "@modelcontextprotocol/client";
import { explainAuthFailure } from "./explain-auth-failure.js";
import type { GrantProvider } from "./grant-provider.js";
import { publishedResource } from "./published-resource.js";
import { recordingFetch } from "./recording-fetch.js";
import { requireDpopBinding } from "./dpop.js";

export interface RequestTokenOptions {
  server: string;
  /** The MCP endpoint: the protected resource. */
  url: string;
  provider: GrantProvider;
  /** Found before (a later renewal skips discovery). */
  discovery?: OAuthServerInfo;
  resourceMetadataUrl?: URL;
  scope?: string;
  /** Ask for a token for this resource instead of the server's own (check's wrong-audience probe). */
  resource?: string;
  fetch?: FetchLike;
  signal?: AbortSignal;
  /** Each OAuth request's own deadline (metadata, token), its body included. @default 30_000 */
  stepTimeoutMs?: number;
}

export interface RequestedToken {
  accessToken: string;
  /** Seconds, as the authorization server said. */
  expiresIn: number | undefined;
  discovery: OAuthServerInfo;
}

export async function requestToken(options: RequestTokenOptions): Promise<RequestedToken> {
  const { provider, url } = options;
  const recorder = recordingFetch(options.fetch ?? fetch, { signal: options.signal, stepTimeoutMs: options.stepTimeoutMs });
  try {
    const discovery =
      options.discovery ??
      (await discoverOAuthServerInfo(url, { resourceMetadataUrl: options.resourceMetadataUrl, fetchFn: recorder.fetch }));
    const { authorizationServerUrl, authorizationServerMetadata: metadata, resourceMetadata } = discovery;
    // The metadata's own string, checked against the server URL (RFC 9728 §3.3), as in a sign-in.
    const resource = options.resource ?? publishedResource({ server: options.server, url, metadata: resourceMetadata });
    const scope = options.scope ?? resourceMetadata?.scopes_supported?.join(" ");
    const issuer = metadata?.issuer ?? authorizationServerUrl;
    provider.target = { server: options.server, issuer, resource, fetch: recorder.fetch, signal: options.signal };
    const tokens = await fetchToken(provider, authorizationServerUrl, { metadata, resource, scope, fetchFn: recorder.fetch });
    requireDpopBinding({ server: options.server, provider, tokenType: tokens.token_type, at: metadata?.token_endpoint ?? issuer });
    provider.saveTokens({ ...tokens, issuer: metadata?.issuer ?? authorizationServerUrl });
    return { accessToken: tokens.access_token, expiresIn: tokens.expires_in, discovery };
  } catch (error) {
    throw explainAuthFailure(options.server, error, recorder.last());
  }
}

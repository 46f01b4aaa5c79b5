/**
 * Discovery for a person's sign-in, the way the 2025-11-25 spec lays it out:
 * the unauthenticated MCP request first (and a `tools/list` after an
 * initialize let through without a token), whose 401 names the protected
 * resource metadata (`WWW-Authenticate: Bearer resource_metadata=…`) and the
 * scope to ask for; the well-known metadata URLs when it names none; then the
 * authorization server the metadata names, with its own metadata. Unlike the
 * SDK's discoverOAuthServerInfo, a server without metadata is never taken for
 * its own authorization server: that sent a person to an `/authorize` 404 on
 * the MCP server and left the login waiting.
 */
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
  type AuthorizationServerMetadata,
  type FetchLike,
  type OAuthProtectedResourceMetadata,
} from "@modelcontextprotocol/client";
import { AuthError } from "./auth-error.js";

export interface DiscoverForSignInOptions {
  server: string;
  /** The MCP endpoint: the protected resource. */
  url: string;
  fetch: FetchLike;
}

export interface SignInDiscovery {
  resourceMetadata: OAuthProtectedResourceMetadata;
  authorizationServerUrl: string;
  authorizationServerMetadata: AuthorizationServerMetadata;
  /** The scope the 401's challenge asked for, if any. */
  challengeScope: string | undefined;
}

// The request a client would make first: an initialize, without a token.
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "mcpvals", version: "0" } },
};

export async function discoverForSignIn({ server, url, fetch }: DiscoverForSignInOptions): Promise<SignInDiscovery> {
  const challenge = await readChallenge(url, fetch);
  let resourceMetadata: OAuthProtectedResourceMetadata;
  try {
    resourceMetadata = await discoverOAuthProtectedResourceMetadata(url, { resourceMetadataUrl: challenge.resourceMetadataUrl }, fetch);
  } catch (error) {
    const where = challenge.resourceMetadataUrl
      ? `at ${challenge.resourceMetadataUrl.href}, which its 401 names`
      : "in its 401 (no WWW-Authenticate resource_metadata) or at the well-known URLs";
    throw new AuthError(
      server,
      "protected resource metadata",
      `Server "${server}": no protected resource metadata found ${where}, so there is no authorization server to sign in with (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const authorizationServerUrl = resourceMetadata.authorization_servers?.[0];
  if (!authorizationServerUrl)
    throw new AuthError(
      server,
      "protected resource metadata",
      `Server "${server}": its protected resource metadata names no authorization server`,
    );
  const authorizationServerMetadata = await discoverAuthorizationServerMetadata(authorizationServerUrl, { fetchFn: fetch });
  if (!authorizationServerMetadata)
    throw new AuthError(
      server,
      "authorization server metadata",
      `Server "${server}": the authorization server ${authorizationServerUrl} publishes no metadata (RFC 8414 or OpenID Connect discovery)`,
    );
  return { resourceMetadata, authorizationServerUrl, authorizationServerMetadata, challengeScope: challenge.scope };
}

/**
 * The unauthenticated MCP requests' 401 challenge, if they give one. A server may let `initialize` through
 * without a token and guard only what follows: then a `tools/list` (in the session the initialize opened, if
 * any) is asked too, since its challenge names the scope to ask for.
 */
async function readChallenge(url: string, fetch: FetchLike): Promise<{ resourceMetadataUrl?: URL; scope?: string }> {
  const first = await post(url, fetch, INITIALIZE);
  if (first.status === 401) return challengeOf(first);
  if (!first.ok) return {};
  const session = first.headers.get("mcp-session-id");
  const headers: Record<string, string> = { "mcp-protocol-version": INITIALIZE.params.protocolVersion };
  if (session) headers["mcp-session-id"] = session;
  const second = await post(url, fetch, { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }, headers);
  return second.status === 401 ? challengeOf(second) : {};
}

async function post(url: string, fetch: FetchLike, body: object, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
  // Only the headers matter: the body is never read.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

function challengeOf(response: Response): { resourceMetadataUrl?: URL; scope?: string } {
  const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
  return { resourceMetadataUrl, scope };
}

/**
 * The `resource` parameter (RFC 8707) a token is asked for: the protected
 * resource metadata's own string, verbatim, in the authorization request and
 * the token request alike (`new URL()` would turn `http://x` into `http://x/`,
 * and the authorization server compares strings). Metadata naming a resource
 * the server URL does not belong to MUST NOT be used (RFC 9728 §3.3): the
 * SDK's checkResourceAllowed decides (same origin, path under the resource's).
 */
import { checkResourceAllowed, type OAuthProtectedResourceMetadata } from "@modelcontextprotocol/client";
import { clipText } from "../../util/clip-text.js";
import { AuthError } from "./auth-error.js";

export interface PublishedResourceOptions {
  server: string;
  /** The MCP endpoint as configured. */
  url: string;
  metadata: OAuthProtectedResourceMetadata | undefined;
}

/** The metadata's resource, checked against the server URL; undefined without metadata. */
export function publishedResource({ server, url, metadata }: PublishedResourceOptions): string | undefined {
  if (!metadata) return undefined;
  const resource = metadata.resource;
  let allowed: boolean;
  try {
    allowed = checkResourceAllowed({ requestedResource: url, configuredResource: resource });
  } catch {
    allowed = false;
  }
  if (!allowed) {
    // The metadata came from the server: its resource is shown clipped, as data.
    throw new AuthError(
      server,
      "protected resource metadata",
      `Server "${server}": its protected resource metadata names the resource ${JSON.stringify(clipText(resource, 200))}, which ${url} is not part of; refused (RFC 9728 §3.3)`,
    );
  }
  return resource;
}

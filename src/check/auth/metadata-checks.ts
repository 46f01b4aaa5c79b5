/**
 * What a client reads before it asks for a token, checked as a client reads
 * it (with the SDK's discovery helpers): the protected resource metadata the
 * 401 points to, then the metadata of the authorization server it names.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization
 */
import {
  checkResourceAllowed,
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  type AuthorizationServerMetadata,
  type OAuthProtectedResourceMetadata,
} from "@modelcontextprotocol/client";
import { describeError } from "../../errors.js";
import { type CheckRecorder, fail, pass, skip } from "../check-recorder.js";

/** What the metadata checks found, for the token checks after them. */
export interface FoundMetadata {
  resource?: OAuthProtectedResourceMetadata;
  server?: AuthorizationServerMetadata;
}

export async function metadataChecks(recorder: CheckRecorder, url: string, resourceMetadataUrl: URL | undefined): Promise<FoundMetadata> {
  const target = recorder.target();
  const found: FoundMetadata = {};
  const where = resourceMetadataUrl?.href ?? "the well-known URL";
  try {
    found.resource = await discoverOAuthProtectedResourceMetadata(url, { resourceMetadataUrl });
  } catch (error) {
    recorder.add("auth/protected-resource-metadata", "warning", target, fail(`no valid metadata at ${where}: ${describeError(error)}`));
    return found;
  }
  const { resource, authorization_servers: servers = [] } = found.resource;
  const verdict = !checkResourceAllowed({ requestedResource: url, configuredResource: resource })
    ? fail(`its resource "${resource}" does not cover this server (${url})`)
    : servers.length === 0
      ? fail("it lists no authorization_servers")
      : pass(`names resource ${resource} and authorization server ${servers[0]}`);
  recorder.add("auth/protected-resource-metadata", "warning", target, verdict);
  const issuer = servers[0];
  if (!issuer) return found;
  try {
    found.server = await discoverAuthorizationServerMetadata(issuer);
  } catch (error) {
    recorder.add("auth/authorization-server-metadata", "warning", target, fail(`${issuer}: ${describeError(error)}`));
    return found;
  }
  recorder.add(
    "auth/authorization-server-metadata",
    "warning",
    target,
    found.server ? pass(`${issuer} serves its metadata (issuer matches)`) : fail(`${issuer} serves no RFC 8414 or OpenID Connect metadata`),
  );
  if (found.server) serverMetadataChecks(recorder, found.server);
  return found;
}

function serverMetadataChecks(recorder: CheckRecorder, metadata: AuthorizationServerMetadata): void {
  const target = recorder.target();
  const methods = metadata.code_challenge_methods_supported ?? [];
  recorder.add(
    "auth/pkce-s256",
    "error",
    target,
    methods.includes("S256")
      ? pass("advertises PKCE S256")
      : fail(`code_challenge_methods_supported is ${JSON.stringify(methods)}: clients must refuse an authorization server without S256`),
  );
  const endpoints = Object.entries(metadata).filter(([key, value]) => key.endsWith("_endpoint") && typeof value === "string");
  const insecure = endpoints.filter(([, value]) => !secure(value as string)).map(([key, value]) => `${key} ${String(value)}`);
  recorder.add(
    "auth/https-endpoints",
    "error",
    target,
    insecure.length === 0 ? pass(`${endpoints.length} endpoints use https or loopback`) : fail(`not https: ${insecure.join(", ")}`),
  );
  const iss = (metadata as { authorization_response_iss_parameter_supported?: unknown }).authorization_response_iss_parameter_supported;
  recorder.add(
    "auth/iss-parameter",
    "warning",
    target,
    !metadata.authorization_endpoint
      ? skip("no authorization endpoint (no authorization responses to carry `iss`)")
      : iss === true
        ? pass("authorization_response_iss_parameter_supported is true")
        : fail("authorization_response_iss_parameter_supported is not true: clients cannot tell a mix-up (RFC 9207)"),
  );
}

function secure(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

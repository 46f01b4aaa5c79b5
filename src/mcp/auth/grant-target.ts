/**
 * What a grant that presents a JWT needs to know about the token request it
 * is for (known only after discovery), and the JWT bearer grant's request
 * parameters (RFC 7523 §2.1): shared by the grant provider and the grants that
 * mint assertions (jwt-bearer-grant.ts, token-exchange-grant.ts).
 */
import type { FetchLike } from "@modelcontextprotocol/client";

export const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";

/** Where the token request goes, known only after discovery: what an assertion is made for. */
export interface GrantTarget {
  /** Server name, for messages. */
  server: string;
  /** The authorization server's `issuer` (the assertion's audience, RFC 7523 §3). */
  issuer: string;
  /** The `resource` of the token request (RFC 8707): the MCP server as its metadata names it. */
  resource: string | undefined;
  scope: string | undefined;
  /** The flow's fetch: bounded answers, a deadline per request. */
  fetch: FetchLike;
  onSecret: (value: string) => void;
  signal?: AbortSignal;
}

/** Mints the JWT a grant presents, for one token request. */
export type AssertionFactory = (target: GrantTarget) => Promise<string>;

/** The token request's own parameters: the grant, the JWT, the scope. */
export function jwtBearerParams(assertion: string, scope: string | undefined): URLSearchParams {
  const params = new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion });
  if (scope) params.set("scope", scope);
  return params;
}

/**
 * The JWT bearer grant (RFC 7523 §2.1) for workload identity federation: a
 * JWT someone else issued (a CI job's OIDC token, a projected service-account
 * token) is the grant. The authorization server trusts its issuer's keys and
 * answers with an access token; mcpvals only carries the JWT, read afresh for
 * every token request.
 */
import type { JwtBearerAuth } from "../../protocol/auth-schema.js";
import { readAssertion } from "./assertion-source.js";
import type { GrantSettings } from "./grant-provider.js";
import type { AssertionFactory } from "./grant-target.js";

/** The GrantSettings of `auth.jwtBearer`. */
export function jwtBearerSettings(auth: JwtBearerAuth): GrantSettings {
  const { clientId, clientSecret, scope, dpop, assertion: source } = auth;
  const assertion: AssertionFactory = (target) =>
    readAssertion({
      server: target.server,
      field: "jwtBearer.assertion",
      source,
      defaultAudience: target.issuer,
      fetch: target.fetch,
      onSecret: target.onSecret,
      signal: target.signal,
    });
  return { clientId, clientSecret, scope, dpop, grant: "jwt_bearer", assertion };
}

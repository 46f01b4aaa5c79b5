/**
 * Enterprise-managed authorization (SEP-990, "ID-JAG"): the ID token a person
 * got from the enterprise identity provider is exchanged there (RFC 8693) for
 * an Identity Assertion JWT Authorization Grant naming the MCP server's
 * authorization server as audience and the MCP server as resource; that ID-JAG
 * is then the assertion of a JWT bearer grant (RFC 7523) at the MCP server's
 * authorization server. The exchange is the SDK's (`requestJwtAuthorizationGrant`,
 * which checks `issued_token_type` and `token_type`); this adds the config, the
 * deadline and the errors naming the step.
 */
import { discoverAuthorizationServerMetadata, requestJwtAuthorizationGrant } from "@modelcontextprotocol/client";
import type { IdJagAuth } from "../../protocol/auth-schema.js";
import { describeError } from "../../errors.js";
import { clipText } from "../../util/clip-text.js";
import { readAssertion } from "./assertion-source.js";
import { AuthError } from "./auth-error.js";
import type { GrantSettings } from "./grant-provider.js";
import type { AssertionFactory, GrantTarget } from "./grant-target.js";

/** The GrantSettings of `auth.idJag`. */
export function idJagSettings(auth: IdJagAuth): GrantSettings {
  const { clientId, clientSecret, scope, dpop } = auth;
  const assertion: AssertionFactory = async (target) => {
    // The ID token's audience is the identity provider, never the MCP server's authorization server.
    const idToken = await readAssertion({
      server: target.server,
      field: "idJag.idToken",
      source: auth.idToken,
      defaultAudience: auth.idp.issuer ?? auth.idp.tokenEndpoint ?? "",
      fetch: target.fetch,
      onSecret: target.onSecret,
      signal: target.signal,
    });
    return exchangeForIdJag(auth, target, idToken);
  };
  return { clientId, clientSecret, scope, dpop, grant: "jwt_bearer", assertion };
}

async function exchangeForIdJag(auth: IdJagAuth, target: GrantTarget, idToken: string): Promise<string> {
  const { idp } = auth;
  const tokenEndpoint = idp.tokenEndpoint ?? (await idpTokenEndpoint(idp.issuer ?? "", target));
  if (!target.resource) {
    throw new AuthError(
      target.server,
      "token exchange",
      `Server "${target.server}": an ID-JAG needs the server's resource, and none is known`,
    );
  }
  try {
    const { jwtAuthGrant } = await requestJwtAuthorizationGrant({
      tokenEndpoint,
      audience: target.issuer,
      resource: target.resource,
      idToken,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      scope: target.scope,
      fetchFn: target.fetch,
    });
    target.onSecret(jwtAuthGrant);
    return jwtAuthGrant;
  } catch (error) {
    const detail = clipText(describeError(error).replace(/\s+/g, " "), 400);
    throw new AuthError(
      target.server,
      "token exchange",
      `Server "${target.server}": authorization failed at the token exchange step (idJag, ${tokenEndpoint}): ${detail}`,
      { cause: error },
    );
  }
}

async function idpTokenEndpoint(issuer: string, target: GrantTarget): Promise<string> {
  const fail = (detail: string, cause?: unknown) =>
    new AuthError(
      target.server,
      "token exchange",
      `Server "${target.server}": authorization failed at the token exchange step (idJag.idp.issuer ${issuer}): ${detail}`,
      { cause },
    );
  let metadata: Awaited<ReturnType<typeof discoverAuthorizationServerMetadata>>;
  try {
    metadata = await discoverAuthorizationServerMetadata(issuer, { fetchFn: target.fetch });
  } catch (error) {
    // Identity providers often publish partial OIDC metadata, which the SDK rightly refuses: the endpoint can be given instead.
    throw fail(`${clipText(describeError(error).replace(/\s+/g, " "), 300)}; give \`idp.tokenEndpoint\` to skip discovery`, error);
  }
  if (!metadata?.token_endpoint)
    throw fail("the identity provider publishes no metadata with a `token_endpoint`; give `idp.tokenEndpoint`");
  return metadata.token_endpoint;
}

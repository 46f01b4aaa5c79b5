/**
 * The grants oidc-provider does not ship, registered on a real provider
 * (`provider.registerGrantType`) for tests:
 * - the JWT bearer grant (RFC 7523): an assertion signed by a key this
 *   authorization server trusts (a CI job's OIDC issuer, or an enterprise
 *   identity provider's ID-JAG), checked for issuer, audience (this issuer),
 *   expiry, and for an ID-JAG its `typ`, `client_id` and `resource`;
 *   DPoP-bound when the request carries a proof;
 * - the ID-JAG token exchange (RFC 8693 as SEP-990 profiles it) at an
 *   identity provider: an ID token it trusts becomes an ID-JAG for the
 *   audience and resource asked.
 * Plus a stand-in for GitHub Actions' OIDC token endpoint on 127.0.0.1.
 */
import http from "node:http";
import { randomBytes, randomUUID } from "node:crypto";
import { EmbeddedJWK, SignJWT, calculateJwkThumbprint, decodeProtectedHeader, generateKeyPair, jwtVerify, type CryptoKey } from "jose";

export const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
export const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
export const ID_JAG_TYPE = "urn:ietf:params:oauth:token-type:id-jag";
export const ID_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:id_token";

/** A signing key and the issuer name it signs as. */
export interface Signer {
  issuer: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  sign(claims: Record<string, unknown>, options: { audience: string; typ?: string; expiresIn?: string }): Promise<string>;
}

export async function makeSigner(issuer: string): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const signer: Signer = {
    issuer,
    privateKey,
    publicKey,
    // The issuer is read when signing: a test may name it once its server has a port.
    sign: (claims, { audience, typ = "JWT", expiresIn = "5m" }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", typ, kid: "test" })
        .setIssuer(signer.issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(expiresIn)
        .sign(privateKey),
  };
  return signer;
}

interface GrantContext {
  oidc: { client: { clientId: string }; params: Record<string, string | undefined> };
  method: string;
  href: string;
  get(name: string): string;
  body: unknown;
}
interface Provider {
  registerGrantType(name: string, handler: (ctx: GrantContext) => Promise<void>, params: string[], dupes?: string[]): void;
  ClientCredentials: new (init: { client: unknown; scope?: string }) => IssuedToken;
  ResourceServer: new (identifier: string, data: object) => unknown;
  Client: { find(id: string): Promise<unknown> };
}
interface IssuedToken {
  resourceServer: unknown;
  scope?: string;
  expiration: number;
  tokenType: string;
  setThumbprint(kind: "jkt", value: string): void;
  save(): Promise<string>;
}

export interface JwtBearerTrust {
  /** Whose assertions are taken. */
  signer: Signer;
  /** An ID-JAG (SEP-990): `typ` oauth-id-jag+jwt, `client_id` the authenticated client, `resource` the one asked. */
  idJag?: boolean;
  /** Every assertion accepted, for the test to look at. */
  accepted?: Array<Record<string, unknown>>;
}

/** Registers the JWT bearer grant on `provider` (pass as startAuthServer's `setup`). */
export function jwtBearerGrant(trust: JwtBearerTrust) {
  return (raw: unknown, issuer: string): void => {
    const provider = raw as Provider;
    provider.registerGrantType(
      JWT_BEARER,
      async (ctx) => {
        const { client, params } = ctx.oidc;
        const fail = (description: string) => {
          ctx.body = { error: "invalid_grant", error_description: description };
          (ctx as unknown as { status: number }).status = 400;
        };
        let payload: Record<string, unknown>;
        try {
          const typ = trust.idJag ? "oauth-id-jag+jwt" : undefined;
          ({ payload } = await jwtVerify(params.assertion ?? "", trust.signer.publicKey, {
            issuer: trust.signer.issuer,
            audience: issuer,
            ...(typ ? { typ } : {}),
          }));
        } catch (error) {
          return fail(`assertion refused: ${(error as Error).message}`);
        }
        if (trust.idJag && payload.client_id !== client.clientId) return fail("the ID-JAG names another client");
        if (trust.idJag && payload.resource !== params.resource) return fail("the ID-JAG is for another resource");
        trust.accepted?.push(payload);
        const resource = params.resource ?? "";
        const token = new provider.ClientCredentials({ client, scope: "mcp" });
        token.resourceServer = new provider.ResourceServer(resource, {
          scope: "mcp",
          audience: resource,
          accessTokenTTL: 300,
          accessTokenFormat: "opaque",
        });
        const proof = ctx.get("DPoP");
        if (proof) {
          const jwk = decodeProtectedHeader(proof).jwk;
          await jwtVerify(proof, EmbeddedJWK, { typ: "dpop+jwt" });
          token.setThumbprint("jkt", await calculateJwkThumbprint(jwk as never));
        }
        ctx.body = { access_token: await token.save(), token_type: token.tokenType, expires_in: 300, scope: "mcp" };
      },
      ["assertion", "scope", "resource"],
      ["resource"],
    );
  };
}

export interface IdJagIssuer {
  /** The identity provider's ID tokens are signed by this key (the test signs them too). */
  idTokens: Signer;
  /** Signs the ID-JAGs; the MCP server's authorization server trusts it. */
  jags: Signer;
  /** `client_id` the ID-JAG names: mcpvals' client at the MCP server's authorization server. */
  clientIdAtResource: string;
  /** Every exchange request's parameters (without the subject token). */
  exchanges?: Array<Record<string, string | undefined>>;
  /** Every ID-JAG issued. */
  issued?: string[];
}

/** Registers the ID-JAG token exchange on an identity provider's `provider`. */
export function idJagExchange(options: IdJagIssuer) {
  return (raw: unknown, issuer: string): void => {
    const provider = raw as Provider;
    provider.registerGrantType(
      TOKEN_EXCHANGE,
      async (ctx) => {
        const { params } = ctx.oidc;
        const fail = (error: string, description: string) => {
          ctx.body = { error, error_description: description };
          (ctx as unknown as { status: number }).status = 400;
        };
        const { subject_token: subject, ...rest } = params;
        options.exchanges?.push(rest);
        if (params.requested_token_type !== ID_JAG_TYPE) return fail("invalid_request", "requested_token_type must be id-jag");
        if (params.subject_token_type !== ID_TOKEN_TYPE) return fail("invalid_request", "subject_token_type must be id_token");
        let sub: unknown;
        try {
          ({
            payload: { sub },
          } = await jwtVerify(subject ?? "", options.idTokens.publicKey, { issuer: options.idTokens.issuer, audience: issuer }));
        } catch (error) {
          return fail("invalid_grant", `subject token refused: ${(error as Error).message}`);
        }
        const jag = await options.jags.sign(
          { sub, client_id: options.clientIdAtResource, resource: params.resource, scope: params.scope },
          { audience: params.audience ?? "", typ: "oauth-id-jag+jwt" },
        );
        options.issued?.push(jag);
        ctx.body = { access_token: jag, issued_token_type: ID_JAG_TYPE, token_type: "N_A", expires_in: 300, scope: params.scope };
      },
      ["requested_token_type", "subject_token", "subject_token_type", "audience", "resource", "scope"],
      ["resource", "audience"],
    );
  };
}

export interface GitHubOidc {
  /** ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN, as a job with `id-token: write` has them. */
  env: { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string };
  /** The audiences asked, in order. */
  audiences: string[];
  /** Every token handed out. */
  issued: string[];
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** GitHub's OIDC token endpoint on 127.0.0.1: a bearer request token in, `{ value: <JWT> }` out, signed by `signer`. */
export async function startGitHubOidc(signer: Signer): Promise<GitHubOidc> {
  const requestToken = `gh-request-${randomBytes(12).toString("hex")}`;
  const audiences: string[] = [];
  const issued: string[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (req.headers.authorization !== `Bearer ${requestToken}`) return void res.writeHead(401).end('{"message":"bad token"}');
      const audience = url.searchParams.get("audience") ?? "";
      audiences.push(audience);
      const value = await signer.sign({ sub: "repo:octo/mcp-server:ref:refs/heads/main", repository: "octo/mcp-server" }, { audience });
      issued.push(value);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ count: 1, value }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    // GitHub's URL already carries a query (api-version); the audience is added to it.
    env: { ACTIONS_ID_TOKEN_REQUEST_URL: `http://127.0.0.1:${port}/token?api-version=2.0`, ACTIONS_ID_TOKEN_REQUEST_TOKEN: requestToken },
    audiences,
    issued,
    close,
    [Symbol.asyncDispose]: close,
  };
}

/**
 * `auth:` of an HTTP server: how mcpvals gets the access token it sends.
 * Exactly one of its ways, each keyed by its name so a config reads as what
 * it does. Discovery (401 → protected resource metadata → authorization
 * server metadata) is the same for every OAuth way; `bearer` skips it.
 * Spec: https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization
 */
import { z } from "zod";

const secret = z.string().min(1);

const scope = z.string().min(1).optional().describe("Space-separated scopes to request (default: what the server's metadata lists)");

const dpop = z
  .boolean()
  .optional()
  .describe("Ask for DPoP-bound tokens (RFC 9449): a per-run ES256 key signs a proof on the token request and on every MCP request");

export const PrivateKeyJwtSchema = z.strictObject({
  privateKey: secret.describe("Private key signing the client assertion (PEM text, usually `${VAR}`)"),
  algorithm: z.string().min(1).default("RS256").describe("JWS algorithm of the assertion, e.g. RS256 or ES256"),
});

export const ClientCredentialsSchema = z
  .strictObject({
    clientId: secret.describe("The client's `client_id`, registered with the authorization server"),
    clientSecret: secret.optional().describe("The client secret (`client_secret_basic`); give this or `privateKeyJwt`"),
    privateKeyJwt: PrivateKeyJwtSchema.optional().describe("Authenticate with a signed JWT (RFC 7523) instead of a secret"),
    scope,
    audience: z.string().min(1).optional().describe("`audience` parameter for authorization servers that want one besides `resource`"),
    dpop,
  })
  .refine((value) => (value.clientSecret === undefined) !== (value.privateKeyJwt === undefined), {
    message: "give exactly one of `clientSecret` or `privateKeyJwt`",
  });

/** A DPoP key as JSON text: an ES256 (P-256) private JWK, e.g. the `dpopKey` a DPoP sign-in keeps in sign-ins.json. */
export function parseDpopJwk(text: string): { kty: "EC"; crv: "P-256"; x: string; y: string; d: string } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { kty, crv, x, y, d } = (value ?? {}) as Record<string, unknown>;
  if (kty !== "EC" || crv !== "P-256") return undefined;
  if (typeof x !== "string" || typeof y !== "string" || typeof d !== "string" || !x || !y || !d) return undefined;
  return { kty, crv, x, y, d };
}

export const RefreshTokenSchema = z.strictObject({
  token: secret.describe("A long-lived refresh token (a secret: `${VAR}`), exchanged for access tokens as needed"),
  clientId: secret.describe("The `client_id` the refresh token was issued to"),
  clientSecret: secret.optional().describe("The client secret, for a confidential client"),
  scope,
  // The message never quotes the value: it is a private key.
  dpopKey: secret
    .refine((text) => parseDpopJwk(text) !== undefined, {
      message: "must be an ES256 (P-256) private JWK as JSON: kty EC, crv P-256, x, y, d",
    })
    .optional()
    .describe(
      "The private key a DPoP-bound refresh token is bound to (RFC 9449), as JWK JSON (`${VAR}`): every token request and MCP request is signed with it",
    ),
});

/** How a confidential client authenticates at the token endpoint (RFC 6749 §2.3.1). */
export const TokenEndpointAuthMethodSchema = z.enum(["client_secret_basic", "client_secret_post"]);

export const AuthorizationCodeSchema = z
  .strictObject({
    clientId: secret
      .optional()
      .describe("A pre-registered `client_id`; or `clientMetadataUrl`; or neither, to register one (DCR) where the server offers it"),
    clientSecret: secret.optional().describe("The pre-registered client's secret (`${VAR}`), for a confidential client"),
    tokenEndpointAuthMethod: TokenEndpointAuthMethodSchema.optional().describe(
      "How `clientSecret` is sent (default: the first of `client_secret_basic`, `client_secret_post` the authorization server lists)",
    ),
    clientMetadataUrl: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe("Client ID metadata document URL (https), used as the `client_id` where the server supports it"),
    redirectPort: z.number().int().min(1).max(65535).optional().describe("Loopback port of the redirect (default: any free port)"),
    scope,
    dpop: z
      .boolean()
      .optional()
      .describe(
        "Ask for DPoP-bound tokens (RFC 9449): `mcpvals auth login` makes an ES256 key, kept with the sign-in (0600), that signs the token requests and every MCP request",
      ),
  })
  .refine((value) => value.clientId === undefined || value.clientMetadataUrl === undefined, {
    message: "give at most one of `clientId` or `clientMetadataUrl` (neither: mcpvals registers a client)",
  })
  .refine((value) => value.clientSecret === undefined || value.clientId !== undefined, {
    message: "`clientSecret` belongs to a pre-registered `clientId`",
  })
  .refine((value) => value.tokenEndpointAuthMethod === undefined || value.clientSecret !== undefined, {
    message: "`tokenEndpointAuthMethod` says how `clientSecret` is sent: give `clientSecret`",
  });

/** Where a JWT comes from: read afresh for every token request, so a rotated file or a new CI token is picked up. */
export const AssertionSourceSchema = z
  .strictObject({
    env: z.string().min(1).optional().describe("Name of the environment variable holding the JWT"),
    file: z
      .string()
      .min(1)
      .optional()
      .describe("File holding the JWT (relative to the config file), e.g. a projected service-account token"),
    githubOidc: z
      .strictObject({
        audience: z.string().min(1).optional().describe("`aud` of the GitHub token (default: the authorization server's issuer)"),
      })
      .optional()
      .describe("GitHub Actions' OIDC token (the job needs `permissions: id-token: write`)"),
  })
  .refine((value) => [value.env, value.file, value.githubOidc].filter((way) => way !== undefined).length === 1, {
    message: "give exactly one of `env`, `file` or `githubOidc`",
  });

const clientAuth = {
  clientId: secret.describe("The client's `client_id` at the MCP server's authorization server"),
  clientSecret: secret.optional().describe("The client secret, for a confidential client (none: a public client)"),
};

export const JwtBearerSchema = z.strictObject({
  ...clientAuth,
  assertion: AssertionSourceSchema.describe("The JWT exchanged for an access token (RFC 7523 §2.1): workload identity federation"),
  scope,
  dpop,
});

export const IdJagSchema = z.strictObject({
  ...clientAuth,
  idToken: AssertionSourceSchema.describe("The ID token from the enterprise identity provider (the subject of the token exchange)"),
  idp: z
    .strictObject({
      issuer: z.url().optional().describe("The identity provider's issuer: its token endpoint is found in its metadata"),
      tokenEndpoint: z.url().optional().describe("The identity provider's token endpoint, given directly"),
      clientId: secret.describe("mcpvals' `client_id` at the identity provider"),
      clientSecret: secret.optional().describe("mcpvals' client secret at the identity provider"),
    })
    .refine((value) => (value.issuer === undefined) !== (value.tokenEndpoint === undefined), {
      message: "give exactly one of `issuer` or `tokenEndpoint`",
    })
    .describe("The enterprise identity provider that exchanges the ID token for an ID-JAG (RFC 8693)"),
  scope,
  dpop,
});

const AUTH_WAYS = ["clientCredentials", "refreshToken", "bearer", "authorizationCode", "jwtBearer", "idJag"] as const;

// One object with an optional key per way rather than a union: a mistake inside one way is reported at its own field path.
export const ServerAuthSchema = z
  .strictObject({
    clientCredentials: ClientCredentialsSchema.optional().describe("Machine-to-machine: the client credentials grant (the CI default)"),
    refreshToken: RefreshTokenSchema.optional().describe("Exchange a stored refresh token for access tokens as needed"),
    bearer: secret.optional().describe("A ready access token (`${TOKEN}`), sent as `Authorization: Bearer`; no discovery, no refresh"),
    authorizationCode: AuthorizationCodeSchema.optional().describe(
      "A person signing in: `mcpvals auth login SERVER` runs the browser flow (PKCE, loopback redirect) and caches the tokens",
    ),
    jwtBearer: JwtBearerSchema.optional().describe("A JWT (a CI job's OIDC token, a file, a variable) exchanged for tokens (RFC 7523)"),
    idJag: IdJagSchema.optional().describe(
      "Enterprise-managed authorization (SEP-990): an ID token exchanged for an ID-JAG at the identity provider, then for tokens",
    ),
  })
  .refine((value) => AUTH_WAYS.filter((way) => value[way] !== undefined).length === 1, {
    message: `give exactly one of ${AUTH_WAYS.map((way) => `\`${way}\``).join(", ")}`,
  })
  .describe("How to get an access token for this server (see docs/oauth.md)");

export type ServerAuth = z.output<typeof ServerAuthSchema>;
export type ClientCredentialsAuth = z.output<typeof ClientCredentialsSchema>;
export type RefreshTokenAuth = z.output<typeof RefreshTokenSchema>;
export type AuthorizationCodeAuth = z.output<typeof AuthorizationCodeSchema>;
export type AssertionSource = z.output<typeof AssertionSourceSchema>;
export type JwtBearerAuth = z.output<typeof JwtBearerSchema>;
export type IdJagAuth = z.output<typeof IdJagSchema>;

/** The values of `auth` that are secrets, for redaction (collect-secrets.ts). */
export function authSecrets(auth: ServerAuth | undefined): string[] {
  if (!auth) return [];
  const { bearer, clientCredentials, refreshToken, authorizationCode } = auth;
  const values = [
    bearer,
    authorizationCode?.clientSecret,
    clientCredentials?.clientSecret,
    clientCredentials?.privateKeyJwt?.privateKey,
    refreshToken?.token,
    refreshToken?.clientSecret,
    // The key's JSON, and its private part alone (a message could show either).
    refreshToken?.dpopKey,
    refreshToken?.dpopKey === undefined ? undefined : parseDpopJwk(refreshToken.dpopKey)?.d,
    auth.jwtBearer?.clientSecret,
    auth.idJag?.clientSecret,
    auth.idJag?.idp.clientSecret,
  ];
  return values.filter((value): value is string => value !== undefined);
}

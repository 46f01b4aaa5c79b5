/** `auth:` of an HTTP server: each way checked at its own field path, its secrets collected for redaction, a list that grows redacts its new values. */
import path from "node:path";
import { resolveConfig } from "../../src/config/load-config.js";
import { redactSecrets } from "../../src/secrets/redact-secrets.js";
import { ConfigError } from "../../src/errors.js";

const baseDir = path.resolve("/project");
const workflows = [{ name: "w", steps: [{ user: "hi" }] }];
const withAuth = (auth: unknown, env: Record<string, string> = {}) =>
  resolveConfig({ servers: { api: { url: "https://mcp.example.com/mcp", auth } }, workflows }, { baseDir, env });

function issuesOf(auth: unknown): Array<{ path: string; message: string }> {
  try {
    withAuth(auth);
  } catch (error) {
    if (ConfigError.isInstance(error)) return [...error.issues];
    throw error;
  }
  throw new Error("the config was accepted");
}

test("each way of getting a token is accepted and kept on the server's spec", () => {
  const config = withAuth(
    { clientCredentials: { clientId: "ci", clientSecret: "${CI_SECRET}", scope: "mcp" } },
    { CI_SECRET: "s3cret-value" },
  );
  expect(config.servers.api).toMatchObject({ auth: { clientCredentials: { clientId: "ci", clientSecret: "s3cret-value", scope: "mcp" } } });
  expect(withAuth({ refreshToken: { token: "rt-123456", clientId: "u" } }).servers.api).toMatchObject({
    auth: { refreshToken: { token: "rt-123456" } },
  });
  expect(withAuth({ bearer: "tok-123456" }).servers.api).toMatchObject({ auth: { bearer: "tok-123456" } });
  const login = withAuth({ authorizationCode: { clientMetadataUrl: "https://app.example.com/client.json", redirectPort: 8765 } });
  expect(login.servers.api).toMatchObject({ auth: { authorizationCode: { redirectPort: 8765 } } });
});

test("mistakes are reported at their field path", () => {
  expect(issuesOf({ clientCredentials: { clientId: "ci" } })).toEqual([
    { path: "servers.api.auth.clientCredentials", message: "give exactly one of `clientSecret` or `privateKeyJwt`" },
  ]);
  expect(issuesOf({ refreshToken: { token: "", clientId: "u" } })).toEqual([
    { path: "servers.api.auth.refreshToken.token", message: "must not be empty" },
  ]);
  expect(issuesOf({ bearer: "a", clientCredentials: { clientId: "c", clientSecret: "s" } })).toEqual([
    {
      path: "servers.api.auth",
      message: "give exactly one of `clientCredentials`, `refreshToken`, `bearer`, `authorizationCode`, `jwtBearer`, `idJag`",
    },
  ]);
  expect(issuesOf({ authorizationCode: { clientMetadataUrl: "http://app.example.com/client.json" } })[0]?.path).toBe(
    "servers.api.auth.authorizationCode.clientMetadataUrl",
  );
  expect(issuesOf({ clientCredential: {} })[0]).toMatchObject({ path: "servers.api.auth.clientCredential" });
});

test("client secrets, refresh and bearer tokens and private keys are secrets", () => {
  const secrets = (auth: unknown) => withAuth(auth).secrets;
  expect(secrets({ clientCredentials: { clientId: "ci", clientSecret: "client-secret-1" } })).toContain("client-secret-1");
  expect(secrets({ clientCredentials: { clientId: "ci", privateKeyJwt: { privateKey: "-----BEGIN KEY-----x" } } })).toContain(
    "-----BEGIN KEY-----x",
  );
  expect(secrets({ refreshToken: { token: "refresh-1", clientId: "u", clientSecret: "user-secret" } })).toEqual(
    expect.arrayContaining(["refresh-1", "user-secret"]),
  );
  expect(secrets({ bearer: "bearer-1" })).toContain("bearer-1");
});

test("a secrets list that grows during a run (minted tokens) redacts its new values too", () => {
  const secrets = ["first-secret"];
  expect(redactSecrets("first-secret minted-token", secrets)).toBe("*** minted-token");
  secrets.push("minted-token");
  expect(redactSecrets("first-secret minted-token", secrets)).toBe("*** ***");
});

test("the CI grants: DPoP, a JWT bearer assertion, an ID-JAG exchange; mistakes at their field path; their secrets collected", () => {
  const dpop = withAuth({ clientCredentials: { clientId: "ci", clientSecret: "s", dpop: true } });
  expect(dpop.servers.api).toMatchObject({ auth: { clientCredentials: { dpop: true } } });
  const jwt = withAuth({ jwtBearer: { clientId: "wl", clientSecret: "wl-secret-1", assertion: { githubOidc: { audience: "mcp" } } } });
  expect(jwt.servers.api).toMatchObject({ auth: { jwtBearer: { assertion: { githubOidc: { audience: "mcp" } } } } });
  expect(jwt.secrets).toContain("wl-secret-1");
  const idJag = withAuth({
    idJag: {
      clientId: "wl",
      idToken: { file: "id.jwt" },
      idp: { issuer: "https://idp.example.com", clientId: "at-idp", clientSecret: "idp-secret-1" },
      dpop: true,
    },
  });
  expect(idJag.secrets).toContain("idp-secret-1");
  // A JWT file is relative to the config file, like every other path in it.
  expect(idJag.servers.api).toMatchObject({ auth: { idJag: { idToken: { file: path.join(baseDir, "id.jwt") } } } });

  expect(issuesOf({ jwtBearer: { clientId: "wl", assertion: { env: "A", file: "b" } } })).toEqual([
    { path: "servers.api.auth.jwtBearer.assertion", message: "give exactly one of `env`, `file` or `githubOidc`" },
  ]);
  expect(issuesOf({ jwtBearer: { clientId: "wl", assertion: {} } })[0]?.path).toBe("servers.api.auth.jwtBearer.assertion");
  expect(issuesOf({ idJag: { clientId: "wl", idToken: { env: "T" }, idp: { clientId: "x" } } })).toEqual([
    { path: "servers.api.auth.idJag.idp", message: "give exactly one of `issuer` or `tokenEndpoint`" },
  ]);
  expect(issuesOf({ clientCredentials: { clientId: "c", clientSecret: "s", dpop: "yes" } })[0]?.path).toBe(
    "servers.api.auth.clientCredentials.dpop",
  );
  // DPoP is for the grants a run owns; a cached sign-in's refresh token is bound to no run's key.
  expect(issuesOf({ refreshToken: { token: "rt-1", clientId: "u", dpop: true } })[0]?.path).toBe("servers.api.auth.refreshToken.dpop");
});

test("refreshToken.dpopKey: a P-256 private JWK as JSON, its text and its private part `d` are secrets; anything else is refused at its path, never quoted", () => {
  const key = { kty: "EC", crv: "P-256", x: "key-x-1", y: "key-y-1", d: "key-private-d-1" };
  const text = JSON.stringify(key);
  const { secrets } = withAuth({ refreshToken: { token: "rt-1", clientId: "u", dpopKey: text } });
  expect(secrets).toEqual(expect.arrayContaining([text, "key-private-d-1"]));
  for (const bad of ["not-json-zz9", JSON.stringify({ ...key, crv: "P-384" }), JSON.stringify({ ...key, d: undefined })]) {
    const issues = issuesOf({ refreshToken: { token: "rt-1", clientId: "u", dpopKey: bad } });
    expect(issues).toEqual([
      {
        path: "servers.api.auth.refreshToken.dpopKey",
        message: "must be an ES256 (P-256) private JWK as JSON: kty EC, crv P-256, x, y, d",
      },
    ]);
    expect(JSON.stringify(issues)).not.toContain("zz9");
  }
});

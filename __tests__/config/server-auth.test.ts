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
    { path: "servers.api.auth", message: "give exactly one of `clientCredentials`, `refreshToken`, `bearer`, `authorizationCode`" },
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

/**
 * `authorizationCode` with `dpop: true` (RFC 9449) against a real
 * authorization server (oidc-provider on 127.0.0.1, DPoP on, a nonce required)
 * and an MCP server that takes DPoP-bound tokens only, each request with a
 * proof from the key the token is bound to (the gate checks `cnf.jkt`, a nonce
 * required there too). `mcpvals auth login` signs in with a new key, keeps it
 * with the sign-in (0600), and later runs refresh with it and sign every MCP
 * request with it. The private key is in the store file and nowhere else.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { signInHeadless } from "../helpers/sign-in-headless.js";
import { startLogin } from "../helpers/start-login.js";
import { USER_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";

function config(url: string, dpop = true) {
  return {
    stateDir: "state",
    servers: { api: { url, auth: { authorizationCode: { clientId: USER_CLIENT.id, scope: "openid offline_access mcp", dpop } } } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [
      { name: "protected", server: "api", tests: [{ name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" }] },
    ],
  };
}

interface StoredSignIn {
  refreshToken?: string;
  dpopKey?: { kty: string; crv: string; x: string; y: string; d: string };
}

const readStore = async (file: string) =>
  (JSON.parse(await readFile(file, "utf8")) as { signIns: Record<string, StoredSignIn> }).signIns["mcpvals/api"]!;

test("sign in with DPoP: the key is kept 0600 with the sign-in; later runs refresh and sign every request with it; it is nowhere else", async () => {
  await using authServer = await startAuthServer({ dpop: { requireNonce: true } });
  await using server = await startProtectedServer({ authServer, dpop: { requireNonce: true } });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));

  const { login, url, output } = await startLogin(dir.path);
  const redirect = url.searchParams.get("redirect_uri")!;
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(0);
  expect(output()).toMatch(/Signed in to "api"; its refresh token is kept in .*sign-ins\.json/);

  const store = join(dir.path, "state", "sign-ins.json");
  expect((await stat(store)).mode & 0o777).toBe(0o600);
  const signedIn = await readStore(store);
  const key = signedIn.dpopKey!;
  expect(key).toMatchObject({ kty: "EC", crv: "P-256" });
  const thumbprint = createHash("sha256")
    .update(JSON.stringify({ crv: key.crv, kty: key.kty, x: key.x, y: key.y }))
    .digest("base64url");
  // The code was bound to the key in the authorization request (RFC 9449 §10), and the refresh token is bound to it.
  expect(url.searchParams.get("dpop_jkt")).toBe(thumbprint);
  const refresh = (await authServer.introspect(signedIn.refreshToken!)) as { active: boolean; cnf?: { jkt?: string } };
  expect(refresh.active).toBe(true);
  expect(refresh.cnf?.jkt).toBe(thumbprint);

  // Two later runs, each its own process: each refreshes with the kept key, and every MCP request carries its proof.
  const first = await runMcpvals(["run", "--json", "r.json", "--junit", "r.xml", "--markdown", "r.md", "--html", "r.html"], {
    cwd: dir.path,
    process: true,
  });
  expect(first.stderr).toBe("");
  expect(first.exitCode).toBe(0);
  const second = await runMcpvals(["run", "--json", "r2.json"], { cwd: dir.path, process: true });
  expect(second.exitCode).toBe(0);
  expect(authServer.issued.refresh_token).toBeGreaterThanOrEqual(2);
  expect(server.dpopLog?.refused).toEqual([]);
  expect(server.dpopLog?.nonceChallenges).toBeGreaterThanOrEqual(1);
  expect(server.dpopLog?.accepted).toBeGreaterThanOrEqual(2);
  expect(server.requests.filter((request) => request.hadToken && request.status === 200).length).toBe(server.dpopLog?.accepted);
  expect((await readStore(store)).dpopKey).toEqual(key);

  const entries = (await readdir(dir.path, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && join(entry.parentPath, entry.name) !== store,
  );
  expect(entries.length).toBeGreaterThan(4);
  const files = await Promise.all(entries.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")));
  const everything = [output(), first.stdout, first.stderr, second.stdout, second.stderr, ...files].join("\n");
  expect(everything).not.toContain(key.d);
  expect(everything).not.toMatch(/"d"\s*:/);
});

test("an authorization server that ignores DPoP: the sign-in fails (exit 3) naming the token type, and nothing is cached", async () => {
  await using authServer = await startAuthServer({ dpop: false });
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  const { login, url, output } = await startLogin(dir.path);
  const redirect = url.searchParams.get("redirect_uri")!;
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(3);
  expect(output()).toMatch(
    /Server "api": .*`dpop: true` asked for a DPoP-bound token, but the authorization server issued token_type "Bearer"/,
  );
  await expect(stat(join(dir.path, "state", "sign-ins.json"))).rejects.toThrow(/ENOENT/);
});

test("a sign-in made without DPoP while the config now asks for it: the run says to sign in again (exit 3), no Bearer request", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url, false));
  const { login, url } = await startLogin(dir.path);
  const redirect = url.searchParams.get("redirect_uri")!;
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(0);
  await dir.write("mcpvals.config.json", config(server.url, true));
  const run = await runMcpvals(["run"], { cwd: dir.path });
  expect(run.exitCode).toBe(3);
  expect(run.stdout + run.stderr).toContain("has no DPoP key (it was made before `dpop: true`); run `mcpvals auth login api` again");
  expect(server.requests.filter((request) => request.hadToken)).toEqual([]);
});

test("a DPoP sign-in that gave only an access token: a later run presents it with proofs from the kept key", async () => {
  await using authServer = await startAuthServer({ dpop: {}, refreshTokens: false });
  await using server = await startProtectedServer({ authServer, dpop: { requireNonce: true } });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  const { login, url, output } = await startLogin(dir.path);
  const redirect = url.searchParams.get("redirect_uri")!;
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(0);
  expect(output()).toContain("no refresh token was given: its access token is kept");
  const run = await runMcpvals(["run"], { cwd: dir.path, process: true });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  expect(server.dpopLog?.refused).toEqual([]);
  expect(server.dpopLog?.nonceChallenges).toBeGreaterThanOrEqual(1);
  expect(server.dpopLog?.accepted).toBeGreaterThanOrEqual(1);
});

test("refreshToken with dpopKey: a DPoP sign-in's refresh token and key, handed to CI as variables, refresh and sign every request; the key never shows", async () => {
  await using authServer = await startAuthServer({ dpop: { requireNonce: true } });
  await using server = await startProtectedServer({ authServer, dpop: { requireNonce: true } });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  const { login, url } = await startLogin(dir.path);
  const redirect = url.searchParams.get("redirect_uri")!;
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(0);
  const { refreshToken, dpopKey } = await readStore(join(dir.path, "state", "sign-ins.json"));
  const env = { RT: refreshToken!, KEY: JSON.stringify(dpopKey) };
  const refresh = (dpop: boolean) => ({
    ...config(server.url),
    stateDir: undefined,
    servers: {
      api: {
        url: server.url,
        auth: { refreshToken: { token: "${RT}", clientId: USER_CLIENT.id, ...(dpop ? { dpopKey: "${KEY}" } : {}) } },
      },
    },
  });

  await dir.write("ci.config.json", refresh(true));
  const run = await runMcpvals(["run", "-c", "ci.config.json", "--no-state", "--json", "r.json"], { cwd: dir.path, env });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  expect(server.dpopLog?.refused).toEqual([]);
  expect(server.dpopLog?.accepted).toBeGreaterThanOrEqual(1);
  const report = await readFile(join(dir.path, "r.json"), "utf8");
  for (const text of [run.stdout, report]) {
    expect(text).not.toContain(dpopKey!.d);
    expect(text).not.toContain(refreshToken!);
  }

  // Without its key the bound refresh token is refused by the authorization server: exit 3 at the token step.
  await dir.write("ci.config.json", refresh(false));
  const keyless = await runMcpvals(["run", "-c", "ci.config.json", "--no-state"], { cwd: dir.path, env });
  expect(keyless.exitCode).toBe(3);
  expect(keyless.stdout).toMatch(/Server "api": authorization failed at the token request step/);

  // A key that is not a P-256 private JWK is a config error naming the field, never quoting the value.
  await dir.write("ci.config.json", refresh(true));
  const broken = await runMcpvals(["run", "-c", "ci.config.json", "--no-state"], { cwd: dir.path, env: { ...env, KEY: "not-a-jwk-zz9" } });
  expect(broken.exitCode).toBe(2);
  expect(`${broken.stdout}${broken.stderr}`).toMatch(/servers\.api\.auth\.refreshToken\.dpopKey.*must be an ES256 \(P-256\) private JWK/s);
  expect(`${broken.stdout}${broken.stderr}`).not.toContain("not-a-jwk-zz9");
});

/**
 * Runs against MCP servers behind a real authorization server (oidc-provider
 * on 127.0.0.1): client credentials against the SDK v2 and v1 servers, a run
 * longer than the token's lifetime that renews the token without a refused
 * call, a revoked refresh token ending in a clear infrastructure error (exit
 * 3), and no minted or configured secret in anything the run wrote.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { CI_CLIENT, USER_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";

const clientCredentials = { clientId: CI_CLIENT.id, clientSecret: "${CI_SECRET}", scope: "mcp" };

function config(url: string, auth: object, tests: object[]) {
  return {
    servers: { api: { url, auth } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [{ name: "protected", server: "api", tests }],
  };
}

const ADD = { name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" };

test.each(["v2", "v1"] as const)("client credentials against an SDK %s server behind OAuth: the run passes", async (sdk) => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, sdk });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url, { clientCredentials }, [ADD]));
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  // Discovery began with a 401 to a request without a token; every request with one was served.
  expect(server.requests.filter((r) => r.hadToken && r.status === 401)).toEqual([]);
  expect(server.requests.some((r) => r.hadToken && r.status === 200)).toBe(true);
  expect(authServer.issued.client_credentials).toBe(1);
});

test("a run longer than the token's lifetime renews it before it expires: no call is refused", async () => {
  // A 6 s token is renewed 1.5 s (a quarter of its life) before it expires: a margin a request
  // crosses even at load 20, where a 2 s token's 0.5 s was once too short. Four 2 s calls outlive it.
  await using authServer = await startAuthServer({ accessTokenTtl: 6 });
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  const waits = [1, 2, 3, 4].map((n) => ({ name: `wait ${n}`, tool: "wait", args: { ms: 2000 }, expectedResult: "waited" }));
  await dir.write("mcpvals.config.json", config(server.url, { clientCredentials }, waits));
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } });
  expect(run.exitCode).toBe(0);
  expect(authServer.issued.client_credentials).toBeGreaterThanOrEqual(2);
  expect(server.requests.filter((r) => r.hadToken && r.status === 401)).toEqual([]);
});

test("a refresh token: the run passes; revoked, the run ends with exit 3 naming the token step and the server's answer", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  const token = await authServer.mintRefreshToken(server.url);
  await dir.write("mcpvals.config.json", config(server.url, { refreshToken: { token: "${REFRESH}", clientId: USER_CLIENT.id } }, [ADD]));
  const ok = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { REFRESH: token } });
  expect(ok.exitCode).toBe(0);
  await authServer.revoke(token);
  const revoked = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { REFRESH: token } });
  expect(revoked.exitCode).toBe(3);
  expect(revoked.stdout).toMatch(
    /Server "api": authorization failed at the token request step \(http:\/\/127\.0\.0\.1:\d+\/token\): invalid_grant: grant request is invalid \(HTTP 400\)/,
  );
  expect(`${revoked.stdout}${revoked.stderr}`).not.toContain(token);
});

test("no secret (client secret, minted access token) in the console or any report, though the server echoes its token", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  const leak = { name: "token comes back", tool: "whoami", args: {}, expectedResult: "something else" };
  await dir.write("mcpvals.config.json", config(server.url, { clientCredentials }, [leak]));
  const run = await runMcpvals(
    ["run", "--state-dir", "state", "--json", "r.json", "--junit", "r.xml", "--markdown", "r.md", "--html", "r.html", "--debug"],
    { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } },
  );
  expect(run.exitCode).toBe(1);
  const names = (await readdir(dir.path, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  expect(names.length).toBeGreaterThan(4);
  const files = await Promise.all(names.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")));
  const everything = [run.stdout, run.stderr, ...files].join("\n");
  expect(everything).toContain("token ***");
  expect(everything).not.toContain(CI_CLIENT.secret);
  const minted = /token ([\w-]{20,})/.exec(everything);
  expect(minted).toBeNull();
});

test("step-up: a token without the scope the server wants gets 403 insufficient_scope; one new token for it, and the run passes", async () => {
  await using authServer = await startAuthServer();
  // The server wants `mcp` on every request, and says so only in the 403: the first token asks for no scope
  // (none is configured, published or challenged).
  await using server = await startProtectedServer({ authServer, published: { challengeScopes: ["mcp"], unscopedChallenge: true } });
  await using dir = await tempDir();
  const withoutScope = { clientId: CI_CLIENT.id, clientSecret: "${CI_SECRET}" };
  await dir.write("mcpvals.config.json", config(server.url, { clientCredentials: withoutScope }, [ADD]));
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } });
  expect(run.exitCode).toBe(0);
  expect(server.requests.filter((r) => r.hadToken && r.status === 403)).toHaveLength(1);
  expect(authServer.issued.client_credentials).toBe(2);
});

test("the first token asks for the scope the 401 challenge names (the spec's scope selection): no 403, one token", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { challengeScopes: ["mcp"] } });
  await using dir = await tempDir();
  const withoutScope = { clientId: CI_CLIENT.id, clientSecret: "${CI_SECRET}" };
  await dir.write("mcpvals.config.json", config(server.url, { clientCredentials: withoutScope }, [ADD]));
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } });
  expect(run.exitCode).toBe(0);
  expect(server.requests.filter((r) => r.status === 403)).toEqual([]);
  expect(authServer.issued.client_credentials).toBe(1);
});

test("403 insufficient_scope no new token can satisfy is an authorization failure (exit 3) naming the server, the scope and the tool; never looped", async () => {
  await using authServer = await startAuthServer();
  // `admin` is a scope the authorization server never grants: the step-up asks once, and the server refuses again.
  await using server = await startProtectedServer({
    authServer,
    published: { challengeScopes: ["mcp"], callScopes: ["admin"] },
  });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url, { clientCredentials }, [ADD]));
  const run = await runMcpvals(["run", "--no-state", "--json", "r.json"], { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } });
  expect(run.exitCode).toBe(3);
  expect(run.stdout).toMatch(/Server "api": .*insufficient scope \(it wants "mcp admin"\).*\(calling tool "add"\)/);
  // The call, then once more with the wider token: never a third time.
  expect(server.requests.filter((r) => r.hadToken && r.status === 403)).toHaveLength(2);
  expect(authServer.issued.client_credentials).toBe(2);
  const report = JSON.parse(await readFile(join(dir.path, "r.json"), "utf8")) as { toolHealth: Array<Record<string, unknown>> };
  expect(report.toolHealth[0]).toMatchObject({ passed: false, errorKind: "auth", infrastructure: true });
  expect(`${run.stdout}${run.stderr}`).not.toContain(CI_CLIENT.secret);
});

test("a fixed bearer token refused for insufficient scope: exit 3 naming the server, the scope and the tool", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { challengeScopes: ["mcp"], callScopes: ["admin"] } });
  await using dir = await tempDir();
  const token = await authServer.clientCredentialsToken(server.url);
  await dir.write("mcpvals.config.json", config(server.url, { bearer: "${TOKEN}" }, [ADD]));
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { TOKEN: token } });
  expect(run.exitCode).toBe(3);
  expect(run.stdout).toMatch(
    /Server "api": refused for insufficient scope \(it wants "mcp admin"\), which a fixed bearer token cannot add/,
  );
  expect(run.stdout).toContain('(calling tool "add")');
  expect(server.requests.filter((r) => r.status === 403)).toHaveLength(1);
  expect(`${run.stdout}${run.stderr}`).not.toContain(token);
});

test("a workflow whose call no token can authorize is infrastructure too (exit 3), with the call's reason", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { challengeScopes: ["mcp"], callScopes: ["admin"] } });
  await using dir = await tempDir();
  const workflow = {
    name: "adds",
    servers: ["api"],
    steps: [{ user: "add 2 and 3", expectTools: [{ name: "add", args: { a: 2, b: 3 } }] }],
  };
  await dir.write("mcpvals.config.json", {
    ...config(server.url, { clientCredentials }, []),
    toolHealthSuites: [],
    workflows: [workflow],
    toolRetrieval: false,
  });
  const run = await runMcpvals(["run", "--no-state", "--json", "r.json"], { cwd: dir.path, env: { CI_SECRET: CI_CLIENT.secret } });
  expect(run.exitCode).toBe(3);
  const report = JSON.parse(await readFile(join(dir.path, "r.json"), "utf8")) as { workflows: Array<Record<string, unknown>> };
  expect(report.workflows[0]).toMatchObject({
    passed: false,
    infrastructure: true,
    error: expect.stringContaining("still refused for insufficient scope"),
  });
});

/**
 * Step-up for a sign-in (`authorizationCode`), against a real authorization
 * server (oidc-provider on 127.0.0.1): a tool call refused with 403
 * insufficient_scope stops the run (exit 3) saying to sign in again, since a
 * run never sends a person to authorize; that sign-in asks for the union of
 * its scope and the challenged one (the test plays the person, as the other
 * sign-in tests do), and the next run passes. A scope the authorization
 * server never grants is refused once per run, and the run then says so
 * rather than asking for yet another sign-in.
 */
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { signInHeadless } from "../helpers/sign-in-headless.js";
import { startLogin } from "../helpers/start-login.js";
import { USER_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer, type ProtectedServer } from "../helpers/start-protected-server.js";

function config(url: string) {
  return {
    stateDir: "state",
    // The sign-in asks for no `mcp`: the server's tools/call wants it.
    servers: { api: { url, auth: { authorizationCode: { clientId: USER_CLIENT.id, scope: "openid offline_access" } } } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [
      { name: "protected", server: "api", tests: [{ name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" }] },
    ],
  };
}

/** `mcpvals auth login api`, the person's browser played headless; resolves with the scope the login asked for. */
async function signIn(cwd: string): Promise<string[]> {
  const { login, url } = await startLogin(cwd);
  const redirect = url.searchParams.get("redirect_uri")!;
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(0);
  return (url.searchParams.get("scope") ?? "").split(" ").sort();
}

const refusals = (server: ProtectedServer) => server.requests.filter((r) => r.hadToken && r.status === 403).length;

test("a sign-in without the scope a call needs: the run asks for one more sign-in, which asks for the union, and the next run passes", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { callScopes: ["mcp"] } });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  expect(await signIn(dir.path)).toEqual(["offline_access", "openid"]);

  const refused = await runMcpvals(["run"], { cwd: dir.path });
  expect(refused.exitCode).toBe(3);
  expect(refused.stdout).toContain('Server "api": refused for insufficient scope');
  expect(refused.stdout).toContain("run `mcpvals auth login api` again to grant it");
  expect(refusals(server)).toBe(1);

  expect(await signIn(dir.path)).toEqual(["mcp", "offline_access", "openid"]);
  const run = await runMcpvals(["run"], { cwd: dir.path });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  expect(refusals(server)).toBe(1);
});

test("a scope the authorization server never grants: one refusal per run, then the run says the sign-in asked for it (no loop of sign-ins)", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { callScopes: ["mcp", "admin"] } });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  await signIn(dir.path);
  const first = await runMcpvals(["run"], { cwd: dir.path });
  expect(first.exitCode).toBe(3);
  expect(first.stdout).toContain("run `mcpvals auth login api` again to grant it");
  expect(refusals(server)).toBe(1);

  expect(await signIn(dir.path)).toEqual(expect.arrayContaining(["admin", "mcp"]));
  const second = await runMcpvals(["run"], { cwd: dir.path });
  expect(second.exitCode).toBe(3);
  expect(second.stdout).toMatch(
    /Server "api": still refused for insufficient scope \(it wants "mcp admin", which the sign-in asked for and the authorization server did not grant\) \(calling tool "add"\)/,
  );
  expect(second.stdout).not.toContain("auth login api` again");
  expect(refusals(server)).toBe(2);
});

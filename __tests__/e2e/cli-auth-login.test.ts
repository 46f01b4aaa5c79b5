/**
 * `mcpvals auth login SERVER` against a real authorization server
 * (oidc-provider on 127.0.0.1), in its own process (it waits on a loopback
 * port for the browser), with CI set so it prints the URL instead of opening
 * a browser; the test plays the person through the provider's development
 * login and consent pages. The sign-in is cached mode 0600, a later run uses
 * it, and no file the run wrote holds a token; an answer whose `iss` names
 * another issuer is refused (RFC 9207).
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { signInHeadless } from "../helpers/sign-in-headless.js";
import { startLogin } from "../helpers/start-login.js";
import { USER_CLIENT, startAuthServer, type AuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";

function config(url: string) {
  return {
    stateDir: "state",
    servers: { api: { url, auth: { authorizationCode: { clientId: USER_CLIENT.id, scope: "openid offline_access mcp" } } } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [
      {
        name: "protected",
        server: "api",
        tests: [
          { name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" },
          // The server echoes its token: the answer lands in every report, where it must be starred.
          { name: "token comes back", tool: "whoami", args: {} },
        ],
      },
    ],
  };
}

async function liveTokens(authServer: AuthServer, text: string): Promise<string[]> {
  const candidates = [...new Set(text.match(/[\w-]{30,}/g) ?? [])];
  const live = await Promise.all(candidates.map(async (candidate) => ((await authServer.introspect(candidate)).active ? candidate : null)));
  return live.filter((candidate) => candidate !== null);
}

test("auth login: PKCE S256, resource and a loopback redirect; cached 0600; a later run uses it and writes no token anywhere", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  const before = await runMcpvals(["run"], { cwd: dir.path });
  expect(before.exitCode).toBe(3);
  expect(before.stdout).toContain("no sign-in cached; run `mcpvals auth login api` first");

  const { login, url, output } = await startLogin(dir.path);
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  expect(url.searchParams.get("resource")).toBe(server.url);
  const redirect = url.searchParams.get("redirect_uri")!;
  expect(redirect).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
  await signInHeadless(url.href, (location) => location.startsWith(redirect), { follow: true });
  expect((await login).exitCode).toBe(0);
  expect(output()).toMatch(/Signed in to "api"; its refresh token is kept in .*sign-ins\.json/);

  const store = join(dir.path, "state", "sign-ins.json");
  expect((await stat(store)).mode & 0o777).toBe(0o600);
  const cached = JSON.parse(await readFile(store, "utf8")) as { signIns: Record<string, { refreshToken: string }> };
  const first = cached.signIns["mcpvals/api"]!.refreshToken;
  expect((await authServer.introspect(first)).active).toBe(true);

  const run = await runMcpvals(["run", "--json", "r.json", "--junit", "r.xml", "--markdown", "r.md", "--html", "r.html"], {
    cwd: dir.path,
  });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  expect(authServer.issued.refresh_token).toBeGreaterThanOrEqual(1);
  // The sign-in reaches the other commands too: tools lists the protected server's tools with it.
  const tools = await runMcpvals(["tools"], { cwd: dir.path });
  expect(tools.stderr).toBe("");
  expect(tools.exitCode).toBe(0);
  expect(tools.stdout).toContain("whoami");
  const now = (JSON.parse(await readFile(store, "utf8")) as typeof cached).signIns["mcpvals/api"]!.refreshToken;

  const entries = (await readdir(dir.path, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && join(entry.parentPath, entry.name) !== store,
  );
  expect(entries.length).toBeGreaterThan(4);
  const files = await Promise.all(entries.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")));
  const everything = [output(), run.stdout, run.stderr, tools.stdout, ...files].join("\n");
  expect(everything).toContain("token ***");
  for (const token of [first, now]) expect(everything).not.toContain(token);
  // No file but the store holds a live token (no stray copy of it either, such as a temporary file cut short).
  const live = await liveTokens(authServer, everything);
  expect(live).toEqual([]);
});

test("an answer on the loopback port whose iss is another issuer is refused (RFC 9207): exit 3, nothing cached", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  const { login, url, output } = await startLogin(dir.path);
  const callback = new URL(url.searchParams.get("redirect_uri")!);
  callback.search = new URLSearchParams({ code: "planted", state: url.searchParams.get("state")!, iss: "https://evil.example" }).toString();
  await fetch(callback).then((answer) => answer.text());
  expect((await login).exitCode).toBe(3);
  expect(output()).toMatch(/Server "api": authorization failed at the authorization step.*issuer/);
  await expect(stat(join(dir.path, "state", "sign-ins.json"))).rejects.toThrow(/ENOENT/);
});

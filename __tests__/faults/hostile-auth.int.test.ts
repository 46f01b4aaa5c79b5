/**
 * Issue 36, round three: a hostile authorization server (a loopback server
 * whose token endpoint floods, quotes the request, or never answers) against
 * the real OAuth flow (the SDK's helpers through mcpvals' recording fetch)
 * and the real CLI. Each case failed before its fix.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { GrantProvider } from "../../src/mcp/auth/grant-provider.js";
import { requestToken } from "../../src/mcp/auth/request-token.js";
import { AuthError } from "../../src/mcp/auth/auth-error.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { startHostileAuthServer } from "./hostile-auth-server.js";

const CLIENT_ID = "ci-client";
// Every character that encodeURIComponent and the form serializer treat differently, and a space.
const SECRET = "s3cr3t!~'()* and more-Zz9";

function provider(): GrantProvider {
  return new GrantProvider({ clientId: CLIENT_ID, clientSecret: SECRET, grant: "client_credentials", onSecret: () => undefined });
}

function runConfig(url: string, extra: object = {}) {
  return {
    servers: { api: { url, auth: { clientCredentials: { clientId: CLIENT_ID, clientSecret: "${CI_SECRET}" } } } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [{ name: "protected", server: "api", tests: [{ name: "adds", tool: "add", args: { a: 1, b: 2 } }] }],
    ...extra,
  };
}

test("an endless 400 body from the token endpoint: a bounded number of bytes is read, and the step names the answer", async () => {
  const floodBytes = 256 * 1024 * 1024;
  await using as = await startHostileAuthServer({ mode: "endless", floodBytes });
  const before = process.memoryUsage().rss;
  const failure = await requestToken({ server: "api", url: as.url, provider: provider() }).catch((error: unknown) => error);
  expect(AuthError.isInstance(failure)).toBe(true);
  expect((failure as Error).message).toMatch(/token request step .*HTTP 400.*x{20}/);
  // The reader went away after its cap: the server's socket closes and it could write only the cap plus socket buffers.
  await as.tokenSocketsClosed();
  expect(as.written).toBeLessThan(32 * 1024 * 1024);
  // Generous: unbounded, the whole 256 MiB was buffered (twice, as a string).
  expect(process.memoryUsage().rss - before).toBeLessThan(128 * 1024 * 1024);
});

test("a token endpoint that never answers: the step's deadline ends its request, so the process exits without lingering", async () => {
  await using as = await startHostileAuthServer({ mode: "silent" });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", runConfig(as.url, { timeouts: { connectMs: 1500 } }));
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { CI_SECRET: SECRET }, process: true });
  expect(run.exitCode).toBe(3);
  expect(as.tokenRequests).toBeGreaterThan(0);
  // Unbounded, the token request kept its socket past the verdict: "still busy 5 s after the run finished … exiting".
  expect(run.stderr).not.toContain("still busy");
  await as.tokenSocketsClosed();
});

test("an authorization server that quotes the Basic header and the form body back: no form of the secret reaches the console or out.json", async () => {
  await using as = await startHostileAuthServer({ mode: "quote" });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", runConfig(as.url));
  const run = await runMcpvals(["run", "--no-state", "--json", "out.json", "--debug"], { cwd: dir.path, env: { CI_SECRET: SECRET } });
  expect(run.exitCode).toBe(3);
  const everything = [run.stdout, run.stderr, await readFile(join(dir.path, "out.json"), "utf8")].join("\n");
  // The server did quote it: the header is there, starred.
  expect(everything).toContain("Authorization: Basic");
  const basic = Buffer.from(`${CLIENT_ID}:${SECRET}`).toString("base64");
  const forms = [SECRET, basic, basic.slice(8, -8), new URLSearchParams({ s: SECRET }).toString().slice(2), encodeURIComponent(SECRET)];
  for (const form of forms) expect(everything).not.toContain(form);
  expect(everything).not.toContain(JSON.stringify(SECRET).slice(1, -1));
});

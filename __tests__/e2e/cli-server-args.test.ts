/**
 * Every command that reaches a server takes it the same way: a command after `--`, `--url`, or the config's
 * servers. `tools` and `search` took only a config ("too many arguments" for `search "q" -- node server.js`).
 * Real CLI, real server-everything over stdio and Streamable HTTP.
 */
import { startEverythingHttp, type HttpFixture } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

let http: HttpFixture;
beforeAll(async () => {
  http = await startEverythingHttp();
});
afterAll(async () => {
  await http.close();
});

test("tools -- command and tools --url list the server's tools with no config", async () => {
  await using dir = await tempDir();
  const stdio = await runMcpvals(["tools", "--json", "--", "mcp-server-everything"], { cwd: dir.path });
  expect([stdio.exitCode, stdio.stderr]).toEqual([0, ""]);
  const listed: Array<{ name: string; inputSchema: unknown }> = JSON.parse(stdio.stdout).tools;
  expect(listed.map((t) => t.name)).toContain("get-sum");
  // Each tool's inputSchema as the client kept it: what a test's args must match.
  expect(listed.find((t) => t.name === "get-sum")!.inputSchema).toMatchObject({ type: "object", required: ["a", "b"] });
  const remote = await runMcpvals(["tools", "--url", http.url], { cwd: dir.path });
  expect([remote.exitCode, remote.stderr]).toEqual([0, ""]);
  expect(remote.stdout).toMatch(/^ {2}get-sum {2}\(a, b\)/m);
});

test('search "query" -- command ranks the server\'s tools with no config; both a command and --url is a usage error', async () => {
  await using dir = await tempDir();
  const run = await runMcpvals(["search", "add two numbers", "--mode", "lexical", "--json", "--", "mcp-server-everything"], {
    cwd: dir.path,
  });
  expect([run.exitCode, run.stderr]).toEqual([0, ""]);
  expect(JSON.parse(run.stdout)[0]).toMatchObject({ rank: 1, server: "default", tool: "get-sum" });
  const both = await runMcpvals(["search", "q", "--url", http.url, "--", "mcp-server-everything"], { cwd: dir.path });
  expect([both.exitCode, both.stderr]).toEqual([2, "mcpvals: Give either a command after `--` or --url, not both."]);
});

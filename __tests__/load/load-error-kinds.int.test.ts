/**
 * Under load a tool call takes the lean path (load/load-call.ts: no call
 * record), a resource read and a prompt get the recorded one; each failure
 * must still be counted by the same kind a run's record gives it
 * (call-tool.int.test.ts asserts those records): invalid arguments, a tool
 * error, output that breaks its schema, a JSON-RPC error with its code; a
 * test that expects its error counts it as a success. Against the fixture
 * server (SDK v1), a real process.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LoadReportSchema } from "../../src/result/load-report.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import "../helpers/integration-timeout.js";

test("each kind of failure is counted by the kind a recorded call gives it; expected errors and reads and gets pass", async () => {
  await using dir = await tempDir();
  const tests = [
    { name: "ok", tool: "add", args: { a: 1, b: 2 } },
    { name: "bad-args", tool: "add", args: { a: "one", b: 2 } },
    { name: "tool-error", tool: "fails" },
    { name: "bad-output", tool: "bad-output" },
    { name: "json-rpc-error", tool: "throws" },
    { name: "expected", tool: "fails", expectedError: "always fails" },
    { name: "read", resource: "fixture://notes/readme" },
    { name: "get", prompt: "greet", args: { name: "Ada" } },
  ];
  const file = await dir.write("c.json", {
    server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_RESOURCES: "1" } },
    toolHealthSuites: [{ name: "s", tests }],
    load: { concurrency: 2, connections: 1, calls: 160 },
  });
  const run = await runMcpvals(["load", "-c", file, "--json", "r.json", "--no-state"], { cwd: dir.path });
  const report = LoadReportSchema.parse(JSON.parse(await readFile(path.join(dir.path, "r.json"), "utf8")));
  const kinds = Object.fromEntries(report.tools.map((t) => [t.test.replace(/^s\//, ""), t.stats.errorKinds]));
  expect(kinds).toEqual({
    ok: {},
    "bad-args": { "invalid-args": 20 },
    "tool-error": { tool: 20 },
    "bad-output": { "invalid-output": 20 },
    "json-rpc-error": { [Object.keys(kinds["json-rpc-error"]!)[0]!]: 20 },
    expected: {},
    read: {},
    get: {},
  });
  expect(Object.keys(kinds["json-rpc-error"]!)[0]).toMatch(/^protocol -32\d{3}$/);
  expect(report.overall).toMatchObject({ calls: 160, errors: 80 });
  expect(report.tools.every((t) => t.stats.calls === 20)).toBe(true);
  // Errors are reported, not a failed run: no errorRate budget was set.
  expect(run.exitCode).toBe(0);
});

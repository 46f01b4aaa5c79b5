/**
 * A negative tool test (`expectedError`) that gets its error is a success of
 * the test, and the tool's statistics say so: not a failure in the run's
 * tool table, not a lower success rate in `tools --metrics`, the trend or
 * the health the proxy's fallback ranking reads. Real CLI, real server.
 */
import { readFile } from "node:fs/promises";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { readState } from "../../src/state/read-state.js";
import { HealthBook } from "../../src/state/health-book.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

test("an expected error counts as a success of its test, apart from failures, in the run, the history and the health book", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
    toolHealthSuites: [
      {
        name: "negative",
        tests: [
          { name: "refuses", tool: "fails", expectedError: "always fails" },
          { name: "echo", tool: "echo", args: { message: "x" }, expectedResult: "Echo: x" },
        ],
      },
    ],
  });
  for (const name of ["r1.json", "r2.json"]) {
    const run = await runMcpvals(["run", "--json", name], { cwd: dir.path });
    expect(run.exitCode).toBe(0);
    // tool  calls  ok  fail  expected err: the negative test's call is in the last column, not in "fail".
    expect(run.stdout).toMatch(/\n {2}fails +1 +0 +0 +1 /);
  }
  const report = EvalResultSchema.parse(JSON.parse(await readFile(`${dir.path}/r2.json`, "utf8")));
  const fails = report.tools.find((t) => t.tool === "fails");
  expect(fails).toMatchObject({ calls: 1, successes: 0, failures: 0, expectedErrors: 1, lastError: null });
  expect(fails?.trend?.flags).toEqual([]);

  const listed = await runMcpvals(["tools", "--metrics", "--json"], { cwd: dir.path });
  expect(listed.exitCode).toBe(0);
  const { stateDir, tools } = JSON.parse(listed.stdout) as { stateDir: string; tools: Array<{ name: string; metrics: unknown }> };
  expect(tools.find((t) => t.name === "fails")?.metrics).toMatchObject({ runs: 2, calls: 2, successRate: 1, lastError: null });
  // What the proxy's fallback ranking starts from.
  const health = HealthBook.fromMetrics((await readState(stateDir)).metrics).health("default", "fails");
  expect(health).toMatchObject({ calls: 2, successes: 2 });
});

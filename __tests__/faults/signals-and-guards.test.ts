/**
 * Fault injection through the real CLI: no green exit without a verdict,
 * SIGTERM handled like SIGINT, a second signal still stopping the servers,
 * and no process left behind after any case.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { hostileServer, newMarker, orphansOf, startMcpvals, toolSuite, waitForFile } from "./fault-helpers.js";

describe("never green without a verdict", () => {
  test("a TS config whose promise never settles (nothing else pending) exits 1 with a reason", async () => {
    await using dir = await tempDir();
    const file = await dir.write("mcpvals.config.mts", "export default new Promise(() => {});\n");
    const run = await runMcpvals(["run", "-c", file], { process: true });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/nothing left to wait for.*no verdict was reached, exiting with code 1/);
  });

  test("a TS config holding a timer forever hits the config time limit: exit 2", async () => {
    await using dir = await tempDir();
    const file = await dir.write("mcpvals.config.mts", "setInterval(() => {}, 1000);\nexport default new Promise(() => {});\n");
    const run = await runMcpvals(["run", "-c", file], { env: { MCPVALS_CONFIG_TIMEOUT_MS: "500" }, process: true });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/did not finish loading within 500 ms/);
  });

  test("a NUL byte in the command is a config error naming the field, not a silent exit 0", async () => {
    await using dir = await tempDir();
    const file = await dir.write("c.json", { server: { command: "no\u0000de" }, toolHealthSuites: toolSuite([{ name: "echo" }]) });
    const run = await runMcpvals(["run", "-c", file]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/server\.command: contains a NUL byte/);
  });
});

describe("stop signals", () => {
  async function startSlowRun(marker: string, dir: { path: string; write(name: string, content: object): Promise<string> }) {
    const ready = path.join(dir.path, "ready");
    const config = await dir.write("c.json", {
      server: hostileServer(marker, ["ignore-sigterm"], { HOSTILE_READY_FILE: ready }),
      toolHealthSuites: toolSuite([{ name: "echo", args: { text: "hi" }, expectedResult: "hi" }, { name: "slow" }]),
    });
    const child = startMcpvals(["run", "-c", config, "--json", path.join(dir.path, "r.json"), "--no-state"]);
    expect(await waitForFile(ready)).toBe(true);
    // Wrapped: an async function returning the child (a thenable) would wait for it to end.
    return { child };
  }

  test.each(["SIGTERM", "SIGINT"] as const)(
    "%s mid-call cancels like Ctrl-C: servers stopped (one ignores SIGTERM), report written, exit 3 (infrastructure: cancelled)",
    async (signal) => {
      await using dir = await tempDir();
      const marker = newMarker(`sig-${signal}`);
      const { child } = await startSlowRun(marker, dir);
      const sent = performance.now();
      child.kill(signal);
      const result = await child;
      const stopMs = performance.now() - sent;
      expect(result.exitCode).toBe(3);
      expect(String(result.stderr)).toMatch(new RegExp(`${signal} received: cancelling the run`));
      const report = EvalResultSchema.parse(JSON.parse(await readFile(path.join(dir.path, "r.json"), "utf8")));
      expect(report.passed).toBe(false);
      expect(report.toolHealth.map((t) => t.passed)).toEqual([true, false]);
      expect(await orphansOf(marker)).toEqual([]);
      // No stopwatch assertion (one fails good runs on a busy machine): the slow tool never answers, so a run
      // that did not cancel it would not end, and the exit code and the message say the signal ended it.
      process.stdout.write(`[fault figures] ${signal}: stopped ${Math.round(stopMs)} ms after the signal\n`);
    },
  );

  test("SIGINT while a prestarted server is still starting: the start is cancelled, exit 3, nothing left", async () => {
    await using dir = await tempDir();
    const marker = newMarker("sig-starting");
    const started = path.join(dir.path, "started");
    // It ignores SIGTERM and never answers initialize: only a cancelled connect and SIGKILL end it.
    const config = await dir.write("c.json", {
      server: hostileServer(marker, ["never-ready", "ignore-sigterm"], { HOSTILE_STARTED_FILE: started }),
      toolHealthSuites: toolSuite([{ name: "echo", args: { text: "hi" }, expectedResult: "hi" }]),
      timeouts: { connectMs: 600_000 },
    });
    const child = startMcpvals(["run", "-c", config, "--json", path.join(dir.path, "r.json"), "--no-state"]);
    expect(await waitForFile(started)).toBe(true);
    child.kill("SIGINT");
    const result = await child;
    // A 10-minute connect budget: an exit before the test's own limit can only be the signal's doing.
    expect(result.exitCode).toBe(3);
    expect(String(result.stderr)).toMatch(/SIGINT received: cancelling the run/);
    const report = EvalResultSchema.parse(JSON.parse(await readFile(path.join(dir.path, "r.json"), "utf8")));
    expect(report.passed).toBe(false);
    expect(report.verdict.status).toBe("cancelled");
    expect(await orphansOf(marker)).toEqual([]);
  });

  test("a second SIGTERM stops at once, after killing the servers: exit 143, nothing left", async () => {
    await using dir = await tempDir();
    const marker = newMarker("sig-twice");
    const { child } = await startSlowRun(marker, dir);
    child.kill("SIGTERM");
    child.kill("SIGTERM");
    const result = await child;
    // 143 when the second signal won; 3 (cancelled) when the first one's orderly stop finished first.
    expect([3, 143]).toContain(result.exitCode);
    expect(result.signal).toBeUndefined();
    expect(await orphansOf(marker)).toEqual([]);
  });
});

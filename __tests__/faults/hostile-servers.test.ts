/**
 * Fault injection at the transport, through the real CLI: servers that start
 * helpers, hold their pipes, exit before the handshake, answer 20 MB, answer
 * a server error, close stdout mid-call, or cannot be spawned at all. Every
 * case ends with a verdict (or a reason), within a bound, and leaves no
 * process with its marker.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { hostileServer, newMarker, orphansOf, toolSuite } from "./fault-helpers.js";

async function runCase(
  name: string,
  modes: string[],
  tests: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
  top: Record<string, unknown> = {},
) {
  await using dir = await tempDir();
  const marker = newMarker(name);
  const config = await dir.write("c.json", {
    server: { ...hostileServer(marker, modes), ...extra },
    connection: { maxRetries: 0 },
    toolHealthSuites: toolSuite(tests),
    ...top,
  });
  const json = path.join(dir.path, "r.json");
  const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"]);
  const report: EvalResult | undefined = await readFile(json, "utf8").then(
    (text) => EvalResultSchema.parse(JSON.parse(text)),
    () => undefined,
  );
  const orphans = await orphansOf(marker);
  process.stdout.write(`[fault figures] ${name}: exit ${run.exitCode}, ${Math.round(run.durationMs)} ms, ${orphans.length} orphans\n`);
  return { run, report, orphans };
}

const echo = { name: "echo", args: { text: "hi" }, expectedResult: "hi" };

describe("hostile servers", () => {
  test("a server that starts a helper: the passing run leaves no helper behind", async () => {
    const { run, orphans } = await runCase("helper", ["helper"], [echo]);
    expect(run.exitCode).toBe(0);
    expect(orphans).toEqual([]);
  });

  test("a server whose helper inherits its stdout and stderr: the run ends, nothing left", async () => {
    // A run that waited for the helper's copy of the pipes would never end: runMcpvals kills it at its limit,
    // and the exit code is then not 0. (No stopwatch: one fails good runs on a busy machine.)
    const { run, orphans } = await runCase("inherit", ["helper-inherit"], [echo]);
    expect(run.exitCode).toBe(0);
    expect(orphans).toEqual([]);
  });

  test("a server that starts a helper and exits before the handshake, on every retry: no helper left", async () => {
    await using dir = await tempDir();
    const marker = newMarker("exit-early");
    const config = await dir.write("c.json", {
      server: hostileServer(marker, ["helper", "exit-early"]),
      connection: { maxRetries: 2, initialDelayMs: 10 },
      toolHealthSuites: toolSuite([echo]),
    });
    const run = await runMcpvals(["run", "-c", config, "--no-state"]);
    const orphans = await orphansOf(marker);
    process.stdout.write(`[fault figures] exit-early: exit ${run.exitCode}, ${orphans.length} orphans after 3 connect tries\n`);
    expect(run.exitCode).toBe(3);
    expect(run.stdout).toMatch(/exiting before the handshake/);
    expect(orphans).toEqual([]);
  });

  test("a 20 MB answer fails its call with a clear reason; the next call still works", async () => {
    const { run, report, orphans } = await runCase("big", [], [{ name: "big", args: { mb: 20 } }, echo]);
    expect(run.exitCode).toBe(1);
    expect(report?.toolHealth.map((t) => [t.test, t.passed])).toEqual([
      ["big", false],
      ["echo", true],
    ]);
    expect(report?.toolHealth[0]?.error).toMatch(/message of 20\.0 MB is over the 10\.0 MB limit/);
    expect(orphans).toEqual([]);
  });

  test("maxMessageMb raises the limit", async () => {
    const { report } = await runCase("big-allowed", [], [{ name: "big", args: { mb: 12 } }], { maxMessageMb: 16 });
    expect(report?.toolHealth[0]?.passed).toBe(true);
  });

  test("a -32000 server error keeps the server's message", async () => {
    const { report } = await runCase("locked", [], [{ name: "locked" }, echo]);
    expect(report?.toolHealth[0]?.error).toMatch(/database is locked/);
    expect(report?.toolHealth[0]?.error).not.toMatch(/connection .* closed/);
  });

  test("stdout closed mid-call fails the call at once, not at the tool-call timeout", async () => {
    // The call's time limit is past runMcpvals' own (100 s): a call that waited for it instead of failing
    // when stdout closed would get the run killed, and no report. (No stopwatch: see above.)
    const timeouts = { timeouts: { toolCallMs: 600_000 } };
    const { run, report, orphans } = await runCase("vanish", [], [{ name: "vanish" }], {}, timeouts);
    expect(run.exitCode).toBe(1);
    expect(report?.toolHealth[0]?.passed).toBe(false);
    expect(report?.toolHealth[0]?.error).not.toMatch(/timed out|time limit/i);
    expect(orphans).toEqual([]);
  });

  test("garbage lines on stdout: skipped, and warned about once, quoting the line", async () => {
    const { run, report } = await runCase("garbage", ["garbage"], [echo, { ...echo, name: "echo again", tool: "echo" }]);
    expect(run.exitCode).toBe(0);
    expect(report?.servers[0]?.warnings).toEqual([expect.stringMatching(/not JSON-RPC .*"hostile garbage: this line is not JSON-RPC"/)]);
    expect(run.stdout.match(/warning: the server wrote a line that is not JSON-RPC/g)).toHaveLength(1);
  });

  test("a 200 KB env value that cannot be spawned: exit 3 (infrastructure) with the reason, not a silent exit 0", async () => {
    const { run, orphans } = await runCase("e2big", [], [echo], { env: { BIG: "v".repeat(200_000) } });
    expect(run.exitCode).toBe(3);
    expect(`${run.stdout}${run.stderr}`).toMatch(/E2BIG/);
    expect(orphans).toEqual([]);
  });
});

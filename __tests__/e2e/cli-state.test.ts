/**
 * The state folder end to end, through the real CLI: per-tool metrics that
 * match the trace and accumulate across runs (real server-everything), the
 * tool change list when the fixture server's tool set changes
 * (FIXTURE_VARIANT), a corrupt state file rebuilt with a warning, and
 * `mcpvals tools`.
 */
import { cp, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { type ToolCallRecord } from "../../src/result/tool-call-record.js";
import { percentile } from "../../src/scoring/tool-stats.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING_BIN = join(REPO_ROOT, "node_modules", ".bin", "mcp-server-everything");

async function readResult(file: string): Promise<EvalResult> {
  return EvalResultSchema.parse(JSON.parse(await readFile(file, "utf8")));
}

function fixtureConfig(variant: string) {
  return {
    server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_VARIANT: variant } },
    toolHealthSuites: [
      {
        name: "fixture",
        tests: [
          { name: "add", tool: "add", args: { a: 1, b: 2 }, expectedResult: "3" },
          { name: "fails", tool: "fails", expectedError: "always fails" },
        ],
      },
    ],
  };
}

describe("schema change tracking with the fixture server", () => {
  test("added, removed and changed tools are classified; a new required parameter is breaking; tools --diff does not move the baseline", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", fixtureConfig("v1"));
    const first = await runMcpvals(["run", "--json", "r1.json"], { cwd: dir.path });
    expect(first.stderr).toBe("");
    expect(first.exitCode).toBe(0);
    const r1 = await readResult(join(dir.path, "r1.json"));
    // First run: no baseline, nothing reported as added.
    expect(r1.toolChanges).toEqual({ baselineAt: null, entries: [], unchanged: 0, breaking: false });
    expect(r1.servers[0]).toMatchObject({
      serverInfo: { name: "mcpvals-fixture", version: "1.0.0" },
      toolsHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const stateFile = join(dir.path, ".mcpvals", "mcpvals", "tools.json");
    const baseline = await readFile(stateFile, "utf8");
    expect(JSON.parse(baseline)).toMatchObject({ version: 1, servers: { default: { toolsHash: r1.servers[0]!.toolsHash } } });

    // --fail-on breaking gates any CI system: nothing changed yet, so it passes.
    const unchanged = await runMcpvals(["tools", "--fail-on", "breaking"], { cwd: dir.path });
    expect([unchanged.exitCode, unchanged.stderr]).toEqual([0, ""]);

    await dir.write("mcpvals.config.json", fixtureConfig("v2"));
    const gated = await runMcpvals(["tools", "--diff", "--fail-on", "breaking"], { cwd: dir.path });
    expect(gated.exitCode).toBe(1);
    expect(gated.stdout).toMatch(/Tool changes\s+since \S+\s+BREAKING/);
    expect(gated.stderr).toBe(
      "mcpvals: breaking changes since the baseline (default/add, default/echo, default/slow) with --fail-on breaking",
    );
    const diff = await runMcpvals(["tools", "--diff"], { cwd: dir.path });
    expect(diff.exitCode).toBe(0);
    expect(diff.stdout).toMatch(/Tool changes\s+since \S+\s+BREAKING/);
    expect(diff.stdout).toMatch(/- slow\s+removed\s+breaking/);
    expect(diff.stdout).toMatch(/\+ shout\s+added/);
    expect(diff.stdout).toMatch(/! required parameter `loud` added/);
    const diffJson = await runMcpvals(["tools", "--diff", "--json"], { cwd: dir.path });
    expect(JSON.parse(diffJson.stdout).toolChanges.entries.map((e: { tool: string }) => e.tool)).toEqual(["add", "echo", "shout", "slow"]);
    // Read-only: the baseline is still the v1 one.
    expect(await readFile(stateFile, "utf8")).toBe(baseline);

    // run --fail-on breaking (on a copy of the state folder: a run moves the baseline) fails the run as a verdict.
    await cp(join(dir.path, ".mcpvals"), join(dir.path, ".mcpvals-copy"), { recursive: true });
    const failing = await runMcpvals(["run", "--state-dir", ".mcpvals-copy", "--fail-on", "breaking", "--json", "rf.json"], {
      cwd: dir.path,
    });
    expect(failing.exitCode).toBe(1);
    const failed = await readResult(join(dir.path, "rf.json"));
    expect([failed.passed, failed.failOn, failed.verdict.status, failed.verdict.infrastructure]).toEqual([
      false,
      ["breaking"],
      "failed",
      false,
    ]);
    expect(failed.verdict.reasons).toEqual([
      "breaking changes since the baseline (default/add, default/echo, default/slow) with failOn: breaking",
    ]);
    expect(failing.stdout).toContain("breaking changes since the baseline (default/add, default/echo, default/slow) with failOn: breaking");

    const second = await runMcpvals(["run", "--json", "r2.json", "--markdown", "r2.md"], { cwd: dir.path });
    expect(second.exitCode).toBe(0);
    const changes = (await readResult(join(dir.path, "r2.json"))).toolChanges;
    expect(changes?.baselineAt).toEqual(JSON.parse(baseline).servers.default.at);
    expect(changes?.breaking).toBe(true);
    expect(changes?.unchanged).toBe(5);
    expect(changes?.entries).toEqual([
      {
        server: "default",
        tool: "add",
        status: "changed",
        breaking: true,
        changes: [
          {
            kind: "type-changed",
            parameter: "a",
            message: "parameter `a` type changed: number → number | string (widened)",
            breaking: false,
          },
          { kind: "type-changed", parameter: "b", message: "parameter `b` type changed: number → integer (narrowed)", breaking: true },
        ],
      },
      {
        server: "default",
        tool: "echo",
        status: "changed",
        breaking: true,
        changes: [
          { kind: "description-changed", parameter: null, message: "description changed", breaking: false },
          { kind: "parameter-added", parameter: "loud", message: "required parameter `loud` added", breaking: true },
        ],
      },
      { server: "default", tool: "shout", status: "added", breaking: false, changes: [] },
      { server: "default", tool: "slow", status: "removed", breaking: true, changes: [] },
    ]);
    expect(second.stdout).toMatch(/Tool changes\s+since/);
    const markdown = await readFile(join(dir.path, "r2.md"), "utf8");
    expect(markdown).toContain("### Tool changes");
    expect(markdown).toMatch(/➖ `slow` removed — \*\*breaking\*\*/);
    expect(markdown).toMatch(/\*\*breaking:\*\* required parameter `loud` added/);

    // The run moved the baseline: a third run sees no changes.
    const third = await runMcpvals(["run", "--json", "r3.json"], { cwd: dir.path });
    expect(third.exitCode).toBe(0);
    expect((await readResult(join(dir.path, "r3.json"))).toolChanges).toMatchObject({ entries: [], unchanged: 8, breaking: false });
  });

  test("--no-state keeps no state: toolChanges null, no trends, no folder", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", fixtureConfig("v1"));
    const run = await runMcpvals(["run", "--no-state", "--json", "r.json"], { cwd: dir.path });
    expect(run.exitCode).toBe(0);
    const result = await readResult(join(dir.path, "r.json"));
    expect(result.toolChanges).toBeNull();
    expect(result.tools.length).toBeGreaterThan(0);
    expect(result.tools.every((t) => t.trend === undefined)).toBe(true);
    await expect(stat(join(dir.path, ".mcpvals"))).rejects.toThrow(/ENOENT/);
  });

  test("tools: a server that cannot start is exit 3 (infrastructure, as in every command) with a clear message", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", {
      ...fixtureConfig("v1"),
      server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_EXIT_AT_START: "1" } },
    });
    const run = await runMcpvals(["tools"], { cwd: dir.path });
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toMatch(/Server "default" \(stdio\) could not be started/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("per-tool metrics against real server-everything", () => {
  async function everythingConfig(dir: TempDir): Promise<void> {
    await dir.write("mcpvals.config.json", {
      server: { command: EVERYTHING_BIN },
      model: "scripted",
      stateDir: "state",
      workflows: [
        {
          name: "echo twice",
          steps: [
            {
              user: "echo",
              expectTools: [
                { name: "echo", args: { message: "a" } },
                { name: "echo", args: { message: "b" } },
              ],
            },
          ],
        },
        { name: "bad sum", steps: [{ user: "sum", expectTools: [{ name: "get-sum", args: { a: "x", b: 1 } }] }] },
      ],
    });
  }

  /** Per tool, the calls of the trace (what the report's workflows recorded). */
  function traceByTool(result: EvalResult): Map<string, ToolCallRecord[]> {
    const map = new Map<string, ToolCallRecord[]>();
    for (const call of result.workflows.flatMap((w) => w.toolCalls)) map.set(call.tool, [...(map.get(call.tool) ?? []), call]);
    return map;
  }

  test("counts and latencies match the trace; a second run accumulates; a corrupt file is rebuilt with a warning", async () => {
    await using dir = await tempDir();
    await everythingConfig(dir);
    const runs: EvalResult[] = [];
    for (const name of ["r1.json", "r2.json"]) {
      const run = await runMcpvals(["run", "--json", name], { cwd: dir.path });
      expect(run.stderr).toBe("");
      runs.push(await readResult(join(dir.path, name)));
    }
    for (const result of runs) {
      const trace = traceByTool(result);
      expect(result.tools.map((t) => t.tool)).toEqual(["echo", "get-sum"]);
      for (const stats of result.tools) {
        const calls = trace.get(stats.tool)!;
        const latencies = calls.map((c) => c.latencyMs).sort((a, b) => a - b);
        expect(stats.calls).toBe(calls.length);
        expect(stats.successes).toBe(calls.filter((c) => c.ok).length);
        expect(stats.p95LatencyMs).toBeCloseTo(percentile(latencies, 0.95), 1);
        expect(stats.avgLatencyMs).toBeCloseTo(latencies.reduce((a, b) => a + b, 0) / latencies.length, 1);
      }
      expect(result.tools.find((t) => t.tool === "get-sum")?.lastError).toBe(trace.get("get-sum")![0]!.error);
    }
    expect(runs[0]!.tools.map((t) => t.trend?.flags)).toEqual([["new"], ["new"]]);
    const echo2 = runs[1]!.tools.find((t) => t.tool === "echo")!;
    expect(echo2.trend).toMatchObject({ runs: 1, successRate: 1, p95LatencyMs: runs[0]!.tools[0]!.p95LatencyMs });
    expect(runs[1]!.tools.find((t) => t.tool === "get-sum")?.trend).toMatchObject({ runs: 1, successRate: 0, successRateDelta: 0 });

    // The stored metrics hold both runs, each matching its report.
    const metrics = JSON.parse(await readFile(join(dir.path, "state", "mcpvals", "metrics.json"), "utf8"));
    expect(metrics.runCount).toBe(2);
    expect(metrics.tools["default/echo"].runs.map((r: { calls: number; p95LatencyMs: number }) => [r.calls, r.p95LatencyMs])).toEqual(
      runs.map((r) => [2, r.tools[0]!.p95LatencyMs]),
    );
    expect(metrics.tools["default/get-sum"]).toMatchObject({ lastSuccessAt: null, lastError: expect.stringMatching(/b|a/) });
    const history = JSON.parse(await readFile(join(dir.path, "state", "mcpvals", "history.json"), "utf8"));
    expect(history.runs.map((r: { workflows: Record<string, boolean> }) => r.workflows)).toEqual([
      { "echo twice": true, "bad sum": runs[0]!.workflows[1]!.passed },
      { "echo twice": true, "bad sum": runs[1]!.workflows[1]!.passed },
    ]);

    const listed = await runMcpvals(["tools", "--metrics", "--json"], { cwd: dir.path });
    expect(listed.exitCode).toBe(0);
    const echoRow = JSON.parse(listed.stdout).tools.find((t: { name: string }) => t.name === "echo");
    expect(echoRow.metrics).toMatchObject({ runs: 2, calls: 4, successes: 4, successRate: 1 });
    const text = await runMcpvals(["tools", "--metrics"], { cwd: dir.path });
    expect(text.stdout).toMatch(/echo\s+\(message\)\s+Echoes back the input string\n\s+2 runs\s+4 calls\s+success 100%/);

    // A corrupt file is a warning and is rebuilt; the run itself is unaffected.
    await writeFile(join(dir.path, "state", "mcpvals", "metrics.json"), "{ half a file");
    const third = await runMcpvals(["run", "--json", "r3.json"], { cwd: dir.path });
    expect(third.exitCode).toBe(runs[1]!.passed ? 0 : 1);
    expect(third.stdout).toMatch(/warning: State file .*metrics\.json is not valid JSON.*rebuilt/);
    const rebuilt = JSON.parse(await readFile(join(dir.path, "state", "mcpvals", "metrics.json"), "utf8"));
    expect(rebuilt).toMatchObject({ version: 1, runCount: 1 });
    expect((await readResult(join(dir.path, "r3.json"))).tools.map((t) => t.trend?.flags)).toEqual([["new"], ["new"]]);
    // Five CLI runs against a real server: more than jest's default 30 s on a loaded machine.
  });
});

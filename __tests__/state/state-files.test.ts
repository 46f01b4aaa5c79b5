import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EvalResult } from "../../src/result/eval-result.js";
import type { ToolStats } from "../../src/result/tool-stats.js";
import { applyState } from "../../src/state/apply-state.js";
import { readState } from "../../src/state/read-state.js";
import { readStateFile } from "../../src/state/read-state-file.js";
import { recordHistory, recordMetrics } from "../../src/state/record-run.js";
import { resolveStateDir, resolveStateRoot, stateKeyOf } from "../../src/state/state-dir.js";
import { HISTORY_LIMIT, MetricsFileSchema } from "../../src/state/state-files.js";
import { toolTrend } from "../../src/state/tool-trend.js";
import { sampleResult } from "../report/sample-result.js";
import { tempDir } from "../helpers/temp-dir.js";

const stat = (tool: string, calls: number, successes: number, p95LatencyMs: number): ToolStats => ({
  server: "default",
  tool,
  calls,
  successes,
  failures: calls - successes,
  avgLatencyMs: p95LatencyMs / 2,
  p95LatencyMs,
});

describe("state files", () => {
  test("round trip: what applyState writes, readState reads back without warnings", async () => {
    await using dir = await tempDir();
    const result: EvalResult = sampleResult();
    // Scoring's numbers (lastCalledAt, lastError): the state folder stores them and never rewrites them.
    const stats = [{ ...stat("echo", 2, 1, 30), lastCalledAt: "2026-03-01T09:59:59.000Z", lastError: "boom" }];
    const tools = [{ name: "echo", description: "Echo", inputSchema: { type: "object" as const, properties: {} } }];
    const clock = () => new Date("2026-03-01T10:00:00.000Z");
    const first = await applyState({
      dir: dir.path,
      servers: [{ server: "default", tools, serverInfo: { name: "srv", version: "1.2.3" } }],
      stats,
      run: result,
      now: clock,
    });
    expect(first.warnings).toEqual([]);
    expect(first.toolChanges).toEqual({ baselineAt: null, entries: [], unchanged: 0, breaking: false });
    expect(first.trends?.get("default/echo")).toMatchObject({ flags: ["new"], runs: 0 });
    expect((await readdir(dir.path)).sort()).toEqual(["history.json", "metrics.json", "tools.json"]);

    const stored = await readState(dir.path);
    expect(stored.warnings).toEqual([]);
    expect(stored.tools?.servers.default).toMatchObject({ at: "2026-03-01T10:00:00.000Z", serverInfo: { name: "srv", version: "1.2.3" } });
    expect(stored.metrics?.tools["default/echo"]).toMatchObject({
      lastCalledAt: "2026-03-01T09:59:59.000Z",
      lastError: "boom",
      runs: [{ run: 1, calls: 2, successes: 1, p95LatencyMs: 30 }],
    });
    expect(stored.history?.runs).toEqual([
      {
        at: "2026-03-01T10:00:00.000Z",
        score: result.score,
        passed: result.passed,
        workflows: Object.fromEntries(result.workflows.map((w) => [w.name, w.passed])),
        // The gate's samples: one attempt per unit without repeats, passed or not.
        counts: {
          workflows: Object.fromEntries(result.workflows.map((w) => [w.name, { passes: w.passed ? 1 : 0, attempts: 1 }])),
          tests: Object.fromEntries(result.toolHealth.map((t) => [`${t.suite}/${t.test}`, { passes: t.passed ? 1 : 0, attempts: 1 }])),
        },
        // What --shard balances: each unit's time.
        durations: {
          workflows: Object.fromEntries(result.workflows.map((w) => [w.name, w.durationMs])),
          suites: { math: result.toolHealth.reduce((s, t) => s + t.latencyMs, 0) },
        },
      },
    ]);

    const second = await applyState({
      dir: dir.path,
      servers: [{ server: "default", tools }],
      stats,
      run: result,
      now: () => new Date("2026-03-02T10:00:00.000Z"),
    });
    expect(second.toolChanges).toEqual({ baselineAt: "2026-03-01T10:00:00.000Z", entries: [], unchanged: 1, breaking: false });
    expect(second.trends?.get("default/echo")).toEqual({
      runs: 1,
      successRate: 0.5,
      p95LatencyMs: 30,
      successRateDelta: 0,
      p95LatencyDeltaMs: 0,
      flags: [],
    });
    expect(second.reprocess).toEqual([]);
    // The earlier run, as the reports' trend charts draw it.
    expect(second.history).toEqual({
      runs: [{ at: "2026-03-01T10:00:00.000Z", score: result.score, passed: result.passed }],
      tools: [{ server: "default", tool: "echo", runs: [{ at: "2026-03-01T10:00:00.000Z", p95LatencyMs: 30 }] }],
    });
  });

  test.each([
    ["corrupt JSON", "{not json", /metrics\.json is not valid JSON.*rebuilt/],
    [
      "a foreign version",
      JSON.stringify({ version: 99, runCount: 1, tools: {} }),
      /metrics\.json has version 99, this mcpvals writes version 1; it is rebuilt/,
    ],
    [
      "a schema mismatch",
      JSON.stringify({ version: 1, runCount: "many", tools: {} }),
      /metrics\.json does not match its schema at runCount/,
    ],
  ])("%s is a warning and the file is rebuilt, never a crash", async (_name, content, warning) => {
    await using dir = await tempDir();
    await writeFile(path.join(dir.path, "metrics.json"), content);
    const { warnings } = await applyState({
      dir: dir.path,
      servers: [{ server: "default", tools: [] }],
      stats: [stat("echo", 1, 1, 3)],
      run: sampleResult(),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
    const rebuilt = await readStateFile({ path: path.join(dir.path, "metrics.json"), schema: MetricsFileSchema, version: 1 });
    expect(rebuilt).toMatchObject({ warning: null, data: { runCount: 1, tools: { "default/echo": { runs: [{ calls: 1 }] } } } });
  });

  test("a state folder that cannot be written is a warning", async () => {
    await using dir = await tempDir();
    const file = await dir.write("not-a-dir", "x");
    const { warnings } = await applyState({ dir: file, servers: [], stats: [], run: sampleResult() });
    expect(warnings.filter((w) => /could not be read/.test(w))).toHaveLength(3);
    // The lock cannot be taken there either: one warning says the run is not recorded.
    expect(warnings.filter((w) => /not-a-dir was not updated \(.+\); this run is missing from its history/.test(w))).toHaveLength(1);
  });

  test("--no-state: no files, toolChanges null, no trends", async () => {
    const { toolChanges, trends, warnings } = await applyState({
      dir: false,
      servers: [],
      stats: [stat("echo", 1, 1, 3)],
      run: sampleResult(),
    });
    expect(warnings).toEqual([]);
    expect(toolChanges).toBeNull();
    expect(trends).toBeNull();
  });

  test("the folder stays bounded: HISTORY_LIMIT runs, tools not called within them dropped", async () => {
    let metrics = recordMetrics(null, [stat("old", 1, 1, 1)], "t0");
    let history = recordHistory(null, sampleResult(), "t0");
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) {
      metrics = recordMetrics(metrics, [stat("busy", 1, 1, 1)], `t${i}`);
      history = recordHistory(history, sampleResult(), `t${i}`);
    }
    expect(history.runs).toHaveLength(HISTORY_LIMIT);
    expect(history.runs.at(-1)?.at).toBe(`t${HISTORY_LIMIT + 5}`);
    expect(Object.keys(metrics.tools)).toEqual(["default/busy"]);
    expect(metrics.tools["default/busy"]?.runs).toHaveLength(HISTORY_LIMIT);
    expect(metrics.runCount).toBe(HISTORY_LIMIT + 6);
  });

  test("resolveStateDir: --no-state, --state-dir (cwd), config (config dir), default; each config in its own sub-folder", () => {
    expect(resolveStateDir({ baseDir: "/cfg", override: false })).toBe(false);
    expect(
      resolveStateDir({ baseDir: "/cfg", configFile: "/cfg/mcpvals.config.yaml", configStateDir: "st", override: "x", cwd: "/work" }),
    ).toBe(path.resolve("/work/x/mcpvals"));
    expect(resolveStateDir({ baseDir: "/cfg", configFile: "/cfg/calc.config.yaml", configStateDir: "st" })).toBe(
      path.resolve("/cfg/st/calc"),
    );
    expect(resolveStateDir({ baseDir: "/cfg", configFile: "/cfg/calc.config.yaml" })).toBe(path.resolve("/cfg/.mcpvals/calc"));
    expect(resolveStateRoot({ baseDir: "/cfg", configFile: "/cfg/calc.config.yaml" })).toBe(path.resolve("/cfg/.mcpvals"));
    expect(resolveStateDir({ baseDir: "/cfg", configFile: "/cfg/calc.config.yaml", configStateKey: "nightly" })).toBe(
      path.resolve("/cfg/.mcpvals/nightly"),
    );
    // A config object built in code keeps state only when asked to, under "default" unless it names a stateKey.
    expect(resolveStateDir({ baseDir: "/cwd", configFile: null })).toBe(false);
    expect(resolveStateDir({ baseDir: "/cwd", configFile: null, configStateDir: "st" })).toBe(path.resolve("/cwd/st/default"));
  });

  test("stateKeyOf: the file name without .config.<ext>, made safe; never the flat layout's embeddings/", () => {
    expect(stateKeyOf("/p/mcpvals.config.yaml")).toBe("mcpvals");
    expect(stateKeyOf("/p/calc.config.ts")).toBe("calc");
    expect(stateKeyOf("/p/evals.yml")).toBe("evals");
    expect(stateKeyOf("/p/my evals (v2).config.json")).toBe("my-evals-v2");
    expect(stateKeyOf("/p/embeddings.config.json")).toBe("embeddings-config");
    expect(stateKeyOf("/p/...json")).toBe("default");
    expect(stateKeyOf(null)).toBe("default");
    expect(stateKeyOf("/p/calc.config.yaml", "nightly")).toBe("nightly");
  });

  test("written files are plain pretty JSON with a version", async () => {
    await using dir = await tempDir();
    await applyState({ dir: dir.path, servers: [], stats: [], run: sampleResult() });
    const text = await readFile(path.join(dir.path, "history.json"), "utf8");
    expect(JSON.parse(text)).toMatchObject({ version: 1 });
    expect(text.endsWith("\n")).toBe(true);
  });
});

describe("toolTrend", () => {
  const runs = (p95s: number[], rate = 1) =>
    p95s.map((p, i) => ({ run: i + 1, at: `t${i}`, calls: 10, successes: 10 * rate, avgLatencyMs: p, p95LatencyMs: p }));

  test("new without history", () => {
    expect(toolTrend(stat("t", 1, 1, 5), []).flags).toEqual(["new"]);
  });

  test("slower needs both +50% and +20 ms over the median p95", () => {
    expect(toolTrend(stat("t", 10, 10, 71), runs([40, 45, 200])).flags).toEqual(["slower"]);
    expect(toolTrend(stat("t", 10, 10, 66), runs([40, 45, 200])).flags).toEqual([]);
    expect(toolTrend(stat("t", 10, 10, 9), runs([2, 3, 4])).flags).toEqual([]);
  });

  test("less-reliable when the success rate drops by 0.1 or more", () => {
    expect(toolTrend(stat("t", 10, 9, 5), runs([5])).flags).toEqual(["less-reliable"]);
    expect(toolTrend(stat("t", 100, 91, 5), runs([5])).flags).toEqual([]);
    expect(toolTrend(stat("t", 10, 8, 5), runs([5]))).toMatchObject({ runs: 1, successRate: 1, successRateDelta: -0.2 });
  });
});

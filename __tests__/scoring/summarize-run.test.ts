import { coverage } from "../../src/scoring/coverage.js";
import { overallScore } from "../../src/scoring/summarize-run.js";
import { percentile, toolStats } from "../../src/scoring/tool-stats.js";
import { call } from "./records.js";

describe("overallScore", () => {
  it.each<[string, number[], boolean[], number]>([
    ["nothing ran", [], [], 0],
    ["workflows only", [1, 0.5], [], 0.75],
    ["tests only", [], [true, false, true, true], 0.75],
    ["mean over workflows and tests together", [1, 0], [true], 0.6667],
    ["rounded to 4 digits", [1, 1, 0], [], 0.6667],
    ["all perfect", [1], [true], 1],
  ])("%s", (_name, workflowScores, testsPassed, expected) => {
    expect(
      overallScore(
        workflowScores.map((score) => ({ score })),
        testsPassed.map((passed) => ({ passed })),
      ),
    ).toBe(expected);
  });
});

describe("percentile (nearest rank)", () => {
  const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
  it.each<[string, number[], number, number]>([
    ["empty", [], 0.95, 0],
    ["single value", [42], 0.95, 42],
    ["p95 of 1..20 is the 19th", oneToTwenty, 0.95, 19],
    ["p95 of 1..10 is the 10th", oneToTwenty.slice(0, 10), 0.95, 10],
    ["p50 of 1..4 is the 2nd", [1, 2, 3, 4], 0.5, 2],
    ["p50 of 1..5 is the 3rd", [1, 2, 3, 4, 5], 0.5, 3],
    ["p0 clamps to the first", [3, 4], 0, 3],
    ["p100 is the last", [3, 4, 9], 1, 9],
  ])("%s", (_name, sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected);
  });
});

describe("toolStats", () => {
  it("groups by server and tool, counts successes, averages and p95 latency", () => {
    const stats = toolStats([
      call("echo", { latencyMs: 30 }),
      call("add", { latencyMs: 10 }),
      call("add", { latencyMs: 20.04 }),
      call("add", { latencyMs: 100, ok: false, errorKind: "timeout" }),
      call("add", { server: "other", latencyMs: 5 }),
    ]);
    expect(stats).toEqual([
      {
        server: "default",
        tool: "add",
        calls: 3,
        successes: 2,
        failures: 1,
        avgLatencyMs: 43.3,
        p95LatencyMs: 100,
        lastCalledAt: null,
        lastError: "failed",
      },
      {
        server: "default",
        tool: "echo",
        calls: 1,
        successes: 1,
        failures: 0,
        avgLatencyMs: 30,
        p95LatencyMs: 30,
        lastCalledAt: null,
        lastError: null,
      },
      {
        server: "other",
        tool: "add",
        calls: 1,
        successes: 1,
        failures: 0,
        avgLatencyMs: 5,
        p95LatencyMs: 5,
        lastCalledAt: null,
        lastError: null,
      },
    ]);
  });

  it("leaves out calls to unknown tools (they never reached the server)", () => {
    const stats = toolStats([
      call("nope", { ok: false, errorKind: "unknown-tool", latencyMs: 0 }),
      call("add", { ok: false, errorKind: "invalid-args", latencyMs: 4 }),
      call("add", { ok: false, errorKind: "unknown-tool", latencyMs: 0 }),
    ]);
    expect(stats).toEqual([
      {
        server: "default",
        tool: "add",
        calls: 1,
        successes: 0,
        failures: 1,
        avgLatencyMs: 4,
        p95LatencyMs: 4,
        lastCalledAt: null,
        lastError: "failed",
      },
    ]);
  });

  it("lastCalledAt is the latest call time and lastError the error of the latest failed call, whatever the input order", () => {
    const stats = toolStats([
      call("add", { startedAt: "2026-01-01T00:00:03.000Z", ok: true }),
      call("add", { startedAt: "2026-01-01T00:00:02.000Z", ok: false, errorKind: "tool", error: "second" }),
      call("add", { startedAt: "2026-01-01T00:00:01.000Z", ok: false, errorKind: "timeout", error: "first" }),
    ]);
    expect(stats[0]).toMatchObject({ calls: 3, failures: 2, lastCalledAt: "2026-01-01T00:00:03.000Z", lastError: "second" });
  });

  it("no calls → no stats", () => {
    expect(toolStats([])).toEqual([]);
  });
});

describe("coverage", () => {
  it("counts offered tools that were called, and lists the rest sorted", () => {
    const result = coverage(["echo", "add", "slow", "fails"], [{ tool: "add" }, { tool: "echo" }, { tool: "not-offered" }]);
    expect(result).toEqual({ exercised: 2, total: 4, ratio: 0.5, unexercised: ["fails", "slow"] });
  });

  it("deduplicates offered names", () => {
    expect(coverage(["a", "a", "b"], [{ tool: "a" }])).toEqual({ exercised: 1, total: 2, ratio: 0.5, unexercised: ["b"] });
  });

  it("rounds the ratio", () => {
    expect(coverage(["a", "b", "c"], [{ tool: "a" }]).ratio).toBe(0.3333);
  });

  it("nothing offered → ratio 0", () => {
    expect(coverage([], [{ tool: "a" }])).toEqual({ exercised: 0, total: 0, ratio: 0, unexercised: [] });
  });

  it("everything exercised", () => {
    expect(coverage(["b", "a"], [{ tool: "a" }, { tool: "b" }])).toEqual({ exercised: 2, total: 2, ratio: 1, unexercised: [] });
  });

  it("a tool only called as unknown-tool does not count as exercised", () => {
    const stats = toolStats([call("add", { ok: false, errorKind: "unknown-tool" })]);
    expect(coverage(["add"], stats)).toEqual({ exercised: 0, total: 1, ratio: 0, unexercised: ["add"] });
  });
});

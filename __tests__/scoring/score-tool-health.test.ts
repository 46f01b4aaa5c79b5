import { scoreToolHealth } from "../../src/scoring/score-tool-health.js";
import { call } from "./records.js";

describe("scoreToolHealth", () => {
  it("no calls → skipped (and passed, so it does not count)", () => {
    expect(scoreToolHealth([])).toEqual({
      passed: true,
      skipped: true,
      message: "no tool calls were made",
      total: 0,
      failed: 0,
      failures: [],
    });
  });

  it.each([
    [1, "1 healthy call"],
    [3, "3 healthy calls"],
  ])("%i healthy calls pass", (n, message) => {
    const metric = scoreToolHealth(Array.from({ length: n }, () => call("add")));
    expect(metric).toEqual({ passed: true, skipped: false, message, total: n, failed: 0, failures: [] });
  });

  it("lists every failure: isError, timeout, unknown tool, invalid output", () => {
    const calls = [
      call("add"),
      call("fails", { ok: false, isError: true, errorKind: "tool", error: "fixture failure" }),
      call("hang", { ok: false, errorKind: "timeout", error: "no answer within 300 ms" }),
      call("nope", { ok: false, errorKind: "unknown-tool", error: 'server "default" has no tool "nope"' }),
      call("bad-output", { ok: false, errorKind: "invalid-output", error: "structuredContent does not match" }),
    ];
    const metric = scoreToolHealth(calls);
    expect(metric.passed).toBe(false);
    expect(metric.skipped).toBe(false);
    expect(metric.total).toBe(5);
    expect(metric.failed).toBe(4);
    expect(metric.failures).toEqual([
      { tool: "fails", errorKind: "tool", error: "fixture failure" },
      { tool: "hang", errorKind: "timeout", error: "no answer within 300 ms" },
      { tool: "nope", errorKind: "unknown-tool", error: 'server "default" has no tool "nope"' },
      { tool: "bad-output", errorKind: "invalid-output", error: "structuredContent does not match" },
    ]);
    expect(metric.message).toBe("4 of 5 calls failed: fails (tool), hang (timeout), nope (unknown-tool), bad-output (invalid-output)");
  });

  it("a failed record without errorKind/error gets defaults", () => {
    const metric = scoreToolHealth([call("x", { ok: false })]);
    expect(metric.failures).toEqual([{ tool: "x", errorKind: "tool", error: "failed" }]);
  });

  it("an isError result that is still marked ok is not a failure (ok is the verdict)", () => {
    // call-tool always sets ok=false for isError; the metric trusts `ok`.
    expect(scoreToolHealth([call("x", { isError: true })]).passed).toBe(true);
  });
});

describe("scoreToolHealth with fallbacks", () => {
  it("a failed call a fallback recovered is listed under recovered and does not fail the metric; others still do", () => {
    const calls = [
      call("fetch_report_v1", { ok: false, isError: true, errorKind: "tool", error: "service retired" }),
      call("fetch_report"),
      call("fails", { ok: false, isError: true, errorKind: "tool", error: "boom" }),
    ];
    const recovered = new Map([[0, "fetch_report"]]);
    const metric = scoreToolHealth(calls, recovered);
    expect(metric).toMatchObject({ passed: false, failed: 1, failures: [{ tool: "fails", errorKind: "tool", error: "boom" }] });
    expect(metric.recovered).toEqual([{ tool: "fetch_report_v1", errorKind: "tool", error: "service retired", by: "fetch_report" }]);
    expect(metric.message).toBe(
      "1 of 3 calls failed: fails (tool); 1 failed but recovered through a fallback: fetch_report_v1 (tool) → fetch_report",
    );

    const healed = scoreToolHealth(calls.slice(0, 2), recovered);
    expect(healed).toMatchObject({ passed: true, failed: 0, failures: [], total: 2 });
    expect(healed.message).toBe("1 healthy call; 1 failed but recovered through a fallback: fetch_report_v1 (tool) → fetch_report");
    // Without the map the same calls fail as before.
    expect(scoreToolHealth(calls.slice(0, 2)).passed).toBe(false);
    expect(scoreToolHealth(calls.slice(0, 2))).not.toHaveProperty("recovered");
  });
});

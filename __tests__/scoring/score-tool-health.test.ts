import { scoreToolHealth } from "../../src/scoring/score-tool-health.js";
import { call } from "./records.js";

describe("scoreToolHealth", () => {
  it("no calls → skipped (and passed, so it does not count)", () => {
    expect(scoreToolHealth([])).toEqual({ passed: true, skipped: true, message: "no tool calls were made", total: 0, failed: 0, failures: [] });
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

import { describeMetrics, scoreMetrics } from "../../src/scoring/score-metrics.js";
import { WORKFLOW_METRIC_NAMES, metricOf } from "../../src/scoring/workflow-metric-table.js";
import { resolveWorkflow } from "../../src/config/resolve-workflow.js";
import { WorkflowSchema } from "../../src/config/workflow-schema.js";
import type { WorkflowExpectations } from "../../src/scoring/workflow-trace.js";
import { call, metric } from "./records.js";

// What a metric scores against: the workflow as the config loader resolves it.
const expectations: WorkflowExpectations = resolveWorkflow(
  WorkflowSchema.parse({ name: "add", steps: [{ user: "add 1 and 2", expectedState: "3" }], expectTools: ["add"] }),
  ["default"],
  undefined,
  { mode: "all", topK: 5 },
);

describe("scoreMetrics: every metric of the table", () => {
  it("scores the trace with each metric, in the table's order (the 0.5 report's key order)", () => {
    const metrics = scoreMetrics(
      { messages: [{ step: 0, assistant: "it is 3" }], toolCalls: [call("add")], serverRequests: [] },
      expectations,
    );
    expect(Object.keys(metrics)).toEqual(["endToEnd", "toolOrder", "toolHealth"]);
    expect(WORKFLOW_METRIC_NAMES.slice(0, 3)).toEqual(Object.keys(metrics));
    expect([
      metricOf({ metrics }, "endToEnd")!.passed,
      metricOf({ metrics }, "toolOrder")!.passed,
      metricOf({ metrics }, "toolHealth")!.passed,
    ]).toEqual([true, true, true]);
  });

  it("leaves a metric that did not apply out (no judge ran) and reports the judge's verdict when one did", () => {
    const judged = metric.llmJudge(false);
    const metrics = scoreMetrics(
      { messages: [], toolCalls: [call("sub", { ok: false, errorKind: "tool", error: "boom" })], serverRequests: [], judged },
      expectations,
    );
    expect(metrics.llmJudge).toMatchObject(judged);
    expect(metricOf({ metrics }, "toolHealth")!.failures).toEqual([{ tool: "sub", errorKind: "tool", error: "boom" }]);
    expect(metricOf({ metrics }, "toolOrder")!.passed).toBe(false);
  });

  it("counts a call a fallback recovered as recovered, not failed", () => {
    const calls = [call("sub", { ok: false, errorKind: "tool", error: "boom" }), call("add")];
    const metrics = scoreMetrics({ messages: [], toolCalls: calls, serverRequests: [], recovered: new Map([[0, "add"]]) }, expectations);
    expect(metricOf({ metrics }, "toolHealth")!.passed).toBe(true);
    expect(metricOf({ metrics }, "toolHealth")!.recovered).toEqual([{ tool: "sub", errorKind: "tool", error: "boom", by: "add" }]);
  });

  it("gives each metric the reports' text: a one-line reason, a headline and detail blocks, server text quoted", () => {
    const metrics = scoreMetrics(
      {
        messages: [{ step: 0, assistant: "it is 4" }],
        toolCalls: [call("sub", { ok: false, errorKind: "tool", error: "boom" })],
        serverRequests: [],
      },
      expectations,
    );
    expect(metrics.endToEnd).toMatchObject({
      reason: ['step 1: expected "', { quote: "3" }, '", got "', { quote: "it is 4" }, '"'],
      headline: metricOf({ metrics }, "endToEnd")!.message,
      details: [{ kind: "compare", scope: "step 1", expected: "3", actual: "it is 4", passed: false }],
    });
    expect(metrics.toolOrder).toMatchObject({
      reason: ["expected ", { quote: "add" }, " at index 0, got ", { quote: "sub" }],
      details: [{ kind: "sequence", expected: ["add"], actual: ["sub"], mark: 0, actualMark: 0 }],
    });
    expect(metrics.toolHealth).toMatchObject({
      reason: ["1 failing call (", { quote: "sub" }, ": tool)"],
      headline: "1 failing call of 1",
      details: [{ kind: "entries", columns: ["Tool", "Kind", "Error"], rows: [{ name: "sub", kind: "tool", text: "boom" }] }],
    });
  });

  it("fills the text into a 0.5 report's metrics from their own fields, and leaves a metric that has it alone", () => {
    const scored = scoreMetrics(
      { messages: [], toolCalls: [call("sub", { ok: false, errorKind: "tool", error: "boom" })], serverRequests: [] },
      expectations,
    );
    const { reason: _r, headline: _h, details: _d, ...old } = metricOf({ metrics: scored }, "toolHealth")!;
    const own = { passed: false, skipped: false, message: "mine", reason: "my reason" };
    const filled = describeMetrics({ ...scored, toolHealth: old, mine: own } as typeof scored);
    expect(filled.toolHealth).toEqual(scored.toolHealth);
    expect((filled as Record<string, unknown>).mine).toEqual(own);
  });
});

/**
 * The budget metric: from the config field as the loader parses it, through
 * the metric table, to the workflow's verdict.
 */
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";
import { scoreBudget } from "../../src/scoring/score-budget.js";
import { scoreMetrics } from "../../src/scoring/score-metrics.js";
import { scoreWorkflow } from "../../src/scoring/score-workflow.js";
import type { Usage } from "../../src/result/usage.js";
import { call } from "./records.js";

const usage = (inputTokens: number, outputTokens: number): Usage => ({
  inputTokens,
  outputTokens,
  totalTokens: inputTokens + outputTokens,
});
const calls = (n: number) => Array.from({ length: n }, (_, i) => call(`t${i}`));

/** The workflow as the config loader resolves it, with this `budget`. */
function workflowWith(budget: unknown) {
  const config = resolveConfig(
    { server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }], budget }] },
    { file: "/tmp/mcpvals.config.json", env: {} },
  );
  return config.workflows[0]!;
}

describe("scoreBudget", () => {
  it("is absent without a budget, so a workflow that sets none reports what it did before", () => {
    const workflow = workflowWith(undefined);
    expect(scoreBudget(workflow.budget, { toolCalls: calls(9), usage: null })).toBeUndefined();
    expect(Object.keys(scoreMetrics({ messages: [], toolCalls: calls(9), serverRequests: [] }, workflow))).not.toContain("budget");
  });

  it("passes within the budget with score 1, and lists each limit with what was used", () => {
    const metric = scoreBudget({ toolCalls: 5, tokens: 1000 }, { toolCalls: calls(5), usage: usage(700, 300) });
    expect(metric).toMatchObject({
      passed: true,
      skipped: false,
      score: 1,
      message: "5 tool calls within a budget of 5; 1,000 tokens within a budget of 1,000",
      toolCalls: { used: 5, budget: 5 },
      tokens: { used: 1000, budget: 1000 },
      details: [
        {
          kind: "entries",
          columns: ["Limit", "Verdict", "Used"],
          rows: [
            { name: "tool calls", kind: "within", text: "5 used, budget 5" },
            { name: "tokens", kind: "within", text: "1,000 used, budget 1,000" },
          ],
        },
      ],
    });
    expect(metric!.warning).toBeUndefined();
  });

  it("fails over the budget, counting failed calls too, with score budget/used and the reason in words", () => {
    const failed = call("t9", { ok: false, isError: true, errorKind: "tool", error: "boom" });
    const metric = scoreBudget({ toolCalls: 5 }, { toolCalls: [...calls(6), failed], usage: null });
    expect(metric).toMatchObject({
      passed: false,
      skipped: false,
      reason: "7 tool calls over a budget of 5",
      toolCalls: { used: 7, budget: 5 },
      details: [{ kind: "entries", rows: [{ name: "tool calls", kind: "over", text: "7 used, budget 5" }] }],
    });
    expect(metric!.score).toBeCloseTo(5 / 7);
  });

  it("scores the worst limit when both are set, and gives only the limits over budget as the reason", () => {
    const metric = scoreBudget({ toolCalls: 2, tokens: 1000 }, { toolCalls: calls(1), usage: usage(3000, 1000) })!;
    expect(metric).toMatchObject({ passed: false, score: 0.25, reason: "4,000 tokens over a budget of 1,000" });
    expect(metric.message).toBe("1 tool call within a budget of 2; 4,000 tokens over a budget of 1,000");
  });

  it("without a model (scripted driver) leaves tokens unchecked and says so in a warning: skipped when tokens were all", () => {
    const onlyTokens = scoreBudget({ tokens: 1000 }, { toolCalls: calls(3), usage: null })!;
    expect(onlyTokens).toMatchObject({ passed: true, skipped: true, tokens: { used: null, budget: 1000, unknown: "no-model" } });
    expect(onlyTokens.score).toBeUndefined();
    expect(onlyTokens.warning).toMatch(/^tokens not checked: no model usage was recorded/);

    const withCalls = scoreBudget({ toolCalls: 5, tokens: 1000 }, { toolCalls: calls(3), usage: null })!;
    expect(withCalls).toMatchObject({ passed: true, skipped: false, score: 1, warning: onlyTokens.warning });
    expect(withCalls.details).toEqual([
      expect.objectContaining({
        rows: [expect.objectContaining({ kind: "within" }), { name: "tokens", kind: "not checked", text: "no model, budget 1,000" }],
      }),
    ]);
  });

  it("when the model reported no usage it is not graded: the workflow does not pass and the error says what to do", () => {
    const metric = scoreBudget({ tokens: 1000 }, { toolCalls: [], usage: usage(0, 0) })!;
    expect(metric).toMatchObject({ passed: false, notGraded: true, score: 0, tokens: { used: null, unknown: "not-reported" } });
    const verdict = scoreWorkflow({ ...metricsOfPassingWorkflow(), budget: metric } as never, null);
    expect(verdict).toMatchObject({ passed: false, score: 0, infrastructure: true });
    expect(verdict.error).toBe(
      "budget not graded: the model reported no token usage, so budget.tokens cannot be checked: use a provider that reports usage, or remove budget.tokens",
    );
  });

  it("a limit over budget beside unreported tokens is a plain failure (the verdict, not infrastructure)", () => {
    const metric = scoreBudget({ toolCalls: 1, tokens: 1000 }, { toolCalls: calls(2), usage: usage(0, 0) })!;
    expect(metric).toMatchObject({ passed: false, score: 0.5, reason: "2 tool calls over a budget of 1" });
    expect(metric.notGraded).toBeUndefined();
    expect(scoreWorkflow({ ...metricsOfPassingWorkflow(), budget: metric } as never, null)).toEqual({
      passed: false,
      score: 0.5,
      error: null,
    });
  });

  it("counts in the workflow's verdict through the metric table", () => {
    const workflow = workflowWith({ toolCalls: 1 });
    const metrics = scoreMetrics({ messages: [], toolCalls: calls(2), serverRequests: [] }, workflow);
    expect((metrics as Record<string, unknown>).budget).toMatchObject({ passed: false, reason: "2 tool calls over a budget of 1" });
    // Tool health passed, budget failed; the rest had nothing to check.
    expect(scoreWorkflow(metrics, null)).toEqual({ passed: false, score: 0.5, error: null });
  });
});

describe("the budget field", () => {
  it.each([
    [{}, "workflows[0].budget: give toolCalls, tokens or both"],
    [{ toolCalls: 0 }, "workflows[0].budget.toolCalls"],
    [{ tokens: 1.5 }, "workflows[0].budget.tokens"],
    [{ calls: 3 }, "workflows[0].budget"],
  ])("%j is a config error naming where", (budget, where) => {
    let error: unknown;
    try {
      workflowWith(budget);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(where);
  });
});

test("a workflow's limit written at the top level points to workflows[].budget", () => {
  const load = () =>
    resolveConfig(
      { server: { command: "node" }, budget: { toolCalls: 3 }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] },
      { file: "/tmp/mcpvals.config.json", env: {} },
    );
  expect(load).toThrow(ConfigError);
  expect(load).toThrow("budget.toolCalls: unknown field");
  expect(load).toThrow("a workflow's toolCalls limit is workflows[].budget.toolCalls");
});

/** End-to-end and tool order with nothing to check, tool health passed. */
function metricsOfPassingWorkflow() {
  return scoreMetrics({ messages: [], toolCalls: calls(1), serverRequests: [] }, workflowWith(undefined));
}

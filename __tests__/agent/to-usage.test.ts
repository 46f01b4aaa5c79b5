/**
 * Token usage as it enters the result: from the provider, or on a replay from
 * a cassette file, which a pull request can edit. A figure that is not a
 * count never reaches a sum or the budget metric's comparison.
 */
import { toUsage } from "../../src/agent/agent-steps.js";
import { scoreBudget } from "../../src/scoring/score-budget.js";

test("counts pass through; a missing total is the sum", () => {
  expect(toUsage({ inputTokens: 120, outputTokens: 30 })).toEqual({ inputTokens: 120, outputTokens: 30, totalTokens: 150 });
  expect(toUsage({ inputTokens: 120, outputTokens: 30, totalTokens: 155 })).toEqual({
    inputTokens: 120,
    outputTokens: 30,
    totalTokens: 155,
  });
});

test.each([
  ["a negative count", { inputTokens: -5000, outputTokens: -1 }],
  ["strings", { inputTokens: "9999", outputTokens: "1" }],
  ["NaN and Infinity", { inputTokens: Number.NaN, outputTokens: Number.POSITIVE_INFINITY }],
  ["objects", { inputTokens: { valueOf: () => 3 }, outputTokens: null }],
])("%s count as not reported, and a tokens budget is not graded rather than passed", (_, hostile) => {
  const usage = toUsage(hostile);
  expect(usage).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
  const metric = scoreBudget({ tokens: 100 }, { toolCalls: [], usage });
  expect(metric).toMatchObject({ passed: false, notGraded: true });
});

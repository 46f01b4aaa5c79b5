import { scoreWorkflow } from "../../src/scoring/score-workflow.js";
import { metric } from "./records.js";

const { endToEnd, toolOrder, toolHealth, llmJudge } = metric;

describe("scoreWorkflow", () => {
  it.each([
    ["all three pass", { endToEnd: endToEnd(true), toolOrder: toolOrder(true), toolHealth: toolHealth(true) }, true, 1],
    ["one of three fails", { endToEnd: endToEnd(false), toolOrder: toolOrder(true), toolHealth: toolHealth(true) }, false, 2 / 3],
    [
      "two of four fail",
      { endToEnd: endToEnd(false), toolOrder: toolOrder(true), toolHealth: toolHealth(true), llmJudge: llmJudge(false) },
      false,
      0.5,
    ],
    [
      "skipped metrics do not count",
      { endToEnd: endToEnd(true, true), toolOrder: toolOrder(true), toolHealth: toolHealth(false) },
      false,
      0.5,
    ],
    [
      "a skipped failing metric is ignored",
      { endToEnd: endToEnd(false, true), toolOrder: toolOrder(true, true), toolHealth: toolHealth(true) },
      true,
      1,
    ],
    [
      "judge alone counts",
      { endToEnd: endToEnd(true, true), toolOrder: toolOrder(true, true), toolHealth: toolHealth(true, true), llmJudge: llmJudge(true) },
      true,
      1,
    ],
    ["all fail", { endToEnd: endToEnd(false), toolOrder: toolOrder(false), toolHealth: toolHealth(false) }, false, 0],
  ])("%s", (_name, metrics, passed, score) => {
    const verdict = scoreWorkflow(metrics, null);
    expect(verdict.passed).toBe(passed);
    expect(verdict.score).toBeCloseTo(score, 10);
    expect(verdict.error).toBeNull();
  });

  it("a judge not graded with nothing else failing is infrastructure: score 0, not passed, the reason as the error", () => {
    const ungraded = { ...llmJudge(false), notGraded: true, message: "not graded: the judge failed: HTTP 500" };
    const verdict = scoreWorkflow(
      { endToEnd: endToEnd(true), toolOrder: toolOrder(true), toolHealth: toolHealth(true), llmJudge: ungraded },
      null,
    );
    expect(verdict).toEqual({ passed: false, score: 0, error: "llmJudge not graded: the judge failed: HTTP 500", infrastructure: true });
  });

  it("a judge not graded beside a real failure: the failure is the verdict, scored over the graded metrics", () => {
    const ungraded = { ...llmJudge(false), notGraded: true, message: "not graded: x" };
    const verdict = scoreWorkflow(
      { endToEnd: endToEnd(false), toolOrder: toolOrder(true), toolHealth: toolHealth(true), llmJudge: ungraded },
      null,
    );
    expect(verdict).toEqual({ passed: false, score: 2 / 3, error: null });
    // A failed verifier is a real failure too.
    const withVerifier = scoreWorkflow(
      { endToEnd: endToEnd(true), toolOrder: toolOrder(true), toolHealth: toolHealth(true), llmJudge: ungraded },
      null,
      [{ passed: false }],
    );
    expect(withVerifier).toEqual({ passed: false, score: 0.75, error: null });
  });

  it("everything skipped fails with a message", () => {
    const verdict = scoreWorkflow(
      {
        endToEnd: endToEnd(true, true),
        toolOrder: toolOrder(true, true),
        toolHealth: toolHealth(true, true),
        llmJudge: llmJudge(true, true),
      },
      null,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.score).toBe(0);
    expect(verdict.error).toMatch(/nothing was checked/);
    expect(verdict.error).toMatch(/expectTools or expectedState/);
  });

  it("an infrastructure error scores 0 even when every metric passed", () => {
    const verdict = scoreWorkflow(
      { endToEnd: endToEnd(true), toolOrder: toolOrder(true), toolHealth: toolHealth(true) },
      'Server "default" could not be started',
    );
    expect(verdict).toEqual({ passed: false, score: 0, error: 'Server "default" could not be started' });
  });
});

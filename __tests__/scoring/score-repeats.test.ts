import { scoreRepeats } from "../../src/scoring/score-repeats.js";
import { scoreWorkflow } from "../../src/scoring/score-workflow.js";
import { runRepeats } from "../../src/scoring/run-repeats.js";
import { metric } from "./records.js";

describe("scoreRepeats", () => {
  it.each([
    ["all pass", [true, true, true], 3, { passes: 3, pass1: 1, pass1Std: 0, passAtK: true, passHatK: true, passed: true }],
    // pass@1 ± the sample standard deviation of the outcomes: 2/3 ± sqrt(1/3).
    [
      "one flake, strict",
      [true, false, true],
      3,
      { passes: 2, pass1: 0.6667, pass1Std: 0.5774, passAtK: true, passHatK: false, passed: false },
    ],
    [
      "one flake, tolerant",
      [true, false, true],
      2,
      { passes: 2, pass1: 0.6667, pass1Std: 0.5774, passAtK: true, passHatK: false, passed: true },
    ],
    ["never", [false, false], 1, { passes: 0, pass1: 0, pass1Std: 0, passAtK: false, passHatK: false, passed: false }],
  ])("%s", (_name, runs, minPass, expected) => {
    expect(scoreRepeats(runs, minPass)).toEqual({ k: runs.length, minPass, ...expected });
  });
});

describe("runRepeats", () => {
  const repeats = (passes: number, k: number) =>
    scoreRepeats([...Array<boolean>(passes).fill(true), ...Array<boolean>(k - passes).fill(false)], 1);
  it("is absent without repeats, so such a run reads as before", () => {
    expect(runRepeats([{ repeats: undefined }, { repeats: repeats(1, 1) }])).toEqual({});
  });
  it("pools the repeated workflows' attempts: pass@1 ± spread, its interval, pass@k and pass^k shares", () => {
    const { repeats: run } = runRepeats([
      { repeats: repeats(10, 10) },
      { repeats: repeats(5, 10) },
      { repeats: repeats(0, 4), infrastructure: true },
    ]);
    expect(run).toEqual({
      workflows: 2,
      attempts: 20,
      passes: 15,
      pass1: 0.75,
      pass1Std: 0.4443,
      lower: 0.5313,
      upper: 0.8881,
      passAtK: 1,
      passHatK: 0.5,
    });
  });
});

describe("scoreWorkflow with verifiers", () => {
  const metrics = { endToEnd: metric.endToEnd(true), toolOrder: metric.toolOrder(true), toolHealth: metric.toolHealth(true) };
  it("verifiers count as one check that passes only when all of them pass", () => {
    expect(scoreWorkflow(metrics, null, [{ passed: true }, { passed: true }])).toEqual({ passed: true, score: 1, error: null });
    const failed = scoreWorkflow(metrics, null, [{ passed: true }, { passed: false }]);
    expect(failed.passed).toBe(false);
    expect(failed.score).toBeCloseTo(0.75);
  });
  it("verifiers alone are enough to check a workflow", () => {
    const skipped = {
      endToEnd: metric.endToEnd(true, true),
      toolOrder: metric.toolOrder(true, true),
      toolHealth: metric.toolHealth(true, true),
    };
    expect(scoreWorkflow(skipped, null, [{ passed: true }])).toEqual({ passed: true, score: 1, error: null });
    expect(scoreWorkflow(skipped, null, []).error).toMatch(/nothing was checked/);
  });
});

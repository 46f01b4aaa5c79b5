import { scoreRepeats } from "../../src/scoring/score-repeats.js";
import { scoreWorkflow } from "../../src/scoring/score-workflow.js";
import { metric } from "./records.js";

describe("scoreRepeats", () => {
  it.each([
    ["all pass", [true, true, true], 3, { passes: 3, pass1: 1, passAtK: true, passHatK: true, passed: true }],
    ["one flake, strict", [true, false, true], 3, { passes: 2, pass1: 0.6667, passAtK: true, passHatK: false, passed: false }],
    ["one flake, tolerant", [true, false, true], 2, { passes: 2, pass1: 0.6667, passAtK: true, passHatK: false, passed: true }],
    ["never", [false, false], 1, { passes: 0, pass1: 0, passAtK: false, passHatK: false, passed: false }],
  ])("%s", (_name, runs, minPass, expected) => {
    expect(scoreRepeats(runs, minPass)).toEqual({ k: runs.length, minPass, ...expected });
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

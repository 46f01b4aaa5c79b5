/**
 * The verdict of a repeated workflow from its runs' verdicts. Pure.
 * pass@1 is the mean pass rate, pass@k whether any run passed, pass^k
 * whether all did; the workflow passes when at least `minPass` runs passed.
 */
import type { RepeatsSummary } from "../result/workflow-attempt.js";
import { round } from "../util/round.js";
import { passAtOne } from "./stats/pass-at-k.js";

export function scoreRepeats(passed: ReadonlyArray<boolean>, minPass: number): RepeatsSummary {
  const k = passed.length;
  const passes = passed.filter(Boolean).length;
  return {
    k,
    passes,
    pass1: k === 0 ? 0 : round(passes / k),
    pass1Std: round(passAtOne(passed).std),
    passAtK: passes > 0,
    passHatK: k > 0 && passes === k,
    minPass,
    passed: k > 0 && passes >= minPass,
  };
}

/**
 * The run's repeat statistics: pass@1 over every attempt of the repeated
 * workflows with its spread and interval, and the share of them that pass
 * at least once (pass@k) or every time (pass^k). Absent without repeats, so
 * a run without them reads as before. Pure.
 */
import type { RunRepeats } from "../result/workflow-attempt.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { round } from "../util/round.js";
import { wilsonInterval } from "./stats/wilson-interval.js";

export function runRepeats(workflows: ReadonlyArray<Pick<WorkflowResult, "repeats" | "infrastructure">>): { repeats?: RunRepeats } {
  const repeated = workflows.flatMap((w) => (w.repeats && w.repeats.k > 1 && w.infrastructure !== true ? [w.repeats] : []));
  if (repeated.length === 0) return {};
  const attempts = repeated.reduce((sum, r) => sum + r.k, 0);
  const passes = repeated.reduce((sum, r) => sum + r.passes, 0);
  // The sample standard deviation of every attempt's outcome (1 passed, 0 failed), as each workflow's pass1Std.
  const mean = passes / attempts;
  const std = attempts > 1 ? Math.sqrt((passes * (1 - mean) ** 2 + (attempts - passes) * mean ** 2) / (attempts - 1)) : 0;
  const interval = wilsonInterval(passes, attempts);
  return {
    repeats: {
      workflows: repeated.length,
      attempts,
      passes,
      pass1: round(passes / attempts),
      pass1Std: round(std),
      lower: round(interval.lower),
      upper: round(interval.upper),
      passAtK: round(repeated.filter((r) => r.passAtK).length / repeated.length),
      passHatK: round(repeated.filter((r) => r.passHatK).length / repeated.length),
    },
  };
}

/**
 * The gate of a merged sharded run: each unit ran in one shard and was
 * decided there against the same baseline, so the merged gate is their
 * union; only the run's rate is computed again. Pure.
 */
import type { GateResult } from "../../result/gate-result.js";
import { round } from "../../util/round.js";
import { wilsonInterval } from "../stats/wilson-interval.js";

export function mergeGates(gates: ReadonlyArray<GateResult | null | undefined>): GateResult | undefined {
  const present = gates.filter((gate): gate is GateResult => gate !== null && gate !== undefined);
  const first = present[0];
  if (!first) return undefined;
  const units = present.flatMap((gate) => gate.units);
  const passes = units.reduce((sum, u) => sum + u.head.passes, 0);
  const attempts = units.reduce((sum, u) => sum + u.head.attempts, 0);
  const interval = attempts > 0 ? wilsonInterval(passes, attempts, first.settings.confidence) : { lower: 0, upper: 0 };
  return {
    settings: first.settings,
    baseline: { ...first.baseline, runs: Math.max(...present.map((gate) => gate.baseline.runs)) },
    passed: present.every((gate) => gate.passed),
    units,
    failures: present.flatMap((gate) => gate.failures),
    warnings: present.flatMap((gate) => gate.warnings),
    undecided: present.flatMap((gate) => gate.undecided),
    runRate: { passes, attempts, lower: round(interval.lower, 4), upper: round(interval.upper, 4) },
  };
}

/**
 * The Wilson interval of each rate the reports plot for a gate unit: every
 * baseline run's and this run's. Computed once with the gate (decideUnit) and
 * stored, so the HTML chart only draws them; a report written before they
 * were stored gets them here when it is read back. Pure.
 */
import type { GateUnit } from "../../result/gate-result.js";
import { wilsonInterval } from "../stats/wilson-interval.js";

type Bounds = { lower: number; upper: number };

/** Null for counts that cannot be (a report is untrusted: `mcpvals report` renders any file). */
function bounds(passes: number, attempts: number, confidence: number): Bounds | null {
  if (!(Number.isSafeInteger(attempts) && Number.isSafeInteger(passes) && attempts > 0 && passes >= 0 && passes <= attempts)) return null;
  const { lower, upper } = wilsonInterval(passes, attempts, confidence);
  return { lower, upper };
}

export function chartIntervals(unit: GateUnit, confidence: number): GateUnit {
  const head = bounds(unit.head.passes, unit.head.attempts, confidence);
  return {
    ...unit,
    ...(unit.history
      ? {
          history: unit.history.map((run) => {
            const interval = bounds(Math.round(run.rate * run.attempts), run.attempts, confidence);
            return { at: run.at, rate: run.rate, attempts: run.attempts, ...(interval ?? {}) };
          }),
        }
      : {}),
    ...(head ? { headInterval: head } : {}),
  };
}

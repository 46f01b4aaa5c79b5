/**
 * Whether a workflow is flaky on its baseline: its pooled pass rate over the
 * recent baseline runs sits strictly between 0 and 1 (it both passed and
 * failed with nothing changed), with the trend between the older and the
 * newer half of those runs.
 */
import type { PassCounts } from "./compare-pass-rates.js";

export type RateTrend = "rising" | "falling" | "steady";

export interface Flakiness {
  flaky: boolean;
  /** Pooled pass rate over the runs (0 with no attempts). */
  rate: number;
  attempts: number;
  trend: RateTrend;
}

/** A change in rate between the halves smaller than this is "steady". */
const TREND_STEP = 0.2;

/** `runs`: the baseline runs' counts, oldest first. */
export function flakiness(runs: readonly PassCounts[]): Flakiness {
  const pooled = pool(runs);
  const rate = pooled.attempts === 0 ? 0 : pooled.passes / pooled.attempts;
  const half = Math.floor(runs.length / 2);
  const older = pool(runs.slice(0, half));
  const newer = pool(runs.slice(runs.length - half));
  let trend: RateTrend = "steady";
  if (half > 0 && older.attempts > 0 && newer.attempts > 0) {
    const change = newer.passes / newer.attempts - older.passes / older.attempts;
    if (change >= TREND_STEP) trend = "rising";
    else if (change <= -TREND_STEP) trend = "falling";
  }
  return { flaky: pooled.passes > 0 && pooled.passes < pooled.attempts, rate, attempts: pooled.attempts, trend };
}

function pool(runs: readonly PassCounts[]): PassCounts {
  return runs.reduce((sum, run) => ({ passes: sum.passes + run.passes, attempts: sum.attempts + run.attempts }), {
    passes: 0,
    attempts: 0,
  });
}

/**
 * One earlier run as the gate reads it: when, and the pass counts of each
 * unit it ran. Built from the state folder's history or from a JSON report
 * given with --baseline (state/read-baseline.ts, eval/load-baseline.ts).
 */
import type { PassCounts } from "../stats/compare-pass-rates.js";

export interface BaselineRun {
  at: string;
  /** Per workflow name. Null-prototype: names are config text. */
  workflows: Record<string, PassCounts>;
  /** Per "suite/test". */
  tests: Record<string, PassCounts>;
}

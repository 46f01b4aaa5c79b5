/**
 * Head against baseline for one workflow or tool test: the difference in
 * pass rate with its Newcombe interval, and a verdict that knows its own
 * uncertainty. A regression must be shown, not suspected: the whole interval
 * lies below −minEffect. A drop bigger than minEffect that the interval
 * cannot yet confirm is `insufficient_data`, with how many more attempts
 * would decide it, never a silent pass or fail.
 */
import { newcombeInterval, type DifferenceInterval } from "./newcombe-interval.js";

export type RateVerdict = "regression" | "improvement" | "no_change" | "insufficient_data";

export interface PassCounts {
  passes: number;
  attempts: number;
}

export interface ComparePassRatesOptions {
  /** Attempts needed on each side before anything is decided. @default 5 */
  minSamples?: number;
  /** The smallest change in pass rate that matters. @default 0.1 */
  minEffect?: number;
  /** Confidence of the interval. @default 0.95 */
  confidence?: number;
  /** Largest number of extra attempts worth suggesting. @default 200 */
  maxSuggested?: number;
}

export interface RateComparison {
  verdict: RateVerdict;
  head: PassCounts;
  baseline: PassCounts;
  /** null when a side has no attempts. */
  interval: DifferenceInterval | null;
  /** For insufficient_data: attempts to add on this branch (and on the baseline) to decide; null when no count up to maxSuggested would. */
  moreAttempts: { head: number; baseline: number } | null;
}

// Rates like 0.9 − 1.0 are −0.09999999999999998, not −0.1.
const EPSILON = 1e-9;

export function comparePassRates(head: PassCounts, baseline: PassCounts, options: ComparePassRatesOptions = {}): RateComparison {
  const { minSamples = 5, minEffect = 0.1, confidence = 0.95, maxSuggested = 200 } = options;
  const base = { head, baseline };
  if (head.attempts < minSamples || baseline.attempts < minSamples) {
    const interval = head.attempts > 0 && baseline.attempts > 0 ? newcombeInterval(head, baseline, confidence) : null;
    const moreAttempts = { head: Math.max(0, minSamples - head.attempts), baseline: Math.max(0, minSamples - baseline.attempts) };
    return { ...base, verdict: "insufficient_data", interval, moreAttempts };
  }
  const interval = newcombeInterval(head, baseline, confidence);
  if (interval.upper < -minEffect - EPSILON) return { ...base, verdict: "regression", interval, moreAttempts: null };
  if (interval.lower > minEffect + EPSILON) return { ...base, verdict: "improvement", interval, moreAttempts: null };
  if (interval.difference < -minEffect - EPSILON) {
    const moreAttempts = attemptsToConfirmDrop(head, baseline, { minEffect, confidence, maxSuggested });
    return { ...base, verdict: "insufficient_data", interval, moreAttempts };
  }
  return { ...base, verdict: "no_change", interval, moreAttempts: null };
}

/**
 * The fewest extra attempts that would confirm the observed drop if both
 * rates held: first on this branch alone (the baseline's history is what it
 * is), else the same number on both sides (a small baseline's own interval
 * can keep the drop unconfirmed however often the head runs). Null when no
 * count up to `maxSuggested` would.
 */
function attemptsToConfirmDrop(
  head: PassCounts,
  baseline: PassCounts,
  options: { minEffect: number; confidence: number; maxSuggested: number },
): { head: number; baseline: number } | null {
  const confirms = (h: PassCounts, b: PassCounts): boolean =>
    newcombeInterval(h, b, options.confidence).upper < -options.minEffect - EPSILON;
  for (let more = 1; more <= options.maxSuggested; more++) {
    if (confirms(grow(head, more), baseline)) return { head: more, baseline: 0 };
  }
  for (let more = 1; more <= options.maxSuggested; more++) {
    if (confirms(grow(head, more), grow(baseline, more))) return { head: more, baseline: more };
  }
  return null;
}

/** `counts` with `more` attempts at the same rate. */
function grow(counts: PassCounts, more: number): PassCounts {
  const attempts = counts.attempts + more;
  return { passes: Math.round((counts.passes / counts.attempts) * attempts), attempts };
}

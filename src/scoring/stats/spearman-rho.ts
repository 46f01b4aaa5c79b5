/**
 * Spearman's rank correlation between two raters' scores of the same items
 * (a person's scores and the judge's): Pearson's r of the ranks, ties given
 * their mean rank (so the shortcut 1 - 6Σd²/n(n²-1), exact only without
 * ties, is not used). The interval is Fisher's z: atanh(rho) ± z/√(n-3),
 * back through tanh (Fieller, Hartley & Pearson 1957 found the 1/√(n-3)
 * variance close for rho up to about 0.8; it is the usual textbook choice,
 * and it stays inside (-1, 1) by construction). Pure.
 */
import { zForConfidence } from "./normal-quantile.js";

export interface RhoEstimate {
  /** null when undefined: fewer than 2 items, or one rater gave every item the same score. */
  rho: number | null;
  /** The Fisher-z interval; null with rho, or with fewer than 4 items (1/√(n-3) needs n > 3). */
  lower: number | null;
  upper: number | null;
  n: number;
}

export function spearmanRho(pairs: ReadonlyArray<readonly [a: number, b: number]>, confidence = 0.95): RhoEstimate {
  const n = pairs.length;
  if (pairs.some(([a, b]) => !Number.isFinite(a) || !Number.isFinite(b)))
    throw new RangeError("spearmanRho: scores must be finite numbers");
  const rho = n < 2 ? null : pearson(meanRanks(pairs.map(([a]) => a)), meanRanks(pairs.map(([, b]) => b)));
  if (rho === null || n < 4) return { rho, lower: null, upper: null, n };
  // At |rho| = 1 atanh is infinite: the interval is the point.
  if (Math.abs(rho) >= 1) return { rho, lower: rho, upper: rho, n };
  const half = zForConfidence(confidence) / Math.sqrt(n - 3);
  const z = Math.atanh(rho);
  return { rho, lower: Math.tanh(z - half), upper: Math.tanh(z + half), n };
}

/** Ranks from 1, ties sharing the mean of the ranks they span ("fractional ranking"). */
export function meanRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[order[i]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number | null {
  const mean = (v: readonly number[]): number => v.reduce((s, a) => s + a, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

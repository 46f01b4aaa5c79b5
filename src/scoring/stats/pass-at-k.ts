/**
 * Repeat statistics of one workflow. pass@k is the chance that at least one
 * of k attempts passes and pass^k that all k do, both estimated without bias
 * from n attempts with c passes (Chen et al. 2021 for pass@k; the same
 * counting argument for pass^k, as in tau-bench). pass@1 is given as the mean
 * of the per-attempt outcomes with its standard deviation.
 */
import { checkCounts } from "./wilson-interval.js";

/** C(n, k) / C(m, k) for m >= n, as a product (no factorial overflow). */
function chooseRatio(n: number, m: number, k: number): number {
  let ratio = 1;
  for (let i = 0; i < k; i++) ratio *= (n - i) / (m - i);
  return ratio;
}

/** Unbiased pass@k from c passes of n attempts: 1 − C(n−c, k) / C(n, k). */
export function passAtK(passes: number, attempts: number, k: number): number {
  checkK(passes, attempts, k);
  if (attempts - passes < k) return 1;
  return 1 - chooseRatio(attempts - passes, attempts, k);
}

/** Unbiased pass^k from c passes of n attempts: C(c, k) / C(n, k). */
export function passHatK(passes: number, attempts: number, k: number): number {
  checkK(passes, attempts, k);
  if (passes < k) return 0;
  return chooseRatio(passes, attempts, k);
}

/** Mean and sample standard deviation of the attempts' outcomes (1 passed, 0 failed). */
export function passAtOne(outcomes: readonly boolean[]): { mean: number; std: number } {
  const n = outcomes.length;
  if (n === 0) return { mean: 0, std: 0 };
  const mean = outcomes.filter(Boolean).length / n;
  if (n === 1) return { mean, std: 0 };
  const variance = outcomes.reduce((sum, passed) => sum + ((passed ? 1 : 0) - mean) ** 2, 0) / (n - 1);
  return { mean, std: Math.sqrt(variance) };
}

function checkK(passes: number, attempts: number, k: number): void {
  checkCounts(passes, attempts);
  if (!Number.isInteger(k) || k < 1 || k > attempts)
    throw new RangeError(`k must be a whole number from 1 to the attempts (${attempts}), got ${k}`);
}

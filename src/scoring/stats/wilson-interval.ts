/**
 * The Wilson score interval of a pass rate (successes of trials), without
 * continuity correction: sound at the 0/n and n/n ends where the Wald
 * interval collapses to a point, which is exactly where eval pass rates live.
 *
 * @see Wilson (1927); Newcombe (1998) method 3.
 */
import { zForConfidence } from "./normal-quantile.js";

export interface RateInterval {
  /** successes / trials (0 when there were no trials). */
  rate: number;
  lower: number;
  upper: number;
}

export function wilsonInterval(successes: number, trials: number, confidence = 0.95): RateInterval {
  checkCounts(successes, trials);
  if (trials === 0) return { rate: 0, lower: 0, upper: 1 };
  const z = zForConfidence(confidence);
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // Clamp the float noise at the ends (0/n gives -1e-17, n/n 1+1e-16).
  return { rate: p, lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

export function checkCounts(successes: number, trials: number): void {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || trials < 0 || successes > trials) {
    throw new RangeError(`pass counts must be whole numbers with 0 <= passes <= attempts, got ${successes}/${trials}`);
  }
}

/**
 * The interval of a difference in pass rates, head minus baseline, by
 * Newcombe's hybrid score method (his method 10): each rate's Wilson
 * interval, combined. It keeps its coverage for small samples and rates near
 * 0 or 1, where the Wald difference interval fails.
 *
 * @see Newcombe RG (1998), "Interval estimation for the difference between
 *   independent proportions: comparison of eleven methods", Stat Med 17:873-890.
 */
import { wilsonInterval } from "./wilson-interval.js";

export interface DifferenceInterval {
  /** head rate − baseline rate. */
  difference: number;
  lower: number;
  upper: number;
}

export function newcombeInterval(
  head: { passes: number; attempts: number },
  baseline: { passes: number; attempts: number },
  confidence = 0.95,
): DifferenceInterval {
  const h = wilsonInterval(head.passes, head.attempts, confidence);
  const b = wilsonInterval(baseline.passes, baseline.attempts, confidence);
  const difference = h.rate - b.rate;
  return {
    difference,
    lower: Math.max(-1, difference - Math.hypot(h.rate - h.lower, b.upper - b.rate)),
    upper: Math.min(1, difference + Math.hypot(h.upper - h.rate, b.rate - b.lower)),
  };
}

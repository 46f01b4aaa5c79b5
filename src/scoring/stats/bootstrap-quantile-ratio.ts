/**
 * A bootstrap confidence interval on the ratio of one quantile (p95) of two
 * latency samples, head over baseline. Each sample is given as its recorded
 * values with their counts (an HDR histogram's buckets), so no raw list is
 * kept. One resample's p95 is drawn without drawing the n values: the k-th
 * smallest of n uniform draws is Beta(k, n - k + 1), and mapping it through the
 * sample's quantile function gives the k-th smallest of an n-value resample
 * exactly (order statistics commute with a monotone map). So each of the
 * `resamples` costs two Beta draws and two binary searches, whatever n is.
 * Percentile interval; pure and seeded (reproducible). The noise between
 * runs, which no resample of one run can show, is added as a log-normal
 * factor per resample when the caller knows (or assumes) it: `runNoise`.
 */
import { seededRandom } from "./seeded-random.js";

/** Recorded values in ascending order with how often each was seen. */
export interface ValueCounts {
  values: readonly number[];
  counts: readonly number[];
}

export interface QuantileRatioOptions {
  /** The quantile compared. @default 0.95 */
  quantile?: number;
  /** @default 0.95 */
  confidence?: number;
  /** @default BOOTSTRAP_RESAMPLES */
  resamples?: number;
  /** @default BOOTSTRAP_SEED */
  seed?: number;
  /**
   * Spread between runs that one run's own sampling does not show (a busier
   * machine, another runner): the standard deviation of ln(ratio) it adds,
   * drawn into each resample as a normal factor. @default 0
   */
  runNoise?: number;
}

export interface QuantileRatio {
  /** The observed ratio of the two samples' quantiles. */
  value: number;
  lower: number;
  upper: number;
}

/** Resamples per interval: the interval's ends move by under 1% between seeds at this count (docs/load.md). */
export const BOOTSTRAP_RESAMPLES = 2000;
/** The fixed seed: the same two histograms always give the same interval. */
export const BOOTSTRAP_SEED = 0x10ad;

/** Total count of a sample. */
export function totalCount(sample: ValueCounts): number {
  let n = 0;
  for (const c of sample.counts) n += c;
  return n;
}

/** The value at rank `rank` (1-based) of the sample in ascending order. */
function valueAtRank(sample: ValueCounts, cumulative: readonly number[], rank: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! >= rank) hi = mid;
    else lo = mid + 1;
  }
  return sample.values[lo] ?? 0;
}

function cumulativeOf(sample: ValueCounts): number[] {
  let sum = 0;
  return sample.counts.map((c) => (sum += c));
}

/** The sample's quantile q (nearest rank, as HdrHistogram reports percentiles). */
export function sampleQuantile(sample: ValueCounts, q: number): number {
  const n = totalCount(sample);
  return n === 0 ? 0 : valueAtRank(sample, cumulativeOf(sample), Math.max(1, Math.ceil(q * n)));
}

export function bootstrapQuantileRatio(head: ValueCounts, baseline: ValueCounts, options: QuantileRatioOptions = {}): QuantileRatio {
  const { quantile = 0.95, confidence = 0.95, resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED, runNoise = 0 } = options;
  const random = seededRandom(seed);
  const sides = [head, baseline].map((sample) => {
    const cumulative = cumulativeOf(sample);
    const n = cumulative.at(-1) ?? 0;
    const k = Math.max(1, Math.ceil(quantile * n));
    // A resample's k-th smallest value: the sample's quantile function at a Beta(k, n - k + 1) draw.
    const draw = () => valueAtRank(sample, cumulative, Math.min(n, Math.floor(random.beta(k, n - k + 1) * n) + 1));
    return { draw, observed: n === 0 ? 0 : valueAtRank(sample, cumulative, k) };
  });
  const [h, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const ratios: number[] = [];
  for (let i = 0; i < resamples; i++) {
    const ratio = h.draw() / Math.max(b.draw(), Number.MIN_VALUE);
    ratios.push(runNoise > 0 ? ratio * Math.exp(runNoise * random.normal()) : ratio);
  }
  ratios.sort((x, y) => x - y);
  const alpha = (1 - confidence) / 2;
  const at = (p: number) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.floor(p * ratios.length)))]!;
  return { value: h.observed / Math.max(b.observed, Number.MIN_VALUE), lower: at(alpha), upper: at(1 - alpha) };
}

/**
 * Latencies recorded in an HDR histogram (hdr-histogram-js, pure JavaScript:
 * no WebAssembly, so it bundles into the action as is). Values are whole
 * microseconds from 1 µs to one hour at 3 significant digits (0.1% error),
 * in fixed memory whatever the call count; percentiles come from the
 * histogram, never from sorting a list.
 * @see https://hdrhistogram.github.io/HdrHistogram/
 */
import { build, encodeIntoCompressedBase64, type Histogram, type JsHistogram } from "hdr-histogram-js";
import { decodeHistogramText } from "./decode-histogram-text.js";
import type { ValueCounts } from "../scoring/stats/bootstrap-quantile-ratio.js";

/** One hour in µs: the longest latency recorded; longer ones are clamped to it. */
export const HIGHEST_LATENCY_US = 3_600_000_000;
const SETTINGS = {
  lowestDiscernibleValue: 1,
  highestTrackableValue: HIGHEST_LATENCY_US,
  numberOfSignificantValueDigits: 3,
  bitBucketSize: 32,
  useWebAssembly: false,
} as const;

export type LatencyHistogram = Histogram;

export function newHistogram(): LatencyHistogram {
  return build(SETTINGS);
}

/**
 * A histogram for one second of the timeline, at 2 significant digits (14 KB).
 * Only the open window has one (the recorder keeps a closed window's five
 * numbers), so it is a plain array: a packed one saved memory when every
 * window kept its histogram, and recording into one took about 40% of the
 * histogram time per call in a CPU profile of bench/load.mjs.
 */
export function newWindowHistogram(): LatencyHistogram {
  return build({ ...SETTINGS, numberOfSignificantValueDigits: 2 });
}

/** Records `ms` milliseconds (clamped to 1 µs .. one hour). */
export function recordMs(histogram: LatencyHistogram, ms: number): void {
  histogram.recordValue(clampUs(ms));
}

function clampUs(ms: number): number {
  return Math.min(HIGHEST_LATENCY_US, Math.max(1, Math.round(ms * 1000)));
}

export function encodeHistogram(histogram: LatencyHistogram): string {
  return encodeIntoCompressedBase64(histogram);
}

/**
 * A histogram from `encodeHistogram`'s text; throws a plain Error saying what
 * is wrong (the caller names the file and field). The text is untrusted: it
 * is read with bounds (capped inflate, bounded settings and counts) by
 * decodeHistogramText, never by hdr-histogram-js's unbounded decoder.
 */
export function decodeHistogram(text: string): LatencyHistogram {
  let declared: JsHistogram | undefined;
  const { counts } = decodeHistogramText(text, (settings) => {
    declared = build({ ...settings, bitBucketSize: 32, useWebAssembly: false }) as JsHistogram;
    return declared.countsArrayLength;
  });
  // Re-recorded into this module's own settings, so every histogram here has the same shape and bounds.
  const copy = newHistogram();
  for (const [index, count] of counts) {
    const value = declared!.highestEquivalentValue(declared!.valueFromIndex(index));
    copy.recordValueWithCount(Math.min(HIGHEST_LATENCY_US, Math.max(1, value)), count);
  }
  return copy;
}

function* eachValue(histogram: Histogram): Generator<{ value: number; count: number }> {
  const iterator = (histogram as JsHistogram).recordedValuesIterator;
  iterator.reset();
  while (iterator.hasNext()) {
    const step = iterator.next();
    yield { value: step.valueIteratedTo, count: step.countAtValueIteratedTo };
  }
}

/** The histogram's recorded values (µs, ascending) and counts: what the gate resamples. */
export function valueCounts(histogram: LatencyHistogram): ValueCounts {
  const values: number[] = [];
  const counts: number[] = [];
  for (const { value, count } of eachValue(histogram)) {
    values.push(value);
    counts.push(count);
  }
  return { values, counts };
}

/** The percentile (0..100) in milliseconds. */
export function percentileMs(histogram: LatencyHistogram, percentile: number): number {
  return histogram.totalCount === 0 ? 0 : histogram.getValueAtPercentile(percentile) / 1000;
}

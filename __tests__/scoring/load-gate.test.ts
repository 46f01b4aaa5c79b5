/**
 * The latency gate on recorded histograms (no timing): a 3x slower p95 is a
 * regression with an interval around 3; the same distribution is no change;
 * too few calls is insufficient data; a slowdown the interval cannot confirm
 * is insufficient data; the same inputs give the same interval (seeded).
 */
import { decideLoadGate, type LoadGateInput } from "../../src/scoring/load-gate/decide-load-gate.js";
import { bootstrapQuantileRatio, sampleQuantile } from "../../src/scoring/stats/bootstrap-quantile-ratio.js";
import { decodeHistogram, encodeHistogram, newHistogram, recordMs, valueCounts } from "../../src/load/latency-histogram.js";
import { seededRandom } from "../../src/scoring/stats/seeded-random.js";

/** `n` latencies around `ms` (log-normal jitter, seeded): a plausible service time distribution. */
function sample(ms: number, n: number, seed: number) {
  const random = seededRandom(seed);
  const h = newHistogram();
  for (let i = 0; i < n; i++) {
    const normal = Math.sqrt(-2 * Math.log(1 - random.uniform())) * Math.cos(2 * Math.PI * random.uniform());
    recordMs(h, ms * Math.exp(0.15 * normal));
  }
  return valueCounts(h);
}

const gate = (units: LoadGateInput[], minCalls = 200) =>
  decideLoadGate({ units, source: "baseline-file", baselineRuns: 1, maxSlowdown: 1.2, confidence: 0.95, minCalls });

test("10 ms against 30 ms: regression, the interval around 3x and wholly above maxSlowdown", () => {
  const result = gate([{ name: "overall", head: sample(30, 1000, 1), baseline: sample(10, 1000, 2) }]);
  const unit = result.units[0]!;
  expect(result.verdict).toBe("regression");
  expect(unit.verdict).toBe("regression");
  expect(unit.ratio!.lower).toBeGreaterThan(1.2);
  expect(unit.ratio!.lower).toBeLessThanOrEqual(unit.ratio!.value);
  expect(unit.ratio!.upper).toBeGreaterThanOrEqual(unit.ratio!.value);
  expect(unit.ratio!.lower).toBeGreaterThan(2.6);
  expect(unit.ratio!.upper).toBeLessThan(3.4);
  expect(unit.head.p95).toBeGreaterThan(30);
  expect(unit.baseline.p95).toBeGreaterThan(10);
});

test("10 ms against 10 ms: no change, the interval around 1", () => {
  const result = gate([{ name: "overall", head: sample(10, 1000, 3), baseline: sample(10, 1000, 4) }]);
  expect(result.verdict).toBe("no_change");
  const { ratio } = result.units[0]!;
  expect(ratio!.lower).toBeLessThan(1);
  expect(ratio!.upper).toBeGreaterThan(1);
  expect(ratio!.upper).toBeLessThan(1.2);
});

test("too few calls on either side: insufficient data, no interval", () => {
  const few = gate([{ name: "overall", head: sample(30, 50, 5), baseline: sample(10, 1000, 6) }]);
  expect(few.verdict).toBe("insufficient_data");
  expect(few.units[0]).toMatchObject({ ratio: null, head: { calls: 50 }, baseline: { calls: 1000 } });
});

test("a slowdown past maxSlowdown that the interval cannot confirm is insufficient data, never a pass or a fail", () => {
  // 1.3x slower, few calls, a heavy tail: the p95 of 220 calls moves a lot, the interval reaches below 1.2.
  const random = seededRandom(7);
  const draws = Array.from(
    { length: 220 },
    () => Math.sqrt(-2 * Math.log(1 - random.uniform())) * Math.cos(2 * Math.PI * random.uniform()),
  );
  // The same draws on both sides: the observed ratio is 1.3 exactly; only the resampling is uncertain.
  const wide = (ms: number) => {
    const h = newHistogram();
    for (const normal of draws) recordMs(h, ms * Math.exp(normal));
    return valueCounts(h);
  };
  const result = gate([{ name: "overall", head: wide(13), baseline: wide(10) }]);
  const unit = result.units[0]!;
  expect(unit.ratio!.lower).toBeLessThan(1.2);
  expect(unit.ratio!.value).toBeGreaterThan(1.2);
  expect(unit.verdict).toBe("insufficient_data");
});

test("any unit's regression fails the gate; a unit the baseline lacks is not compared", () => {
  const result = gate([
    { name: "overall", head: sample(10, 1000, 8), baseline: sample(10, 1000, 9) },
    { name: "s/slow", head: sample(40, 500, 10), baseline: sample(10, 500, 11) },
  ]);
  expect(result.units.map((u) => u.verdict)).toEqual(["no_change", "regression"]);
  expect(result.verdict).toBe("regression");
});

test("seeded: the same histograms give the same interval; the histograms survive their JSON text", () => {
  const head = sample(12, 800, 12);
  const baseline = sample(10, 800, 13);
  expect(bootstrapQuantileRatio(head, baseline)).toEqual(bootstrapQuantileRatio(head, baseline));
  const h = newHistogram();
  for (let i = 1; i <= 1000; i++) recordMs(h, i / 10);
  const back = valueCounts(decodeHistogram(encodeHistogram(h)));
  expect(sampleQuantile(back, 0.95)).toBe(sampleQuantile(valueCounts(h), 0.95));
  expect(() => decodeHistogram("not a histogram")).toThrow(/not an HdrHistogram/);
});

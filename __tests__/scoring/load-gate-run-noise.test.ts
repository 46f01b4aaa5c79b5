/**
 * The noise between runs in the latency gate: one run's bootstrap shows only
 * its own sampling, so a head run 1.3x slower on a busy machine, against a
 * base whose own runs differ by as much, is not called a regression; a 3x
 * slowdown still is. The spread comes from the base runs when there are
 * enough of them, else the assumed `load.runNoise` is its floor.
 */
import { decideLoadGate, type LoadGateInput } from "../../src/scoring/load-gate/decide-load-gate.js";
import { runNoiseOf, TRUSTED_SPREAD_RUNS } from "../../src/scoring/load-gate/run-noise.js";
import { newHistogram, recordMs, valueCounts } from "../../src/load/latency-histogram.js";
import { seededRandom } from "../../src/scoring/stats/seeded-random.js";

function sample(ms: number, n: number, seed: number) {
  const random = seededRandom(seed);
  const h = newHistogram();
  for (let i = 0; i < n; i++) recordMs(h, ms * Math.exp(0.15 * random.normal()));
  return valueCounts(h);
}

const gate = (units: LoadGateInput[], runNoise: number) =>
  decideLoadGate({ units, source: "history", baselineRuns: 1, maxSlowdown: 1.2, confidence: 0.95, minCalls: 200, runNoise });

describe("runNoiseOf", () => {
  test("one base run: nothing to measure, the assumed spread is used", () => {
    expect(runNoiseOf([10_000], 0.07)).toMatchObject({ sigma: 0.07, source: "assumed", runs: 1 });
  });

  test("a few runs closer together than assumed: the assumed spread stays the floor", () => {
    expect(runNoiseOf([10_000, 10_100, 9_950], 0.07)).toMatchObject({ sigma: 0.07, source: "assumed", runs: 3 });
  });

  test("a few runs further apart than assumed: their measured spread", () => {
    const noise = runNoiseOf([10_000, 13_000, 8_000], 0.07);
    expect(noise.source).toBe("measured");
    expect(noise.sigma).toBeGreaterThan(0.2);
  });

  test(`${TRUSTED_SPREAD_RUNS} runs or more: the measured spread, even below the assumed one`, () => {
    const noise = runNoiseOf([10_000, 10_100, 9_950, 10_050, 9_900], 0.07);
    expect(noise.source).toBe("measured");
    expect(noise.sigma).toBeLessThan(0.02);
    expect(noise.sigma).toBeGreaterThan(0);
  });

  test("the added sd counts the head run's own offset and the pool's: sigma * sqrt(1 + 1/runs)", () => {
    expect(runNoiseOf([10_000], 0.1).addedSd).toBeCloseTo(0.1 * Math.SQRT2, 10);
  });
});

describe("the gate with the noise between runs", () => {
  // 10,000 calls a side: the interval of one run's sampling is about ±3% wide.
  const head = sample(13, 10_000, 1);
  const base = sample(10, 10_000, 2);

  test("without it (runNoise 0), 1.3x at 10,000 calls is a regression: the narrow interval of one run", () => {
    const unit = gate([{ name: "overall", head, baseline: base }], 0).units[0]!;
    expect(unit.verdict).toBe("regression");
    expect(unit.runNoise).toEqual({ sigma: 0, source: "assumed", runs: 1 });
  });

  test("base runs whose own p95s differ by ~15%: the same 1.3x is not shown (insufficient data), and the report says why", () => {
    const runP95s = [10_000, 11_500, 8_700, 10_200, 12_000, 9_000].map((us) => us * 1.2);
    const unit = gate([{ name: "overall", head, baseline: base, baselineRunP95s: runP95s }], 0.07).units[0]!;
    expect(unit.verdict).toBe("insufficient_data");
    expect(unit.ratio!.lower).toBeLessThan(1.2);
    expect(unit.ratio!.value).toBeGreaterThan(1.2);
    expect(unit.runNoise).toMatchObject({ source: "measured", runs: 6 });
  });

  test("a 3x slowdown is still a regression with the assumed spread and one base run", () => {
    const unit = gate([{ name: "overall", head: sample(30, 1000, 3), baseline: sample(10, 1000, 4) }], 0.07).units[0]!;
    expect(unit.verdict).toBe("regression");
    expect(unit.ratio!.lower).toBeGreaterThan(2);
  });

  test("more noise, a wider interval around the same ratio; the same inputs, the same interval", () => {
    const quiet = gate([{ name: "overall", head, baseline: base }], 0.02).units[0]!.ratio!;
    const noisy = gate([{ name: "overall", head, baseline: base }], 0.1).units[0]!.ratio!;
    expect(noisy.value).toBe(quiet.value);
    expect(noisy.lower).toBeLessThan(quiet.lower);
    expect(noisy.upper).toBeGreaterThan(quiet.upper);
    expect(gate([{ name: "overall", head, baseline: base }], 0.1).units[0]!.ratio).toEqual(noisy);
  });
});

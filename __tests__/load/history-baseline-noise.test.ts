/**
 * The base branch's recorded runs are pooled for the gate, and each run's own
 * p95 is kept beside the pool: their spread is the noise between runs the
 * gate's interval includes. Five runs of a server whose p95 moves ±15% run to
 * run widen the interval of a 1.3x slower head past a regression call that
 * the pooled histogram alone would make.
 */
import { encodeHistogram, newHistogram, recordMs } from "../../src/load/latency-histogram.js";
import { historyBaseline, loadHistoryRun } from "../../src/load/load-baseline.js";
import { gateAgainstBaseline } from "../../src/load/gate-against-baseline.js";
import { seededRandom } from "../../src/scoring/stats/seeded-random.js";

function histogram(ms: number, n: number, seed: number) {
  const random = seededRandom(seed);
  const h = newHistogram();
  for (let i = 0; i < n; i++) recordMs(h, ms * Math.exp(0.1 * random.normal()));
  return h;
}

const settings = { maxSlowdown: 1.2, confidence: 0.95, minCalls: 200, runNoise: 0.07 };
const scales = [10, 11.5, 8.7, 10.2, 12];
const runs = scales.map((ms, i) => {
  const h = histogram(ms, 4000, i + 1);
  return loadHistoryRun(`2026-11-0${i + 1}T00:00:00.000Z`, { overall: h, tests: [["s/work", h]] }, "main");
});

test("each pooled run's p95 is kept, overall and per test", () => {
  const baseline = historyBaseline(runs, () => undefined)!;
  expect(baseline.runs).toBe(5);
  expect(baseline.runP95s!.overall).toHaveLength(5);
  expect(baseline.runP95s!.tests.get("s/work")).toEqual(baseline.runP95s!.overall);
  // Ordered as the runs: the 8.7 ms run has the lowest p95, the 12 ms run the highest.
  const p95s = baseline.runP95s!.overall;
  expect(p95s.indexOf(Math.min(...p95s))).toBe(2);
  expect(p95s.indexOf(Math.max(...p95s))).toBe(4);
});

test("the runs' spread is measured and widens the interval: 1.3x over a noisy base is not called a regression", () => {
  const baseline = historyBaseline(runs, () => undefined)!;
  const pooledMs = 10.48; // the mean of the runs' scales
  const head = histogram(pooledMs * 1.3, 20_000, 99);
  const gate = gateAgainstBaseline({ overall: head, tests: [["s/work", head]] }, baseline, settings);
  const overall = gate.units[0]!;
  expect(overall.runNoise).toMatchObject({ source: "measured", runs: 5 });
  expect(overall.runNoise!.sigma).toBeGreaterThan(0.1);
  expect(overall.verdict).not.toBe("regression");
  expect(overall.ratio!.lower).toBeLessThan(1.2);
  // The same pool without the runs' p95s (as one run): the narrow interval calls it a regression.
  const asOne = { ...baseline, runs: 1, runP95s: undefined };
  const naive = gateAgainstBaseline({ overall: head, tests: [["s/work", head]] }, asOne, { ...settings, runNoise: 0 });
  expect(naive.units[0]!.verdict).toBe("regression");
});

test("a history run whose histogram does not decode is skipped and left out of the spread", () => {
  const warnings: string[] = [];
  const broken = { ...runs[0]!, overall: encodeHistogram(newHistogram()).slice(0, 10) + "!!" };
  const baseline = historyBaseline([broken, ...runs.slice(1)], (w) => warnings.push(w))!;
  expect(baseline.runs).toBe(4);
  expect(baseline.runP95s!.overall).toHaveLength(4);
  expect(warnings).toHaveLength(1);
});

test("a run that recorded nothing for a test is left out of that test's spread (no p95 of 0 to make it look wild)", () => {
  const empty = newHistogram();
  const withEmpty = loadHistoryRun("2026-11-06T00:00:00.000Z", { overall: histogram(10, 4000, 9), tests: [["s/work", empty]] }, "main");
  const baseline = historyBaseline([...runs, withEmpty], () => undefined)!;
  expect(baseline.runs).toBe(6);
  expect(baseline.runP95s!.overall).toHaveLength(6);
  expect(baseline.runP95s!.tests.get("s/work")).toHaveLength(5);
});

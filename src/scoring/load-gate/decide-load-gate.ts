/**
 * The latency gate of `mcpvals load`: per unit (overall, and each tool test
 * both sides measured), this run's p95 over the baseline's with a bootstrap
 * interval, and a verdict with the pass-rate gate's honesty rules. A
 * regression must be shown: the whole interval lies above `maxSlowdown`. A
 * slowdown past `maxSlowdown` the interval cannot confirm, or a side with
 * fewer than `minCalls` recorded calls, is `insufficient_data`; never a
 * silent pass or fail. The interval holds the noise between runs as well as
 * this run's sampling (run-noise.ts): two runs of unchanged code on a busy
 * machine differ by more than either run's own resampling says. Pure.
 */
import type { LoadGate, LoadGateUnit } from "../../result/load-report.js";
import { round } from "../../util/round.js";
import {
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  bootstrapQuantileRatio,
  sampleQuantile,
  totalCount,
  type ValueCounts,
} from "../stats/bootstrap-quantile-ratio.js";
import { runNoiseOf } from "./run-noise.js";

/** One unit's two samples (latencies in µs, as the histograms hold them). */
export interface LoadGateInput {
  name: string;
  head: ValueCounts;
  baseline: ValueCounts;
  /** The p95 (µs) of each base run pooled into `baseline`: their spread is the noise between runs. @default one run */
  baselineRunP95s?: readonly number[];
}

export interface DecideLoadGateOptions {
  /** "overall" first, then the tool tests. */
  units: readonly LoadGateInput[];
  source: LoadGate["source"];
  baselineRuns: number;
  maxSlowdown: number;
  confidence: number;
  minCalls: number;
  /** The between-run spread assumed when the base runs are too few to measure it (run-noise.ts). @default 0 */
  runNoise?: number;
  /** @default BOOTSTRAP_RESAMPLES */
  resamples?: number;
  /** @default BOOTSTRAP_SEED */
  seed?: number;
}

type Verdict = LoadGateUnit["verdict"];

export function decideLoadGate(options: DecideLoadGateOptions): LoadGate {
  const { units, source, baselineRuns, maxSlowdown, confidence, minCalls } = options;
  const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
  const seed = options.seed ?? BOOTSTRAP_SEED;
  const runNoise = options.runNoise ?? 0;
  const decided = units.map((unit, index) =>
    // Each unit its own stream, fixed by its place: the same inputs give the same verdicts.
    decideUnit(unit, { maxSlowdown, confidence, minCalls, resamples, seed: seed + index, runNoise }),
  );
  return {
    source,
    baselineRuns,
    maxSlowdown,
    confidence,
    resamples,
    seed,
    minCalls,
    units: decided,
    verdict: overallVerdict(decided),
  };
}

function decideUnit(
  unit: LoadGateInput,
  {
    maxSlowdown,
    confidence,
    minCalls,
    resamples,
    seed,
    runNoise,
  }: Omit<Required<DecideLoadGateOptions>, "units" | "source" | "baselineRuns">,
): LoadGateUnit {
  const headCalls = totalCount(unit.head);
  const baseCalls = totalCount(unit.baseline);
  const head = { calls: headCalls, p95: round(sampleQuantile(unit.head, 0.95) / 1000, 3) };
  const baseline = { calls: baseCalls, p95: round(sampleQuantile(unit.baseline, 0.95) / 1000, 3) };
  if (headCalls < minCalls || baseCalls < minCalls) return { name: unit.name, head, baseline, ratio: null, verdict: "insufficient_data" };
  const { addedSd, ...noise } = runNoiseOf(unit.baselineRunP95s ?? [sampleQuantile(unit.baseline, 0.95)], runNoise);
  const interval = bootstrapQuantileRatio(unit.head, unit.baseline, { confidence, resamples, seed, runNoise: addedSd });
  const ratio = { value: round(interval.value, 4), lower: round(interval.lower, 4), upper: round(interval.upper, 4) };
  return { name: unit.name, head, baseline, ratio, verdict: verdictOf(interval, maxSlowdown), runNoise: noise };
}

function verdictOf({ value, lower, upper }: { value: number; lower: number; upper: number }, maxSlowdown: number): Verdict {
  if (lower > maxSlowdown) return "regression";
  if (upper < 1 / maxSlowdown) return "improvement";
  // Slower than allowed, but the interval reaches below the limit: not shown, not cleared.
  if (value > maxSlowdown) return "insufficient_data";
  return "no_change";
}

/** Any regression fails; otherwise the overall unit speaks (the first). */
function overallVerdict(units: readonly LoadGateUnit[]): Verdict {
  if (units.some((u) => u.verdict === "regression")) return "regression";
  return units[0]?.verdict ?? "insufficient_data";
}

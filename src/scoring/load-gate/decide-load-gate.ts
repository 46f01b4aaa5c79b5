/**
 * The latency gate of `mcpvals load`: per unit (overall, and each tool test
 * both sides measured), this run's p95 over the baseline's with a bootstrap
 * interval, and a verdict with the pass-rate gate's honesty rules. A
 * regression must be shown: the whole interval lies above `maxSlowdown`. A
 * slowdown past `maxSlowdown` the interval cannot confirm, or a side with
 * fewer than `minCalls` recorded calls, is `insufficient_data`; never a
 * silent pass or fail. Pure.
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

/** One unit's two samples (latencies in µs, as the histograms hold them). */
export interface LoadGateInput {
  name: string;
  head: ValueCounts;
  baseline: ValueCounts;
}

export interface DecideLoadGateOptions {
  /** "overall" first, then the tool tests. */
  units: readonly LoadGateInput[];
  source: LoadGate["source"];
  baselineRuns: number;
  maxSlowdown: number;
  confidence: number;
  minCalls: number;
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
  const decided = units.map((unit, index) =>
    // Each unit its own stream, fixed by its place: the same inputs give the same verdicts.
    decideUnit(unit, { maxSlowdown, confidence, minCalls, resamples, seed: seed + index }),
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
  { maxSlowdown, confidence, minCalls, resamples, seed }: Omit<Required<DecideLoadGateOptions>, "units" | "source" | "baselineRuns">,
): LoadGateUnit {
  const headCalls = totalCount(unit.head);
  const baseCalls = totalCount(unit.baseline);
  const head = { calls: headCalls, p95: round(sampleQuantile(unit.head, 0.95) / 1000, 3) };
  const baseline = { calls: baseCalls, p95: round(sampleQuantile(unit.baseline, 0.95) / 1000, 3) };
  if (headCalls < minCalls || baseCalls < minCalls) return { name: unit.name, head, baseline, ratio: null, verdict: "insufficient_data" };
  const interval = bootstrapQuantileRatio(unit.head, unit.baseline, { confidence, resamples, seed });
  const ratio = { value: round(interval.value, 4), lower: round(interval.lower, 4), upper: round(interval.upper, 4) };
  return { name: unit.name, head, baseline, ratio, verdict: verdictOf(interval, maxSlowdown) };
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

/**
 * The latency gate of a finished load run against its baseline: the overall
 * unit and each tool test both sides measured, with the base runs' own p95s
 * (their spread is the noise between runs) when the baseline is a history.
 */
import type { LoadSettings } from "../config/load-schema.js";
import type { LoadGate } from "../result/load-report.js";
import { decideLoadGate, type LoadGateInput } from "../scoring/load-gate/decide-load-gate.js";
import { valueCounts, type LatencyHistogram } from "./latency-histogram.js";
import type { LoadBaseline } from "./load-baseline.js";

export function gateAgainstBaseline(
  histograms: { overall: LatencyHistogram; tests: ReadonlyArray<readonly [string, LatencyHistogram]> },
  baseline: LoadBaseline,
  settings: Pick<LoadSettings, "maxSlowdown" | "confidence" | "minCalls" | "runNoise">,
): LoadGate {
  const runs = baseline.runP95s;
  const unit = (name: string, head: LatencyHistogram, base: LatencyHistogram, runP95s: number[] | undefined): LoadGateInput => ({
    name,
    head: valueCounts(head),
    baseline: valueCounts(base),
    ...(runP95s ? { baselineRunP95s: runP95s } : {}),
  });
  return decideLoadGate({
    units: [
      unit("overall", histograms.overall, baseline.overall, runs?.overall),
      ...histograms.tests.flatMap(([name, head]) => {
        const base = baseline.tests.get(name);
        return base ? [unit(name, head, base, runs?.tests.get(name))] : [];
      }),
    ],
    source: baseline.source,
    baselineRuns: baseline.runs,
    maxSlowdown: settings.maxSlowdown,
    confidence: settings.confidence,
    minCalls: settings.minCalls,
    runNoise: settings.runNoise,
  });
}

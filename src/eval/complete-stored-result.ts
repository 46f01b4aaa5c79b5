/**
 * What a report written by an older mcpvals lacks, derived once where a report
 * is read back (readResultFile: `mcpvals report`, `merge`, `--baseline`), so
 * every reporter reads the same fields whatever wrote the file: the metrics'
 * reports' text (before 0.5), the gate's plotted intervals and the verdict.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { GateResult } from "../result/gate-result.js";
import { chartIntervals } from "../scoring/gate/chart-intervals.js";
import { describeMetrics } from "../scoring/score-metrics.js";
import { withVerdict } from "./decide-verdict.js";

export function completeStoredResult({
  verdict,
  ...stored
}: Omit<EvalResult, "verdict"> & { verdict?: EvalResult["verdict"] | undefined }): EvalResult {
  const result = {
    ...stored,
    workflows: stored.workflows.map((w) => ({ ...w, metrics: describeMetrics(w.metrics) })),
    ...(stored.gate ? { gate: withIntervals(stored.gate) } : {}),
  };
  return verdict ? { ...result, verdict } : withVerdict(result);
}

/** A unit stored before its intervals were: they are computed from its counts. */
function withIntervals(gate: GateResult): GateResult {
  const bare = (unit: GateResult["units"][number]) =>
    unit.headInterval === undefined && (unit.history ?? []).every((run) => run.lower === undefined && run.upper === undefined);
  return { ...gate, units: gate.units.map((unit) => (bare(unit) ? chartIntervals(unit, gate.settings.confidence) : unit)) };
}

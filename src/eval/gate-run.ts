/**
 * The statistical gate of a finished run: its units' pass counts against
 * the baseline opened with the run. None when the gate is off or the run
 * was cancelled (a partial run's rates would read as a regression).
 */
import { decideGate } from "../scoring/gate/decide-gate.js";
import { unitCounts } from "../scoring/gate/unit-counts.js";
import type { GateResult } from "../result/gate-result.js";
import type { RunOutcome } from "./execute-run.js";
import type { OpenRun } from "./open-run.js";
import type { RunPlan } from "./plan-run.js";

export function gateRun(
  plan: Pick<RunPlan, "gate">,
  run: Pick<OpenRun, "baseline">,
  outcome: Pick<RunOutcome, "workflows" | "toolHealth">,
  signal: AbortSignal,
): GateResult | null {
  if (plan.gate === null || run.baseline === null || signal.aborted) return null;
  return decideGate({
    head: unitCounts(outcome.workflows, outcome.toolHealth),
    baseline: run.baseline.runs,
    source: run.baseline.source,
    settings: plan.gate.settings,
    waivers: plan.gate.waivers,
    now: new Date(),
  });
}

/**
 * The verdict of a finished run from everything that gates it: the scores
 * against the threshold (summarizeRun), the tool-definition token budget,
 * and the statistical gate against the baseline opened with the run (none
 * when off or cancelled: a partial run's rates would read as a regression).
 */
import type { EvalResult } from "../result/eval-result.js";
import type { GateResult } from "../result/gate-result.js";
import { countToolTokens } from "../scoring/count-tool-tokens.js";
import { decideGate } from "../scoring/gate/decide-gate.js";
import { withGateFindings } from "../report/gate-text.js";
import { quarantinedUnits } from "../scoring/gate/quarantined-units.js";
import { unitCounts } from "../scoring/gate/unit-counts.js";
import { summarizeRun } from "../scoring/summarize-run.js";
import type { RunOutcome } from "./execute-run.js";
import type { OpenRun } from "./open-run.js";
import type { RunPlan } from "./plan-run.js";

export type RunVerdict = Pick<EvalResult, "passed" | "score" | "summary" | "gate" | "toolTokens">;

export function decideRun(plan: RunPlan, run: OpenRun, outcome: RunOutcome, signal: AbortSignal): RunVerdict {
  const { workflows, toolHealth, retrieval } = outcome;
  const gate = gateRun(plan, run, outcome, signal);
  const counter = plan.tokenCounter;
  const toolTokens = counter ? countToolTokens({ servers: run.connections.serverTools(), ...counter, budget: plan.config.budget }) : null;
  const verdict = summarizeRun({
    workflows,
    toolHealth,
    threshold: plan.threshold,
    retrieval,
    cancelled: signal.aborted,
    shard: plan.shard,
    toolTokens,
    quarantined: quarantinedUnits(gate),
  });
  return {
    ...verdict,
    passed: verdict.passed && (gate?.passed ?? true),
    ...(gate ? { gate } : {}),
    ...(toolTokens ? { toolTokens } : {}),
  };
}

function gateRun(
  plan: Pick<RunPlan, "gate">,
  run: Pick<OpenRun, "baseline">,
  outcome: Pick<RunOutcome, "workflows" | "toolHealth">,
  signal: AbortSignal,
): GateResult | null {
  if (plan.gate === null || run.baseline === null || signal.aborted) return null;
  return withGateFindings(
    decideGate({
      head: unitCounts(outcome.workflows, outcome.toolHealth),
      baseline: run.baseline.runs,
      source: run.baseline.source,
      settings: plan.gate.settings,
      waivers: plan.gate.waivers,
      now: new Date(),
    }),
  );
}

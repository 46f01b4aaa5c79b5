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
import { decideCalibrationGate } from "../scoring/judge-agreement.js";
import type { RunOutcome } from "./execute-run.js";
import type { OpenRun } from "./open-run.js";
import type { RunPlan } from "./plan-run.js";

export type RunVerdict = Pick<EvalResult, "passed" | "score" | "summary" | "gate" | "toolTokens" | "judgeCalibration">;

export function decideRun(
  plan: RunPlan,
  run: Pick<OpenRun, "connections" | "baseline" | "judgeCalibration">,
  outcome: RunOutcome,
  signal: AbortSignal,
): RunVerdict {
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
  // The judge against its last calibration (llmJudge.minAgreement), when it judged anything; a cancelled run is
  // judged by nothing more.
  const judged = workflows.some((w) => w.metrics.llmJudge !== undefined && !w.metrics.llmJudge.skipped);
  const judgeCalibration =
    plan.judge && judged && !signal.aborted
      ? decideCalibrationGate({ judgeModel: plan.judge.label, last: run.judgeCalibration, minAgreement: plan.config.judge?.minAgreement })
      : null;
  return {
    ...verdict,
    passed: verdict.passed && (gate?.passed ?? true) && (judgeCalibration?.passed ?? true),
    ...(gate ? { gate } : {}),
    ...(judgeCalibration ? { judgeCalibration } : {}),
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

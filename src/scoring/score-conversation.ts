/**
 * The metrics of a conversation with a simulated user (`user:`); absent for
 * a workflow of fixed steps.
 * - turnsToGoal: passes when the user ended the conversation with the stop
 *   marker within `maxTurns`; "turn limit" (or a user that stopped writing
 *   without the marker) fails it.
 * - goalReached: the judge's verdict on the user's goal over the whole
 *   transcript (eval asks it; the metric only reports it). Skipped when the
 *   run has no judge model (a scripted agent with no llmJudge).
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { MetricResult } from "../result/metric-result.js";
import type { JudgeMetric } from "./judge-metric.js";
import type { WorkflowTrace } from "./workflow-trace.js";

/** The uniform fields, plus the turns the user took and the limit. */
export interface TurnsToGoalMetric extends MetricResult {
  turns: number;
  maxTurns: number;
}

export function scoreTurnsToGoal(
  workflow: Pick<ResolvedWorkflow, "user">,
  trace: Pick<WorkflowTrace, "messages" | "stopReason" | "userTurns">,
): TurnsToGoalMetric | undefined {
  const { user } = workflow;
  if (!user) return undefined;
  const turns = trace.userTurns ?? trace.messages.length;
  const { maxTurns } = user;
  const base = { skipped: false, turns, maxTurns };
  switch (trace.stopReason) {
    case "user stopped":
      return { ...base, passed: true, message: `the user stopped after ${turns} of at most ${maxTurns} turns` };
    case "turn limit":
      return {
        ...base,
        passed: false,
        message: `turn limit: ${maxTurns} user turns went by and the user never said the goal was reached (no ${user.stop})`,
      };
    default:
      return {
        ...base,
        passed: false,
        message: `the user stopped writing after ${turns} turns without the stop marker ${user.stop}${user.script ? " (the script ran out: end its last message with the marker)" : ""}`,
      };
  }
}

const NO_JUDGE = "no judge model to judge the goal: set llmJudge (with a model), or run the agent on a model";

export function scoreGoalReached(
  workflow: Pick<ResolvedWorkflow, "user">,
  trace: Pick<WorkflowTrace, "goalJudged">,
): JudgeMetric | MetricResult | undefined {
  if (!workflow.user) return undefined;
  return trace.goalJudged ?? { passed: true, skipped: true, message: NO_JUDGE };
}

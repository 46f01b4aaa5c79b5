/**
 * The WorkflowResult of one attempt, from what its session recorded and what
 * the attempt came to (messages, error, verifiers, the judge's verdict): the
 * metrics of scoring's table, the verdict, the cost estimate. Pure: no I/O.
 */
import type { StepMessage } from "../agent/driver.js";
import { estimateCostUsd, priceFor } from "../agent/pricing.js";
import type { ModelPrice } from "../config/schema.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { ToolSelectionResult } from "../result/tool-selection-result.js";
import type { Usage } from "../result/usage.js";
import type { VerifierResult } from "../result/verifier-result.js";
import type { JudgeMetric } from "../scoring/judge-metric.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { scoreMetrics } from "../scoring/score-metrics.js";
import { scoreWorkflow } from "../scoring/score-workflow.js";
import type { SessionRecord } from "./workflow-session.js";
import type { StopReason } from "../result/stop-reason.js";
import type { UserSpend } from "../agent/user/user-turns.js";
import { addUsage } from "../util/add-usage.js";

/** What one attempt came to, beside the calls its session recorded. */
export interface AttemptOutcome {
  messages: StepMessage[];
  usage: Usage | null;
  toolSelection?: ToolSelectionResult | undefined;
  /** Why the attempt stopped (infrastructure, timeout, cancellation, a setup or teardown step); null when it ran through. */
  error: string | null;
  /** The error is infrastructure (exit 3), not a verdict on the server: see WorkflowResult.infrastructure. */
  infrastructure: boolean;
  verifiers: VerifierResult[];
  /** The judge's verdict; absent when no judge ran. */
  judged?: JudgeMetric | undefined;
  /** A conversation's goal as the judge saw it (goalReached); absent without a user or a judge. */
  goalJudged?: JudgeMetric | undefined;
  /** Why a conversation with a simulated user ended. */
  stopReason?: StopReason | undefined;
  /** What the model playing the user used (its turns and elicitation answers); absent without one. */
  userSpend?: UserSpend | undefined;
  durationMs: number;
  /** When the attempt began (ISO 8601). */
  startedAt?: string;
}

export interface BuildWorkflowResultOptions {
  workflow: ResolvedWorkflow;
  session: SessionRecord;
  attempt: AttemptOutcome;
  databaseId: string;
  /** Label of the driver, for the price. */
  driverLabel: string;
  pricing?: Record<string, ModelPrice> | undefined;
}

export function buildWorkflowResult({
  workflow,
  session,
  attempt,
  databaseId,
  driverLabel,
  pricing,
}: BuildWorkflowResultOptions): WorkflowResult {
  const { toolCalls, serverRequests, notifications, fallbacks } = session;
  const { messages, toolSelection, error, infrastructure, verifiers, judged, goalJudged, stopReason, userSpend } = attempt;
  // The workflow's spend is the agent's and the simulated user's together (budget and cost count both); userUsage tells them apart.
  const usage = userSpend ? addUsage(attempt.usage, userSpend.usage) : attempt.usage;
  const costUsd = usage ? spendCost(attempt.usage, userSpend, priceFor(driverLabel, pricing), pricing) : undefined;
  // The user's last message (its stop marker removed) is in the transcript, unanswered: the end state is the agent's last answer.
  const answered = stopReason === "user stopped" && messages.at(-1)?.assistant === "" ? messages.slice(0, -1) : messages;
  const trace = {
    messages: answered,
    usage,
    toolCalls,
    serverRequests,
    recovered: fallbacks?.recoveredCalls(),
    judged,
    ...(goalJudged ? { goalJudged } : {}),
    ...(stopReason ? { stopReason, userTurns: messages.length } : {}),
  };
  const metrics = scoreMetrics(trace, workflow);
  const verdict = scoreWorkflow(metrics, error, verifiers);
  // A call no token the client could get was accepted for (errorKind auth): the failure is the credentials', not the server's.
  const authFailed = verdict.passed ? undefined : toolCalls.find((call) => call.errorKind === "auth");
  const fallbackReport = fallbacks?.report(verdict.passed);
  return {
    name: workflow.name,
    // Under a host: which one, and the configured workflow this is a copy of (a host × workflow matrix's row).
    ...(workflow.host !== undefined ? { host: workflow.host, workflow: workflow.name.slice(0, -` [${workflow.host}]`.length) } : {}),
    // A conversation: who the simulated user was, and why it ended.
    ...(workflow.persona !== undefined ? { persona: workflow.persona } : {}),
    ...(stopReason ? { stopReason } : {}),
    passed: verdict.passed,
    score: verdict.score,
    durationMs: attempt.durationMs,
    ...(attempt.startedAt ? { startedAt: attempt.startedAt } : {}),
    metrics,
    toolCalls,
    messages,
    finalMessage: answered.at(-1)?.assistant ?? "",
    usage,
    ...(userSpend ? { userUsage: userSpend.usage } : {}),
    ...(costUsd !== undefined ? { costUsd } : {}),
    ...(toolSelection ? { toolSelection } : {}),
    error: verdict.error ?? authFailed?.error ?? null,
    ...(((infrastructure || verdict.infrastructure === true) && verdict.error !== null) || authFailed ? { infrastructure: true } : {}),
    verifiers,
    databaseId,
    ...(fallbackReport ? { fallbacks: fallbackReport } : {}),
    ...(serverRequests.length > 0 ? { serverRequests } : {}),
    ...(notifications.length > 0 ? { notifications } : {}),
  };
}

/** The agent's cost plus the user model's (each priced by its own model); null when either price is unknown (a part is not the whole). */
function spendCost(
  agent: Usage | null,
  user: UserSpend | undefined,
  agentPrice: ModelPrice | undefined,
  pricing: Record<string, ModelPrice> | undefined,
): number | null {
  const parts = [
    ...(agent ? [estimateCostUsd(agent, agentPrice)] : []),
    ...(user ? [estimateCostUsd(user.usage, priceFor(user.model, pricing))] : []),
  ];
  if (parts.some((part) => part === null)) return null;
  return Math.round(parts.reduce<number>((sum, part) => sum + part!, 0) * 1_000_000) / 1_000_000;
}

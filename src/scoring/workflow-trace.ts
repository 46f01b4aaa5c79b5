/**
 * What a workflow metric scores: one attempt as its session recorded it, and
 * what the workflow's config expects of it.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { JudgeMetric } from "./judge-metric.js";
import type { Usage } from "../result/usage.js";
import type { StopReason } from "../result/stop-reason.js";
import type { StepAnswer } from "./score-end-to-end.js";

export interface WorkflowTrace {
  /** The final assistant message of each step, with the tokens the step used (absent without an LLM). */
  messages: ReadonlyArray<StepAnswer & { usage?: Usage }>;
  /** Tokens the whole attempt used; null without an LLM. */
  usage?: Usage | null;
  toolCalls: ToolCallRecord[];
  /** Requests the servers sent to the client during the calls, with the answers given. */
  serverRequests: readonly ServerRequestRecord[];
  /** Failed calls a fallback recovered: index into `toolCalls` → the tool that stood in. */
  recovered?: ReadonlyMap<number, string>;
  /** The judge's verdict when it ran: it asks a model, so eval calls it and the metric only reports it. */
  judged?: JudgeMetric;
  /** A conversation's goal as the judge saw it (goalReached), the same way. */
  goalJudged?: JudgeMetric;
  /** Why a conversation with a simulated user ended; absent for fixed steps. */
  stopReason?: StopReason;
  /** A conversation's user turns, its last (unanswered) message included; `messages` leaves that one out. */
  userTurns?: number;
}

/**
 * What a metric checks the trace against: the whole resolved workflow, not a
 * pick of its fields, so that a metric with a setting of its own (a field of
 * config/workflow-schema.ts) reads it here with no list to extend.
 */
export type WorkflowExpectations = ResolvedWorkflow;

/**
 * The result of one workflow (with repeats: the attempt shown plus every run).
 */
import { z } from "zod";
import { ToolCallRecordSchema } from "./tool-call-record.js";
import { UsageSchema } from "./usage.js";
import { MetricResultSchema } from "./metric-result.js";
import { VerifierResultSchema } from "./verifier-result.js";
import { RepeatsSummarySchema, WorkflowAttemptSchema } from "./workflow-attempt.js";
import { ToolSelectionResultSchema } from "./tool-selection-result.js";
import { FallbackReportSchema } from "./fallback-report.js";
import { CassetteStatusSchema } from "./cassette-status.js";
import { ServerRequestRecordSchema } from "./server-request.js";
import { ServerNotificationRecordSchema } from "./server-notification.js";
import { StopReasonSchema } from "./stop-reason.js";

export const WorkflowResultSchema = z.object({
  /** Unique in the run; under a host it ends with the host: `add numbers [claude-code]`. */
  name: z.string(),
  /** The host profile this workflow ran as (config `host:` / `hosts:`); absent: as mcpvals. */
  host: z.string().optional(),
  /** With `host`: the configured workflow's name (the same for every host it ran under). */
  workflow: z.string().optional(),
  /** A conversation with a simulated user (`user:`): the persona's label (a preset name, or `custom-N`). */
  persona: z.string().optional(),
  /** A conversation: why it ended ("user stopped": the stop marker; "turn limit": maxTurns; "no message"). */
  stopReason: StopReasonSchema.optional(),
  passed: z.boolean(),
  score: z.number(),
  durationMs: z.number(),
  /** When the workflow (its first attempt, with repeats) began, ISO 8601: places it on the HTML report's timeline. Absent in older reports. */
  startedAt: z.string().optional(),
  /**
   * Every metric that applied, by its name in scoring's table (scoring/workflow-metric-table.ts), in the table's order.
   * Each is a MetricResult with its own fields beside (kept: loose); scoring and tests read them typed through
   * the table (`metricOf`), reporters through the uniform fields alone.
   */
  metrics: z.record(z.string(), MetricResultSchema.loose()),
  toolCalls: z.array(ToolCallRecordSchema),
  /** Final assistant message of each step, in order. */
  messages: z.array(
    z.object({
      step: z.number().int(),
      user: z.string(),
      assistant: z.string(),
      /** Tokens the model used for this step (all its model calls); absent without an LLM. */
      usage: UsageSchema.optional(),
    }),
  ),
  finalMessage: z.string(),
  /** Tokens the workflow used: the agent's model's, plus the simulated user's model's in a conversation (`userUsage`). */
  usage: UsageSchema.nullable(),
  /** A conversation with a model playing the user: that model's share of `usage` (its turns and elicitation answers). Absent otherwise, and in older reports. */
  userUsage: UsageSchema.optional(),
  /** Estimated USD for `usage`, each model's tokens at its own price (see src/agent/pricing.ts); null when a model's price is unknown. */
  costUsd: z.number().nullable().optional(),
  /** Infrastructure failure that stopped the workflow (server did not start, model unreachable, timeout). */
  error: z.string().nullable(),
  /**
   * True when `error` is infrastructure, not a verdict on the server: a server that could not be started or
   * reached, a model endpoint that failed, a cancelled run. Such a run exits 3 instead of 1 (docs/cli.md, "Exit codes").
   */
  infrastructure: z.boolean().optional(),
  /** State checks after the agent finished (`verify`), in config order. Absent in results of older versions. */
  verifiers: z.array(VerifierResultSchema).optional(),
  /** The `{{databaseId}}` of this run (of the attempt shown, with repeats). */
  databaseId: z.string().optional(),
  /** With `repeats` > 1: every run, in order. The fields above show the first failed run (else the last). */
  attempts: z.array(WorkflowAttemptSchema).optional(),
  /** With `repeats` > 1: pass@1, pass@k, pass^k and the minPass gate; `passed` is the gate and `score` is pass@1. */
  repeats: RepeatsSummarySchema.optional(),
  /** With `toolSelection: { mode: "retrieve" }`: the tools offered per step and the prompt tokens saved. */
  toolSelection: ToolSelectionResultSchema.optional(),
  /** Fallback suggestions offered after failed tool calls, which were taken, and whether the workflow recovered; absent when no call failed. */
  fallbacks: FallbackReportSchema.optional(),
  /** With cassettes on: whether the model's answers were recorded, replayed, or why not. Absent in older reports. */
  cassette: CassetteStatusSchema.optional(),
  /** Requests the servers sent to the client during the workflow's tool calls (roots, sampling, elicitation) and the answers given; absent when none. */
  serverRequests: z.array(ServerRequestRecordSchema).optional(),
  /** Log messages and list-changed notifications during the workflow's tool calls; absent when none. */
  notifications: z.array(ServerNotificationRecordSchema).optional(),
});

export type WorkflowResult = z.infer<typeof WorkflowResultSchema>;

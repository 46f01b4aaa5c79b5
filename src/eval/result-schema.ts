/**
 * The one result object of a run. The JSON reporter writes it as-is, the
 * other reporters format it, and `evaluate()` returns it. It is a zod schema
 * so that a saved report can be read back and checked (`mcpvals merge`).
 * Bump RESULT_SCHEMA_VERSION on any incompatible change.
 */
import { z } from "zod";
import { VerifierResultSchema } from "../verify/verifier.js";
import { RepeatsSummarySchema, WorkflowAttemptSchema } from "./attempt-schema.js";
import { ShardSchema } from "./shard-work.js";
import { FallbackReportSchema, FallbackTotalsSchema, RetrievalResultSchema, ToolSelectionResultSchema } from "./search-result-schema.js";

export const RESULT_SCHEMA_VERSION = 1;

export const ToolErrorKindSchema = z.enum([
  /** JSON-RPC error answer from the server. */
  "protocol",
  /** The tool answered with `isError: true`. */
  "tool",
  "timeout",
  /** Connection, process or HTTP failure (non-2xx). */
  "transport",
  /** The server does not offer a tool of that name. */
  "unknown-tool",
  /** Arguments do not match the tool's inputSchema. */
  "invalid-args",
  /** structuredContent does not match the tool's outputSchema (or is missing). */
  "invalid-output",
  "aborted",
]);

export const ToolCallRecordSchema = z.object({
  server: z.string(),
  tool: z.string(),
  args: z.unknown(),
  /** True when the call was healthy: answered, no isError, valid args and output. */
  ok: z.boolean(),
  isError: z.boolean(),
  latencyMs: z.number(),
  errorKind: ToolErrorKindSchema.nullable(),
  error: z.string().nullable(),
  /** Text the tool returned (text content joined, else JSON of structuredContent), truncated. */
  resultText: z.string(),
  /** Index of the workflow step (user message) the call belongs to. */
  step: z.number().int(),
  /** ISO time the call was made (for ToolStats.lastCalledAt). */
  startedAt: z.string().optional(),
});

const metricBase = {
  passed: z.boolean(),
  /** A skipped metric had nothing to check (no expectations given) and does not count in the score. */
  skipped: z.boolean(),
  message: z.string(),
};

export const EndToEndMetricSchema = z.object({
  ...metricBase,
  checks: z.array(
    z.object({
      /** "step 2" or "workflow". */
      scope: z.string(),
      expected: z.string(),
      actual: z.string(),
      passed: z.boolean(),
    }),
  ),
});

export const ToolOrderMetricSchema = z.object({
  ...metricBase,
  mode: z.enum(["in-order", "exact", "any"]),
  expected: z.array(z.string()),
  actual: z.array(z.string()),
  /** Index into `expected` of the first entry that was not matched (in exact mode, `expected.length` when extra calls followed); null when all matched. */
  firstMismatch: z.number().int().nullable(),
});

export const ToolHealthMetricSchema = z.object({
  ...metricBase,
  total: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ tool: z.string(), errorKind: ToolErrorKindSchema, error: z.string() })),
  /** Failed calls a fallback recovered (a suggested tool, `by`, was called instead and succeeded): listed, but not counted in `failed`. */
  recovered: z.array(z.object({ tool: z.string(), errorKind: ToolErrorKindSchema, error: z.string(), by: z.string() })).optional(),
});

export const JudgeMetricSchema = z.object({
  ...metricBase,
  score: z.number(),
  minScore: z.number(),
  reasoning: z.string(),
  model: z.string(),
});

export const UsageSchema = z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number() });

export const WorkflowResultSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  score: z.number(),
  durationMs: z.number(),
  metrics: z.object({
    endToEnd: EndToEndMetricSchema,
    toolOrder: ToolOrderMetricSchema,
    toolHealth: ToolHealthMetricSchema,
    llmJudge: JudgeMetricSchema.optional(),
  }),
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
  usage: UsageSchema.nullable(),
  /** Estimated USD for `usage` (see src/agent/pricing.ts); null when the model's price is unknown. */
  costUsd: z.number().nullable().optional(),
  /** Infrastructure failure that stopped the workflow (server did not start, model unreachable, timeout). */
  error: z.string().nullable(),
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
});

export const ToolHealthResultSchema = z.object({
  suite: z.string(),
  test: z.string(),
  tool: z.string(),
  passed: z.boolean(),
  latencyMs: z.number(),
  attempts: z.number().int(),
  /** Why it failed; null when it passed. */
  error: z.string().nullable(),
  resultText: z.string(),
});

export const ServerReportSchema = z.object({
  name: z.string(),
  transport: z.enum(["stdio", "shttp", "sse"]),
  /** Transport actually used (shttp falls back to sse). */
  connectedVia: z.enum(["stdio", "shttp", "sse"]).nullable(),
  serverInfo: z.object({ name: z.string(), version: z.string() }).nullable(),
  tools: z.number().int(),
  /** SHA-256 of the canonical JSON of the tool list: ties a result to the exact tools it ran against. */
  toolsHash: z.string().nullable(),
  /** Processes started (stdio) or connections opened (HTTP) during the run. */
  connections: z.number().int(),
  error: z.string().nullable(),
  /** configured: never started (no workflow or test used it); connecting; connected / failed: how the last connect ended. */
  state: z.enum(["configured", "connecting", "connected", "failed"]).optional(),
  /** ISO time of the first successful connect; null when none. */
  connectedAt: z.string().nullable().optional(),
  /** Connect tries, retries included (each a process start or connection). */
  attempts: z.number().int().optional(),
  /** Error of the most recent failed try, also when a later one succeeded. */
  lastError: z.string().nullable().optional(),
  /** Circuit breaker at the end of the run. */
  breaker: z.enum(["closed", "open", "half-open"]).optional(),
  /** ISO time the breaker last opened; null while closed. */
  breakerOpenedAt: z.string().nullable().optional(),
});

/** How a tool did over the stored history (state folder), and this run against it. */
export const ToolTrendSchema = z.object({
  /** Earlier runs in the history window that called the tool. */
  runs: z.number().int(),
  /** Success rate and p95 latency over those runs; null when there is no history. */
  successRate: z.number().nullable(),
  p95LatencyMs: z.number().nullable(),
  /** This run minus the history (rate in 0..1 points, latency in ms); null without history. */
  successRateDelta: z.number().nullable(),
  p95LatencyDeltaMs: z.number().nullable(),
  /** What a reviewer should look at: "new" (no history), "slower", "less-reliable". */
  flags: z.array(z.enum(["new", "slower", "less-reliable"])),
});

export const ToolStatsSchema = z.object({
  server: z.string(),
  tool: z.string(),
  calls: z.number().int(),
  successes: z.number().int(),
  failures: z.number().int(),
  avgLatencyMs: z.number(),
  p95LatencyMs: z.number(),
  /** ISO time of the last call in this run. */
  lastCalledAt: z.string().nullable().optional(),
  /** Error message of the last failed call in this run. */
  lastError: z.string().nullable().optional(),
  /** Filled when a state folder is used. */
  trend: ToolTrendSchema.nullable().optional(),
});

/** One difference a reviewer understands, e.g. "parameter `path` became required". */
export const ToolChangeSchema = z.object({
  kind: z.enum([
    "description-changed",
    "title-changed",
    "parameter-added",
    "parameter-removed",
    "parameter-required",
    "parameter-optional",
    "type-changed",
    "input-schema-changed",
    "output-schema-changed",
    "annotations-changed",
  ]),
  /** The parameter concerned, when there is one. */
  parameter: z.string().nullable(),
  message: z.string(),
  breaking: z.boolean(),
});

export const ToolDiffEntrySchema = z.object({
  server: z.string(),
  tool: z.string(),
  status: z.enum(["added", "removed", "changed"]),
  breaking: z.boolean(),
  /** Empty for added and removed tools. */
  changes: z.array(ToolChangeSchema),
});

/** Tools of this run against the baseline stored in the state folder. */
export const ToolChangesSchema = z.object({
  /** When the baseline was recorded; null on a first run (no baseline: nothing is reported as added). */
  baselineAt: z.string().nullable(),
  entries: z.array(ToolDiffEntrySchema),
  unchanged: z.number().int(),
  /** True when any entry is breaking (tool removed, new required parameter, type narrowed). */
  breaking: z.boolean(),
});

export const EvalResultSchema = z.object({
  schemaVersion: z.literal(RESULT_SCHEMA_VERSION),
  generator: z.object({ name: z.literal("mcpvals"), version: z.string() }),
  configPath: z.string().nullable(),
  startedAt: z.string(),
  durationMs: z.number(),
  passed: z.boolean(),
  score: z.number(),
  threshold: z.number(),
  model: z.string(),
  judgeModel: z.string().nullable(),
  servers: z.array(ServerReportSchema),
  workflows: z.array(WorkflowResultSchema),
  toolHealth: z.array(ToolHealthResultSchema),
  tools: z.array(ToolStatsSchema),
  /** Filled when a state folder is used; null on a run without one. */
  toolChanges: ToolChangesSchema.nullable().optional(),
  /** The tool-retrieval metric (Recall@k, MRR of expected tools against each step's user text); null when off or nothing names expectTools. */
  retrieval: RetrievalResultSchema.nullable().optional(),
  /** Set on a partial result written with `--shard i/N`; `mcpvals merge` combines the N parts. */
  shard: ShardSchema.nullable().optional(),
  /** SHA-256 of the config file's bytes: ties shards to one config, so merge can refuse mixed sets. */
  configHash: z.string().nullable().optional(),
  /** Work that was not run and why (e.g. LLM workflows skipped because the API key is absent on a fork PR). */
  skipped: z.array(z.object({ kind: z.enum(["workflow", "tool-health-suite"]), name: z.string(), reason: z.string() })).optional(),
  coverage: z.object({
    exercised: z.number().int(),
    total: z.number().int(),
    ratio: z.number(),
    unexercised: z.array(z.string()),
  }),
  summary: z.object({
    workflows: z.object({ total: z.number().int(), passed: z.number().int() }),
    toolHealth: z.object({ total: z.number().int(), passed: z.number().int() }),
    /** Tokens of all workflows (agent model only, not the judge); absent or null without an LLM. */
    usage: UsageSchema.nullable().optional(),
    /** Estimated USD of `usage`; null when some workflow's model price is unknown. */
    costUsd: z.number().nullable().optional(),
    /** Fallback suggestions over all workflows (offers made, suggestions taken, workflows recovered); absent when none was offered. */
    fallbacks: FallbackTotalsSchema.optional(),
  }),
});

export type ToolErrorKind = z.infer<typeof ToolErrorKindSchema>;
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;
export type EndToEndMetric = z.infer<typeof EndToEndMetricSchema>;
export type ToolOrderMetric = z.infer<typeof ToolOrderMetricSchema>;
export type ToolHealthMetric = z.infer<typeof ToolHealthMetricSchema>;
export type JudgeMetric = z.infer<typeof JudgeMetricSchema>;
export type Usage = z.infer<typeof UsageSchema>;
export type WorkflowResult = z.infer<typeof WorkflowResultSchema>;
export type ToolHealthResult = z.infer<typeof ToolHealthResultSchema>;
export type ServerReport = z.infer<typeof ServerReportSchema>;
export type ToolStats = z.infer<typeof ToolStatsSchema>;
export type ToolTrend = z.infer<typeof ToolTrendSchema>;
export type ToolChange = z.infer<typeof ToolChangeSchema>;
export type ToolDiffEntry = z.infer<typeof ToolDiffEntrySchema>;
export type ToolChanges = z.infer<typeof ToolChangesSchema>;
export type EvalResult = z.infer<typeof EvalResultSchema>;
export { VerifierResultSchema, type VerifierResult } from "../verify/verifier.js";
export * from "./search-result-schema.js";
export { WorkflowAttemptSchema, RepeatsSummarySchema, type WorkflowAttempt, type RepeatsSummary } from "./attempt-schema.js";

/**
 * The one result object of a run. The JSON reporter writes it as-is, the
 * other reporters format it, and `evaluate()` returns it. It is a zod schema
 * so that a saved report can be read back and checked (`mcpvals merge`).
 * Bump RESULT_SCHEMA_VERSION (schema-version.ts) on any incompatible change.
 */
import { z } from "zod";
import { FailOnSchema } from "./fail-on.js";
import { ToolHealthResultSchema } from "./tool-health-result.js";
import { ServerReportSchema } from "./server-report.js";
import { ToolStatsSchema } from "./tool-stats.js";
import { ToolChangesSchema } from "./tool-changes.js";
import { UsageSchema } from "./usage.js";
import { WorkflowResultSchema } from "./workflow-result.js";
import { RetrievalResultSchema } from "./retrieval-result.js";
import { FallbackTotalsSchema } from "./fallback-report.js";
import { ShardSchema } from "./shard.js";
import { ShardAccountSchema } from "./shard-account.js";
import { RunHistorySchema } from "./run-history.js";
import { ToolTokensSchema } from "./tool-tokens.js";
import { RESULT_SCHEMA_VERSION } from "./schema-version.js";
import { GateResultSchema } from "./gate-result.js";
import { RunRepeatsSchema } from "./workflow-attempt.js";
import { RunVerdictSchema } from "./run-verdict.js";
import { JudgeCalibrationGateSchema } from "./judge-calibration.js";

export { RESULT_SCHEMA_VERSION };

/** How many of the offered targets of one kind a run exercised; names qualified `server__name` with several servers. */
export const CoverageCountSchema = z.object({
  exercised: z.number().int(),
  total: z.number().int(),
  ratio: z.number(),
  unexercised: z.array(z.string()),
});

export const EvalResultSchema = z.object({
  schemaVersion: z.literal(RESULT_SCHEMA_VERSION),
  generator: z.object({ name: z.literal("mcpvals"), version: z.string() }),
  configPath: z.string().nullable(),
  startedAt: z.string(),
  durationMs: z.number(),
  passed: z.boolean(),
  /** True when the run was cancelled (a signal, Ctrl-C) before it finished: it never passes, and its score covers only what ran. Absent otherwise. */
  cancelled: z.boolean().optional(),
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
  /** What else the run was told to fail on (`failOn`, `--fail-on`); absent when nothing. */
  failOn: z.array(FailOnSchema).optional(),
  /** Earlier runs from the state folder (scores, per-tool p95), for trend charts; absent without a state folder. */
  history: RunHistorySchema.nullable().optional(),
  /** The tool-retrieval metric (Recall@k, MRR of expected tools against each step's user text); null when off or nothing names expectTools. */
  retrieval: RetrievalResultSchema.nullable().optional(),
  /** Tool-definition tokens per server and tool, their change since the state folder's last run, the `budget` gate; absent when not counted. */
  toolTokens: ToolTokensSchema.nullable().optional(),
  /** Set on a partial result written with `--shard i/N`; `mcpvals merge` combines the N parts. */
  shard: ShardSchema.nullable().optional(),
  /** On a merged sharded run: the shard count, and the shards that sent no report or failed without a verdict (`mcpvals merge`). */
  shards: ShardAccountSchema.optional(),
  /** SHA-256 of the config file's bytes: ties shards to one config, so merge can refuse mixed sets. */
  configHash: z.string().nullable().optional(),
  /** The statistical regression gate against the baseline (`gate:`, --baseline): per unit head vs baseline, interval, verdict. Absent when off. */
  gate: GateResultSchema.optional(),
  /**
   * The run's judge against its last calibration (`mcpvals judge calibrate`): the agreement measured and when, and
   * the `llmJudge.minAgreement` gate. Absent when the run had no judge. Without a state folder (`--no-state`) no calibration is found.
   */
  judgeCalibration: JudgeCalibrationGateSchema.optional(),
  /** Work that was not run and why (e.g. LLM workflows skipped because the API key is absent on a fork PR). */
  skipped: z.array(z.object({ kind: z.enum(["workflow", "tool-health-suite"]), name: z.string(), reason: z.string() })).optional(),
  /** Tools exercised of those offered; resources (templates included) and prompts counted apart, present when a server offers any. */
  coverage: CoverageCountSchema.extend({
    resources: CoverageCountSchema.optional(),
    prompts: CoverageCountSchema.optional(),
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
    /** pass@1 ± std, its interval, and the pass@k / pass^k shares over the workflows run more than once; absent without repeats. */
    repeats: RunRepeatsSchema.optional(),
  }),
  /**
   * The verdict (status, reasons, infrastructure), written once by finishRun and merge; reporters, the action's gate
   * and the exit code only read it. A report written before it existed parses with StoredResultSchema, and the one
   * place that reads a report back (readResultFile) derives it then.
   */
  verdict: RunVerdictSchema,
});

/** A report as read back from a file: one written before the result carried its verdict parses too. */
export const StoredResultSchema = EvalResultSchema.extend({ verdict: RunVerdictSchema.optional() });

export type EvalResult = z.infer<typeof EvalResultSchema>;
export type CoverageCount = z.infer<typeof CoverageCountSchema>;

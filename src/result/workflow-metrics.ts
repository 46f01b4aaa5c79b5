/**
 * The metrics of one workflow: end-to-end state, tool order, tool health
 * and the optional LLM judge.
 */
import { z } from "zod";
import { ToolErrorKindSchema } from "./tool-call-record.js";
import { MetricResultSchema } from "./metric-result.js";

// Each metric keeps its own fields (the 0.5 report shape) beside the uniform ones every reporter reads.
const metricBase = MetricResultSchema.shape;

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

/** One answer of the judge (with `llmJudge.repeats` > 1, one of several votes). */
export const JudgeVoteSchema = z.object({
  score: z.number(),
  /** This vote's verdict: the judge's `passed` (when given) and `score >= minScore`. */
  passed: z.boolean(),
});

export const JudgeMetricSchema = z.object({
  ...metricBase,
  /** The mean score of the votes; 0 when not graded. */
  score: z.number(),
  minScore: z.number(),
  /** The reasoning of the first vote on the winning side. */
  reasoning: z.string(),
  model: z.string(),
  /** With `llmJudge.repeats` > 1: every vote, in order (the verdict is their majority). Absent for a single vote. */
  votes: z.array(JudgeVoteSchema).optional(),
});

export type EndToEndMetric = z.infer<typeof EndToEndMetricSchema>;
export type ToolOrderMetric = z.infer<typeof ToolOrderMetricSchema>;
export type ToolHealthMetric = z.infer<typeof ToolHealthMetricSchema>;
export type JudgeMetric = z.infer<typeof JudgeMetricSchema>;
export type JudgeVote = z.infer<typeof JudgeVoteSchema>;

/**
 * The llmJudge metric's result (judge/ scores it, describe-judge.ts words it): the uniform MetricResult fields, the score
 * against the minimum, the model, its reasoning and, with repeats, every vote.
 */
import { z } from "zod";
import { MetricResultSchema } from "../result/metric-result.js";

// Each metric keeps its own fields (the 0.5 report shape) beside the uniform ones every reporter reads.
const metricBase = MetricResultSchema.shape;

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

export type JudgeMetric = z.infer<typeof JudgeMetricSchema>;
export type JudgeVote = z.infer<typeof JudgeVoteSchema>;

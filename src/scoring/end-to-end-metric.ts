/**
 * The endToEnd metric's result (score-end-to-end.ts): the uniform MetricResult fields, and each expectedState check.
 */
import { z } from "zod";
import { MetricResultSchema } from "../result/metric-result.js";

// Each metric keeps its own fields (the 0.5 report shape) beside the uniform ones every reporter reads.
const metricBase = MetricResultSchema.shape;

export const EndToEndMetricSchema = z.object({
  ...metricBase,
  checks: z.array(
    z.object({
      /** "step 2", "turn 2" (a conversation's) or "workflow". */
      scope: z.string(),
      expected: z.string(),
      actual: z.string(),
      passed: z.boolean(),
    }),
  ),
});

export type EndToEndMetric = z.infer<typeof EndToEndMetricSchema>;

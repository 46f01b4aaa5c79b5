/**
 * The toolOrder metric's result (score-tool-order.ts): the uniform MetricResult fields, the mode, both sequences and the first mismatch.
 */
import { z } from "zod";
import { MetricResultSchema } from "../result/metric-result.js";

// Each metric keeps its own fields (the 0.5 report shape) beside the uniform ones every reporter reads.
const metricBase = MetricResultSchema.shape;

export const ToolOrderMetricSchema = z.object({
  ...metricBase,
  mode: z.enum(["in-order", "exact", "any"]),
  expected: z.array(z.string()),
  actual: z.array(z.string()),
  /** Index into `expected` of the first entry that was not matched (in exact mode, `expected.length` when extra calls followed); null when all matched. */
  firstMismatch: z.number().int().nullable(),
  /** Where the first unmatched entry was expected, when it came from a conversation's per-turn step ("turn 2"). Absent otherwise, and in older reports. */
  firstMismatchScope: z.string().optional(),
});

export type ToolOrderMetric = z.infer<typeof ToolOrderMetricSchema>;

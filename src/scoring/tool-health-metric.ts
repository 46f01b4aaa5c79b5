/**
 * The toolHealth metric's result (score-tool-health.ts): the uniform MetricResult fields, the failed calls and those a fallback recovered.
 */
import { z } from "zod";
import { MetricResultSchema } from "../result/metric-result.js";
import { ToolErrorKindSchema } from "../result/tool-call-record.js";

// Each metric keeps its own fields (the 0.5 report shape) beside the uniform ones every reporter reads.
const metricBase = MetricResultSchema.shape;

export const ToolHealthMetricSchema = z.object({
  ...metricBase,
  total: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ tool: z.string(), errorKind: ToolErrorKindSchema, error: z.string() })),
  /** Failed calls a fallback recovered (a suggested tool, `by`, was called instead and succeeded): listed, but not counted in `failed`. */
  recovered: z.array(z.object({ tool: z.string(), errorKind: ToolErrorKindSchema, error: z.string(), by: z.string() })).optional(),
});

export type ToolHealthMetric = z.infer<typeof ToolHealthMetricSchema>;

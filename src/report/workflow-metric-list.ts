/**
 * A workflow's metrics in the order of scoring's metric table, each with its
 * label (metric-columns.ts), then any other metric the result carries (a report written
 * by a newer mcpvals) read through the uniform fields: what every reporter
 * iterates, so a metric added to the table shows up in every report without
 * a reporter knowing its name.
 */
import { MetricResultSchema, type MetricResult } from "../result/metric-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { METRIC_COLUMNS, METRIC_COLUMN_NAMES, metricLabel } from "./metric-columns.js";

export interface ListedMetric {
  /** The metric's key in `WorkflowResult.metrics` (a report's text: render it sanitised). */
  name: string;
  /** The label ("End-to-end"; from the name for a metric metric-columns.ts does not list). */
  label: string;
  /** Undefined when the metric did not apply to this workflow (no judge ran). */
  metric: MetricResult | undefined;
}

export function workflowMetricList(workflow: Pick<WorkflowResult, "metrics">): ListedMetric[] {
  const metrics = workflow.metrics as Record<string, unknown>;
  const known = METRIC_COLUMN_NAMES.map((name) => ({
    name,
    label: metricLabel(name),
    metric: metrics[name] as MetricResult | undefined,
  }));
  const others = Object.entries(workflow.metrics).flatMap(([name, value]) => {
    if (Object.hasOwn(METRIC_COLUMNS, name)) return [];
    const parsed = MetricResultSchema.safeParse(value);
    return parsed.success ? [{ name, label: metricLabel(name), metric: parsed.data }] : [];
  });
  return [...known, ...others];
}

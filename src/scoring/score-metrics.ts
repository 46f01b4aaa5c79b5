/**
 * Scores one workflow attempt with every metric of the table; a metric that
 * did not apply (no judge ran) is left out. Each result carries the reports'
 * text (its table entry's `describe`).
 */
import type { MetricResult } from "../result/metric-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { WORKFLOW_METRICS, WORKFLOW_METRIC_NAMES, type MetricText, type WorkflowMetricName } from "./workflow-metric-table.js";
import type { WorkflowExpectations, WorkflowTrace } from "./workflow-trace.js";

export function scoreMetrics(trace: WorkflowTrace, expectations: WorkflowExpectations): WorkflowResult["metrics"] {
  const entries = WORKFLOW_METRIC_NAMES.flatMap((name) => {
    const result = WORKFLOW_METRICS[name].score(trace, expectations);
    return result === undefined ? [] : [[name, { ...result, ...describe(name, result) }] as const];
  });
  return Object.fromEntries(entries) as WorkflowResult["metrics"];
}

/**
 * A workflow's metrics with the reports' text filled in where a metric of the
 * table lacks it: a JSON report written by mcpvals 0.5 (read back by `report`
 * and `merge`) renders as it did.
 */
export function describeMetrics(metrics: WorkflowResult["metrics"]): WorkflowResult["metrics"] {
  const described = Object.fromEntries(
    Object.entries(metrics as Record<string, MetricResult | undefined>).map(([name, metric]) => {
      const known = Object.hasOwn(WORKFLOW_METRICS, name) && metric !== undefined;
      const filled = known && metric.reason === undefined && metric.headline === undefined && metric.details === undefined;
      return [name, filled ? { ...metric, ...describe(name as WorkflowMetricName, metric) } : metric];
    }),
  );
  return described as WorkflowResult["metrics"];
}

function describe(name: WorkflowMetricName, metric: unknown): MetricText {
  const entry = WORKFLOW_METRICS[name] as { describe?: (metric: unknown) => MetricText };
  return entry.describe?.(metric) ?? {};
}

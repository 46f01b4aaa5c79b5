/**
 * Scores one workflow attempt with every metric of the table; a metric that
 * did not apply (no judge ran) is left out.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import { WORKFLOW_METRICS, WORKFLOW_METRIC_NAMES } from "./workflow-metric-table.js";
import type { WorkflowExpectations, WorkflowTrace } from "./workflow-trace.js";

export function scoreMetrics(trace: WorkflowTrace, expectations: WorkflowExpectations): WorkflowResult["metrics"] {
  const entries = WORKFLOW_METRIC_NAMES.flatMap((name) => {
    const result = WORKFLOW_METRICS[name].score(trace, expectations);
    return result === undefined ? [] : [[name, result] as const];
  });
  return Object.fromEntries(entries) as WorkflowResult["metrics"];
}

/**
 * A workflow's metrics as a report read back holds them: each metric the table knows by name is checked against
 * its own schema (a stored toolOrder without `mode` is an error naming the field, not a crash in a reporter),
 * and its keys come out in that schema's order, so a report rewritten by `merge` is byte-identical to what the
 * result schema gave when it named the built-in metrics. A metric the table does not know stays as it was.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import { WORKFLOW_METRICS, type WorkflowMetric } from "./workflow-metric-table.js";

export type StoredMetricsParse =
  { success: true; data: WorkflowResult["metrics"] } | { success: false; path: PropertyKey[]; message: string };

export function parseStoredMetrics(metrics: WorkflowResult["metrics"]): StoredMetricsParse {
  // Entries, not assignment: a stored name is untrusted ("__proto__" must stay a key, never a prototype).
  const entries: Array<[string, WorkflowResult["metrics"][string]]> = [];
  for (const [name, metric] of Object.entries(metrics)) {
    const entry = Object.hasOwn(WORKFLOW_METRICS, name)
      ? (WORKFLOW_METRICS[name as keyof typeof WORKFLOW_METRICS] as WorkflowMetric)
      : undefined;
    const parsed = entry?.schema?.safeParse(metric);
    if (parsed !== undefined && !parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { success: false, path: [name, ...issue.path], message: issue.message };
    }
    entries.push([name, parsed === undefined ? metric : (parsed.data as WorkflowResult["metrics"][string])]);
  }
  return { success: true, data: Object.fromEntries(entries) };
}

/**
 * The Markdown report's workflows: a table with one verdict column per
 * metric of scoring's table, and the details of each failed workflow.
 */
import type { MetricResult } from "../../result/metric-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { METRIC_COLUMNS, METRIC_COLUMN_NAMES, metricLabel } from "../metric-columns.js";
import { workflowFailureReasons } from "../failure-reasons.js";
import { formatDuration, formatScore, oneLine, stripControl, truncate } from "../format.js";
import { metricFailed } from "../metric-failure-text.js";
import { verifiersOf } from "../verification-lines.js";
import { workflowMetricList } from "../workflow-metric-list.js";
import { escapeHtml, escapeText, fence } from "./markdown-escape.js";
import { renderMetricFailure } from "./markdown-metrics.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { finiteOr, isFailedWorkflow, omitted, verdict } from "./markdown-rows.js";
import { renderVerifierFailures } from "./markdown-verification.js";

export function renderWorkflows(out: string[], all: readonly WorkflowResult[], plan: MarkdownPlan): void {
  out.push("### Workflows", "");
  const listed = plan.passedRows ? all : all.filter(isFailedWorkflow);
  const rows = listed.slice(0, finiteOr(plan.maxRows, listed.length));
  // A column per metric of the table that always has one or that a row listed has; a metric the table does not
  // know shows in the details only.
  const columns = METRIC_COLUMN_NAMES.filter(
    (name) => METRIC_COLUMNS[name]!.column === "always" || rows.some((w) => (w.metrics as Record<string, unknown>)[name] !== undefined),
  );
  if (rows.length > 0) {
    const labels = columns.map((name) => ` ${metricLabel(name)} |`).join("");
    out.push(`| Workflow | Result | Score |${labels} Duration |`, `| --- | --- | ---: |${" :---: |".repeat(columns.length)} ---: |`);
  }
  for (const w of rows) {
    const result = w.error !== null ? "❌ error" : w.passed ? "✅ passed" : "❌ failed";
    const cells = columns.map((name) => ` ${verdict((w.metrics as Record<string, MetricResult | undefined>)[name])} |`).join("");
    out.push(`| ${escapeText(w.name)} | ${result} | ${formatScore(w.score)} |${cells} ${formatDuration(w.durationMs)} |`);
  }
  omitted(out, all.length - listed.length, "passed workflow", "not listed");
  omitted(out, listed.length - rows.length, plan.passedRows ? "workflow" : "failed workflow", "not listed");
  out.push("");
  renderMetricWarnings(out, all);

  const failed = all.filter(isFailedWorkflow);
  const detailed = failed.slice(0, finiteOr(plan.maxDetails, failed.length));
  for (const w of detailed) renderWorkflowDetails(out, w, plan);
  omitted(out, failed.length - detailed.length, "failed workflow", "without details (see the JSON report)");
  if (failed.length > detailed.length) out.push("");
}

function renderWorkflowDetails(out: string[], w: WorkflowResult, plan: MarkdownPlan): void {
  const reasons = workflowFailureReasons(w, 120).join("; ");
  out.push(
    "<details>",
    `<summary>❌ <b>${escapeHtml(oneLine(stripControl(w.name)))}</b>: ${escapeHtml(truncate(reasons, 300))}</summary>`,
    "",
  );
  if (w.error !== null) out.push("**Error**", "", fence(truncate(stripControl(w.error), plan.textLimit)), "");
  const failedMetrics = workflowMetricList(w).filter((listed): listed is typeof listed & { metric: MetricResult } =>
    metricFailed(listed.metric),
  );
  for (const listed of failedMetrics) renderMetricFailure(out, listed, plan);
  renderVerifierFailures(out, w, plan);
  if (w.error === null && failedMetrics.length === 0 && verifiersOf(w).every((v) => v.passed)) {
    out.push(`Score ${formatScore(w.score)}.`, "");
  }
  out.push("</details>", "");
}

/** A caution a metric attached to its verdict (the judge's votes split), one line each, passed workflows included. */
function renderMetricWarnings(out: string[], all: readonly WorkflowResult[]): void {
  const lines = all.flatMap((w) =>
    workflowMetricList(w).flatMap(({ name, metric }) =>
      metric?.warning ? [`- ⚠️ ${escapeText(w.name)} · ${escapeText(name)}: ${escapeText(truncate(metric.warning, 300))}`] : [],
    ),
  );
  if (lines.length > 0) out.push(...lines, "");
}

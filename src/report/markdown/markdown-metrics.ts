/**
 * A failed metric in a Markdown report's workflow details. Any metric of
 * scoring's table renders through its uniform fields (label, score, message,
 * details in a fence); the built-in ones keep the richer sections their
 * reports have always shown, from their own fields.
 */
import type { MetricResult } from "../../result/metric-result.js";
import type { WorkflowMetricName, WorkflowMetricResult } from "../../scoring/workflow-metric-table.js";
import { formatScore, formatSequence, oneLine, plural, stripControl, truncate } from "../format.js";
import { describeToolOrderMismatch } from "../metric-failure-text.js";
import { ownEntry, type ListedMetric } from "../workflow-metric-list.js";
import { codeSpan, escapeText, fence } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { finiteOr, omitted } from "./markdown-rows.js";

/** Tool errors listed per failed workflow. */
const TOOL_FAILURES_PER_WORKFLOW = 20;

type Section = (out: string[], metric: MetricResult, plan: MarkdownPlan) => void;

/** Pushes the section of one failed metric onto `out`. */
export function renderMetricFailure(
  out: string[],
  { name, label, metric }: ListedMetric & { metric: MetricResult },
  plan: MarkdownPlan,
): void {
  const own = ownEntry(SECTIONS, name) as Section | undefined;
  // A metric not graded has no score to show: its message says why.
  if (own && metric.notGraded !== true) return own(out, metric, plan);
  const message = oneLine(stripControl(metric.message));
  const score = metric.score === undefined || metric.notGraded === true ? "" : ` (score ${formatScore(metric.score)})`;
  out.push(`**${escapeText(oneLine(stripControl(label)))}**${message ? `: ${escapeText(message)}` : ""}${score}`, "");
  const details = (metric.details ?? []).map((line) => stripControl(line)).join("\n");
  if (details !== "") out.push(fence(truncate(details, plan.textLimit)), "");
}

const SECTIONS: { [K in WorkflowMetricName]?: (out: string[], metric: WorkflowMetricResult<K>, plan: MarkdownPlan) => void } = {
  endToEnd: (out, endToEnd, plan) => {
    const message = oneLine(stripControl(endToEnd.message));
    out.push(`**End-to-end**${message ? `: ${escapeText(message)}` : ""}`, "");
    for (const check of endToEnd.checks.filter((c) => !c.passed)) {
      const body = [
        `expected (${oneLine(stripControl(check.scope))}):`,
        truncate(stripControl(check.expected), plan.textLimit),
        "",
        "actual:",
        truncate(stripControl(check.actual), plan.textLimit),
      ].join("\n");
      out.push(fence(body), "");
    }
  },
  toolOrder: (out, toolOrder) => {
    const index = toolOrder.firstMismatch;
    const expected = index === null ? undefined : toolOrder.expected[index];
    let headline: string;
    if (index !== null && expected !== undefined && toolOrder.mode !== "any") {
      const got = toolOrder.actual[index];
      headline = `first mismatch at index ${index}: expected ${codeSpan(expected)}, got ${got === undefined ? "no call" : codeSpan(got)}`;
    } else {
      headline = escapeText(describeToolOrderMismatch(toolOrder));
    }
    const actualMark = toolOrder.mode === "any" ? null : index;
    const sequences = [
      `expected: ${formatSequence(toolOrder.expected, { mark: index, max: 30 })}`,
      `actual:   ${formatSequence(toolOrder.actual, { mark: actualMark, max: 30 })}`,
    ].join("\n");
    out.push(`**Tool order** (${toolOrder.mode}): ${headline}`, "", fence(stripControl(sequences)), "");
  },
  toolHealth: (out, toolHealth, plan) => {
    const count = toolHealth.failed || toolHealth.failures.length;
    out.push(`**Tool errors**: ${plural(count, "failing call")} of ${toolHealth.total}`, "");
    const limit = Math.min(TOOL_FAILURES_PER_WORKFLOW, finiteOr(plan.maxRows, TOOL_FAILURES_PER_WORKFLOW));
    const shown = toolHealth.failures.slice(0, limit);
    if (shown.length > 0) {
      out.push("| Tool | Kind | Error |", "| --- | --- | --- |");
      for (const f of shown) {
        out.push(`| ${escapeText(f.tool)} | ${f.errorKind} | ${escapeText(truncate(oneLine(stripControl(f.error)), plan.textLimit))} |`);
      }
    }
    omitted(out, toolHealth.failures.length - shown.length, "more tool error", "not listed");
    out.push("");
  },
  llmJudge: (out, judge, plan) => {
    out.push(`**Judge**: score ${formatScore(judge.score)} (min ${formatScore(judge.minScore)}, model ${codeSpan(judge.model)})`, "");
    if (judge.reasoning) out.push(fence(truncate(stripControl(judge.reasoning), plan.textLimit)), "");
  },
};

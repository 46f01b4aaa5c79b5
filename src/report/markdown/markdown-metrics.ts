/**
 * A failed metric in a Markdown report's workflow details: its label and
 * headline in bold, then its details (server text in fences, tool-like rows
 * in a table). Every metric renders through its uniform fields: none is known
 * here by name.
 */
import type { MetricBlock, MetricResult } from "../../result/metric-result.js";
import { formatSequence, oneLine, stripControl, truncate } from "../format.js";
import { metricHeadlineText, renderMetricText } from "../metric-text.js";
import type { ListedMetric } from "../workflow-metric-list.js";
import { codeSpan, escapeText, fence } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { finiteOr, omitted } from "./markdown-rows.js";

/** Rows of an entries block (tool errors) listed per failed workflow. */
const ROWS_PER_WORKFLOW = 20;

/** Pushes the section of one failed metric onto `out`. */
export function renderMetricFailure(out: string[], { label, metric }: ListedMetric & { metric: MetricResult }, plan: MarkdownPlan): void {
  const headline = renderMetricText(metricHeadlineText(metric), spacedText, codeSpan);
  out.push(`**${escapeText(label)}**${headline ? `: ${headline}` : ""}`, "");
  let lines: string[] = [];
  // Consecutive plain lines share one fence.
  const flush = (): void => {
    const text = lines.map((line) => stripControl(line)).join("\n");
    if (text !== "") out.push(fence(truncate(text, plan.textLimit)), "");
    lines = [];
  };
  for (const detail of metric.details ?? []) {
    if (typeof detail === "string") {
      lines.push(detail);
      continue;
    }
    flush();
    renderBlock(out, detail, plan);
  }
  flush();
}

/** Escaped own words, keeping a space at either end (it joins them to a quoted piece). */
function spacedText(words: string): string {
  const escaped = escapeText(words);
  if (escaped === "") return /\s/.test(words) ? " " : "";
  return `${/^\s/.test(words) ? " " : ""}${escaped}${/\s$/.test(words) ? " " : ""}`;
}

function renderBlock(out: string[], block: MetricBlock, plan: MarkdownPlan): void {
  switch (block.kind) {
    case "text":
      out.push(fence(truncate(stripControl(block.text), plan.textLimit)), "");
      return;
    case "compare": {
      if (block.passed) return;
      const body = [
        `expected (${oneLine(stripControl(block.scope))}):`,
        truncate(stripControl(block.expected), plan.textLimit),
        "",
        "actual:",
        truncate(stripControl(block.actual), plan.textLimit),
      ].join("\n");
      out.push(fence(body), "");
      return;
    }
    case "sequence": {
      const sequences = [
        `expected: ${formatSequence(block.expected, { mark: block.mark, max: 30 })}`,
        `actual:   ${formatSequence(block.actual, { mark: block.actualMark, max: 30 })}`,
      ].join("\n");
      out.push(fence(stripControl(sequences)), "");
      return;
    }
    case "entries": {
      const limit = Math.min(ROWS_PER_WORKFLOW, finiteOr(plan.maxRows, ROWS_PER_WORKFLOW));
      const shown = block.rows.slice(0, limit);
      if (shown.length > 0) {
        out.push(`| ${block.columns.map((c) => escapeText(c)).join(" | ")} |`, "| --- | --- | --- |");
        for (const row of shown) {
          const text = escapeText(truncate(oneLine(stripControl(row.text)), plan.textLimit));
          out.push(`| ${escapeText(row.name)} | ${escapeText(row.kind)} | ${text} |`);
        }
      }
      // "3 more tool errors not listed": the name and text columns say what a row is.
      omitted(out, block.rows.length - shown.length, `${block.columns[0]} ${block.columns[2]}`.toLowerCase(), "not listed");
      out.push("");
      return;
    }
  }
}

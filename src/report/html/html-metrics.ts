/**
 * A workflow's metrics in the trace view: one row per metric that applied
 * (label, verdict, message), then each metric's details: the expected
 * against the actual sequence with the first mismatch marked, expected
 * against actual as a diff per check, rows of tool errors, and text (the
 * judge's reasoning) folded away. Every metric renders through its uniform
 * fields: none is known here by name.
 */
import type { MetricBlock, MetricResult } from "../../result/metric-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { workflowMetricList } from "../workflow-metric-list.js";
import { badge } from "./html-checks.js";
import { renderDiff } from "./html-diff.js";
import { esc, preBlock } from "./html-escape.js";
import { score } from "./html-format.js";

const TEXT_LIMIT = 4000;

export function renderMetrics(workflow: WorkflowResult): string {
  const listed = workflowMetricList(workflow).flatMap(({ label, metric }) => (metric ? [{ label, metric }] : []));
  const rows = listed
    .map(({ label, metric }) => {
      const title = metric.score === undefined || metric.notGraded === true ? label : `${label} (${score(metric.score)})`;
      const warning = metric.warning ? `<div class="warn">${esc(metric.warning)}</div>` : "";
      const verdict = metric.notGraded === true ? '<span class="badge skip">not graded</span>' : badge(metric.passed, metric.skipped);
      return `<tr><td>${esc(title)}</td><td>${verdict}</td><td>${esc(metric.message)}${warning}</td></tr>`;
    })
    .join("");
  const details = listed.map(({ label, metric }) => renderDetails(label, metric)).join("");
  return `<table class="plain metrics"><tbody>${rows}</tbody></table>${details}`;
}

function renderDetails(label: string, metric: MetricResult): string {
  const details = metric.details ?? [];
  const lines = details.filter((d): d is string => typeof d === "string");
  const plain = lines.length > 0 ? `<details><summary>${esc(label)}</summary>${preBlock(lines.join("\n"), TEXT_LIMIT)}</details>` : "";
  const compares = details.filter((d): d is Extract<MetricBlock, { kind: "compare" }> => typeof d !== "string" && d.kind === "compare");
  const blocks = details.map((d) => (typeof d === "string" || d.kind === "compare" ? "" : renderBlock(label, d))).join("");
  return `${plain}${blocks}${renderCompares(label, compares)}`;
}

function renderBlock(label: string, block: Exclude<MetricBlock, { kind: "compare" }>): string {
  switch (block.kind) {
    case "text":
      return `<details><summary>${esc(label)}</summary>${preBlock(block.text, TEXT_LIMIT)}</details>`;
    case "sequence":
      return renderSequence(label, block);
    case "entries": {
      const head = block.columns.map((c) => `<th>${esc(c)}</th>`).join("");
      const rows = block.rows.map((r) => `<tr><td><code>${esc(r.name)}</code></td><td>${esc(r.kind)}</td><td>${esc(r.text)}</td></tr>`);
      return `<table class="plain"><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
    }
  }
}

/** Expected against actual sequence; the first expected entry not matched is marked. */
function renderSequence(label: string, { expected, actual, mark, actualMark }: Extract<MetricBlock, { kind: "sequence" }>): string {
  const items = expected.map((name, i) => {
    const cls = mark === null || i < mark ? "ok" : i === mark ? "mismatch" : "later";
    return `<li class="${cls}"${i === mark ? ' title="first mismatch"' : ""}>${esc(name)}</li>`;
  });
  // The list went on past the expected calls.
  if (mark !== null && mark >= expected.length) items.push('<li class="mismatch">(no more calls expected)</li>');
  const calls = actual.map((name, i) => `<li class="${i === actualMark ? "mismatch" : ""}">${esc(name)}</li>`);
  const note =
    mark === null
      ? ""
      : `<p class="first-mismatch">⚑ First mismatch: expected #${mark + 1} <code>${esc(expected[mark] ?? "(end)")}</code></p>`;
  return (
    `<div class="order"><div><small>${esc(label)}: expected</small><ol class="seq">${items.join("")}</ol></div>` +
    `<div><small>actual</small><ol class="seq">${calls.join("") || "<li>(none)</li>"}</ol></div></div>${note}`
  );
}

/** Each check: a diff for one that failed, what it expected for one that passed. */
function renderCompares(label: string, compares: ReadonlyArray<Extract<MetricBlock, { kind: "compare" }>>): string {
  if (compares.length === 0) return "";
  const items = compares.map((c) => {
    const head = `<div class="check-head">${badge(c.passed)} <b>${esc(c.scope)}</b></div>`;
    if (c.passed) return `<li>${head}<small>expected</small> <code>${esc(c.expected)}</code></li>`;
    return `<li>${head}${renderDiff(c.expected, c.actual)}</li>`;
  });
  return `<h4>${esc(label)}: expected against actual</h4><ul class="checks">${items.join("")}</ul>`;
}

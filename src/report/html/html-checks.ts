/**
 * What a workflow was checked against: its metrics, the expected tool order
 * with the first mismatch marked, expected state and verifiers (expected against
 * actual as a diff), the judge, and the runs of a repeated workflow.
 */
import type { VerifierResult } from "../../result/verifier-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import type { ToolOrderMetric } from "../../result/workflow-metrics.js";
import type { MetricResult } from "../../result/metric-result.js";
import type { WorkflowMetricName, WorkflowMetricResult } from "../../scoring/workflow-metric-table.js";
import { ownEntry, workflowMetricList } from "../workflow-metric-list.js";
import { esc, preBlock } from "./html-escape.js";
import { stepLabel } from "../format.js";
import { duration, score } from "./html-format.js";
import { renderDiff } from "./html-diff.js";
import { discoveryText } from "../retrieval-text.js";

const TEXT_LIMIT = 4000;

function badge(passed: boolean, skipped = false): string {
  if (skipped) return '<span class="badge skip">skipped</span>';
  return passed ? '<span class="badge pass">passed</span>' : '<span class="badge fail">failed</span>';
}

/** One line per metric of scoring's table that applied: its name, verdict and message; then what it adds below the table. */
export function renderMetrics(workflow: WorkflowResult): string {
  const listed = workflowMetricList(workflow).flatMap(({ name, label, metric }) => (metric ? [{ name, label, metric }] : []));
  const body = listed
    .map(({ name, label, metric }) => {
      const title = (ownEntry(ROW_TITLES, name) as ((metric: MetricResult) => string) | undefined)?.(metric) ?? genericTitle(label, metric);
      return `<tr><td>${esc(title)}</td><td>${badge(metric.passed, metric.skipped)}</td><td>${esc(metric.message)}</td></tr>`;
    })
    .join("");
  const below = listed
    .map(
      ({ name, label, metric }) =>
        (ownEntry(BELOW, name) as ((metric: MetricResult) => string) | undefined)?.(metric) ?? genericDetails(label, metric),
    )
    .join("");
  return `<table class="plain metrics"><tbody>${body}</tbody></table>${below}`;
}

/** The built-in metrics' row titles, from their own fields; any other metric is titled by its label (and score). */
const ROW_TITLES: { [K in WorkflowMetricName]?: (metric: WorkflowMetricResult<K>) => string } = {
  endToEnd: () => "end-to-end state",
  toolOrder: (metric) => `tool order (${metric.mode})`,
  toolHealth: () => "tool health",
  llmJudge: (metric) => `judge ${metric.model} (${score(metric.score)} / min ${score(metric.minScore)})`,
};

/** What a metric shows below the table: the judge's reasoning; any other metric's detail lines (tool order and state checks have sections of their own). */
const BELOW: { [K in WorkflowMetricName]?: (metric: WorkflowMetricResult<K>) => string } = {
  endToEnd: () => "",
  toolOrder: () => "",
  toolHealth: () => "",
  llmJudge: (metric) =>
    metric.reasoning ? `<details><summary>judge's reasoning</summary>${preBlock(metric.reasoning, TEXT_LIMIT)}</details>` : "",
};

function genericTitle(label: string, metric: MetricResult): string {
  return metric.score === undefined ? label : `${label} (${score(metric.score)})`;
}

function genericDetails(label: string, metric: MetricResult): string {
  if (!metric.details || metric.details.length === 0) return "";
  return `<details><summary>${esc(label)}</summary>${preBlock(metric.details.join("\n"), TEXT_LIMIT)}</details>`;
}

/** Expected against actual tool sequence; the first expected entry not matched is marked. */
export function renderToolOrder(order: ToolOrderMetric): string {
  if (order.skipped) return "";
  const mismatch = order.firstMismatch;
  const expected = order.expected.map((name, i) => {
    const cls = mismatch === null || i < mismatch ? "ok" : i === mismatch ? "mismatch" : "later";
    return `<li class="${cls}"${i === mismatch ? ' title="first mismatch"' : ""}>${esc(name)}</li>`;
  });
  // Exact mode: the list went on past the expected calls.
  if (mismatch !== null && mismatch >= order.expected.length) expected.push('<li class="mismatch">(no more calls expected)</li>');
  const actual = order.actual.map(
    (name, i) => `<li class="${order.mode === "exact" && i === mismatch ? "mismatch" : ""}">${esc(name)}</li>`,
  );
  const note =
    mismatch === null
      ? ""
      : `<p class="first-mismatch">⚑ First mismatch: expected #${mismatch + 1} <code>${esc(order.expected[mismatch] ?? "(end)")}</code>: ${esc(order.message)}</p>`;
  return (
    `<div class="order"><div><small>expectTools (${esc(order.mode)})</small><ol class="seq">${expected.join("")}</ol></div>` +
    `<div><small>actual calls</small><ol class="seq">${actual.join("") || "<li>(no calls)</li>"}</ol></div></div>${note}`
  );
}

/** End-to-end state checks: a diff for each one that failed. */
export function renderStateChecks(workflow: WorkflowResult): string {
  const checks = workflow.metrics.endToEnd.checks;
  if (checks.length === 0) return "";
  const items = checks.map((c) => {
    const head = `<div class="check-head">${badge(c.passed)} <b>${esc(c.scope)}</b></div>`;
    if (c.passed) return `<li>${head}<small>expected</small> <code>${esc(c.expected)}</code></li>`;
    return `<li>${head}${renderDiff(c.expected, c.actual)}</li>`;
  });
  return `<h4>Expected against actual state</h4><ul class="checks">${items.join("")}</ul>`;
}

/** Verifiers (checks of the state after the run): what each checked when it passed, the diff when it failed. */
export function renderVerifiers(verifiers: readonly VerifierResult[] | undefined): string {
  if (!verifiers || verifiers.length === 0) return "";
  const items = verifiers.map((v) => {
    const head = `<div class="check-head">${badge(v.passed)} <b>${esc(v.name)}</b> <small>${esc(v.type)} · ${duration(v.durationMs)}</small>${v.message ? ` ${esc(v.message)}` : ""}</div>`;
    return `<li>${head}${v.passed ? `<small>checked</small> <code>${esc(v.expected)}</code>` : renderDiff(v.expected, v.actual)}</li>`;
  });
  return `<h4>Verifiers</h4><ul class="checks">${items.join("")}</ul>`;
}

/** Every run of a repeated workflow. */
export function renderAttempts(workflow: WorkflowResult): string {
  const r = workflow.repeats;
  if (!r || !workflow.attempts) return "";
  const rows = workflow.attempts.map(
    (a) =>
      `<tr><td>${a.attempt}</td><td>${badge(a.passed)}</td><td class="num">${score(a.score)}</td><td class="num">${duration(a.durationMs)}</td><td class="num">${a.toolCalls}</td><td>${esc(a.error ?? "")}</td></tr>`,
  );
  return `<h4>Runs: ${r.passes}/${r.k} passed (pass@1 ${score(r.pass1)}, min ${r.minPass})</h4><table class="plain"><thead><tr><th>run</th><th></th><th>score</th><th>duration</th><th>calls</th><th>error</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** With `toolSelection: retrieve`: the tools offered per step. */
export function renderToolSelection(workflow: WorkflowResult): string {
  const selection = workflow.toolSelection;
  if (!selection) return "";
  const steps = selection.steps
    .map((s) => `<li>${stepLabel(s.step)}: ${s.offered.map((t) => `<code>${esc(t)}</code>`).join(" ")}</li>`)
    .join("");
  const tokens = selection.toolPromptTokens;
  if (selection.mode === "discover") {
    const rows = selection.steps
      .map(
        (s) =>
          `<li>${stepLabel(s.step)}: ${esc(s.discovery ? discoveryText({ ...selection, steps: [s] }) : "")}${s.discovery?.queries.length ? ` · searched ${s.discovery.queries.map((q) => `<code>${esc(q)}</code>`).join(" ")}` : ""}</li>`,
      )
      .join("");
    return `<h4>Tool discovery (search_tools, get_tool_schema, call_tool)</h4><p>tool-definition tokens: ${tokens.selected} (all ${selection.totalTools} tools: ${tokens.all})</p><ul>${rows}</ul>`;
  }
  return `<h4>Tool selection: top ${selection.topK} of ${selection.totalTools}</h4><p>tool-definition tokens: ${tokens.selected} (all tools: ${tokens.all})${selection.error ? ` · <span class="err">${esc(selection.error)}</span>` : ""}</p><ul>${steps}</ul>`;
}

/**
 * The filterable table of workflows and tool tests. Rows are plain HTML; a
 * row's details (the trace replay) are not in the DOM until the row is opened:
 * they travel as HTML strings in one JSON block (see html-page.ts), which
 * keeps the page light with thousands of rows.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { esc } from "./html-escape.js";
import { count, duration, score } from "./html-format.js";
import { renderTestDetail, renderTrace } from "./html-trace.js";
import { metricSequences } from "../metric-sequences.js";

/** The table's HTML and, per row in order, the HTML of its details. */
export interface RenderedTable {
  html: string;
  details: string[];
}

/** `|a|b|`: how a row lists its servers and tools for the filter (names are matched whole). */
function tagList(names: Iterable<string>): string {
  const unique = [...new Set(names)].filter((n) => n !== "");
  return unique.length === 0 ? "" : `|${unique.join("|")}|`;
}

/** The servers and tools a workflow used or was expected to use. */
function workflowTags(workflow: WorkflowResult): { servers: string[]; tools: string[] } {
  return {
    servers: workflow.toolCalls.map((c) => c.server),
    tools: [...workflow.toolCalls.map((c) => c.tool), ...metricSequences(workflow).flatMap((s) => s.block.expected)],
  };
}

export function renderTable(result: EvalResult): RenderedTable {
  const details: string[] = [];
  const rows: string[] = [];
  const servers = new Set<string>(result.servers.map((s) => s.name));
  const tools = new Set<string>();
  result.workflows.forEach((workflow, index) => {
    const tags = workflowTags(workflow);
    for (const s of tags.servers) servers.add(s);
    for (const t of tags.tools) tools.add(t);
    details.push(renderTrace(workflow, index));
    rows.push(workflowRow(workflow, rows.length, tags));
  });
  result.toolHealth.forEach((test) => {
    tools.add(test.tool);
    details.push(renderTestDetail(test));
    rows.push(testRow(test, rows.length));
  });
  const options = (values: Set<string>) =>
    [...values]
      .sort()
      .map((v) => `<option value="${esc(v)}">${esc(v)}</option>`)
      .join("");
  const failed = result.workflows.filter((w) => !w.passed).length + result.toolHealth.filter((t) => !t.passed).length;
  const html = `<section id="results"><h2>Workflows and tool tests</h2>
<form class="filters" id="filters" autocomplete="off">
<label><input type="checkbox" id="f-failed"${failed > 0 ? "" : " disabled"}> failed only (${count(failed)})</label>
<label>server <select id="f-server"><option value="">all</option>${options(servers)}</select></label>
<label>tool <select id="f-tool"><option value="">all</option>${options(tools)}</select></label>
<label>search <input type="search" id="f-search" placeholder="name, tool, text…"></label>
<span id="f-count" aria-live="polite">${count(rows.length)} rows</span>
<button type="button" id="f-open">open failed</button>
</form>
<table class="results" id="rows"><thead><tr><th></th><th>kind</th><th>name</th><th>status</th><th class="num">score</th><th class="num">duration</th><th class="num">tokens</th><th class="num">calls</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>
${rows.length === 0 ? '<p class="note">Nothing ran.</p>' : ""}</section>`;
  return { html, details };
}

function workflowRow(workflow: WorkflowResult, row: number, tags: { servers: string[]; tools: string[] }): string {
  const status = workflow.passed ? "pass" : "fail";
  const label = workflow.error ? "error" : workflow.passed ? "passed" : "failed";
  const repeats = workflow.repeats ? ` <small>${workflow.repeats.passes}/${workflow.repeats.k} runs</small>` : "";
  const failing = workflow.toolCalls.filter((c) => !c.ok).length;
  return (
    `<tr class="row ${status}" data-i="${row}" data-s="${status}" data-srv="${esc(tagList(tags.servers))}" data-tool="${esc(tagList(tags.tools))}" tabindex="0" aria-expanded="false">` +
    `<td class="tw">▸</td><td>workflow</td><td class="name">${esc(workflow.name)}</td><td><span class="badge ${status}">${label}</span>${repeats}</td>` +
    `<td class="num">${score(workflow.score)}</td><td class="num">${duration(workflow.durationMs)}</td><td class="num">${workflow.usage ? count(workflow.usage.totalTokens) : ""}</td>` +
    `<td class="num">${count(workflow.toolCalls.length)}${failing > 0 ? ` <small class="err">(${failing} failed)</small>` : ""}</td></tr>`
  );
}

/** Calls that reached the server: none when it could not be reached or has no such tool (nothing was sent). */
function requestsSent(test: ToolHealthResult): number {
  return test.infrastructure === true || test.errorKind === "unknown-tool" ? 0 : test.attempts;
}

function testRow(test: ToolHealthResult, row: number): string {
  const status = test.passed ? "pass" : "fail";
  return (
    `<tr class="row ${status}" data-i="${row}" data-s="${status}" data-srv="" data-tool="${esc(tagList([test.tool]))}" tabindex="0" aria-expanded="false">` +
    `<td class="tw">▸</td><td>tool test</td><td class="name">${esc(test.suite)} › ${esc(test.test)} <small><code>${esc(test.tool)}</code></small></td>` +
    `<td><span class="badge ${status}">${test.passed ? "passed" : "failed"}</span>${test.attempts > 1 ? ` <small>${test.attempts} attempts</small>` : ""}</td>` +
    `<td class="num"></td><td class="num">${duration(test.latencyMs)}</td><td class="num"></td><td class="num">${count(requestsSent(test))}</td></tr>`
  );
}

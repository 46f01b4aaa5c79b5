/**
 * The tools section: per-tool calls, failures and latency with the trend
 * flags from the state folder, coverage, and schema changes since the baseline.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { esc } from "./html-escape.js";
import { count, duration, percent } from "./html-format.js";

const ROW_LIMIT = 2000;

export function renderTools(result: EvalResult): string {
  const tools = result.tools.slice(0, ROW_LIMIT);
  const rows = tools.map((t) => {
    const flags = (t.trend?.flags ?? []).map((f) => `<span class="badge ${f === "new" ? "skip" : "fail"}">${esc(f)}</span>`).join(" ");
    const delta = t.trend?.p95LatencyDeltaMs;
    const trend = typeof delta === "number" ? ` <small>(${delta >= 0 ? "+" : ""}${Math.round(delta)} ms vs history)</small>` : "";
    return (
      `<tr class="${t.failures > 0 ? "fail" : ""}"><td><code>${esc(t.server)}/${esc(t.tool)}</code></td><td class="num">${count(t.calls)}</td><td class="num">${count(t.failures)}</td>` +
      `<td class="num">${duration(t.avgLatencyMs)}</td><td class="num">${duration(t.p95LatencyMs)}${trend}</td><td>${flags}</td><td class="err">${esc(t.lastError ?? "")}</td></tr>`
    );
  });
  const more =
    result.tools.length > ROW_LIMIT
      ? `<p class="note">${result.tools.length - ROW_LIMIT} more tools not listed; the JSON report has them.</p>`
      : "";
  const table =
    rows.length === 0
      ? '<p class="note">No tool was called.</p>'
      : `<table class="plain"><thead><tr><th>tool</th><th class="num">calls</th><th class="num">failures</th><th class="num">avg</th><th class="num">p95</th><th>trend</th><th>last error</th></tr></thead><tbody>${rows.join("")}</tbody></table>${more}`;
  return `<section id="tools"><h2>Tools</h2>${table}${renderCoverage(result)}${renderChanges(result)}</section>`;
}

function renderCoverage(result: EvalResult): string {
  const { exercised, total, ratio, unexercised } = result.coverage;
  const list =
    unexercised.length === 0
      ? ""
      : `<details><summary>${count(unexercised.length)} tools never called</summary><p>${unexercised
          .slice(0, ROW_LIMIT)
          .map((t) => `<code>${esc(t)}</code>`)
          .join(" ")}</p></details>`;
  return `<h3>Coverage: ${percent(ratio)} (${count(exercised)} of ${count(total)} tools called)</h3>${list}`;
}

function renderChanges(result: EvalResult): string {
  const changes = result.toolChanges;
  if (!changes) return '<h3>Schema changes</h3><p class="note">No state folder: nothing to compare with.</p>';
  if (changes.baselineAt === null)
    return '<h3>Schema changes</h3><p class="note">First run with this state folder: this run is the baseline.</p>';
  if (changes.entries.length === 0)
    return `<h3>Schema changes since ${esc(changes.baselineAt)}</h3><p>None (${count(changes.unchanged)} tools unchanged).</p>`;
  const items = changes.entries.map((e) => {
    const list = e.changes
      .map((c) => `<li>${c.breaking ? '<span class="badge fail">breaking</span> ' : ""}${esc(c.message)}</li>`)
      .join("");
    return `<li><code>${esc(e.server)}/${esc(e.tool)}</code> ${esc(e.status)}${e.breaking ? ' <span class="badge fail">breaking</span>' : ""}${list ? `<ul>${list}</ul>` : ""}</li>`;
  });
  return `<h3>Schema changes since ${esc(changes.baselineAt)}${changes.breaking ? ' <span class="badge fail">breaking</span>' : ""}</h3><ul>${items.join("")}</ul><p class="note">${count(changes.unchanged)} tools unchanged.</p>`;
}

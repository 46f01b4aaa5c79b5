/**
 * Markdown for what the state folder adds to a result: the tools that
 * changed since the baseline (breaking ones first) and the tools whose trend
 * is flagged slower or less reliable. Formats `result.toolChanges` and
 * `result.tools[].trend`; computes nothing. Empty string when there is
 * nothing to show.
 */
import type { EvalResult } from "../eval/result-schema.js";
import { formatMs, formatPercent, plural } from "./format.js";
import { codeSpan, escapeText } from "./markdown-escape.js";

/** Entries listed before "… N more". */
const MAX_ENTRIES = 30;

/** The "Tool changes" section, or "" when the result has no changed tools. */
export function renderToolChanges(result: EvalResult): string {
  const changes = result.toolChanges;
  if (!changes || changes.entries.length === 0) return "";
  const entries = [...changes.entries].sort((a, b) => Number(b.breaking) - Number(a.breaking));
  const out = [`### ${changes.breaking ? "⚠️ " : ""}Tool changes`, ""];
  const since = changes.baselineAt ? ` since the baseline of ${escapeText(changes.baselineAt)}` : "";
  out.push(`${plural(changes.entries.length, "tool")} changed${since}; ${changes.unchanged} unchanged.`, "");
  out.push("| Tool | Change | Breaking | Details |", "| --- | --- | :---: | --- |");
  for (const entry of entries.slice(0, MAX_ENTRIES)) {
    const details = entry.changes.map((c) => `${c.breaking ? "**breaking:** " : ""}${escapeText(c.message)}`).join("<br>");
    out.push(`| ${escapeText(entry.tool)} | ${entry.status} | ${entry.breaking ? "⚠️ yes" : "no"} | ${details} |`);
  }
  if (entries.length > MAX_ENTRIES) out.push("", `_${plural(entries.length - MAX_ENTRIES, "more changed tool")} not listed._`);
  return `${out.join("\n")}\n`;
}

/** The "Tool trends" section listing tools flagged slower or less reliable, or "". */
export function renderToolTrends(result: EvalResult): string {
  const flagged = result.tools.filter((t) => t.trend?.flags.some((f) => f === "slower" || f === "less-reliable"));
  if (flagged.length === 0) return "";
  const out = ["### Tool trends", "", "| Tool | Flags | Success rate (Δ) | p95 latency (Δ) |", "| --- | --- | ---: | ---: |"];
  for (const tool of flagged.slice(0, MAX_ENTRIES)) {
    const trend = tool.trend!;
    const flags = trend.flags.filter((f) => f !== "new").map((f) => (f === "slower" ? "🐢 slower" : "📉 less reliable")).join(", ");
    const rate = trend.successRate === null ? "–" : `${formatPercent(trend.successRate)}${delta(trend.successRateDelta, (d) => `${Math.round(d * 100)} pts`)}`;
    const p95 = trend.p95LatencyMs === null ? "–" : `${formatMs(trend.p95LatencyMs)} ms${delta(trend.p95LatencyDeltaMs, (d) => `${formatMs(d)} ms`)}`;
    out.push(`| ${codeSpanCell(tool.tool)} | ${flags} | ${rate} | ${p95} |`);
  }
  if (flagged.length > MAX_ENTRIES) out.push("", `_${plural(flagged.length - MAX_ENTRIES, "more flagged tool")} not listed._`);
  return `${out.join("\n")}\n`;
}

function delta(value: number | null, format: (d: number) => string): string {
  if (value === null) return "";
  return ` (${value >= 0 ? "+" : ""}${format(value)})`;
}

// codeSpan is not safe in table cells (a `|` would split the cell); escaped text is.
function codeSpanCell(text: string): string {
  return /[|`]/.test(text) ? escapeText(text) : codeSpan(text);
}

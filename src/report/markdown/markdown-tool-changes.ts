/**
 * The Markdown report's "Tool changes" section: tools added, removed and
 * changed since the stored baseline (breaking ones marked), then tools whose
 * trend is flagged (slower, less reliable than their history). Formats only.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { ToolChange } from "../../result/tool-changes.js";
import { codeSpan, escapeText } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { plural } from "../format.js";
import { trendText } from "../tool-changes-text.js";

export function renderToolChanges(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  const changes = result.toolChanges;
  const flagged = result.tools.filter((t) => t.trend && t.trend.flags.some((f) => f !== "new"));
  const hasChanges = changes !== null && changes !== undefined && changes.baselineAt !== null;
  if (!hasChanges && flagged.length === 0) return;
  out.push("### Tool changes", "");
  if (hasChanges && changes.entries.length === 0) {
    out.push(`No tool changes since ${escapeText(changes.baselineAt ?? "")} (${plural(changes.unchanged, "tool")} unchanged).`, "");
  } else if (hasChanges) {
    const showServer = result.servers.length > 1;
    const limit = plan.maxRows; // Infinity when the report is not cut.
    if (changes.breaking) out.push("⚠️ **Breaking changes** against the baseline.", "");
    // Breaking entries first: they are what a reviewer must not miss when the list is cut.
    const entries = [...changes.entries].sort((a, b) => Number(b.breaking) - Number(a.breaking));
    for (const entry of entries.slice(0, limit)) {
      const name = codeSpan(showServer ? `${entry.server}/${entry.tool}` : entry.tool);
      const icon = entry.status === "added" ? "➕" : entry.status === "removed" ? "➖" : "✏️";
      out.push(`- ${icon} ${name} ${entry.status}${entry.breaking ? " — **breaking**" : ""}`);
      for (const change of entry.changes) out.push(`  - ${change.breaking ? "**breaking:** " : ""}${message(change)}`);
    }
    const more = changes.entries.length - Math.min(limit, changes.entries.length);
    if (more > 0) out.push(`- _${plural(more, "more change")} not listed._`);
    out.push("", `_${plural(changes.unchanged, "tool")} unchanged since ${escapeText(changes.baselineAt ?? "")}._`, "");
  }
  if (flagged.length > 0) {
    out.push(
      `Trends against the stored history: ${flagged.map((t) => `${codeSpan(t.tool)} ${escapeText(trendText(t.trend))}`).join("; ")}.`,
      "",
    );
  }
}

/** escapeText trims; the spaces around a code span must stay. */
function keepSpaces(raw: string, escaped: string): string {
  if (escaped === "") return raw.length > 0 ? " " : "";
  return `${/^\s/.test(raw) ? " " : ""}${escaped}${/\s$/.test(raw) ? " " : ""}`;
}

/** Messages quote names in backticks; those become code spans, the rest is escaped. */
function message(change: ToolChange): string {
  return change.message
    .split("`")
    .map((part, i) => (i % 2 === 1 ? codeSpan(part) : keepSpaces(part, escapeText(part))))
    .join("");
}

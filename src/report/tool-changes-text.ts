/**
 * Plain-text lines for the tool change list and per-tool trend flags, shared
 * by the console reporter and `mcpvals tools --diff`. Formats what the result
 * already holds; computes nothing.
 */
import type { ToolChanges } from "../result/tool-changes.js";
import type { ToolTrend } from "../result/tool-stats.js";
import { cleanLine } from "./format.js";

/** Styling hooks so the same lines serve a colour terminal and plain text. */
export interface TextStyle {
  bold(text: string): string;
  red(text: string): string;
  dim(text: string): string;
}

const plain: TextStyle = { bold: (t) => t, red: (t) => t, dim: (t) => t };

/** The "Tool changes" block: a headline, then one line per added/removed tool and per change. Empty when there is nothing to say. */
export function toolChangesLines(changes: ToolChanges | null | undefined, style: TextStyle = plain, { showServer = false } = {}): string[] {
  if (!changes || changes.baselineAt === null) return [];
  const head =
    changes.entries.length === 0 ? `none (${changes.unchanged} unchanged since ${changes.baselineAt})` : `since ${changes.baselineAt}`;
  const lines = [`${style.bold("Tool changes")}  ${head}${changes.breaking ? `  ${style.red("BREAKING")}` : ""}`];
  for (const entry of changes.entries) {
    const name = cleanLine(showServer ? `${entry.server}/${entry.tool}` : entry.tool);
    const tag = entry.breaking ? `  ${style.red("breaking")}` : "";
    const sign = entry.status === "added" ? "+" : entry.status === "removed" ? "-" : "~";
    lines.push(`  ${sign} ${name}  ${entry.status}${tag}`);
    for (const change of entry.changes) {
      lines.push(`      ${change.breaking ? style.red("! ") : "  "}${cleanLine(change.message)}`);
    }
  }
  if (changes.entries.length > 0) lines.push(style.dim(`  ${changes.unchanged} unchanged`));
  return lines;
}

/** "new", "slower +35 ms", "less-reliable -20%": the trend flags of one tool; "" when there is none. */
export function trendText(trend: ToolTrend | null | undefined): string {
  if (!trend) return "";
  return trend.flags
    .map((flag) => {
      if (flag === "slower" && trend.p95LatencyDeltaMs !== null) return `slower +${Math.round(trend.p95LatencyDeltaMs)} ms`;
      if (flag === "less-reliable" && trend.successRateDelta !== null) return `less-reliable ${Math.round(trend.successRateDelta * 100)}%`;
      return flag;
    })
    .join(", ");
}

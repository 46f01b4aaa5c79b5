import type { EvalResult } from "../../result/eval-result.js";
import { cleanLine, formatMs, oneLine, stripControl, truncate } from "../format.js";
import { trendText } from "../tool-changes-text.js";
import type { Colors } from "./console-item-lines.js";

/** The "Tools" section: calls, ok/fail and latency per tool as an aligned table, then each failing tool's last error. */
export function toolTableLines(tools: EvalResult["tools"], c: Colors): string[] {
  if (tools.length === 0) return [];
  const multiServer = new Set(tools.map((t) => t.server)).size > 1;
  const withTrend = tools.some((t) => t.trend);
  // Errors negative tests asked for get their own column: they are neither ok nor fail.
  const withExpected = tools.some((t) => (t.expectedErrors ?? 0) > 0);
  const rows = [
    ["tool", "calls", "ok", "fail", ...(withExpected ? ["expected err"] : []), "avg ms", "p95 ms", ...(withTrend ? ["trend"] : [])],
    ...tools.map((t) => [
      multiServer ? `${cleanLine(t.server)}/${cleanLine(t.tool)}` : cleanLine(t.tool),
      String(t.calls),
      String(t.successes),
      String(t.failures),
      ...(withExpected ? [String(t.expectedErrors ?? 0)] : []),
      formatMs(t.avgLatencyMs),
      formatMs(t.p95LatencyMs),
      ...(withTrend ? [trendText(t.trend)] : []),
    ]),
  ];
  const padded = padTable(rows, [false, true, true, true, ...(withExpected ? [true] : []), true, true, false]);
  const lines = [c.bold("Tools")];
  padded.forEach((cells, i) => {
    const failures = tools[i - 1]?.failures ?? 0;
    const text = `  ${cells.join("  ")}`.trimEnd();
    lines.push(i === 0 ? c.dim(text) : failures > 0 ? c.red(text) : text);
  });
  // The last error of each failing tool: what to look at first.
  for (const t of tools) {
    if (t.lastError)
      lines.push(
        c.red(
          `  last error ${multiServer ? `${cleanLine(t.server)}/` : ""}${cleanLine(t.tool)}: ${truncate(oneLine(stripControl(t.lastError)), 200)}`,
        ),
      );
  }
  lines.push("");
  return lines;
}

/** Pads every column to its widest cell; numbers right-aligned so digits line up. */
function padTable(rows: string[][], rightAlign: boolean[]): string[][] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (rightAlign[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))));
}

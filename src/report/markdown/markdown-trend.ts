/**
 * A compact score trend for the PR comment: a Mermaid `xychart-beta` block
 * (GitHub renders Mermaid in comments) of the score over the earlier runs in
 * the state folder and this run, with the threshold as a second line.
 * Syntax: https://mermaid.js.org/syntax/xyChart.html. The grammar is strict
 * (packages/mermaid/src/diagrams/xychart/parser/xychart.jison): labels are
 * double-quoted strings with no `"` inside and no `%%` anywhere (a comment
 * to the end of the line), numbers are plain decimals (no exponent), and
 * every series has one value per x-axis category.
 */
import type { EvalResult } from "../../result/eval-result.js";

/** Options for {@link renderScoreTrend}. */
export interface ScoreTrendOptions {
  /** Earlier runs shown at most (the newest). @default 10 */
  runs?: number;
  /** Where the earlier runs come from, for the title, e.g. the PR's base branch. */
  source?: string;
}

/** A label safe inside the grammar's `"…"` strings. */
function label(text: string): string {
  return `"${text.replace(/["\r\n]/g, "'").replace(/%/g, " pct")}"`;
}

/** Scores are 0..1: two decimals, never an exponent. */
function num(value: number): string {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)).toFixed(2) : "0.00";
}

function shortTime(iso: string): string {
  const match = /^\d{4}-(\d\d-\d\d)T(\d\d:\d\d)/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso.slice(0, 16);
}

/** The fenced Mermaid block, or "" when the state folder had no earlier run (one point is no trend). */
export function renderScoreTrend(
  result: Pick<EvalResult, "score" | "threshold" | "history">,
  { runs = 10, source }: ScoreTrendOptions = {},
): string {
  const earlier = (result.history?.runs ?? []).slice(-Math.max(1, runs));
  if (earlier.length === 0) return "";
  const labels = [...earlier.map((r) => shortTime(r.at)), "this run"];
  const scores = [...earlier.map((r) => r.score), result.score];
  const title = `Score, last ${earlier.length} ${earlier.length === 1 ? "run" : "runs"}${source ? ` of ${source}` : ""} and this run`;
  return [
    "```mermaid",
    "xychart-beta",
    `  title ${label(title)}`,
    `  x-axis [${labels.map(label).join(", ")}]`,
    '  y-axis "score" 0 --> 1',
    `  line [${scores.map(num).join(", ")}]`,
    `  line [${scores.map(() => num(result.threshold)).join(", ")}]`,
    "```",
  ].join("\n");
}

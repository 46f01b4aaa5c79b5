/**
 * The PR comment's score trend: a Mermaid xychart-beta block. No Mermaid
 * renderer runs offline, so the exact text is pinned, and every line is checked
 * against the grammar's tokens (packages/mermaid/src/diagrams/xychart/parser/xychart.jison):
 * quoted labels without `"`, no `%%` comment marker, plain decimals, and one
 * value per category in each series.
 */
import { renderActionReport, COMMENT_LIMIT } from "../../src/github/comment-body.js";
import { renderScoreTrend } from "../../src/report/markdown/markdown-trend.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { sampleResult } from "../report/sample-result.js";

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const LABEL = String.raw`"[^"\n]*"`;
const GRAMMAR: Record<string, RegExp> = {
  title: new RegExp(String.raw`^  title ${LABEL}$`),
  xAxis: new RegExp(String.raw`^  x-axis \[${LABEL}(?:, ${LABEL})*\]$`),
  yAxis: new RegExp(String.raw`^  y-axis ${LABEL} ${NUMBER} --> ${NUMBER}$`),
  line: new RegExp(String.raw`^  line \[${NUMBER}(?:, ${NUMBER})*\]$`),
};

/** Checks a fenced xychart block line by line; returns the category and series lengths. */
function checkXyChart(block: string): { categories: number; series: number[] } {
  const lines = block.split("\n");
  expect(lines[0]).toBe("```mermaid");
  expect(lines[1]).toBe("xychart-beta");
  expect(lines.at(-1)).toBe("```");
  expect(block).not.toContain("%%");
  let categories = 0;
  const series: number[] = [];
  for (const line of lines.slice(2, -1)) {
    const kind = Object.keys(GRAMMAR).find((k) => GRAMMAR[k]!.test(line));
    expect({ line, kind }).toEqual({ line, kind: expect.any(String) });
    if (kind === "xAxis") categories = line.match(new RegExp(LABEL, "g"))!.length;
    if (kind === "line") series.push(line.match(new RegExp(NUMBER, "g"))!.length);
  }
  return { categories, series };
}

function withHistory(scores: number[], at = (i: number) => `2026-11-${String(10 + i).padStart(2, "0")}T09:30:00.000Z`): EvalResult {
  const result = sampleResult();
  result.history = { runs: scores.map((score, i) => ({ at: at(i), score, passed: score >= result.threshold })), tools: [] };
  return result;
}

test("the trend is the earlier runs plus this one, the threshold as a second line", () => {
  const result = withHistory([0.9, 0.85, 1]);
  const block = renderScoreTrend(result, { source: "main" });
  expect(block).toBe(
    [
      "```mermaid",
      "xychart-beta",
      '  title "Score, last 3 runs of main and this run"',
      '  x-axis ["11-10 09:30", "11-11 09:30", "11-12 09:30", "this run"]',
      '  y-axis "score" 0 --> 1',
      `  line [0.90, 0.85, 1.00, ${result.score.toFixed(2)}]`,
      `  line [${Array(4).fill(result.threshold.toFixed(2)).join(", ")}]`,
      "```",
    ].join("\n"),
  );
  expect(checkXyChart(block)).toEqual({ categories: 4, series: [4, 4] });
});

test("only the last runs are shown; odd values and labels stay inside the grammar", () => {
  const scores = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 1e-9 : 0.123456));
  const block = renderScoreTrend(
    withHistory(scores, () => 'when "quoted" 100%% done'),
    { runs: 10, source: 'feature "x" 50%%' },
  );
  expect(checkXyChart(block)).toEqual({ categories: 11, series: [11, 11] });
  expect(block).toContain("0.00, 0.12");
});

test("no earlier run, no trend; the comment keeps working without one", () => {
  expect(renderScoreTrend(sampleResult())).toBe("");
  expect(renderScoreTrend({ ...sampleResult(), history: null })).toBe("");
  const body = renderActionReport(sampleResult(), { maxLength: COMMENT_LIMIT });
  expect(body).not.toContain("```mermaid");
});

test("the comment carries the trend and links the HTML report on the run's artifacts", () => {
  const body = renderActionReport(withHistory([0.7, 0.8]), {
    maxLength: COMMENT_LIMIT,
    runUrl: "https://github.example/o/r/actions/runs/9",
    htmlArtifact: { name: "mcpvals-report", url: "https://github.example/o/r/actions/runs/9#artifacts" },
    trendSource: "main",
  });
  expect(body).toContain(
    "📄 **[Trace replay (HTML)](https://github.example/o/r/actions/runs/9#artifacts)**: the `mcpvals-report` artifact",
  );
  const block = body.slice(body.indexOf("```mermaid"), body.indexOf("```", body.indexOf("```mermaid") + 3) + 3);
  expect(checkXyChart(block)).toEqual({ categories: 3, series: [3, 3] });
  expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
});

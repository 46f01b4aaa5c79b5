/** The Markdown report's (and PR comment's) host × workflow matrix (report/host-matrix.ts). */
import type { EvalResult } from "../../result/eval-result.js";
import { formatScore } from "../format.js";
import { hostMatrix } from "../host-matrix.js";
import { escapeText } from "./markdown-escape.js";

export function renderHostMatrix(out: string[], result: Pick<EvalResult, "workflows">): void {
  const matrix = hostMatrix(result.workflows);
  if (!matrix) return;
  out.push(
    "### Hosts × workflows",
    "",
    `| Workflow | ${matrix.hosts.map(escapeText).join(" | ")} |`,
    `| --- | ${matrix.hosts.map(() => "---").join(" | ")} |`,
  );
  for (const row of matrix.rows) {
    const cells = row.cells.map((cell) => (cell ? `${cell.passed ? "✅" : "❌"} ${formatScore(cell.score)}` : "–"));
    out.push(`| ${escapeText(row.workflow)} | ${cells.join(" | ")} |`);
  }
  out.push("");
}

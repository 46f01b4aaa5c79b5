/** The Markdown report's (and PR comment's) persona × workflow matrix (report/persona-matrix.ts). */
import type { EvalResult } from "../../result/eval-result.js";
import { formatScore } from "../format.js";
import { personaMatrix, stopNote } from "../persona-matrix.js";
import { escapeText } from "./markdown-escape.js";

export function renderPersonaMatrix(out: string[], result: Pick<EvalResult, "workflows">): void {
  const matrix = personaMatrix(result.workflows);
  if (!matrix) return;
  out.push(
    "### Personas × workflows",
    "",
    `| Workflow | ${matrix.personas.map(escapeText).join(" | ")} |`,
    `| --- | ${matrix.personas.map(() => "---").join(" | ")} |`,
  );
  for (const row of matrix.rows) {
    const cells = row.cells.map((cell) => (cell ? `${cell.passed ? "✅" : "❌"} ${formatScore(cell.score)}${stopNote(cell)}` : "–"));
    out.push(`| ${escapeText(row.workflow)} | ${cells.join(" | ")} |`);
  }
  out.push("");
}

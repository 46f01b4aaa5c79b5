/** The console's persona × workflow matrix (report/persona-matrix.ts): a padded table, one verdict mark, score and stop reason per cell. */
import type { EvalResult } from "../../result/eval-result.js";
import { cleanLine, formatScore } from "../format.js";
import { personaMatrix, stopNote } from "../persona-matrix.js";
import type { Colors } from "./console-item-lines.js";

export function personaMatrixLines(result: Pick<EvalResult, "workflows">, c: Colors): string[] {
  const matrix = personaMatrix(result.workflows);
  if (!matrix) return [];
  const header = ["workflow", ...matrix.personas].map(cleanLine);
  const rows = matrix.rows.map((row) => [
    cleanLine(row.workflow),
    ...row.cells.map((cell) => (cell ? `${cell.passed ? "✓" : "✗"} ${formatScore(cell.score)}${stopNote(cell)}` : "–")),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => [...cells[i]!].length)));
  const pad = (text: string, i: number): string => text + " ".repeat(widths[i]! - [...text].length);
  const colour = (text: string): string => (text.startsWith("✓") ? c.green(text) : text.startsWith("✗") ? c.red(text) : c.dim(text));
  return [
    c.bold("Personas × workflows"),
    `  ${header.map((h, i) => c.dim(pad(h, i))).join("  ")}`,
    ...rows.map((cells) => `  ${cells.map((cell, i) => (i === 0 ? pad(cell, i) : colour(pad(cell, i)))).join("  ")}`),
    "",
  ];
}

/** The HTML report's persona × workflow matrix (report/persona-matrix.ts); every name escaped. */
import type { EvalResult } from "../../result/eval-result.js";
import { personaMatrix, stopNote } from "../persona-matrix.js";
import { esc } from "./html-escape.js";
import { score } from "./html-format.js";

export function renderPersonaMatrix(result: Pick<EvalResult, "workflows">): string {
  const matrix = personaMatrix(result.workflows);
  if (!matrix) return "";
  const head = `<tr><th>Workflow</th>${matrix.personas.map((persona) => `<th>${esc(persona)}</th>`).join("")}</tr>`;
  const rows = matrix.rows
    .map((row) => {
      const cells = row.cells.map((cell) =>
        cell
          ? `<td class="${cell.passed ? "pass" : "fail"}" title="${esc(cell.name)}">${cell.passed ? "passed" : "failed"} ${esc(score(cell.score))}${esc(stopNote(cell))}</td>`
          : `<td class="skip">–</td>`,
      );
      return `<tr><th scope="row">${esc(row.workflow)}</th>${cells.join("")}</tr>`;
    })
    .join("");
  return `\n<section id="personas"><h2>Personas × workflows</h2><table class="plain">${head}${rows}</table></section>`;
}

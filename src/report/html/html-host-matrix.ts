/** The HTML report's host × workflow matrix (report/host-matrix.ts); every name escaped. */
import type { EvalResult } from "../../result/eval-result.js";
import { hostMatrix } from "../host-matrix.js";
import { esc } from "./html-escape.js";
import { score } from "./html-format.js";

export function renderHostMatrix(result: Pick<EvalResult, "workflows">): string {
  const matrix = hostMatrix(result.workflows);
  if (!matrix) return "";
  const head = `<tr><th>Workflow</th>${matrix.hosts.map((host) => `<th>${esc(host)}</th>`).join("")}</tr>`;
  const rows = matrix.rows
    .map((row) => {
      const cells = row.cells.map((cell) =>
        cell
          ? `<td class="${cell.passed ? "pass" : "fail"}" title="${esc(cell.name)}">${cell.passed ? "passed" : "failed"} ${esc(score(cell.score))}</td>`
          : `<td class="skip">–</td>`,
      );
      return `<tr><th scope="row">${esc(row.workflow)}</th>${cells.join("")}</tr>`;
    })
    .join("");
  return `\n<section id="hosts"><h2>Hosts × workflows</h2><table class="plain">${head}${rows}</table></section>`;
}

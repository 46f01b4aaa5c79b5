/**
 * The mutation report as one self-contained HTML page: the score, then every
 * mutant in a table (survivors first, with the assertion that would kill
 * them). No script: everything is in the markup, every string through `esc`.
 */
import type { MutantResult, MutationReport } from "../../result/mutation-report.js";
import { esc } from "../html/html-escape.js";
import { truncate } from "../format.js";
import { baselineLine, gateLine, mutantLabel, scoreLine } from "./mutation-text.js";

const ORDER: Record<MutantResult["status"], number> = { survived: 0, timeout: 1, infrastructure: 2, killed: 3, equivalent: 4 };

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1f2328}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d0d7de;padding:.35rem .5rem;text-align:left;vertical-align:top}
.survived{color:#cf222e;font-weight:600}.killed{color:#1a7f37}.timeout,.infrastructure{color:#9a6700}.equivalent{color:#6e7781}
.score{font-size:1.4rem;font-weight:600}code{font-size:12px}`;

export function renderMutationHtml(report: MutationReport): string {
  const mutants = [...report.mutants].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const rows = mutants.map((m) => row(m, report)).join("\n");
  const extra = [baselineLine(report), gateLine(report)].filter((line): line is string => line !== undefined);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>mcpvals mutation report</title><style>${STYLE}</style></head>
<body>
<h1>Mutation score</h1>
<p class="score">${esc(scoreLine(report))}</p>
${extra.map((line) => `<p>${esc(line)}</p>`).join("\n")}
<p>${esc(`${report.counts.total} mutants of ${report.configPath ?? "a config object"}; the suite passed unmutated in ${report.unmutated.durationMs} ms.`)}</p>
<table><thead><tr><th>Status</th><th>Mutant</th><th>What came of it</th><th>Killed by / suggested assertion</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}

function row(mutant: MutantResult, report: MutationReport): string {
  const last = mutant.status === "survived" ? `add: ${mutant.suggestion ?? ""}` : mutant.killedBy.join(", ");
  return `<tr><td class="${mutant.status}">${mutant.status}</td><td><code>${esc(mutantLabel(mutant, report))}</code></td><td>${esc(
    truncate(mutant.detail, 500),
  )}</td><td>${esc(last)}</td></tr>`;
}

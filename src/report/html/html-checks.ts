/**
 * What a workflow was checked against beyond its metrics (html-metrics.ts):
 * verifiers (expected against actual as a diff), the runs of a repeated
 * workflow, and the tools offered per step.
 */
import type { VerifierResult } from "../../result/verifier-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { esc } from "./html-escape.js";
import { stepLabel } from "../format.js";
import { duration, score } from "./html-format.js";
import { renderDiff } from "./html-diff.js";
import { discoveryText } from "../retrieval-text.js";

/** A passed / failed / skipped badge. */
export function badge(passed: boolean, skipped = false): string {
  if (skipped) return '<span class="badge skip">skipped</span>';
  return passed ? '<span class="badge pass">passed</span>' : '<span class="badge fail">failed</span>';
}

/** Verifiers (checks of the state after the run): what each checked when it passed, the diff when it failed. */
export function renderVerifiers(verifiers: readonly VerifierResult[] | undefined): string {
  if (!verifiers || verifiers.length === 0) return "";
  const items = verifiers.map((v) => {
    const head = `<div class="check-head">${badge(v.passed)} <b>${esc(v.name)}</b> <small>${esc(v.type)} · ${duration(v.durationMs)}</small>${v.message ? ` ${esc(v.message)}` : ""}</div>`;
    return `<li>${head}${v.passed ? `<small>checked</small> <code>${esc(v.expected)}</code>` : renderDiff(v.expected, v.actual)}</li>`;
  });
  return `<h4>Verifiers</h4><ul class="checks">${items.join("")}</ul>`;
}

/** Every run of a repeated workflow. */
export function renderAttempts(workflow: WorkflowResult): string {
  const r = workflow.repeats;
  if (!r || !workflow.attempts) return "";
  const rows = workflow.attempts.map(
    (a) =>
      `<tr><td>${a.attempt}</td><td>${badge(a.passed)}</td><td class="num">${score(a.score)}</td><td class="num">${duration(a.durationMs)}</td><td class="num">${a.toolCalls}</td><td>${esc(a.error ?? "")}</td></tr>`,
  );
  return `<h4>Runs: ${r.passes}/${r.k} passed (pass@1 ${score(r.pass1)}, min ${r.minPass})</h4><table class="plain"><thead><tr><th>run</th><th></th><th>score</th><th>duration</th><th>calls</th><th>error</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** With `toolSelection: retrieve`: the tools offered per step. */
export function renderToolSelection(workflow: WorkflowResult): string {
  const selection = workflow.toolSelection;
  if (!selection) return "";
  const steps = selection.steps
    .map((s) => `<li>${stepLabel(s.step)}: ${s.offered.map((t) => `<code>${esc(t)}</code>`).join(" ")}</li>`)
    .join("");
  const tokens = selection.toolPromptTokens;
  if (selection.mode === "discover") {
    const rows = selection.steps
      .map(
        (s) =>
          `<li>${stepLabel(s.step)}: ${esc(s.discovery ? discoveryText({ ...selection, steps: [s] }) : "")}${s.discovery?.queries.length ? ` · searched ${s.discovery.queries.map((q) => `<code>${esc(q)}</code>`).join(" ")}` : ""}</li>`,
      )
      .join("");
    return `<h4>Tool discovery (search_tools, get_tool_schema, call_tool)</h4><p>tool-definition tokens: ${tokens.selected} (all ${selection.totalTools} tools: ${tokens.all})</p><ul>${rows}</ul>`;
  }
  return `<h4>Tool selection: top ${selection.topK} of ${selection.totalTools}</h4><p>tool-definition tokens: ${tokens.selected} (all tools: ${tokens.all})${selection.error ? ` · <span class="err">${esc(selection.error)}</span>` : ""}</p><ul>${steps}</ul>`;
}

/**
 * Markdown for fallback suggestions: a compact Fallbacks table (per failed
 * call: the tools suggested, the one taken, whether the workflow recovered),
 * only when some workflow was offered any.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { oneLine, plural, stepNumber, stripControl, truncate } from "../format.js";
import { fallbackTotalsText, takenFor, takenText } from "../fallback-lines.js";
import { escapeText } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";

export function renderFallbacks(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  const rows = result.workflows.flatMap((w) =>
    (w.fallbacks?.offered ?? []).map((offer, index) => ({
      workflow: w.name,
      offer,
      taken: takenFor(w.fallbacks!, index),
      recovered: w.fallbacks!.recovered,
    })),
  );
  if (rows.length === 0) return;
  out.push("### Fallbacks", "");
  const totals = fallbackTotalsText(result.summary.fallbacks);
  if (totals !== null) out.push(`${totals}.`, "");
  const shown = rows.slice(0, Number.isFinite(plan.maxRows) ? plan.maxRows : rows.length);
  if (shown.length > 0) {
    out.push("| Workflow | Step | Failed call | Suggested | Taken | Recovered |", "| --- | ---: | --- | --- | --- | :---: |");
    for (const { workflow, offer, taken, recovered } of shown) {
      const error = escapeText(truncate(oneLine(stripControl(offer.error)), Math.min(plan.textLimit, 160)));
      const suggested = offer.suggestions.map((s) => `${escapeText(s.tool)} (${s.similarity.toFixed(2)})`).join(", ");
      const saved = recovered && taken.some((t) => t.ok);
      out.push(
        `| ${escapeText(workflow)} | ${stepNumber(offer.step)} | ${escapeText(offer.tool)} (${escapeText(offer.errorKind)}): ${error} | ${suggested} | ${escapeText(takenText(taken))} | ${saved ? "✅" : "—"} |`,
      );
    }
  }
  if (shown.length < rows.length) out.push("", `_${plural(rows.length - shown.length, "failed call")} not listed._`);
  out.push("");
}

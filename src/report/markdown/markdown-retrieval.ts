/**
 * Markdown sections of tool search: the tool-retrieval metric (summary,
 * per-workflow table, the expected tools that ranked outside the top k) and
 * what the retrieval-limited agent offered and saved. Compact by design:
 * they go into PR comments, and obey the plan's row limit.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { formatScore, oneLine, plural, stepNumber, stripControl, truncate } from "../format.js";
import { codeSpan, escapeText } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { approxTokens, discoveryText, retrievalGate, retrievalMisses, retrievalSummary } from "../retrieval-text.js";

export function renderRetrieval(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  const retrieval = result.retrieval;
  if (!retrieval) return;
  const gate = retrievalGate(retrieval);
  out.push(
    "### Tool retrieval",
    "",
    `${retrievalSummary(retrieval)}${gate === null ? "" : ` · ${gate.replace(/✓$/, "✅").replace(/✗$/, "❌")}`}`,
    "",
  );
  if (retrieval.error) out.push(`> ${escapeText(truncate(retrieval.error, Math.min(plan.textLimit, 300)))}`, "");
  const rows = retrieval.workflows.slice(0, limit(plan, retrieval.workflows.length));
  if (rows.length > 0) {
    out.push(`| Workflow | Recall@${retrieval.k} | MRR | Expected tools |`, "| --- | ---: | ---: | ---: |");
    for (const w of rows) out.push(`| ${escapeText(w.name)} | ${formatScore(w.recallAtK)} | ${formatScore(w.mrr)} | ${w.queries} |`);
  }
  more(out, retrieval.workflows.length - rows.length, "workflow");
  const misses = retrievalMisses(retrieval);
  const shown = misses.slice(0, limit(plan, misses.length));
  if (shown.length > 0) {
    out.push(
      "",
      `Outside the top ${retrieval.k}:`,
      "",
      "| Workflow | Step | Expected tool | Rank | Ranked first |",
      "| --- | ---: | --- | --- | --- |",
    );
    for (const m of shown) {
      out.push(
        `| ${escapeText(m.workflow)} | ${stepNumber(m.step)} | ${escapeText(m.tool)} | ${m.rank === null ? "not offered" : m.rank} | ${m.first === null ? "—" : escapeText(m.first)} |`,
      );
    }
  }
  more(out, misses.length - shown.length, "more expected tool");
  out.push("");
}

export function renderToolSelection(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  const selecting = result.workflows.filter((w) => w.toolSelection);
  if (selecting.length === 0) return;
  out.push("### Tool selection", "", "The model was offered only the tools ranked best against each user message.", "");
  const rows = selecting.slice(0, limit(plan, selecting.length));
  out.push("| Workflow | Offered per message | Tool-definition tokens | With all tools |", "| --- | --- | ---: | ---: |");
  for (const w of rows) {
    const s = w.toolSelection!;
    const note = s.error ? ` (${escapeText(truncate(oneLine(stripControl(s.error)), 120))})` : "";
    const offered = s.mode === "discover" ? `discovery: ${discoveryText(s)}` : `top ${s.topK} of ${plural(s.totalTools, "tool")}`;
    out.push(
      `| ${escapeText(w.name)} | ${escapeText(offered)}${note} | ${approxTokens(s.toolPromptTokens.selected)} | ${approxTokens(s.toolPromptTokens.all)} |`,
    );
  }
  more(out, selecting.length - rows.length, "workflow");
  out.push("");
}

/** The verdict's reason when the tool-retrieval gate failed the run (the heading shows only the score). */
export function retrievalVerdictLine(result: EvalResult): string | null {
  const r = result.retrieval;
  if (!r || r.passed || r.minRecallAtK === null) return null;
  return `❌ Tool retrieval ${codeSpan(`Recall@${r.k}`)} ${formatScore(r.recallAtK)} is below ${codeSpan("minRecallAtK")} ${formatScore(r.minRecallAtK)}.`;
}

function limit(plan: MarkdownPlan, all: number): number {
  return Number.isFinite(plan.maxRows) ? plan.maxRows : all;
}

function more(out: string[], count: number, noun: string): void {
  if (count > 0) out.push("", `_${plural(count, noun)} not listed._`);
}

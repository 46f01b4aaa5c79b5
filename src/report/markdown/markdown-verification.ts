/**
 * Markdown for verification: a Verifiers table (each verifier of each
 * workflow) and a Repeats table (pass@1, pass@k, pass^k, the minPass gate),
 * each only when some workflow has them, plus the failed-verifier block of a
 * failed workflow's details.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { formatScore, oneLine, plural, stripControl, truncate } from "../format.js";
import { escapeText, fence } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { runRepeatsLine, verifiersOf } from "../verification-lines.js";

export function renderVerification(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  // Infinity when the report is not cut.
  const limit = plan.maxRows;
  const cell = (text: string) => escapeText(truncate(oneLine(stripControl(text)), Math.min(plan.textLimit, 200)));

  const all = result.workflows.flatMap((w) => verifiersOf(w).map((v) => ({ workflow: w.name, v })));
  if (all.length > 0) {
    const listed = plan.passedRows ? all : all.filter(({ v }) => !v.passed);
    const rows = listed.slice(0, limit);
    out.push("### Verifiers", "");
    if (rows.length > 0) {
      out.push("| Workflow | Check | Type | Result | Expected | Actual |", "| --- | --- | --- | --- | --- | --- |");
      for (const { workflow, v } of rows) {
        const verdict = v.passed ? "✅ passed" : `❌ ${cell(v.message || "failed")}`;
        out.push(`| ${escapeText(workflow)} | ${escapeText(v.name)} | ${v.type} | ${verdict} | ${cell(v.expected)} | ${cell(v.actual)} |`);
      }
    }
    if (listed.length < all.length) out.push("", `_${plural(all.length - listed.length, "passed check")} not listed._`);
    if (rows.length < listed.length) out.push("", `_${plural(listed.length - rows.length, "check")} not listed._`);
    out.push("");
  }

  const repeated = result.workflows.filter((w) => w.repeats);
  if (repeated.length > 0) {
    out.push("### Repeats", "");
    if (result.summary.repeats) out.push(`Run: ${runRepeatsLine(result.summary.repeats)}`, "");
    out.push(
      "| Workflow | Runs passed | pass@1 | pass@k | pass^k | minPass | Result |",
      "| --- | ---: | ---: | :---: | :---: | ---: | --- |",
    );
    for (const w of repeated.slice(0, limit)) {
      const r = w.repeats!;
      out.push(
        `| ${escapeText(w.name)} | ${r.passes}/${r.k} | ${formatScore(r.pass1)}${r.pass1Std === undefined ? "" : ` ± ${formatScore(r.pass1Std)}`} | ${r.passAtK ? "✅" : "❌"} | ${r.passHatK ? "✅" : "❌"} | ${r.minPass} | ${r.passed ? "✅ passed" : "❌ failed"} |`,
      );
    }
    if (repeated.length > limit) out.push("", `_${plural(repeated.length - limit, "repeated workflow")} not listed._`);
    out.push("");
  }
}

/** Failed verifiers in a failed workflow's `<details>` block. */
export function renderVerifierFailures(out: string[], w: WorkflowResult, plan: MarkdownPlan): void {
  const failed = verifiersOf(w).filter((v) => !v.passed);
  if (failed.length === 0) return;
  out.push(`**Verifiers**: ${failed.length} of ${verifiersOf(w).length} checks failed`, "");
  for (const v of failed) {
    const body = [`${v.name} (${v.type}): ${v.message}`, "", "expected:", v.expected, "", "actual:", v.actual].join("\n");
    out.push(fence(truncate(stripControl(body), plan.textLimit)), "");
  }
}

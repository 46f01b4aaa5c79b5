/**
 * Fallback suggestions of a workflow in words, for the reporters: per failed
 * call what was suggested, what was taken and whether the workflow
 * recovered. They present what the result holds; nothing here decides.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import type { FallbackReport, FallbackTaken, FallbackTotals } from "../result/fallback-report.js";
import { cleanLine, plural } from "./format.js";

/** The taken calls that answer offer `index`, in order. */
export function takenFor(report: FallbackReport, index: number): FallbackTaken[] {
  return report.taken.filter((t) => t.offer === index);
}

/** "model took read_text_file ✓" / "auto-retry called read_text_file ✗" / "not taken". */
export function takenText(taken: readonly FallbackTaken[]): string {
  if (taken.length === 0) return "not taken";
  return taken.map((t) => `${t.by === "auto" ? "auto-retry called" : "model took"} ${cleanLine(t.tool)} ${t.ok ? "✓" : "✗"}`).join(", ");
}

/**
 * One line per failed call that got suggestions:
 * `fallback: read_file failed (tool) → suggested read_text_file, search_files; model took read_text_file ✓ (recovered)`.
 */
export function fallbackLines(workflow: Pick<WorkflowResult, "fallbacks">): string[] {
  const report = workflow.fallbacks;
  if (!report) return [];
  return report.offered.map((offer, index) => {
    const taken = takenFor(report, index);
    const suggested = offer.suggestions.map((s) => cleanLine(s.tool)).join(", ");
    const recovered = report.recovered && taken.some((t) => t.ok) ? " (recovered)" : "";
    return `fallback: ${cleanLine(offer.tool)} failed (${cleanLine(offer.errorKind)}) → suggested ${suggested}; ${takenText(taken)}${recovered}`;
  });
}

/** "2 failed calls got suggestions, 1 taken, 1 workflow recovered", or null without any. */
export function fallbackTotalsText(totals: FallbackTotals | undefined): string | null {
  if (!totals) return null;
  return `${plural(totals.offered, "failed call")} got suggestions, ${totals.taken} taken, ${plural(totals.recovered, "workflow")} recovered`;
}

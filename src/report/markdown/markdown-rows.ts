/**
 * Small helpers the Markdown report's sections share: which workflows
 * failed, a metric's verdict cell, "N not listed" notes, row limits.
 */
import type { WorkflowResult } from "../../result/workflow-result.js";
import { plural } from "../format.js";

export function isFailedWorkflow(w: WorkflowResult): boolean {
  return !w.passed || w.error !== null;
}

/** ✅ passed, ❌ failed, ⚠️ not graded (its grader failed), — skipped or not configured (a skipped metric did not count). */
export function verdict(metric: { passed: boolean; skipped: boolean; notGraded?: boolean | undefined } | undefined): string {
  if (metric === undefined || metric.skipped) return "—";
  if (metric.notGraded === true) return "⚠️ not graded";
  return metric.passed ? "✅" : "❌";
}

/** An italic "N things not listed" note, separated by a blank line so it does not join a table above it. */
export function omitted(out: string[], count: number, noun: string, what: string): void {
  if (count <= 0) return;
  if (out[out.length - 1] !== "") out.push("");
  out.push(`_${plural(count, noun)} ${what}._`);
}

export function finiteOr(limit: number, fallback: number): number {
  return Number.isFinite(limit) ? limit : fallback;
}

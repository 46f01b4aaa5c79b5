import type { WorkflowResult } from "../result/workflow-result.js";
import type { FallbackTotals } from "../result/fallback-report.js";

/**
 * Run totals of fallback suggestions for the summary: offers made, suggested
 * tools taken, workflows recovered. Empty (no key) when no workflow was
 * offered any, so runs without failures keep their summary shape.
 */
export function fallbackTotals(workflows: ReadonlyArray<Pick<WorkflowResult, "fallbacks">>): { fallbacks?: FallbackTotals } {
  const reports = workflows.flatMap((w) => (w.fallbacks ? [w.fallbacks] : []));
  if (reports.length === 0) return {};
  return {
    fallbacks: {
      offered: reports.reduce((n, r) => n + r.offered.length, 0),
      taken: reports.reduce((n, r) => n + r.taken.length, 0),
      recovered: reports.filter((r) => r.recovered).length,
    },
  };
}

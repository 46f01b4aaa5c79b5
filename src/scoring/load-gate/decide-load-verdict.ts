/**
 * A load run's verdict, computed once: it fails on a latency regression the
 * gate showed, on a budget exceeded (`p95Ms`, `errorRate`), or when nothing
 * was measured; it is infrastructure when a server could not be reached or
 * the run was interrupted (exit 3). Pure.
 */
import type { LoadBudget, LoadGate, LoadReport, LoadStats } from "../../result/load-report.js";
import { round } from "../../util/round.js";

export function loadBudgets(
  overall: Pick<LoadStats, "p95" | "errorRate">,
  limits: { p95Ms?: number | undefined; errorRate?: number | undefined },
): LoadBudget[] {
  const budgets: LoadBudget[] = [];
  if (limits.p95Ms !== undefined)
    budgets.push({ name: "p95Ms", limit: limits.p95Ms, actual: overall.p95, passed: overall.p95 <= limits.p95Ms });
  if (limits.errorRate !== undefined)
    budgets.push({
      name: "errorRate",
      limit: limits.errorRate,
      actual: round(overall.errorRate, 6),
      passed: overall.errorRate <= limits.errorRate,
    });
  return budgets;
}

export function decideLoadVerdict({
  calls,
  gate,
  budgets,
  unreachable,
  interrupted,
}: {
  calls: number;
  gate: LoadGate | null;
  budgets: readonly LoadBudget[];
  /** Why no load could be sent (a server not reached), if so. */
  unreachable: string | undefined;
  interrupted: boolean;
}): LoadReport["verdict"] {
  if (unreachable !== undefined) return { passed: false, infrastructure: true, reasons: [unreachable] };
  if (interrupted) return { passed: false, infrastructure: true, reasons: ["interrupted: the report holds the calls made until then"] };
  const reasons: string[] = [];
  if (calls === 0) reasons.push("no call was recorded (is the duration longer than the warmup?)");
  for (const unit of gate?.units ?? []) {
    if (unit.verdict === "regression" && unit.ratio)
      reasons.push(
        `${unit.name}: p95 ${unit.head.p95} ms is ${unit.ratio.value}x the baseline's ${unit.baseline.p95} ms (interval ${unit.ratio.lower}..${unit.ratio.upper}, all above ${gate!.maxSlowdown}x)`,
      );
  }
  for (const budget of budgets) {
    if (!budget.passed)
      reasons.push(
        budget.name === "p95Ms"
          ? `p95 ${budget.actual} ms is over the budget of ${budget.limit} ms (load.p95Ms)`
          : `error rate ${budget.actual} is over the budget of ${budget.limit} (load.errorRate)`,
      );
  }
  return { passed: reasons.length === 0, infrastructure: false, reasons };
}

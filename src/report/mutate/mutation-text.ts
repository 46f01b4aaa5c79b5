/**
 * What every mutation report says, worded once: the score line, the change
 * against the baseline, a mutant's label, and which survivors come first.
 * Reporters format what mutate decided; nothing here scores.
 */
import type { MutantResult, MutationReport } from "../../result/mutation-report.js";
import { formatPercent, plural } from "../format.js";

/** "62.5% (5 killed, 3 survived; 1 timeout, 2 equivalent)". */
export function scoreLine(report: MutationReport): string {
  const { counts, mutationScore } = report;
  const apart = [
    counts.timeout > 0 ? plural(counts.timeout, "timeout") : "",
    counts.infrastructure > 0 ? `${counts.infrastructure} infrastructure` : "",
    counts.equivalent > 0 ? `${counts.equivalent} equivalent` : "",
  ].filter(Boolean);
  const score = mutationScore === null ? "no score" : formatPercent(mutationScore);
  return `${score} (${counts.killed} killed, ${counts.survived} survived${apart.length > 0 ? `; ${apart.join(", ")}` : ""})`;
}

/** "+12.5 points against the baseline (50.0%)", or undefined without a baseline. */
export function baselineLine(report: MutationReport): string | undefined {
  const { baseline } = report;
  if (!baseline) return undefined;
  const was = baseline.mutationScore === null ? "no score" : formatPercent(baseline.mutationScore);
  if (baseline.change === null) return `baseline: ${was}`;
  const points = (baseline.change * 100).toFixed(1);
  return `${baseline.change >= 0 ? "+" : ""}${points} points against the baseline (${was})`;
}

/** `operator` on `server/item` (the server only when the report has several). */
export function mutantLabel(mutant: MutantResult, report: MutationReport): string {
  const servers = new Set(report.mutants.map((m) => m.server));
  return `${mutant.operator} on ${mutant.kind} ${servers.size > 1 ? `${mutant.server}/` : ""}${mutant.item}`;
}

/** Survivors in report order, at most `limit` (the top ones a PR comment shows). */
export function topSurvivors(report: MutationReport, limit: number): MutantResult[] {
  return report.mutants.filter((m) => m.status === "survived").slice(0, limit);
}

/** "failed: <reasons>" (also without a minScore: a merged report missing a shard), or the gate passed, or undefined. */
export function gateLine(report: MutationReport): string | undefined {
  if (!report.passed && report.reasons.length > 0) return `failed: ${report.reasons.join("; ")}`;
  return report.minScore === null ? undefined : `minScore ${formatPercent(report.minScore)}: passed`;
}

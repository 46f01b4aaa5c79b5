/**
 * The mutation score and its gate, from the mutants' statuses. Pure.
 * Score = killed / (killed + survived): timeouts and infrastructure are
 * reported apart and never count as kills; equivalent mutants are out.
 */
import type { MutantResult, MutationCounts } from "../result/mutation-report.js";

export interface MutationScore {
  counts: MutationCounts;
  mutationScore: number | null;
  passed: boolean;
  reasons: string[];
}

/** `partial`: a shard's part, where no scored mutant is no failure (the merged score decides). */
export function scoreMutants(
  mutants: readonly MutantResult[],
  { minScore, partial = false }: { minScore: number | null; partial?: boolean },
): MutationScore {
  const count = (status: MutantResult["status"]): number => mutants.filter((m) => m.status === status).length;
  const counts: MutationCounts = {
    total: mutants.length,
    killed: count("killed"),
    survived: count("survived"),
    timeout: count("timeout"),
    infrastructure: count("infrastructure"),
    equivalent: count("equivalent"),
  };
  const scored = counts.killed + counts.survived;
  const mutationScore = scored === 0 ? null : counts.killed / scored;
  const reasons: string[] = [];
  if (minScore !== null && mutationScore !== null && mutationScore < minScore)
    reasons.push(`mutation score ${percent(mutationScore)} is below minScore ${percent(minScore)} (${counts.survived} survived)`);
  if (minScore !== null && mutationScore === null && !partial)
    reasons.push("no mutant was killed or survived, so there is no score to hold to minScore");
  return { counts, mutationScore, passed: reasons.length === 0, reasons };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

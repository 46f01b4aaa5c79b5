/**
 * The tool-retrieval metric's numbers from ranks already found: Recall@k
 * (share of expected tools ranked within the top k) and MRR (mean of
 * 1/rank; 0 for a tool the servers do not offer), per workflow and overall.
 * Overall is the micro-average over expected-tool instances, so a workflow
 * with many expectations weighs more than one with a single step. Pure: the
 * merge of sharded results recomputes it from the union of the workflows.
 */
import type { RetrievalResult, RetrievalScores, RetrievalStep, WorkflowRetrieval } from "../result/retrieval-result.js";
import type { SearchMode } from "../result/search-mode.js";
import { round } from "../util/round.js";

/** Recall@k and MRR of a list of 1-based ranks (null: not offered at all). */
export function retrievalScores(ranks: ReadonlyArray<number | null>, k: number): RetrievalScores {
  if (ranks.length === 0) return { recallAtK: 0, mrr: 0, queries: 0 };
  const found = ranks.filter((rank): rank is number => rank !== null);
  return {
    recallAtK: round(found.filter((rank) => rank <= k).length / ranks.length),
    mrr: round(found.reduce((sum, rank) => sum + 1 / rank, 0) / ranks.length),
    queries: ranks.length,
  };
}

/** Options of {@link scoreRetrieval}. */
export interface ScoreRetrievalOptions {
  /** Each workflow's ranked steps (workflows with none are left out of the result). */
  workflows: ReadonlyArray<{ name: string; steps: RetrievalStep[] }>;
  k: number;
  /** The mode the ranks were found with. */
  mode: SearchMode;
  /** The gate; null or undefined when none is set. */
  minRecallAtK?: number | null;
  /** Why the ranking fell back or could not be done. @default null */
  error?: string | null;
}

/** The whole metric: per-workflow scores, the overall micro-average and the gate. */
export function scoreRetrieval({ workflows, k, mode, minRecallAtK = null, error = null }: ScoreRetrievalOptions): RetrievalResult {
  const ranked: WorkflowRetrieval[] = workflows
    .filter((workflow) => workflow.steps.length > 0)
    .map(({ name, steps }) => ({ name, ...retrievalScores(ranksOf(steps), k), steps }));
  const overall = retrievalScores(
    ranked.flatMap((workflow) => ranksOf(workflow.steps)),
    k,
  );
  // Nothing ranked (no workflow's servers were reached): there is no number to hold against the gate.
  const passed = minRecallAtK === null || overall.queries === 0 || overall.recallAtK >= minRecallAtK;
  return { ...overall, mode, k, minRecallAtK, passed, workflows: ranked, error };
}

function ranksOf(steps: readonly RetrievalStep[]): Array<number | null> {
  return steps.flatMap((step) => step.expected.map((expected) => expected.rank));
}

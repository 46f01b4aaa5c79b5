/**
 * The run's verdict: the one pass rule (the score reaches the threshold, and
 * the tool-retrieval gate `toolRetrieval.minRecallAtK` holds), and why a run
 * failed in words shared by the console, Markdown, JUnit and the action's
 * gate. Reporters read these reasons; they never derive their own. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { ToolTokens } from "../result/tool-tokens.js";
import { evaluatedAny, notEvaluatedReason } from "./run-status.js";
import { budgetBreachText } from "./count-tool-tokens.js";

/** Scores as every report prints them: two decimals. */
const formatScore = (score: number): string => score.toFixed(2);

/** The pass rule of a run, applied by evaluate() and by merge alike. */
export function runPassed({
  score,
  threshold,
  retrieval,
  toolTokens,
}: {
  score: number;
  threshold: number;
  retrieval: Pick<RetrievalResult, "passed"> | null | undefined;
  /** The tool-definition token budget (`budget`); absent when not counted. */
  toolTokens?: Pick<ToolTokens, "passed"> | null | undefined;
}): boolean {
  return score >= threshold && (retrieval?.passed ?? true) && (toolTokens?.passed ?? true);
}

/** One line per reason; empty for a passed run. */
export function runFailureReasons(
  result: Pick<
    EvalResult,
    "passed" | "score" | "threshold" | "retrieval" | "workflows" | "toolHealth" | "shard" | "cancelled" | "gate" | "toolTokens"
  >,
): string[] {
  if (result.passed) return [];
  // A score means nothing when no server gave a verdict (or the run was cancelled): say that instead.
  const notEvaluated = notEvaluatedReason(result);
  if (notEvaluated !== null) return [notEvaluated];
  const reasons: string[] = [];
  if (result.score < result.threshold)
    reasons.push(`score ${formatScore(result.score)} is below the threshold ${formatScore(result.threshold)}`);
  if (result.retrieval && !result.retrieval.passed) reasons.push(retrievalGateFailure(result.retrieval));
  if (result.gate && !result.gate.passed) reasons.push(...result.gate.failures);
  reasons.push(...(result.toolTokens?.breaches ?? []).map(budgetBreachText));
  // A failed run always has a reason to show (a result written by hand or by a newer version may hold others).
  if (reasons.length === 0)
    reasons.push(`the run did not pass (score ${formatScore(result.score)}, threshold ${formatScore(result.threshold)})`);
  return reasons;
}

/**
 * Whether a failed run failed only for infrastructure: every failed workflow and tool test could not run (a
 * server that did not start, a model endpoint that failed, a cancelled run), and no gate failed on its own.
 * The CLI exits 3 for such a run and the action says so; one real verdict on a reachable server makes it 1.
 */
export function failedOnInfrastructure(
  result: Pick<EvalResult, "passed" | "workflows" | "toolHealth" | "retrieval" | "cancelled" | "gate" | "toolTokens">,
): boolean {
  if (result.passed) return false;
  if (result.cancelled === true) return true;
  if ((result.retrieval && !result.retrieval.passed) || result.toolTokens?.passed === false) return false;
  // A shown regression is a verdict on the server, whatever else went wrong.
  if (result.gate && !result.gate.passed) return false;
  const failed = [...result.workflows.filter((w) => !w.passed), ...result.toolHealth.filter((t) => !t.passed)];
  // No unit at all: nothing got a verdict. Otherwise a dead server at threshold 0 is caught by the every().
  if (failed.length === 0) return !evaluatedAny(result.workflows, result.toolHealth);
  return failed.every((unit) => unit.infrastructure === true);
}

/** "tool retrieval Recall@5 0.67 is below minRecallAtK 0.80". */
export function retrievalGateFailure(retrieval: Pick<RetrievalResult, "k" | "recallAtK" | "minRecallAtK">): string {
  return `tool retrieval Recall@${retrieval.k} ${formatScore(retrieval.recallAtK)} is below minRecallAtK ${formatScore(retrieval.minRecallAtK ?? 0)}`;
}

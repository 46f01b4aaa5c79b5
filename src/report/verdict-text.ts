/**
 * The verdict in words: the status label, why nothing was evaluated, and why
 * a run failed. eval/decide-verdict.ts writes these lines into the result
 * once (finishRun, merge, an old report read back); the console, Markdown,
 * HTML, JUnit, CTRF and the action's gate read them from there. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { RunStatus } from "../result/run-verdict.js";
import type { JudgeCalibrationGate } from "../result/judge-calibration.js";
import { budgetBreachText } from "./tool-tokens-text.js";
import { cleanLine } from "./format.js";

/** Scores as every report prints them: two decimals. */
const formatScore = (score: number): string => score.toFixed(2);

/** The status as reports print it: "passed", "failed", "cancelled", "nothing to run". */
export function runStatusLabel(status: RunStatus): string {
  return status === "nothing-to-run" ? "nothing to run" : status;
}

const NOT_EVALUATED = {
  cancelled: "the run was cancelled before it finished",
  nothing: "nothing was evaluated",
  unreachable: "nothing was evaluated: no server could be reached or authorized (or the model endpoint failed), whatever the threshold",
} as const;

/** Why a run evaluated nothing, in words; null for no cause. */
export function notEvaluatedText(cause: keyof typeof NOT_EVALUATED | null): string | null {
  return cause === null ? null : NOT_EVALUATED[cause];
}

/** One line per reason; empty for a passed run. `notEvaluated`: the run's notEvaluatedText. */
export function runFailureReasons(
  result: Pick<
    EvalResult,
    "passed" | "score" | "threshold" | "retrieval" | "gate" | "toolTokens" | "toolChanges" | "failOn" | "judgeCalibration" | "shards"
  >,
  notEvaluated: string | null,
): string[] {
  if (result.passed) return [];
  const reasons: string[] = shardFailures(result.shards);
  // A score means nothing when no server gave a verdict (or the run was cancelled): say that instead.
  if (notEvaluated !== null) return [...reasons, notEvaluated];
  if (result.score < result.threshold)
    reasons.push(`score ${formatScore(result.score)} is below the threshold ${formatScore(result.threshold)}`);
  if (result.retrieval && !result.retrieval.passed) reasons.push(retrievalGateFailure(result.retrieval));
  if (result.gate && !result.gate.passed) reasons.push(...result.gate.failures);
  reasons.push(...(result.toolTokens?.breaches ?? []).map(budgetBreachText));
  if (result.judgeCalibration && !result.judgeCalibration.passed) reasons.push(judgeCalibrationFailure(result.judgeCalibration));
  const breaking = breakingFailure(result);
  if (breaking) reasons.push(breaking);
  // A failed run always has a reason to show (a result written by hand or by a newer version may hold others).
  if (reasons.length === 0)
    reasons.push(`the run did not pass (score ${formatScore(result.score)}, threshold ${formatScore(result.threshold)})`);
  return reasons;
}

/** Why the judge's calibration failed llmJudge.minAgreement: below it, undefined, or never measured for these criteria. */
export function judgeCalibrationFailure(gate: JudgeCalibrationGate): string {
  const model = cleanLine(gate.judgeModel);
  const min = formatScore(gate.minAgreement ?? 0);
  if (gate.last === null)
    return `the judge ${model} has no calibration for the current criteria, and llmJudge.minAgreement is ${min}: run \`mcpvals judge calibrate --labels FILE\``;
  if (gate.agreement === null)
    return `the judge ${model}'s last calibration (${gate.last.measuredAt}) has no defined agreement (every label or verdict the same), and llmJudge.minAgreement is ${min}`;
  return `the judge ${model} agrees with people at ${formatScore(gate.agreement)} (calibrated ${gate.last.measuredAt}), below llmJudge.minAgreement ${min}`;
}

/** The shards a merged run lacks or that failed without a verdict, by name (reports print these lines). */
export function shardFailures(shards: EvalResult["shards"]): string[] {
  if (!shards) return [];
  const names = (list: readonly number[]): string => list.map((i) => `${i}/${shards.total}`).join(", ");
  const lines: string[] = [];
  if (shards.missing.length > 0)
    lines.push(
      `shard${shards.missing.length > 1 ? "s" : ""} ${names(shards.missing)} sent no report (the job failed before writing it): that work did not run; "mcpvals run --resume <merged report>" runs it`,
    );
  if (shards.failed.length > 0)
    lines.push(
      `shard${shards.failed.length > 1 ? "s" : ""} ${names(shards.failed)} failed without a verdict (cancelled, or no server reached)`,
    );
  return lines;
}

/** "breaking changes since the baseline (default/add, default/slow) with failOn: breaking", or null when that did not fail the run. */
export function breakingFailure(result: Pick<EvalResult, "toolChanges" | "failOn">): string | null {
  if (!result.failOn?.includes("breaking") || !result.toolChanges?.breaking) return null;
  const names = result.toolChanges.entries.filter((e) => e.breaking).map((e) => cleanLine(`${e.server}/${e.tool}`));
  return `breaking change${names.length === 1 ? "" : "s"} since the baseline (${names.join(", ")}) with failOn: breaking`;
}

/** "tool retrieval Recall@5 0.67 is below minRecallAtK 0.80". */
export function retrievalGateFailure(retrieval: Pick<RetrievalResult, "k" | "recallAtK" | "minRecallAtK">): string {
  return `tool retrieval Recall@${retrieval.k} ${formatScore(retrieval.recallAtK)} is below minRecallAtK ${formatScore(retrieval.minRecallAtK ?? 0)}`;
}

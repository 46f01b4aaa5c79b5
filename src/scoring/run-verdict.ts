/**
 * The run's verdict: the one pass rule (the score reaches the threshold, and
 * the tool-retrieval gate `toolRetrieval.minRecallAtK` holds), and whether a
 * failed run failed only for infrastructure. finishRun stores both in the
 * result (eval/decide-verdict.ts); reporters read them there. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { ToolTokens } from "../result/tool-tokens.js";
import { evaluatedAny } from "./run-status.js";

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

/**
 * Whether a failed run failed only for infrastructure: every failed workflow and tool test could not run (a
 * server that did not start, a model endpoint that failed, a cancelled run), and no gate failed on its own.
 * The CLI exits 3 for such a run and the action says so; one real verdict on a reachable server makes it 1.
 */
export function failedOnInfrastructure(
  result: Pick<
    EvalResult,
    | "passed"
    | "workflows"
    | "toolHealth"
    | "retrieval"
    | "cancelled"
    | "gate"
    | "toolTokens"
    | "toolChanges"
    | "failOn"
    | "judgeCalibration"
    | "shards"
  >,
): boolean {
  if (result.passed) return false;
  if (result.cancelled === true) return true;
  // A breaking change the run was told to fail on is a verdict on the server.
  if (result.failOn?.includes("breaking") && result.toolChanges?.breaking) return false;
  if ((result.retrieval && !result.retrieval.passed) || result.toolTokens?.passed === false) return false;
  // A judge below llmJudge.minAgreement (or never calibrated) fails the gate it was told to hold: a verdict, not a broken pipe.
  if (result.judgeCalibration && !result.judgeCalibration.passed) return false;
  // A shown regression is a verdict on the server, whatever else went wrong.
  if (result.gate && !result.gate.passed) return false;
  const failed = [...result.workflows.filter((w) => !w.passed), ...result.toolHealth.filter((t) => !t.passed)];
  // No unit at all: nothing got a verdict. Otherwise a dead server at threshold 0 is caught by the every().
  // A merged run missing a shard's report failed for want of its work, not on the server.
  if (failed.length === 0) return (result.shards?.missing.length ?? 0) > 0 || !evaluatedAny(result.workflows, result.toolHealth);
  return failed.every((unit) => unit.infrastructure === true);
}

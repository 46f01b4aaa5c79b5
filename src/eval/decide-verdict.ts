/**
 * The verdict of a finished result, decided once: the status and the
 * infrastructure classification (scoring's), and why it failed in the
 * reports' words. finishRun and merge store it in the result; readResultFile
 * derives it for a report written before the result carried it. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { RunVerdict } from "../result/run-verdict.js";
import { notEvaluatedText, runFailureReasons } from "../report/verdict-text.js";
import { notEvaluatedCause, runStatus } from "../scoring/run-status.js";
import { failedOnInfrastructure } from "../scoring/run-verdict.js";

function decideVerdict(result: Omit<EvalResult, "verdict">): RunVerdict {
  const notEvaluated = result.passed ? null : notEvaluatedText(notEvaluatedCause(result));
  return {
    status: runStatus(result),
    reasons: runFailureReasons(result, notEvaluated),
    notEvaluated,
    infrastructure: failedOnInfrastructure(result),
  };
}

/** The result with its verdict stored (as its last field, after everything it is decided from). */
export function withVerdict(result: Omit<EvalResult, "verdict">): EvalResult {
  return { ...result, verdict: decideVerdict(result) };
}

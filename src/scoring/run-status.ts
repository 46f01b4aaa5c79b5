/**
 * What a run came to, beyond pass or fail: a cancelled run, a run where no
 * server answered anything (so no threshold can make it green), and an empty
 * shard (nothing was dealt to it, which is not a failure). Decided here once
 * for the verdict finishRun stores (eval/decide-verdict.ts). Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { RunStatus } from "../result/run-verdict.js";

type Unit = { passed: boolean; infrastructure?: boolean | undefined };
type StatusParts = Pick<EvalResult, "passed" | "shard" | "cancelled"> & { workflows: readonly Unit[]; toolHealth: readonly Unit[] };

/** Why nothing got a verdict: cancelled, nothing at all to evaluate, or nothing reached. */
export type NotEvaluatedCause = "cancelled" | "nothing" | "unreachable";

/** Whether some workflow or tool test got a verdict on a server that answered (passed, or failed on its own). */
export function evaluatedAny(workflows: readonly Unit[], toolHealth: readonly Unit[]): boolean {
  return [...workflows, ...toolHealth].some((unit) => unit.infrastructure !== true);
}

/** A shard with no work dealt to it; the merge accounts for it. */
export function isEmptyShard(result: {
  shard?: EvalResult["shard"];
  workflows: readonly unknown[];
  toolHealth: readonly unknown[];
}): boolean {
  return result.shard != null && result.workflows.length === 0 && result.toolHealth.length === 0;
}

export function runStatus(result: StatusParts): RunStatus {
  if (result.cancelled === true) return "cancelled";
  if (isEmptyShard(result)) return "nothing-to-run";
  return result.passed ? "passed" : "failed";
}

/** Why a run evaluated nothing; null when something was evaluated (or the run is a shard with no work). */
export function notEvaluatedCause(result: StatusParts): NotEvaluatedCause | null {
  if (result.cancelled === true) return "cancelled";
  if (isEmptyShard(result) || evaluatedAny(result.workflows, result.toolHealth)) return null;
  return result.workflows.length + result.toolHealth.length === 0 ? "nothing" : "unreachable";
}

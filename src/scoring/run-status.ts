/**
 * What a run came to, beyond pass or fail: a cancelled run, a run where no
 * server answered anything (so no threshold can make it green), and an empty
 * shard (nothing was dealt to it, which is not a failure). One word per
 * status, shared by the console, Markdown, HTML and the action. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";

/** `nothing-to-run`: a shard that got no workflow and no suite (`--shard 3/4` of 2 items). */
export type RunStatus = "passed" | "failed" | "cancelled" | "nothing-to-run";

/** A workflow's `error` when the run was cancelled under it (set by eval's run-workflow). */
export const CANCELLED_ERROR = "the run was cancelled";

type Unit = { passed: boolean; infrastructure?: boolean | undefined };
type StatusParts = Pick<EvalResult, "passed" | "shard" | "cancelled"> & { workflows: readonly Unit[]; toolHealth: readonly Unit[] };

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

/** The status as reports print it: "passed", "failed", "cancelled", "nothing to run". */
export function runStatusLabel(status: RunStatus): string {
  return status === "nothing-to-run" ? "nothing to run" : status;
}

/** Why a run that evaluated nothing did not pass; null when something was evaluated (or the run is a shard with no work). */
export function notEvaluatedReason(result: StatusParts): string | null {
  if (result.cancelled === true) return "the run was cancelled before it finished";
  if (isEmptyShard(result) || evaluatedAny(result.workflows, result.toolHealth)) return null;
  return result.workflows.length + result.toolHealth.length === 0
    ? "nothing was evaluated"
    : "nothing was evaluated: no server could be reached (or the model endpoint failed), whatever the threshold";
}

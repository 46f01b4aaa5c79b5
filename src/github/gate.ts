/**
 * Whether the check passes: the one decision the required check stands for.
 * Pure: the result and the inputs in, the one-line reason out.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { ActionInputs } from "./parse-inputs.js";
import { failedOnInfrastructure, runFailureReasons } from "../scoring/run-verdict.js";
import { oneLine } from "../report/format.js";
import { notEvaluatedReason, runStatus } from "../scoring/run-status.js";

/** The verdict: `failure` is the one-line reason for setFailed, null when the check passes. */
export interface GateVerdict {
  failure: string | null;
  /** Said instead of failing (a shard leaves the threshold to the merge job). */
  notice: string | null;
}

export function gate(inputs: Pick<ActionInputs, "shard" | "fail-on-breaking-change">, result: EvalResult): GateVerdict {
  if (inputs.shard) {
    const { index, total } = inputs.shard;
    const status = runStatus(result);
    const what =
      status === "nothing-to-run" ? "had nothing to run" : status === "cancelled" ? "was cancelled" : `scored ${result.score.toFixed(2)}`;
    return {
      failure: null,
      notice: `mcpvals: shard ${index}/${total} ${what}; the merge job applies the threshold${result.retrieval?.minRecallAtK != null ? " and the tool-retrieval gate" : ""}.`,
    };
  }
  const reasons: string[] = [];
  // Nothing was judged: the server could not be reached (or the model, or the run was cancelled). Say that, not a score.
  if (result.cancelled === true) {
    reasons.push("mcpvals: the run was CANCELLED before it finished (the CLI's exit 3); its score covers only what ran");
  } else if (failedOnInfrastructure(result)) {
    const first =
      [...result.workflows, ...result.toolHealth].find((unit) => unit.infrastructure && unit.error)?.error ??
      notEvaluatedReason(result) ??
      "";
    reasons.push(`mcpvals could not evaluate (infrastructure, the CLI's exit 3): ${oneLine(first).slice(0, 300)}`);
  } else {
    // The score and the tool-retrieval gate (toolRetrieval.minRecallAtK) each say why they failed the run.
    reasons.push(...runFailureReasons(result).map((reason) => `mcpvals ${reason}`));
  }
  if (inputs["fail-on-breaking-change"] && result.toolChanges?.breaking) {
    const tools = result.toolChanges.entries.filter((e) => e.breaking).map((e) => e.tool);
    reasons.push(`breaking tool change${tools.length === 1 ? "" : "s"} (${tools.join(", ")}) with fail-on-breaking-change set`);
  }
  return { failure: reasons.length > 0 ? reasons.join("; ") : null, notice: null };
}

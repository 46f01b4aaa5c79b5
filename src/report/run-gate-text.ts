/**
 * The action's gate in words: the one-line reason the required check fails
 * with (or the notice a shard leaves instead), from the verdict stored in
 * the result. Reads the verdict; decides nothing. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import { oneLine } from "./format.js";
import { shardFailures } from "./verdict-text.js";

/** The verdict: `failure` is the one-line reason for setFailed, null when the check passes. */
export interface GateVerdict {
  failure: string | null;
  /** Said instead of failing (a shard leaves the threshold to the merge job). */
  notice: string | null;
}

export interface RunGateTextOptions {
  /** The shard this job ran, if any: its merge job applies the threshold. */
  shard?: { index: number; total: number } | undefined;
}

export function runGateText({ shard }: RunGateTextOptions, result: EvalResult): GateVerdict {
  if (shard) return { failure: null, notice: shardNotice(shard, result) };
  const { verdict } = result;
  const reasons: string[] = [];
  // Nothing was judged: the server could not be reached (or the model, or the run was cancelled). Say that, not a score.
  if (verdict.status === "cancelled") {
    reasons.push("mcpvals: the run was CANCELLED before it finished (the CLI's exit 3); its score covers only what ran");
  } else if (verdict.infrastructure) {
    const first =
      shardFailures(result.shards)[0] ??
      [...result.workflows, ...result.toolHealth].find((unit) => unit.infrastructure && unit.error)?.error ??
      verdict.notEvaluated ??
      "";
    reasons.push(`mcpvals could not evaluate (infrastructure, the CLI's exit 3): ${oneLine(first).slice(0, 300)}`);
  } else {
    // The score and the tool-retrieval gate (toolRetrieval.minRecallAtK) each say why they failed the run.
    reasons.push(...verdict.reasons.map((reason) => `mcpvals ${reason}`));
  }
  // A breaking change under `failOn: [breaking]` (the action's fail-on-breaking-change too) is among the verdict's reasons.
  return { failure: reasons.length > 0 ? reasons.join("; ") : null, notice: null };
}

function shardNotice({ index, total }: { index: number; total: number }, result: EvalResult): string {
  const status = result.verdict.status;
  const what =
    status === "nothing-to-run" ? "had nothing to run" : status === "cancelled" ? "was cancelled" : `scored ${result.score.toFixed(2)}`;
  return `mcpvals: shard ${index}/${total} ${what}; the merge job applies the threshold${result.retrieval?.minRecallAtK != null ? " and the tool-retrieval gate" : ""}.`;
}

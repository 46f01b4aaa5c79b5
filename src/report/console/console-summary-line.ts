/**
 * The console report's last line, the one CI users grep for: the run's
 * status word (PASSED, FAILED, CANCELLED, or an empty shard's NOTHING TO
 * RUN), why nothing was evaluated when so, the score and the counts.
 */
import type pc from "picocolors";
import type { EvalResult } from "../../result/eval-result.js";
import { runStatusLabel } from "../verdict-text.js";
import { cleanLine, formatDuration, formatScore } from "../format.js";
import { gateHeadline } from "../gate-summary.js";
import { workflowCountText } from "../workflow-count-text.js";

/** `PASSED  score 0.83 (threshold 0.80)  3/4 workflows, 5/5 tool tests  in 4.2s`: the one line CI users grep for. */
export function summaryLine(result: EvalResult, c: ReturnType<typeof pc.createColors>): string {
  const runState = result.verdict.status;
  if (runState === "nothing-to-run")
    return `${c.bold("NOTHING TO RUN")}  nothing to run in this shard (${result.shard?.index}/${result.shard?.total}): it got no workflow and no suite; merge accounts for it`;
  const word = runStatusLabel(runState).toUpperCase();
  const status = runState === "passed" ? c.bold(c.green(word)) : runState === "cancelled" ? c.bold(c.yellow(word)) : c.bold(c.red(word));
  const { toolHealth } = result.summary;
  // Why there is no verdict (cancelled, no server answered) comes first: the score is not one.
  const notEvaluated = result.verdict.notEvaluated;
  return (
    `${status}  ${notEvaluated !== null ? `${notEvaluated}  ` : ""}score ${formatScore(result.score)} (threshold ${formatScore(result.threshold)})  ` +
    `${workflowCountText(result)}, ${toolHealth.passed}/${toolHealth.total} tool tests  ` +
    (result.gate ? `gate: ${cleanLine(gateHeadline(result.gate))}  ` : "") +
    `in ${formatDuration(result.durationMs)}`
  );
}

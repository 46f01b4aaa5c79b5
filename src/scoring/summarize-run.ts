/**
 * Run-level verdict and numbers from the per-workflow and per-test results:
 * the overall score (mean over workflows and tool tests), the pass rule, and
 * the summary. Pure: results in, numbers out.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { round } from "../util/round.js";
import { fallbackTotals } from "./fallback-totals.js";
import { runUsage } from "./run-usage.js";
import { runRepeats } from "./run-repeats.js";
import { runPassed } from "./run-verdict.js";
import { evaluatedAny, isEmptyShard } from "./run-status.js";
import type { Shard } from "../result/shard.js";
import { withoutQuarantined, type QuarantinedUnits } from "./gate/quarantined-units.js";
import type { ToolTokens } from "../result/tool-tokens.js";

export function overallScore(
  workflows: ReadonlyArray<Pick<WorkflowResult, "score">>,
  tests: ReadonlyArray<Pick<ToolHealthResult, "passed">>,
): number {
  const scores = [...workflows.map((w) => w.score), ...tests.map((t) => (t.passed ? 1 : 0))];
  if (scores.length === 0) return 0;
  return round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** What {@link summarizeRun} needs: the scored parts of a run. */
export interface RunParts {
  workflows: readonly WorkflowResult[];
  toolHealth: readonly ToolHealthResult[];
  threshold: number;
  retrieval: RetrievalResult | null | undefined;
  /** Where the token totals come from. @default the workflows (a merge passes its parts' summaries) */
  usage?: ReadonlyArray<Pick<WorkflowResult, "usage" | "costUsd">>;
  /** A cancelled run never passes. @default false */
  cancelled?: boolean;
  /** The shard run; a shard with no work dealt to it passes (its merge decides). @default null */
  shard?: Shard | null;
  /** Flaky units the gate quarantines (`--quarantine`): reported, but out of the score and the pass rule. */
  quarantined?: QuarantinedUnits;
  /** The tool-definition token count and its budget; a breach fails the run. @default null */
  toolTokens?: ToolTokens | null;
}

/**
 * The verdict, score and summary of a run from its scored parts: the one
 * place the pass rule is applied, for evaluate() and merge alike. Pure.
 */
export function summarizeRun({
  workflows,
  toolHealth,
  threshold,
  retrieval,
  usage = workflows,
  cancelled = false,
  shard = null,
  quarantined,
  toolTokens = null,
}: RunParts): Pick<EvalResult, "passed" | "score" | "summary"> {
  // Quarantined units are out of the score, unless nothing else is left to score.
  const gated = withoutQuarantined({ workflows, toolHealth }, quarantined);
  const scored = gated.workflows.length + gated.toolHealth.length > 0 ? gated : { workflows, toolHealth };
  const score = overallScore(scored.workflows, scored.toolHealth);
  // No threshold (not even 0) makes a run green when nothing in it got a verdict from a server that answered.
  const judged =
    isEmptyShard({ shard, workflows, toolHealth }) ||
    (runPassed({ score, threshold, retrieval, toolTokens }) && evaluatedAny(workflows, toolHealth));
  return {
    passed: !cancelled && judged,
    score,
    summary: {
      workflows: { total: workflows.length, passed: workflows.filter((w) => w.passed).length },
      toolHealth: { total: toolHealth.length, passed: toolHealth.filter((t) => t.passed).length },
      ...runUsage(usage),
      ...fallbackTotals(workflows),
      ...runRepeats(workflows),
    },
  };
}

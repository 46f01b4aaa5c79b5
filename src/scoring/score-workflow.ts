/**
 * A workflow's verdict from its metrics. Each metric that ran counts 1 when
 * it passed and 0 when it failed; the score is their mean and the workflow
 * passes when all of them pass. Skipped metrics (nothing to check) do not
 * count; a workflow where nothing was checked fails rather than passing
 * silently. An infrastructure error fails the workflow with score 0.
 * Verifiers (state checks) count as one more check: it passes when every
 * verifier passed, so a workflow passes only when its metrics and verifiers do.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import type { VerifierResult } from "../result/verifier-result.js";
import type { MetricResult } from "../result/metric-result.js";
import { WORKFLOW_METRIC_NAMES } from "./workflow-metric-table.js";

type Metrics = WorkflowResult["metrics"];

export interface WorkflowVerdict {
  passed: boolean;
  score: number;
  /** Set when the verdict itself explains a failure (nothing checked). */
  error: string | null;
}

export function scoreWorkflow(
  metrics: Metrics,
  infrastructureError: string | null,
  verifiers: ReadonlyArray<Pick<VerifierResult, "passed">> = [],
): WorkflowVerdict {
  if (infrastructureError) return { passed: false, score: 0, error: infrastructureError };
  const counted: Array<{ passed: boolean }> = WORKFLOW_METRIC_NAMES.map((name): MetricResult | undefined => metrics[name]).filter(
    (m): m is MetricResult => m !== undefined && !m.skipped,
  );
  if (verifiers.length > 0) counted.push({ passed: verifiers.every((v) => v.passed) });
  if (counted.length === 0) {
    return {
      passed: false,
      score: 0,
      error: "nothing was checked: give the workflow expectTools or expectedState, add verify checks, or enable llmJudge",
    };
  }
  const passedCount = counted.filter((m) => m.passed).length;
  return { passed: passedCount === counted.length, score: passedCount / counted.length, error: null };
}

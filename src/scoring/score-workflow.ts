/**
 * A workflow's verdict from its metrics. Each metric that ran counts 1 when
 * it passed and 0 when it failed; the score is their mean and the workflow
 * passes when all of them pass. Skipped metrics (nothing to check) do not
 * count; a workflow where nothing was checked fails rather than passing
 * silently. An infrastructure error fails the workflow with score 0.
 * Verifiers (state checks) count as one more check: it passes when every
 * verifier passed, so a workflow passes only when its metrics and verifiers do.
 * A metric that could not grade (`notGraded`: the judge failed) is neither: the
 * workflow does not pass, and when nothing else failed it is infrastructure
 * (score 0, exit 3 if it decides the run), never a silent pass or fail.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import type { VerifierResult } from "../result/verifier-result.js";
import type { MetricResult } from "../result/metric-result.js";
import { WORKFLOW_METRIC_NAMES } from "./workflow-metric-table.js";

type Metrics = WorkflowResult["metrics"];

export interface WorkflowVerdict {
  passed: boolean;
  score: number;
  /** Set when the verdict itself explains a failure (nothing checked, a metric not graded). */
  error: string | null;
  /** The error is infrastructure (a metric could not grade and nothing else failed). */
  infrastructure?: boolean;
}

export function scoreWorkflow(
  metrics: Metrics,
  infrastructureError: string | null,
  verifiers: ReadonlyArray<Pick<VerifierResult, "passed">> = [],
): WorkflowVerdict {
  if (infrastructureError) return { passed: false, score: 0, error: infrastructureError };
  const applied = WORKFLOW_METRIC_NAMES.flatMap((name): Array<[string, MetricResult]> => {
    // The result's schema names only the first four metrics; every metric of the table is a MetricResult.
    const metric = metrics[name] as MetricResult | undefined;
    return metric !== undefined && !metric.skipped ? [[name, metric]] : [];
  });
  const ungraded = applied.find(([, m]) => m.notGraded === true);
  const counted: Array<{ passed: boolean }> = applied.filter(([, m]) => m.notGraded !== true).map(([, m]) => m);
  if (verifiers.length > 0) counted.push({ passed: verifiers.every((v) => v.passed) });
  if (ungraded) return notGradedVerdict(ungraded, counted);
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

/** A workflow with a metric not graded: a real failure beside it is the verdict (exit 1); else infrastructure. */
function notGradedVerdict([name, metric]: readonly [string, MetricResult], counted: ReadonlyArray<{ passed: boolean }>): WorkflowVerdict {
  const passedCount = counted.filter((m) => m.passed).length;
  if (passedCount < counted.length) return { passed: false, score: passedCount / counted.length, error: null };
  return { passed: false, score: 0, error: `${name} ${metric.message}`, infrastructure: true };
}

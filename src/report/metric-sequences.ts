/**
 * The sequence blocks among a workflow's metrics (the expected calls against the calls made, the first mismatch
 * marked: toolOrder's today), found through the uniform `details` alone, so report/ needs no metric's own schema.
 */
import type { MetricBlock } from "../result/metric-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";

export type SequenceBlock = Extract<MetricBlock, { kind: "sequence" }>;

export interface MetricSequence {
  block: SequenceBlock;
  /**
   * Positions count (the calls had to be exactly the expected list): the mismatch is at `mark` among the calls.
   * Otherwise the expected call never came, so a trace marks it after the last call. The block cannot say which
   * (in order and exactly both set `actualMark`), and adding it there would change the JSON report, so this one
   * field is read as the metric wrote it (the `mode` beside the uniform fields), untrusted: anything else is not exact.
   */
  exact: boolean;
}

/** Every sequence block of the workflow's metrics that were not skipped, in the result's order. */
export function metricSequences(workflow: Pick<WorkflowResult, "metrics">): MetricSequence[] {
  return Object.values(workflow.metrics).flatMap((metric) =>
    metric.skipped
      ? []
      : (metric.details ?? []).flatMap((block) =>
          typeof block !== "string" && block.kind === "sequence" ? [{ block, exact: metric["mode"] === "exact" }] : [],
        ),
  );
}

/**
 * Every workflow metric, in one table (as promptfoo registers assertions):
 * name → how it scores a trace against the workflow's expectations. The
 * verdict (scoreWorkflow) and every reporter iterate this table; adding a
 * metric is its scoring file plus one entry here. The name is its key in
 * `WorkflowResult.metrics`; a metric that returns undefined did not apply
 * and is absent from the result.
 */
import type { MetricResult } from "../result/metric-result.js";
import { scoreEndToEnd } from "./score-end-to-end.js";
import { scoreToolHealth } from "./score-tool-health.js";
import { scoreToolOrder } from "./score-tool-order.js";
import type { WorkflowExpectations, WorkflowTrace } from "./workflow-trace.js";

export interface WorkflowMetric<R extends MetricResult = MetricResult> {
  /** How reporters name it in a table column ("End-to-end"). */
  label: string;
  score(trace: WorkflowTrace, expectations: WorkflowExpectations): R | undefined;
}

export const WORKFLOW_METRICS = {
  endToEnd: {
    label: "End-to-end",
    score: (trace, expectations) => scoreEndToEnd(expectations, [...trace.messages], trace.toolCalls, trace.serverRequests),
  },
  toolOrder: {
    label: "Tool order",
    score: (trace, expectations) => scoreToolOrder(expectations.expectTools, trace.toolCalls, expectations.order),
  },
  toolHealth: { label: "Tool health", score: (trace) => scoreToolHealth(trace.toolCalls, trace.recovered) },
  llmJudge: { label: "Judge", score: (trace) => trace.judged },
} satisfies Record<string, WorkflowMetric>;

export type WorkflowMetricName = keyof typeof WORKFLOW_METRICS;

/** The table's names, in its order (the order reporters list metrics in). */
export const WORKFLOW_METRIC_NAMES = Object.keys(WORKFLOW_METRICS) as WorkflowMetricName[];

/** What the metric of this name returns (its own fields beside the uniform ones). */
export type WorkflowMetricResult<K extends WorkflowMetricName> = NonNullable<ReturnType<(typeof WORKFLOW_METRICS)[K]["score"]>>;

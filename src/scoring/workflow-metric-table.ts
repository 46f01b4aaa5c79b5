/**
 * Every workflow metric, in one table (as promptfoo registers assertions):
 * name → how it scores a trace against the workflow's expectations. The
 * verdict (scoreWorkflow) and every reporter iterate this table; adding a
 * metric is its scoring file plus one entry here. The name is its key in
 * `WorkflowResult.metrics`; a metric that returns undefined did not apply
 * and is absent from the result. Reporters render every metric through the
 * uniform fields of MetricResult (reason, headline, details): a metric fills
 * them in `score`, or names a `describe` that derives them from its own fields.
 */
import type { MetricResult } from "../result/metric-result.js";
import { describeJudge } from "./describe-judge.js";
import { scoreBudget } from "./score-budget.js";
import { describeEndToEnd, scoreEndToEnd } from "./score-end-to-end.js";
import { describeToolHealth, scoreToolHealth } from "./score-tool-health.js";
import { describeToolOrder, scoreToolOrder } from "./score-tool-order.js";
import type { WorkflowExpectations, WorkflowTrace } from "./workflow-trace.js";

/** The uniform text fields a report renders. */
export type MetricText = Pick<MetricResult, "reason" | "headline" | "details">;

export interface WorkflowMetric<R extends MetricResult = MetricResult> {
  /** How reporters name it in a table column ("End-to-end"). */
  label: string;
  score(trace: WorkflowTrace, expectations: WorkflowExpectations): R | undefined;
  /** The reports' text from the metric's own fields; also fills it in a report written before these fields existed. */
  describe?(metric: R): MetricText;
  /**
   * "always": a column in the Markdown workflows table even when no workflow has the metric (the Judge's).
   * Absent: a column only when a workflow listed has it, so a metric a workflow opts into (budget) leaves
   * the reports of configs that do not use it as they were.
   */
  column?: "always";
}

/** One entry, typed by what its scorer returns (so `describe` takes exactly that). */
const metric = <R extends MetricResult>(entry: WorkflowMetric<R>): WorkflowMetric<R> => entry;

export const WORKFLOW_METRICS = {
  endToEnd: metric({
    label: "End-to-end",
    score: (trace, expectations) => scoreEndToEnd(expectations, [...trace.messages], trace.toolCalls, trace.serverRequests),
    describe: describeEndToEnd,
    column: "always",
  }),
  toolOrder: metric({
    label: "Tool order",
    score: (trace, expectations) => scoreToolOrder(expectations.expectTools, trace.toolCalls, expectations.order),
    describe: describeToolOrder,
    column: "always",
  }),
  toolHealth: metric({
    label: "Tool health",
    score: (trace) => scoreToolHealth(trace.toolCalls, trace.recovered),
    describe: describeToolHealth,
    column: "always",
  }),
  llmJudge: metric({ label: "Judge", score: (trace) => trace.judged, describe: describeJudge, column: "always" }),
  budget: metric({ label: "Budget", score: (trace, workflow) => scoreBudget(workflow.budget, trace) }),
};

export type WorkflowMetricName = keyof typeof WORKFLOW_METRICS;

/** The table's names, in its order (the order reporters list metrics in). */
export const WORKFLOW_METRIC_NAMES = Object.keys(WORKFLOW_METRICS) as WorkflowMetricName[];

/** What the metric of this name returns (its own fields beside the uniform ones). */
export type WorkflowMetricResult<K extends WorkflowMetricName> = NonNullable<ReturnType<(typeof WORKFLOW_METRICS)[K]["score"]>>;

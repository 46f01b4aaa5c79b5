/**
 * Every workflow metric, in one table (as promptfoo registers assertions):
 * name → how it scores a trace against the workflow's expectations. The
 * verdict (scoreWorkflow) iterates this table, the reporters its names and
 * labels (report/metric-columns.ts, which derives one from the name when it
 * lists none); adding a metric is its scoring file, one entry here and its row
 * in docs/metrics.md (docs/contributing.md). The name is its key in
 * `WorkflowResult.metrics` (the result schema names none: read one typed with `metricOf`); a metric that returns undefined did not apply
 * and is absent from the result. Reporters render every metric through the
 * uniform fields of MetricResult (reason, headline, details): a metric fills
 * them in `score`, or names a `describe` that derives them from its own fields.
 */
import type { z } from "zod";
import type { MetricResult } from "../result/metric-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { describeJudge } from "./describe-judge.js";
import { scoreBudget } from "./score-budget.js";
import { scoreGoalReached, scoreTurnsToGoal } from "./score-conversation.js";
import { describeEndToEnd, scoreEndToEnd } from "./score-end-to-end.js";
import { describeToolHealth, scoreToolHealth } from "./score-tool-health.js";
import { describeToolOrder, scoreToolOrder } from "./score-tool-order.js";
import { EndToEndMetricSchema } from "./end-to-end-metric.js";
import { JudgeMetricSchema } from "./judge-metric.js";
import { ToolHealthMetricSchema } from "./tool-health-metric.js";
import { ToolOrderMetricSchema } from "./tool-order-metric.js";
import type { WorkflowExpectations, WorkflowTrace } from "./workflow-trace.js";

/** The uniform text fields a report renders. */
export type MetricText = Pick<MetricResult, "reason" | "headline" | "details">;

export interface WorkflowMetric<R extends MetricResult = MetricResult> {
  score(trace: WorkflowTrace, expectations: WorkflowExpectations): R | undefined;
  /** The reports' text from the metric's own fields; also fills it in a report written before these fields existed. */
  describe?(metric: R): MetricText;
  /**
   * Its own fields' schema: a report read back (`report`, `merge`, `--baseline`) is checked against it, and its
   * keys put in the schema's order, as when the result schema named the built-in metrics. Absent: the uniform
   * fields only (MetricResult, loose).
   */
  schema?: z.ZodType<R>;
}

/** One entry, typed by what its scorer returns (so `describe` takes exactly that). */
const metric = <R extends MetricResult>(entry: WorkflowMetric<R>): WorkflowMetric<R> => entry;

export const WORKFLOW_METRICS = {
  endToEnd: metric({
    score: (trace, expectations) => scoreEndToEnd(expectations, [...trace.messages], trace.toolCalls, trace.serverRequests),
    describe: describeEndToEnd,
    schema: EndToEndMetricSchema,
  }),
  toolOrder: metric({
    score: (trace, expectations) => scoreToolOrder(expectations.expectTools, trace.toolCalls, expectations.order, turnScopes(expectations)),
    describe: describeToolOrder,
    schema: ToolOrderMetricSchema,
  }),
  toolHealth: metric({
    score: (trace) => scoreToolHealth(trace.toolCalls, trace.recovered),
    describe: describeToolHealth,
    schema: ToolHealthMetricSchema,
  }),
  llmJudge: metric({ score: (trace) => trace.judged, describe: describeJudge, schema: JudgeMetricSchema }),
  budget: metric({ score: (trace, workflow) => scoreBudget(workflow.budget, trace) }),
  turnsToGoal: metric({ score: (trace, workflow) => scoreTurnsToGoal(workflow, trace) }),
  goalReached: metric({
    score: (trace, workflow) => scoreGoalReached(workflow, trace),
    describe: (m) => ("reasoning" in m ? describeJudge(m as Parameters<typeof describeJudge>[0]) : {}),
  }),
};

export type WorkflowMetricName = keyof typeof WORKFLOW_METRICS;

/**
 * A conversation's expected tools that came from its per-turn steps: "turn N" for each (found by identity, so a
 * workflow-level `expectTools`, which replaces the steps' own, names none).
 */
function turnScopes({ user, steps, expectTools }: WorkflowExpectations): Array<string | undefined> {
  if (!user || !expectTools) return [];
  return expectTools.map((entry) => {
    const turn = steps.findIndex((step) => step.expectTools?.includes(entry));
    return turn === -1 ? undefined : `turn ${turn + 1}`;
  });
}

/** The table's names, in its order (the order reporters list metrics in). */
export const WORKFLOW_METRIC_NAMES = Object.keys(WORKFLOW_METRICS) as WorkflowMetricName[];

/** What the metric of this name returns (its own fields beside the uniform ones). */
export type WorkflowMetricResult<K extends WorkflowMetricName> = NonNullable<ReturnType<(typeof WORKFLOW_METRICS)[K]["score"]>>;

/**
 * A workflow's metric of this name, typed by what its scorer returns; undefined when it did not apply (no judge ran).
 * The result schema holds metrics as MetricResults by name, so typed access goes through the table.
 */
export function metricOf<K extends WorkflowMetricName>(
  workflow: Pick<WorkflowResult, "metrics">,
  name: K,
): WorkflowMetricResult<K> | undefined {
  return workflow.metrics[name] as WorkflowMetricResult<K> | undefined;
}

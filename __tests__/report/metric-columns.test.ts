/** The reports' metric lines (report/) name only metrics of scoring's table, in its order; the rest are labelled from their names. */
import { METRIC_COLUMN_NAMES, metricLabel } from "../../src/report/metric-columns.js";
import { WORKFLOW_METRIC_NAMES } from "../../src/scoring/workflow-metric-table.js";

test("every metric listed in report/metric-columns.ts is in scoring's table, in the table's order", () => {
  expect(WORKFLOW_METRIC_NAMES.filter((name) => METRIC_COLUMN_NAMES.includes(name))).toEqual(METRIC_COLUMN_NAMES);
});

test("a metric without a label line is labelled from its name; a line's label wins", () => {
  expect(metricLabel("turnsToGoal")).toBe("Turns to goal");
  expect(metricLabel("goalReached")).toBe("Goal reached");
  expect(metricLabel("budget")).toBe("Budget");
  expect(metricLabel("endToEnd")).toBe("End-to-end");
  expect(metricLabel("llmJudge")).toBe("Judge");
  expect(metricLabel("p95Latency")).toBe("P95 latency");
});

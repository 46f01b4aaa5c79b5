/** The reports' metric labels (report/) name exactly scoring's metric table, in its order. */
import { METRIC_COLUMN_NAMES } from "../../src/report/metric-columns.js";
import { WORKFLOW_METRIC_NAMES } from "../../src/scoring/workflow-metric-table.js";

test("every metric of scoring's table has a label in report/metric-columns.ts, in the table's order", () => {
  expect(METRIC_COLUMN_NAMES).toEqual(WORKFLOW_METRIC_NAMES);
});

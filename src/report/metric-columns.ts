/**
 * How the reports show each metric of scoring's table (scoring/workflow-metric-table.ts), in its order: the label
 * and whether the Markdown workflows table gives it a column always. Formatting only, so it lives here and report/
 * needs nothing from scoring/; __tests__/report/metric-columns.test.ts keeps the names in step with the table.
 * A metric not listed shows by its name, in the details (as one a newer mcpvals wrote).
 */
export interface MetricColumn {
  /** How reporters name it in a table column ("End-to-end"). */
  label: string;
  /**
   * "always": a column in the Markdown workflows table even when no workflow has the metric (the Judge's).
   * Absent: a column only when a workflow listed has it, so a metric a workflow opts into (budget) leaves
   * the reports of configs that do not use it as they were.
   */
  column?: "always";
}

export const METRIC_COLUMNS: Readonly<Record<string, MetricColumn>> = {
  endToEnd: { label: "End-to-end", column: "always" },
  toolOrder: { label: "Tool order", column: "always" },
  toolHealth: { label: "Tool health", column: "always" },
  llmJudge: { label: "Judge", column: "always" },
  budget: { label: "Budget" },
  turnsToGoal: { label: "Turns to goal" },
  goalReached: { label: "Goal reached" },
};

/** The metrics' names in the table's order (the order reporters list metrics in). */
export const METRIC_COLUMN_NAMES = Object.keys(METRIC_COLUMNS);

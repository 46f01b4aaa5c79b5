/**
 * How the reports show each metric of scoring's table (scoring/workflow-metric-table.ts), in its order: the label
 * and whether the Markdown workflows table gives it a column always. Formatting only, so it lives here and report/
 * needs nothing from scoring/; __tests__/report/metric-columns.test.ts keeps the names in step with the table.
 * A line is needed only for a label its name does not give (metricLabel: "turnsToGoal" -> "Turns to goal") or a
 * column always; a metric not listed (a new one, or one a newer mcpvals wrote) is labelled from its name and shows
 * in the details, after the listed ones.
 */
export interface MetricColumn {
  /** How reporters name it in a table column ("End-to-end"); absent: from its name (metricLabel). */
  label?: string;
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
  // Listed for their place only (the Markdown table's column order); their names give their labels.
  budget: {},
  turnsToGoal: {},
  goalReached: {},
};

/** The metrics' names in the table's order (the order reporters list metrics in). */
export const METRIC_COLUMN_NAMES = Object.keys(METRIC_COLUMNS);

/** The label reporters show for a metric: its line's, else its name in words ("turnsToGoal" -> "Turns to goal"). */
export function metricLabel(name: string): string {
  const listed = Object.hasOwn(METRIC_COLUMNS, name) ? METRIC_COLUMNS[name]!.label : undefined;
  if (listed !== undefined) return listed;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

import type { WorkflowResult } from "../result/workflow-result.js";

const ORDER = ["replayed", "recorded", "diverged", "stale", "missing", "invalid", "live"] as const;

/**
 * "12 replayed, 1 diverged (model openai:gpt-4o)" for a run with cassettes;
 * null without. The model says whose decisions the replays are.
 */
export function cassetteCountsText(workflows: readonly WorkflowResult[]): string | null {
  const statuses = workflows.flatMap((w) => (w.cassette ? [w.cassette] : []));
  if (statuses.length === 0) return null;
  const counts = ORDER.map((status) => [status, statuses.filter((s) => s.status === status).length] as const).filter(([, n]) => n > 0);
  const models = [...new Set(statuses.flatMap((s) => (s.model ? [s.model] : [])))];
  return `${counts.map(([status, n]) => `${n} ${status}`).join(", ")}${models.length > 0 ? ` (model ${models.join(", ")})` : ""}`;
}

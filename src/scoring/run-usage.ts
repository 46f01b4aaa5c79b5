import { round } from "../util/round.js";
import type { Usage } from "../result/usage.js";
import type { WorkflowResult } from "../result/workflow-result.js";

/**
 * Run totals of tokens and estimated cost for the summary. Empty (no keys)
 * when no workflow used a model, so scripted runs keep their summary shape.
 * The cost is null when any workflow's price is unknown: a partial sum
 * would read as the whole.
 */
export function runUsage(workflows: ReadonlyArray<Pick<WorkflowResult, "usage" | "costUsd">>): { usage?: Usage; costUsd?: number | null } {
  const used = workflows.filter((w) => w.usage !== null);
  if (used.length === 0) return {};
  const usage = used.reduce<Usage>(
    (sum, w) => ({
      inputTokens: sum.inputTokens + w.usage!.inputTokens,
      outputTokens: sum.outputTokens + w.usage!.outputTokens,
      totalTokens: sum.totalTokens + w.usage!.totalTokens,
    }),
    { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
  );
  const costs = used.map((w) => w.costUsd ?? null);
  const costUsd = costs.every((c) => c !== null)
    ? round(
        costs.reduce((a, b) => a + b!, 0),
        6,
      )
    : null;
  return { usage, costUsd };
}

/**
 * "2/3 workflows", and "0/0 workflows (4 skipped)" when work was not run (no
 * API key on a fork PR): a headline must never read as if nothing was asked.
 */
import type { EvalResult } from "../result/eval-result.js";

export function workflowCountText(result: Pick<EvalResult, "summary" | "skipped">): string {
  const { passed, total } = result.summary.workflows;
  const skipped = (result.skipped ?? []).filter((s) => s.kind === "workflow").length;
  return `${passed}/${total} workflows${skipped > 0 ? ` (${skipped} skipped)` : ""}`;
}

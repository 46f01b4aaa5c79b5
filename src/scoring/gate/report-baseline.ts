/**
 * A JSON report given with --baseline as one baseline run: its units' pass
 * counts, dated by when it started. A cancelled report is no baseline (its
 * numbers cover only what ran before the cancel). Pure.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { BaselineRun } from "./baseline-run.js";
import { unitCountTables } from "./unit-counts.js";

export function reportBaselineRun(result: Pick<EvalResult, "startedAt" | "workflows" | "toolHealth">): BaselineRun {
  return { at: result.startedAt, ...unitCountTables(result.workflows, result.toolHealth) };
}

/**
 * A JSON report given with --baseline as one baseline run: its units' pass
 * counts, dated by when it started. A cancelled report is no baseline (its
 * numbers cover only what ran before the cancel). Pure.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { nameTable } from "../../util/name-table.js";
import type { BaselineRun } from "./baseline-run.js";
import { unitCounts } from "./unit-counts.js";

export function reportBaselineRun(result: Pick<EvalResult, "startedAt" | "workflows" | "toolHealth">): BaselineRun {
  const counted = unitCounts(result.workflows, result.toolHealth);
  const table = (kind: "workflow" | "test") =>
    nameTable(counted.filter((u) => u.kind === kind).map((u) => [u.name, { passes: u.passes, attempts: u.attempts }]));
  return { at: result.startedAt, workflows: table("workflow"), tests: table("test") };
}

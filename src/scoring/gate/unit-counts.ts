/**
 * A run's pass counts per gate unit (workflow or tool test), the samples the
 * statistical gate compares. A workflow with repeats counts each attempt; a
 * unit that never got a verdict from a server (infrastructure: a server that
 * did not start, a model endpoint that failed) is no sample at all, so a
 * broken runner can neither fake a regression nor hide one. Pure.
 */
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import type { PassCounts } from "../stats/compare-pass-rates.js";
import { nameTable } from "../../util/name-table.js";

export type GateUnitKind = "workflow" | "test";

export interface UnitCounts extends PassCounts {
  kind: GateUnitKind;
  name: string;
}

/** "suite/test": how a tool test is named in the gate, its waivers and the history. */
export function testUnitName(test: Pick<ToolHealthResult, "suite" | "test">): string {
  return `${test.suite}/${test.test}`;
}

export function unitCounts(
  workflows: ReadonlyArray<Pick<WorkflowResult, "name" | "passed" | "infrastructure" | "repeats">>,
  tests: ReadonlyArray<Pick<ToolHealthResult, "suite" | "test" | "passed" | "infrastructure">>,
): UnitCounts[] {
  const counted: UnitCounts[] = [];
  for (const workflow of workflows) {
    if (workflow.infrastructure === true) continue;
    const { repeats } = workflow;
    counted.push(
      repeats && repeats.k > 0
        ? { kind: "workflow", name: workflow.name, passes: repeats.passes, attempts: repeats.k }
        : { kind: "workflow", name: workflow.name, passes: workflow.passed ? 1 : 0, attempts: 1 },
    );
  }
  for (const test of tests) {
    if (test.infrastructure === true) continue;
    counted.push({ kind: "test", name: testUnitName(test), passes: test.passed ? 1 : 0, attempts: 1 });
  }
  return counted;
}

/** A run's counts as two null-prototype tables, by workflow name and by "suite/test": what history.json keeps. */
export function unitCountTables(
  workflows: Parameters<typeof unitCounts>[0],
  tests: Parameters<typeof unitCounts>[1],
): { workflows: Record<string, PassCounts>; tests: Record<string, PassCounts> } {
  const counted = unitCounts(workflows, tests);
  const table = (kind: GateUnitKind) =>
    nameTable(counted.filter((u) => u.kind === kind).map((u) => [u.name, { passes: u.passes, attempts: u.attempts }] as const));
  return { workflows: table("workflow"), tests: table("test") };
}

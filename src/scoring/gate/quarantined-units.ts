/**
 * The flaky units a gate quarantines, and a run's parts without them: what
 * the score and the pass rule count. The reports still show every unit. Pure.
 */
import type { GateResult } from "../../result/gate-result.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { testUnitName } from "./unit-counts.js";

export interface QuarantinedUnits {
  workflows: ReadonlySet<string>;
  /** "suite/test". */
  tests: ReadonlySet<string>;
}

export function quarantinedUnits(gate: Pick<GateResult, "units"> | null | undefined): QuarantinedUnits | undefined {
  const units = gate?.units.filter((u) => u.quarantined === true) ?? [];
  if (units.length === 0) return undefined;
  return {
    workflows: new Set(units.filter((u) => u.kind === "workflow").map((u) => u.name)),
    tests: new Set(units.filter((u) => u.kind === "test").map((u) => u.name)),
  };
}

export function withoutQuarantined<W extends Pick<WorkflowResult, "name">, T extends Pick<ToolHealthResult, "suite" | "test">>(
  parts: { workflows: readonly W[]; toolHealth: readonly T[] },
  quarantined: QuarantinedUnits | undefined,
): { workflows: readonly W[]; toolHealth: readonly T[] } {
  if (!quarantined) return parts;
  return {
    workflows: parts.workflows.filter((w) => !quarantined.workflows.has(w.name)),
    toolHealth: parts.toolHealth.filter((t) => !quarantined.tests.has(testUnitName(t))),
  };
}

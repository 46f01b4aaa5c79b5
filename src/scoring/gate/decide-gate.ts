/**
 * The statistical gate of a run: every unit of the head decided against the
 * baseline's latest runs, the waivers applied, and the reasons in words.
 * Pure: the same counts, settings and clock give the same result.
 */
import type { GateSettings, Waiver } from "../../config/gate-schema.js";
import type { GateResult } from "../../result/gate-result.js";
import { round } from "../../util/round.js";
import { wilsonInterval } from "../stats/wilson-interval.js";
import type { BaselineRun } from "./baseline-run.js";
import { decideUnit } from "./decide-unit.js";
import { flakyText, gateUnitLine, unitLabel } from "./gate-text.js";
import type { UnitCounts } from "./unit-counts.js";

export interface GateInput {
  head: readonly UnitCounts[];
  /** Baseline runs, oldest first (all the source has: the settings cut them). */
  baseline: readonly BaselineRun[];
  source: { kind: "state" | "file" | "none"; file?: string };
  settings: GateSettings;
  waivers: readonly Waiver[];
  now: Date;
}

export function decideGate({ head, baseline, source, settings, waivers, now }: GateInput): GateResult {
  const runs = baseline.slice(-settings.baselineRuns);
  const units = head.map((unit) => decideUnit(unit, { runs, settings, waivers, now }));
  const failures: string[] = [];
  const warnings: string[] = [];
  const undecided: string[] = [];
  for (const unit of units) {
    const line = gateUnitLine(unit);
    if (line !== null) (unit.outcome === "fail" ? failures : unit.outcome === "undecided" ? undecided : warnings).push(line);
    // A regressed unit's line already says what the gate did with it; a flaky one that did not regress is named here.
    if (unit.flaky && unit.verdict !== "regression") warnings.push(`${unitLabel(unit)}: ${flakyText(unit.flaky)}`);
  }
  // A waiver that ran out on a unit that no longer regresses costs nothing, but should go.
  for (const unit of units) {
    if (unit.waiver?.expired && unit.verdict !== "regression")
      warnings.push(`${unitLabel(unit)}: its waiver expired after ${unit.waiver.until} and it no longer regresses: remove the waiver`);
  }
  const passes = head.reduce((sum, u) => sum + u.passes, 0);
  const attempts = head.reduce((sum, u) => sum + u.attempts, 0);
  const interval = attempts > 0 ? wilsonInterval(passes, attempts, settings.confidence) : { lower: 0, upper: 0 };
  return {
    settings: { ...settings },
    baseline: { source: source.kind, ...(source.file !== undefined ? { file: source.file } : {}), runs: runs.length },
    passed: units.every((u) => u.outcome !== "fail"),
    units,
    failures,
    warnings,
    undecided,
    runRate: { passes, attempts, lower: round(interval.lower, 4), upper: round(interval.upper, 4) },
  };
}

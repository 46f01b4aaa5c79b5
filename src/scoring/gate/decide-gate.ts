/**
 * The statistical gate of a run: every unit of the head decided against the
 * baseline's latest runs, the waivers applied. Its lines in words are the
 * reports' (report/gate-text.ts withGateFindings, applied by eval's decide-run).
 * Pure: the same counts, settings and clock give the same result.
 */
import type { GateSettings, Waiver } from "../../config/gate-schema.js";
import type { GateResult } from "../../result/gate-result.js";
import { round } from "../../util/round.js";
import { wilsonInterval } from "../stats/wilson-interval.js";
import type { BaselineRun } from "./baseline-run.js";
import { decideUnit } from "./decide-unit.js";
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

/** The gate decided, before its findings are put in words. */
export type GateDecision = Omit<GateResult, "failures" | "warnings" | "undecided">;

export function decideGate({ head, baseline, source, settings, waivers, now }: GateInput): GateDecision {
  const runs = baseline.slice(-settings.baselineRuns);
  const units = head.map((unit) => decideUnit(unit, { runs, settings, waivers, now }));
  const passes = head.reduce((sum, u) => sum + u.passes, 0);
  const attempts = head.reduce((sum, u) => sum + u.attempts, 0);
  const interval = attempts > 0 ? wilsonInterval(passes, attempts, settings.confidence) : { lower: 0, upper: 0 };
  return {
    settings: { ...settings },
    baseline: { source: source.kind, ...(source.file !== undefined ? { file: source.file } : {}), runs: runs.length },
    passed: units.every((u) => u.outcome !== "fail"),
    units,
    runRate: { passes, attempts, lower: round(interval.lower, 4), upper: round(interval.upper, 4) },
  };
}

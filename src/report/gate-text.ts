/**
 * The gate's findings in words, shared by every report and the action's
 * gate: one line per failed, warned or undecided unit. eval/decide-run.ts
 * stores the lines (gateFindings) in the result once; reports format units
 * with the helpers. The names are config text: a face sanitises them as it
 * sanitises any name. Pure.
 */
import type { GateResult, GateUnit, RateInterval } from "../result/gate-result.js";

const rate = (counts: { passes: number; attempts: number }): string =>
  counts.attempts === 0 ? "no attempts" : `${counts.passes}/${counts.attempts} (${(counts.passes / counts.attempts).toFixed(2)})`;

const signed = (value: number): string => `${value < 0 ? "−" : "+"}${Math.abs(value).toFixed(2)}`;

/** "−0.50 (95% CI −0.76 to −0.20)". */
export function formatDifference(interval: RateInterval): string {
  return `${signed(interval.difference)} (${Math.round(interval.confidence * 100)}% CI ${signed(interval.lower)} to ${signed(interval.upper)})`;
}

/** "workflow "search"" / "test "math/adds"". */
export function unitLabel(unit: Pick<GateUnit, "kind" | "name">): string {
  return `${unit.kind} "${unit.name}"`;
}

/** Head against baseline in one phrase: "5/10 (0.50) vs 10/10 (1.00) on the baseline, −0.50 (95% CI …)". */
export function comparisonText(unit: GateUnit): string {
  const difference = unit.interval ? `, ${formatDifference(unit.interval)}` : "";
  return `${rate(unit.head)} vs ${rate(unit.baseline)} on the baseline${difference}`;
}

/** "run 3 more" / "run 3 more here and 3 more on the base branch" / "no number of repeats soon would". */
export function moreAttemptsText(unit: Pick<GateUnit, "moreAttempts">): string {
  const more = unit.moreAttempts;
  if (more === null) return "more repeats would not decide it soon";
  if (more.baseline === 0) return `run ${more.head} more`;
  if (more.head === 0) return `the baseline needs ${more.baseline} more`;
  return `run ${more.head} more here and ${more.baseline} more on the baseline`;
}

/** The line of a unit the gate fails, warns about or cannot decide; null for a plain pass. */
export function gateUnitLine(unit: GateUnit): string | null {
  const label = unitLabel(unit);
  if (unit.outcome === "undecided")
    return `${label}: insufficient data, ${rate(unit.head)} vs ${rate(unit.baseline)}: ${moreAttemptsText(unit)}`;
  if (unit.verdict !== "regression") return null;
  const regressed = `${label} regressed: ${comparisonText(unit)}`;
  if (unit.quarantined) return `${regressed} (flaky, quarantined: not gated)`;
  if (unit.waiver) {
    return unit.waiver.expired
      ? `${regressed}; its waiver expired after ${unit.waiver.until} ("${unit.waiver.reason}")`
      : `${regressed} (waived until ${unit.waiver.until}: "${unit.waiver.reason}")`;
  }
  return unit.outcome === "pass" ? `${regressed} (gate off)` : regressed;
}

/** "flaky on the baseline: passes 60% of 10 attempts, falling". */
export function flakyText(flaky: NonNullable<GateUnit["flaky"]>): string {
  const trend = flaky.trend === "steady" ? "" : `, ${flaky.trend}`;
  return `flaky on the baseline: passes ${Math.round(flaky.rate * 100)}% of ${flaky.attempts} attempts${trend}`;
}

/** The gate's lines, one per unit that fails, warns or is undecided, grouped as the result stores them. */
function gateFindings(units: readonly GateUnit[]): Pick<GateResult, "failures" | "warnings" | "undecided"> {
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
  return { failures, warnings, undecided };
}

/** A decided gate with its lines, in the result's field order (the JSON report keeps its bytes). */
export function withGateFindings(gate: Omit<GateResult, "failures" | "warnings" | "undecided">): GateResult {
  const { settings, baseline, passed, units, runRate } = gate;
  return { settings, baseline, passed, units, ...gateFindings(units), runRate };
}

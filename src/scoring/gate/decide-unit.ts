/**
 * The gate's verdict on one workflow or tool test: the head's counts against
 * the pooled baseline (comparePassRates), the flaky mark from the baseline's
 * own runs, and what the settings, quarantine and waivers make of a
 * regression. Pure.
 */
import type { GateSettings, Waiver } from "../../config/gate-schema.js";
import type { GateUnit } from "../../result/gate-result.js";
import { round } from "../../util/round.js";
import { comparePassRates, type PassCounts } from "../stats/compare-pass-rates.js";
import { flakiness } from "../stats/flakiness.js";
import type { BaselineRun } from "./baseline-run.js";
import type { UnitCounts } from "./unit-counts.js";
import { waiverExpired, waiverFor } from "./waiver-for.js";
import { chartIntervals } from "./chart-intervals.js";

export interface UnitContext {
  /** Baseline runs, oldest first, already cut to the settings' `baselineRuns`. */
  runs: readonly BaselineRun[];
  settings: GateSettings;
  waivers: readonly Waiver[];
  now: Date;
}

export function decideUnit(unit: UnitCounts, { runs, settings, waivers, now }: UnitContext): GateUnit {
  const own = runs.flatMap((run) => {
    const table = unit.kind === "workflow" ? run.workflows : run.tests;
    const counts = Object.hasOwn(table, unit.name) ? table[unit.name] : undefined;
    return counts && possible(counts) ? [{ at: run.at, counts }] : [];
  });
  const baseline = pool(own.map((run) => run.counts));
  const head = { passes: unit.passes, attempts: unit.attempts };
  const comparison = comparePassRates(head, baseline, settings);
  const flaky = flakiness(own.map((run) => run.counts));
  const quarantined = flaky.flaky && settings.quarantine;
  const waiver = waiverFor(unit, waivers);
  const expired = waiver !== undefined && waiverExpired(waiver, now);
  return chartIntervals(
    {
      kind: unit.kind,
      name: unit.name,
      head,
      baseline,
      baselineRuns: own.length,
      interval: comparison.interval && {
        difference: round(comparison.interval.difference, 4),
        lower: round(comparison.interval.lower, 4),
        upper: round(comparison.interval.upper, 4),
        confidence: settings.confidence,
      },
      verdict: comparison.verdict,
      moreAttempts: comparison.moreAttempts,
      outcome: outcomeOf(comparison.verdict, {
        settings,
        quarantined,
        waived: waiver !== undefined,
        expired,
        drop: dropSeen(head, baseline, settings),
      }),
      ...(flaky.flaky ? { flaky: { rate: round(flaky.rate, 4), attempts: flaky.attempts, trend: flaky.trend } } : {}),
      ...(quarantined ? { quarantined: true } : {}),
      ...(waiver ? { waiver: { reason: waiver.reason, until: waiver.until, expired } } : {}),
      history: own.map((run) => ({ at: run.at, rate: round(run.counts.passes / run.counts.attempts, 4), attempts: run.counts.attempts })),
    },
    settings.confidence,
  );
}

/**
 * Whether the head's rate sits more than minEffect below the baseline's: the only case where too few attempts
 * leave a question open. A unit at or above its baseline (a tool test passing once against a baseline that always
 * passed) has nothing to decide; a unit new on this branch has no baseline to fall from.
 */
function dropSeen(head: PassCounts, baseline: PassCounts, settings: GateSettings): boolean {
  if (head.attempts === 0 || baseline.attempts === 0) return false;
  return head.passes / head.attempts < baseline.passes / baseline.attempts - settings.minEffect;
}

function outcomeOf(
  verdict: GateUnit["verdict"],
  {
    settings,
    quarantined,
    waived,
    expired,
    drop,
  }: { settings: GateSettings; quarantined: boolean; waived: boolean; expired: boolean; drop: boolean },
): GateUnit["outcome"] {
  if (verdict === "insufficient_data") return drop ? "undecided" : "pass";
  if (verdict !== "regression" || settings.regressions === "off") return "pass";
  // Kept out of the gate, never out of sight: a quarantined or waived regression is a warning in every report.
  if (quarantined) return "warn";
  if (waived) return expired ? "fail" : "warn";
  return settings.regressions === "fail" ? "fail" : "warn";
}

/**
 * Counts that can be: whole, at least one attempt, passes within them. A baseline is untrusted (a history restored
 * from a fork's cache, a report file given by hand); a run that cannot have happened is no sample, never a crash
 * of the interval's arithmetic or a rate above 1.
 */
function possible({ passes, attempts }: PassCounts): boolean {
  return Number.isSafeInteger(passes) && Number.isSafeInteger(attempts) && attempts > 0 && passes >= 0 && passes <= attempts;
}

function pool(counts: readonly PassCounts[]): PassCounts {
  let passes = 0;
  let attempts = 0;
  for (const c of counts) {
    passes += c.passes;
    attempts += c.attempts;
  }
  return { passes, attempts };
}

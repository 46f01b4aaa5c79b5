/**
 * The statistical gate's part of a result: per workflow and tool test, the
 * head's pass count against the pooled baseline's, the interval of the
 * difference in pass rate, the verdict, and what the gate made of it
 * (waivers, flaky marks, quarantine). Documented field by field in
 * docs/reports.md ("gate").
 */
import { z } from "zod";

const CountsSchema = z.object({ passes: z.number().int().min(0), attempts: z.number().int().min(0) });

export const RateIntervalSchema = z.object({
  /** Head rate minus baseline rate. */
  difference: z.number(),
  lower: z.number(),
  upper: z.number(),
  confidence: z.number(),
});

export const GateUnitSchema = z.object({
  kind: z.enum(["workflow", "test"]),
  /** The workflow's name, or the test's "suite/test". */
  name: z.string(),
  head: CountsSchema,
  baseline: CountsSchema,
  /** Baseline runs pooled for this unit (those that ran it). */
  baselineRuns: z.number().int(),
  /** Null when a side has no attempts. */
  interval: RateIntervalSchema.nullable(),
  verdict: z.enum(["regression", "improvement", "no_change", "insufficient_data"]),
  /** For insufficient_data: more attempts that would decide it (on this branch; on the baseline too); null if none would soon. */
  moreAttempts: z.object({ head: z.number().int(), baseline: z.number().int() }).nullable(),
  /** What the gate does with it: fail the run, warn, or nothing (pass, or undecided shown as such). */
  outcome: z.enum(["fail", "warn", "pass", "undecided"]),
  /** Present when the baseline shows the unit both passing and failing with nothing changed. */
  flaky: z.object({ rate: z.number(), attempts: z.number().int(), trend: z.enum(["rising", "falling", "steady"]) }).optional(),
  /** True when flaky and the run quarantines flaky units: reported, kept out of the gate and the score. */
  quarantined: z.boolean().optional(),
  /** The waiver that names this unit (applied, or expired). */
  waiver: z.object({ reason: z.string(), until: z.string(), expired: z.boolean() }).optional(),
  /** The baseline's pass rate per run, oldest first, for the reports' plots, with its Wilson interval (absent for counts that cannot be). */
  history: z
    .array(
      z.object({
        at: z.string(),
        rate: z.number(),
        attempts: z.number().int(),
        lower: z.number().optional(),
        upper: z.number().optional(),
      }),
    )
    .optional(),
  /** This run's pass rate's Wilson interval, for the reports' plots; absent without attempts. */
  headInterval: z.object({ lower: z.number(), upper: z.number() }).optional(),
});

export const GateResultSchema = z.object({
  settings: z.object({
    regressions: z.enum(["fail", "warn", "off"]),
    minSamples: z.number().int(),
    minEffect: z.number(),
    confidence: z.number(),
    baselineRuns: z.number().int(),
    quarantine: z.boolean(),
  }),
  /** Where the baseline came from: the state folder's history, or a report file (`--baseline`). */
  baseline: z.object({ source: z.enum(["state", "file", "none"]), file: z.string().optional(), runs: z.number().int() }),
  /** False when a unit's outcome is "fail". */
  passed: z.boolean(),
  units: z.array(GateUnitSchema),
  /** One line each: why the gate failed; what it warns about (waived, quarantined or warned regressions, flaky units, expired waivers); what it cannot decide yet and how many more attempts would. */
  failures: z.array(z.string()),
  warnings: z.array(z.string()),
  undecided: z.array(z.string()),
  /** The run's pass rate over every attempt with its Wilson interval. */
  runRate: z.object({ passes: z.number().int(), attempts: z.number().int(), lower: z.number(), upper: z.number() }),
});

export type GateUnit = z.infer<typeof GateUnitSchema>;
export type GateResult = z.infer<typeof GateResultSchema>;
export type RateInterval = z.infer<typeof RateIntervalSchema>;

/**
 * The statistical regression gate (`gate:`) and its waivers (`waivers:`):
 * head against the baseline's pass rates per workflow and tool test, a
 * regression shown by the Newcombe interval of the difference rather than
 * by one unlucky run (docs/gate.md).
 */
import { z } from "zod";

const GATE_DEFAULTS = {
  regressions: "fail",
  minSamples: 5,
  minEffect: 0.1,
  confidence: 0.95,
  baselineRuns: 20,
  quarantine: false,
} as const;

export const GateSchema = z
  .strictObject({
    regressions: z
      .enum(["fail", "warn", "off"])
      .default(GATE_DEFAULTS.regressions)
      .describe("What a shown regression does: fail the run (exit 1), warn, or nothing (the comparison is still reported)"),
    minSamples: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(GATE_DEFAULTS.minSamples)
      .describe("Attempts needed on each side (head and pooled baseline) before a verdict; fewer is insufficient_data"),
    minEffect: z
      .number()
      .min(0)
      .max(1)
      .default(GATE_DEFAULTS.minEffect)
      .describe("The smallest drop in pass rate that matters: a regression's whole interval lies below -minEffect"),
    confidence: z
      .number()
      .min(0.5)
      .max(0.999)
      .default(GATE_DEFAULTS.confidence)
      .describe("Confidence of the interval of the difference (Newcombe hybrid score)"),
    baselineRuns: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(GATE_DEFAULTS.baselineRuns)
      .describe("How many of the latest baseline runs are pooled (the state folder keeps 20)"),
    quarantine: z
      .boolean()
      .default(GATE_DEFAULTS.quarantine)
      .describe("Run flaky workflows but keep them out of the gate and the score (same as --quarantine)"),
  })
  .describe("Statistical regression gate against the baseline: the state folder's earlier runs, or --baseline FILE");

/** A calendar day, YYYY-MM-DD, that exists. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    message: "not a calendar date",
  });

export const WaiverSchema = z
  .strictObject({
    workflow: z.string().min(1).optional().describe("The workflow whose regression is waived (its config name)"),
    test: z.string().min(1).optional().describe('The tool test whose regression is waived: "suite/test", or the test name'),
    reason: z.string().trim().min(1).describe("Why, for whoever reads the report"),
    until: isoDay.describe("Last day (UTC) the waiver holds, YYYY-MM-DD; after it the regression fails the gate again"),
  })
  .refine((waiver) => (waiver.workflow === undefined) !== (waiver.test === undefined), {
    message: "name exactly one of workflow or test",
  });

export const WaiversSchema = z
  .array(WaiverSchema)
  .default([])
  .describe("Named regressions turned into warnings until a date; an expired waiver fails the gate and says so");

export type GateSettings = z.output<typeof GateSchema>;
export type Waiver = z.output<typeof WaiverSchema>;

/** The settings when the config has no `gate:` but the run has a baseline to compare with (--baseline). */
export const DEFAULT_GATE: GateSettings = GateSchema.parse({});

/**
 * How well the LLM judge agrees with people, as `mcpvals judge calibrate`
 * measured it over a labelled set (docs/judge-calibration.md): Cohen's kappa
 * over pass/fail labels, Spearman's rho over score labels, each with its 95%
 * interval. The state folder keeps the last measurement per judge model and
 * criterion set; a run shows it in the report's head and gates on it
 * (`llmJudge.minAgreement`).
 */
import { z } from "zod";

/** One agreement statistic: its value (null when undefined, e.g. every label the same), its interval, the items it is over. */
export const AgreementSchema = z.object({
  value: z.number().min(-1).max(1).nullable(),
  lower: z.number().min(-1).max(1).nullable(),
  upper: z.number().min(-1).max(1).nullable(),
  n: z.number().int().min(0),
});

export const JudgeCalibrationSchema = z.object({
  /** The judge model measured ("openai:gpt-4o"). */
  judgeModel: z.string(),
  /** The criteria (workflow names of the config) the labels covered, sorted. */
  criteria: z.array(z.string()),
  /** When it was measured, ISO 8601 in UTC (read back from the state folder: checked, as it is printed). */
  measuredAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/, "an ISO 8601 UTC time"),
  /** Labelled items the judge graded. */
  items: z.number().int().min(0),
  /** Cohen's kappa over the pass/fail labels; null when there were none. */
  kappa: AgreementSchema.nullable(),
  /** Spearman's rho over the score labels; null when there were none. */
  rho: AgreementSchema.nullable(),
});

/** A run's judge against its last calibration (`llmJudge.minAgreement`); in the result when the run had a judge. */
export const JudgeCalibrationGateSchema = z.object({
  judgeModel: z.string(),
  /** The last calibration of this judge model for the config's current criteria; null when there is none. */
  last: JudgeCalibrationSchema.nullable(),
  /** `llmJudge.minAgreement`; null when unset (then the calibration is shown, never gated on). */
  minAgreement: z.number().nullable(),
  /** The value compared with minAgreement: the lower of kappa and rho where measured; null without a calibration or when neither is defined. */
  agreement: z.number().nullable(),
  /** False when minAgreement is set and the agreement is below it, undefined or not measured. */
  passed: z.boolean(),
});

export type Agreement = z.infer<typeof AgreementSchema>;
export type JudgeCalibration = z.infer<typeof JudgeCalibrationSchema>;
export type JudgeCalibrationGate = z.infer<typeof JudgeCalibrationGateSchema>;

/** A person's label: pass, fail, or a score 0..1 on the judge's scale. */
export const HumanLabelSchema = z.union([z.enum(["pass", "fail"]), z.number().min(0).max(1)]);

/** One labelled item as the judge saw it (`judge calibrate --json`). */
export const CalibrationItemSchema = z.object({
  /** Line of the labels file (from 1). */
  line: z.number().int(),
  criterion: z.string(),
  human: HumanLabelSchema,
  /** The judge's verdict; null when it could not grade the item (then `error` says why). */
  judge: z.object({ passed: z.boolean(), score: z.number(), reasoning: z.string() }).nullable(),
  error: z.string().nullable(),
  /**
   * Whether the person and the judge agree: the same pass/fail, or, for a score label, both scores on the same
   * side of llmJudge.minScore. Null when the judge could not grade.
   */
  agrees: z.boolean().nullable(),
});

/** What `mcpvals judge calibrate` found (its `--json`). */
export const CalibrationReportSchema = z.object({
  labelsFile: z.string(),
  calibration: JudgeCalibrationSchema,
  /** llmJudge.minScore: a score label and the judge's score agree when on the same side of it. */
  minScore: z.number(),
  /** llmJudge.minAgreement, and whether the agreement reaches it (null: unset). */
  minAgreement: z.number().nullable(),
  passed: z.boolean().nullable(),
  items: z.array(CalibrationItemSchema),
});

export type HumanLabel = z.infer<typeof HumanLabelSchema>;
export type CalibrationItem = z.infer<typeof CalibrationItemSchema>;
export type CalibrationReport = z.infer<typeof CalibrationReportSchema>;

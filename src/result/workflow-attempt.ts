/**
 * Result shapes for repeated workflows (`repeats: k`): one compact record per
 * run and the pass@k summary.
 */
import { z } from "zod";
import { VerifierResultSchema } from "./verifier-result.js";

/** One run of a repeated workflow. */
export const WorkflowAttemptSchema = z.object({
  /** 1-based. */
  attempt: z.number().int(),
  passed: z.boolean(),
  score: z.number(),
  error: z.string().nullable(),
  durationMs: z.number(),
  databaseId: z.string(),
  verifiers: z.array(VerifierResultSchema),
  /** Tool calls of this run (counted in per-tool statistics). */
  toolCalls: z.number().int(),
});

/**
 * pass@1 = passes / k (the mean), pass@k = at least one run passed,
 * pass^k = every run passed. `passed` = passes >= minPass.
 */
export const RepeatsSummarySchema = z.object({
  k: z.number().int(),
  passes: z.number().int(),
  pass1: z.number(),
  /** Sample standard deviation of the runs' outcomes (1 passed, 0 failed): pass@1 is `pass1 ± pass1Std`. Absent in older reports. */
  pass1Std: z.number().optional(),
  passAtK: z.boolean(),
  passHatK: z.boolean(),
  minPass: z.number().int(),
  passed: z.boolean(),
});

/** The run's repeat statistics over every repeated workflow (summary.repeats). */
export const RunRepeatsSchema = z.object({
  /** Workflows run more than once. */
  workflows: z.number().int(),
  attempts: z.number().int(),
  passes: z.number().int(),
  /** Mean pass rate over all their attempts, with the sample standard deviation of the attempts' outcomes (1 passed, 0 failed). */
  pass1: z.number(),
  pass1Std: z.number(),
  /** Wilson interval (95%) of passes/attempts. */
  lower: z.number(),
  upper: z.number(),
  /** Share of those workflows where at least one run passed (pass@k), and where every run did (pass^k). */
  passAtK: z.number(),
  passHatK: z.number(),
});

export type RunRepeats = z.infer<typeof RunRepeatsSchema>;
export type WorkflowAttempt = z.infer<typeof WorkflowAttemptSchema>;
export type RepeatsSummary = z.infer<typeof RepeatsSummarySchema>;

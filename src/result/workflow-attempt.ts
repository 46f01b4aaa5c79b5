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
  passAtK: z.boolean(),
  passHatK: z.boolean(),
  minPass: z.number().int(),
  passed: z.boolean(),
});

export type WorkflowAttempt = z.infer<typeof WorkflowAttemptSchema>;
export type RepeatsSummary = z.infer<typeof RepeatsSummarySchema>;

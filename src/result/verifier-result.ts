/**
 * Outcome of one state check (a verifier) after a workflow; a failing check
 * is data, never a throw.
 */
import { z } from "zod";

/** Outcome of one verifier; a failing check is data, never a throw. */
export const VerifierResultSchema = z.object({
  name: z.string(),
  type: z.string(),
  passed: z.boolean(),
  /** What the check wanted, in words or JSON. */
  expected: z.string(),
  /** What it found. */
  actual: z.string(),
  /** One line saying why it failed ("" when it passed). */
  message: z.string(),
  durationMs: z.number(),
});

/** Outcome of one verifier. */
export type VerifierResult = z.infer<typeof VerifierResultSchema>;

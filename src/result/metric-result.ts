/**
 * What every workflow metric returns (as promptfoo's assertions do): passed
 * or not, whether it had anything to check, a reason in words, and
 * optionally a score and detail lines. Reporters render any metric through
 * these fields alone; a metric may add fields of its own beside them.
 */
import { z } from "zod";

export const MetricResultSchema = z.object({
  passed: z.boolean(),
  /** A skipped metric had nothing to check (no expectations given) and does not count in the score. */
  skipped: z.boolean(),
  /** Why it passed or failed, in words (the reason). */
  message: z.string(),
  /** From 0 to 1; absent on pass/fail metrics (their score is 1 when passed, else 0). */
  score: z.number().optional(),
  /** Plain-text lines that explain a failure further (server text included: reporters sanitise them). */
  details: z.array(z.string()).optional(),
  /**
   * True when the metric could not grade (its grader failed or answered off-schema): neither a pass nor a fail
   * but an infrastructure outcome. `passed` stays false, so a consumer that predates the field never reads it
   * as a pass. Absent on graded metrics.
   */
  notGraded: z.boolean().optional(),
  /** A caution about a verdict that stands (the judge's votes split), shown beside it; absent when none. */
  warning: z.string().optional(),
});

export type MetricResult = z.infer<typeof MetricResultSchema>;

/**
 * What every workflow metric returns (as promptfoo's assertions do): passed
 * or not, whether it had anything to check, a reason in words, and
 * optionally a score, a one-line failure reason, a headline and detail
 * blocks. Reporters render any metric through these fields alone (the
 * built-in ones included); a metric may add fields of its own beside them.
 */
import { z } from "zod";

/**
 * Text made of the metric's own words (strings) and of quoted server or model
 * text (`{ quote }`), which each report clips to its own length, sanitises,
 * and sets apart (a code span in Markdown). A plain string is all own words.
 */
export const MetricTextSchema = z.union([z.string(), z.array(z.union([z.string(), z.object({ quote: z.string() })]))]);

/**
 * A structured detail block; each report renders each kind its own way.
 * - `text`: a block of server or model text (the judge's reasoning);
 * - `compare`: what was expected against what came, for one check (a diff in HTML);
 * - `sequence`: an expected and an actual list, the first mismatch marked (highlighted in a terminal);
 * - `entries`: rows of name, kind and text (a table in Markdown), e.g. failing tool calls.
 */
export const MetricBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string() }),
  z.object({ kind: z.literal("compare"), scope: z.string(), expected: z.string(), actual: z.string(), passed: z.boolean() }),
  z.object({
    kind: z.literal("sequence"),
    expected: z.array(z.string()),
    actual: z.array(z.string()),
    /** Index into `expected` of the first entry not matched (`expected.length`: calls went on past it); null when all matched. */
    mark: z.number().int().nullable(),
    /** Index into `actual` to mark with it (null: positions do not line up, e.g. in any order). */
    actualMark: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal("entries"),
    /** The headers of the name, kind and text columns ("Tool", "Kind", "Error"). */
    columns: z.tuple([z.string(), z.string(), z.string()]),
    rows: z.array(z.object({ name: z.string(), kind: z.string(), text: z.string() })),
  }),
]);

export const MetricResultSchema = z.object({
  passed: z.boolean(),
  /** A skipped metric had nothing to check (no expectations given) and does not count in the score. */
  skipped: z.boolean(),
  /** Why it passed or failed, in words. */
  message: z.string(),
  /** From 0 to 1; absent on pass/fail metrics (their score is 1 when passed, else 0). */
  score: z.number().optional(),
  /** A failure in one line, after the metric's name (progress lines, JUnit `message`, summaries). Absent: the message and score. */
  reason: MetricTextSchema.optional(),
  /** What a failure's details begin with, after the metric's name. Absent: the message and score. */
  headline: MetricTextSchema.optional(),
  /** Plain-text lines and structured blocks that explain the result further (server text included: reporters sanitise them). */
  details: z.array(z.union([z.string(), MetricBlockSchema])).optional(),
  /**
   * True when the metric could not grade (its grader failed or answered off-schema): neither a pass nor a fail
   * but an infrastructure outcome. `passed` stays false, so a consumer that predates the field never reads it
   * as a pass. Absent on graded metrics.
   */
  notGraded: z.boolean().optional(),
  /** A caution about a verdict that stands (the judge's votes split), shown beside it; absent when none. */
  warning: z.string().optional(),
});

export type MetricText = z.infer<typeof MetricTextSchema>;
export type MetricBlock = z.infer<typeof MetricBlockSchema>;
export type MetricResult = z.infer<typeof MetricResultSchema>;

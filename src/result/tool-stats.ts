/**
 * Per-tool statistics of a run, and the trend against the stored history.
 */
import { z } from "zod";

/** How a tool did over the stored history (state folder), and this run against it. */
export const ToolTrendSchema = z.object({
  /** Earlier runs in the history window that called the tool. */
  runs: z.number().int(),
  /** Success rate and p95 latency over those runs; null when there is no history. */
  successRate: z.number().nullable(),
  p95LatencyMs: z.number().nullable(),
  /** This run minus the history (rate in 0..1 points, latency in ms); null without history. */
  successRateDelta: z.number().nullable(),
  p95LatencyDeltaMs: z.number().nullable(),
  /** What a reviewer should look at: "new" (no history), "slower", "less-reliable". */
  flags: z.array(z.enum(["new", "slower", "less-reliable"])),
});

export const ToolStatsSchema = z.object({
  server: z.string(),
  tool: z.string(),
  calls: z.number().int(),
  successes: z.number().int(),
  /** Calls not healthy and not an expected error: `calls - successes - expectedErrors`. */
  failures: z.number().int(),
  /** Calls that failed as a tool test's `expectedError` wanted (negative tests): neither successes nor failures. Absent in older reports. */
  expectedErrors: z.number().int().optional(),
  avgLatencyMs: z.number(),
  p95LatencyMs: z.number(),
  /** ISO time of the last call in this run. */
  lastCalledAt: z.string().nullable().optional(),
  /** Error message of the last failed call in this run. */
  lastError: z.string().nullable().optional(),
  /** Filled when a state folder is used. */
  trend: ToolTrendSchema.nullable().optional(),
});

export type ToolTrend = z.infer<typeof ToolTrendSchema>;
export type ToolStats = z.infer<typeof ToolStatsSchema>;

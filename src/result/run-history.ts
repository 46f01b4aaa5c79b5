/**
 * Earlier runs as the state folder remembers them (history.json and
 * metrics.json before this run), carried in the result so that a report
 * rendered later from the JSON file can still draw the trends.
 */
import { z } from "zod";

export const RunHistorySchema = z.object({
  /** Earlier runs, oldest first (at most the state folder's window): when, score and verdict. */
  runs: z.array(z.object({ at: z.string(), score: z.number(), passed: z.boolean() })),
  /** Per tool: its p95 latency in each earlier run that called it, oldest first. */
  tools: z.array(
    z.object({
      server: z.string(),
      tool: z.string(),
      runs: z.array(z.object({ at: z.string(), p95LatencyMs: z.number() })),
    }),
  ),
});

export type RunHistory = z.infer<typeof RunHistorySchema>;

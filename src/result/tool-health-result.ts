/**
 * The result of one direct tool test (a tool-health suite's test).
 */
import { z } from "zod";

export const ToolHealthResultSchema = z.object({
  suite: z.string(),
  test: z.string(),
  tool: z.string(),
  passed: z.boolean(),
  latencyMs: z.number(),
  attempts: z.number().int(),
  /** Why it failed; null when it passed. */
  error: z.string().nullable(),
  resultText: z.string(),
});

export type ToolHealthResult = z.infer<typeof ToolHealthResultSchema>;

/**
 * Tokens a model used.
 */
import { z } from "zod";

export const UsageSchema = z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number() });

export type Usage = z.infer<typeof UsageSchema>;

/**
 * What the servers' tool definitions cost a model in prompt tokens: counted
 * per tool and per server as a model receives the list, against the count the
 * state folder recorded last time, and the `budget` gate.
 */
import { z } from "zod";

export const ToolTokenBudgetSchema = z.object({
  /** Most tokens one tool's definition may take; absent: no limit. */
  perTool: z.number().int().optional(),
  /** Most tokens one server's whole tool list may take; absent: no limit. */
  perServer: z.number().int().optional(),
});

export const ServerToolTokensSchema = z.object({
  server: z.string(),
  /** Tokens of the server's whole tool list (the sum of its tools'). */
  tokens: z.number().int(),
  /** The count the state folder recorded for this server last time; null without one (first run, no state folder). */
  baseline: z.number().int().nullable(),
  /** When that count was recorded; null without one. */
  baselineAt: z.string().nullable(),
  /** Per tool, in the server's order. */
  tools: z.array(z.object({ tool: z.string(), tokens: z.number().int() })),
});

export const ToolTokensSchema = z.object({
  /** The tokenizer's encoding ("o200k_base": GPT-4o, GPT-4.1, o-series). */
  encoding: z.string(),
  /** Servers whose tools were listed this run, in config order (a server not reached is not counted). */
  servers: z.array(ServerToolTokensSchema),
  /** The config's `budget`; null when it sets no limit. */
  budget: ToolTokenBudgetSchema.nullable(),
  /** Each tool or server over its limit (`tool` null for a whole server); empty when within budget. */
  breaches: z.array(z.object({ server: z.string(), tool: z.string().nullable(), tokens: z.number().int(), limit: z.number().int() })),
  /** False when any breach: the run fails (exit 1). */
  passed: z.boolean(),
});

export type ToolTokenBudget = z.infer<typeof ToolTokenBudgetSchema>;
export type ServerToolTokens = z.infer<typeof ServerToolTokensSchema>;
export type ToolTokens = z.infer<typeof ToolTokensSchema>;

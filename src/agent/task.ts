import { z } from "zod";
import { ServerSchema } from "../protocol/server-spec.js";

/**
 * What an agent is asked to do: one prompt against one or more MCP servers.
 * Parsed with zod at the boundary (`Agent.run` accepts the input form).
 */
export const TaskSchema = z.strictObject({
  prompt: z.string().min(1).describe("The user message"),
  mcps: z
    .record(z.string().min(1), ServerSchema)
    .refine((servers) => Object.keys(servers).length > 0, "name at least one MCP server")
    .describe('MCP servers by name, e.g. { everything: { command: "mcp-server-everything" } }'),
  maxSteps: z.number().int().min(1).max(100).default(10).describe("Model steps (tool round trips) allowed"),
  metadata: z.record(z.string(), z.unknown()).default({}).describe("Free data carried into the result"),
  databaseId: z
    .string()
    .min(1)
    .optional()
    .describe("Isolation id for per-run state, substituted for {{databaseId}} in `mcps`; defaults to the RunContext's (mcpvals_<8 hex>)"),
});

/** A task as written (defaults optional). */
export type TaskInput = z.input<typeof TaskSchema>;
/** A parsed task. */
export type Task = z.output<typeof TaskSchema>;

/**
 * One tool call as the run saw it: the same record shape whether the call
 * succeeded or not (outcomes are data).
 */
import { z } from "zod";

export const ToolErrorKindSchema = z.enum([
  /** JSON-RPC error answer from the server. */
  "protocol",
  /** The tool answered with `isError: true`. */
  "tool",
  "timeout",
  /** Connection, process or HTTP failure (non-2xx). */
  "transport",
  /** The server does not offer a tool of that name. */
  "unknown-tool",
  /** Arguments do not match the tool's inputSchema. */
  "invalid-args",
  /** structuredContent does not match the tool's outputSchema (or is missing). */
  "invalid-output",
  "aborted",
  /** The server refused the call for authorization the client could not get (a scope no new token can add): infrastructure. */
  "auth",
]);

export const ToolCallRecordSchema = z.object({
  server: z.string(),
  tool: z.string(),
  args: z.unknown(),
  /** True when the call was healthy: answered, no isError, valid args and output. */
  ok: z.boolean(),
  isError: z.boolean(),
  latencyMs: z.number(),
  errorKind: ToolErrorKindSchema.nullable(),
  error: z.string().nullable(),
  /** Text the tool returned (text content joined, else JSON of structuredContent), truncated. */
  resultText: z.string(),
  /** Index of the workflow step (user message) the call belongs to. */
  step: z.number().int(),
  /** ISO time the call was made (for ToolStats.lastCalledAt). */
  startedAt: z.string().optional(),
  /** The last progress notification of the call (when the server sent any). */
  progress: z.object({ progress: z.number(), total: z.number().optional(), message: z.string().optional() }).optional(),
  /** True when the call failed as its tool test expected (`expectedError` matched): a success of the test, counted apart from failures. */
  expectedError: z.boolean().optional(),
  /** True when the call timed out or was aborted and the client told the server (notifications/cancelled). */
  cancelSent: z.boolean().optional(),
});

export type ToolErrorKind = z.infer<typeof ToolErrorKindSchema>;
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;

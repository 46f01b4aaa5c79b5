/**
 * One request a server sent to the client (roots/list, sampling/createMessage,
 * elicitation/create, anything else) and the answer the client gave. Params
 * and answer are short summaries (message text clipped, schema reduced to its
 * field names, URLs without query strings), redacted like the rest of the result.
 */
import { z } from "zod";

export const ServerRequestActionSchema = z.enum([
  /** roots/list or sampling answered with a result. */
  "answer",
  /** elicitation: the client accepted (with content in form mode). */
  "accept",
  /** elicitation declined, or a request the config has no answer for (a JSON-RPC error went back). */
  "decline",
  /** elicitation: the client cancelled. */
  "cancel",
  /** Answering failed (e.g. the sampling model was unreachable): a JSON-RPC error went back. */
  "error",
]);

export const ServerRequestRecordSchema = z.object({
  server: z.string(),
  method: z.string(),
  /** Summary of the request's params. */
  params: z.record(z.string(), z.unknown()),
  action: ServerRequestActionSchema,
  /** Summary of what went back (result fields, or the error message). */
  answer: z.record(z.string(), z.unknown()),
  /** Why this answer: the rule or setting that produced it, or why none did. */
  reason: z.string(),
  /** The tool call the request came during; null when outside any call (e.g. right after connect) or several calls were in flight. */
  tool: z.string().nullable(),
  /** Workflow step of that call; null with `tool` null. */
  step: z.number().int().nullable(),
  /** ISO time the request arrived. */
  at: z.string(),
  durationMs: z.number(),
});

export type ServerRequestAction = z.infer<typeof ServerRequestActionSchema>;
export type ServerRequestRecord = z.infer<typeof ServerRequestRecordSchema>;

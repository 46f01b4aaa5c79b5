/**
 * How a workflow's model answers were obtained when cassettes are on
 * (config `cassettes`, `--record`, `--replay`): recorded live, replayed from
 * the cassette, or why they could not be.
 */
import { z } from "zod";

/** Where a replay stopped matching the recording. */
export const CassetteDivergenceSchema = z.object({
  /** 0-based workflow step (user message) whose model request no longer matched. */
  step: z.number().int(),
  /** 0-based index of the model request in the workflow's conversation. */
  request: z.number().int(),
  /** What changed: a tool result, the tools offered, another message, the call settings, or a request the recording does not have. */
  kind: z.enum(["tool-result", "tools", "messages", "settings", "extra-request"]),
  /** The tool whose result changed (kind "tool-result"). */
  tool: z.string().optional(),
  /** Short excerpts around the first difference. */
  recorded: z.string().optional(),
  live: z.string().optional(),
  message: z.string(),
});

export const CassetteStatusSchema = z.object({
  /** "invalid": the cassette file could not be read or does not match the cassette format (the reason is the workflow's error). */
  status: z.enum(["recorded", "replayed", "diverged", "stale", "missing", "invalid", "live"]),
  /** The cassette file, relative to the config's folder. */
  file: z.string(),
  /** The model whose decisions the cassette holds ("provider:model"); null when none was recorded. */
  model: z.string().nullable(),
  divergence: CassetteDivergenceSchema.optional(),
});

export type CassetteDivergence = z.infer<typeof CassetteDivergenceSchema>;
export type CassetteStatus = z.infer<typeof CassetteStatusSchema>;

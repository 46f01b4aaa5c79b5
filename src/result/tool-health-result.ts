/**
 * The result of one direct test (a tool-health suite's test): a tool call, a
 * resource read or a prompt get.
 */
import { z } from "zod";
import { ServerRequestRecordSchema } from "./server-request.js";
import { ServerNotificationRecordSchema } from "./server-notification.js";
import { ToolErrorKindSchema } from "./tool-call-record.js";

/** What a resource or prompt test called; absent on tool tests (and in reports written before resources and prompts). */
export const ToolHealthTargetSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("resource"),
    uri: z.string(),
    /** The template the URI was expanded from; null for a plain URI. */
    uriTemplate: z.string().nullable(),
    /** MIME type of each content item read (its own, else the listed one); null when nobody said. */
    mimeTypes: z.array(z.string().nullable()),
  }),
  z.object({ kind: z.literal("prompt"), name: z.string() }),
]);

export const ToolHealthResultSchema = z.object({
  suite: z.string(),
  test: z.string(),
  /** The tool's name; for a resource or prompt test its key, `resource:<uri>` / `prompt:<name>` (as in the per-target stats). */
  tool: z.string(),
  target: ToolHealthTargetSchema.optional(),
  passed: z.boolean(),
  latencyMs: z.number(),
  attempts: z.number().int(),
  /** Why it failed; null when it passed. */
  error: z.string().nullable(),
  /** The last call's errorKind when it failed ("unknown-tool": no request was sent); absent when it succeeded. */
  errorKind: ToolErrorKindSchema.optional(),
  /** True when the test never ran because its server could not be started or reached (or the run was cancelled). */
  infrastructure: z.boolean().optional(),
  resultText: z.string(),
  /** Requests the server sent to the client during the test's call(s) and the answers given; absent when none. */
  serverRequests: z.array(ServerRequestRecordSchema).optional(),
  /** Log messages and list-changed notifications during the test's call(s); absent when none. */
  notifications: z.array(ServerNotificationRecordSchema).optional(),
});

export type ToolHealthTarget = z.infer<typeof ToolHealthTargetSchema>;
export type ToolHealthResult = z.infer<typeof ToolHealthResultSchema>;

/**
 * One notification a server sent (log message, list changed, resource
 * updated...), with the tool call it came during. Progress is not listed
 * here: the last progress value of a call sits on its ToolCallRecord.
 */
import { z } from "zod";

export const ServerNotificationRecordSchema = z.object({
  server: z.string(),
  method: z.string(),
  /** Log messages: the level (debug … emergency). */
  level: z.string().optional(),
  /** Log messages: the logger name. */
  logger: z.string().optional(),
  /** Log text (data as text), or the changed list / resource; clipped. */
  text: z.string(),
  tool: z.string().nullable(),
  step: z.number().int().nullable(),
  at: z.string(),
});

export type ServerNotificationRecord = z.infer<typeof ServerNotificationRecordSchema>;

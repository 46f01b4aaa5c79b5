/**
 * The result of one direct tool test (a tool-health suite's test).
 */
import { z } from "zod";
import { ServerRequestRecordSchema } from "./server-request.js";
import { ServerNotificationRecordSchema } from "./server-notification.js";

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
  /** Requests the server sent to the client during the test's call(s) and the answers given; absent when none. */
  serverRequests: z.array(ServerRequestRecordSchema).optional(),
  /** Log messages and list-changed notifications during the test's call(s); absent when none. */
  notifications: z.array(ServerNotificationRecordSchema).optional(),
});

export type ToolHealthResult = z.infer<typeof ToolHealthResultSchema>;

/**
 * What the run knows of one configured server: how it was reached and how
 * its connection ended.
 */
import { z } from "zod";
import { ServerRequestRecordSchema } from "./server-request.js";
import { ServerNotificationRecordSchema } from "./server-notification.js";

export const ServerReportSchema = z.object({
  name: z.string(),
  transport: z.enum(["stdio", "shttp", "sse"]),
  /** Transport actually used (shttp falls back to sse). */
  connectedVia: z.enum(["stdio", "shttp", "sse"]).nullable(),
  serverInfo: z.object({ name: z.string(), version: z.string() }).nullable(),
  tools: z.number().int(),
  /** SHA-256 of the canonical JSON of the tool list: ties a result to the exact tools it ran against. */
  toolsHash: z.string().nullable(),
  /** MCP revision negotiated with the server (e.g. "2026-07-28", "2025-11-25"); null when never connected. */
  protocolVersion: z.string().nullable().optional(),
  /** Processes started (stdio) or connections opened (HTTP) during the run. */
  connections: z.number().int(),
  error: z.string().nullable(),
  /** configured: never started (no workflow or test used it); connecting; connected / failed: how the last connect ended. */
  state: z.enum(["configured", "connecting", "connected", "failed"]).optional(),
  /** ISO time of the first successful connect; null when none. */
  connectedAt: z.string().nullable().optional(),
  /** Connect tries, retries included (each a process start or connection). */
  attempts: z.number().int().optional(),
  /** Wire problems that failed no call by themselves (a line on stdout that is not JSON-RPC, a message over the size limit), once each. */
  warnings: z.array(z.string()).optional(),
  /** Error of the most recent failed try, also when a later one succeeded. */
  lastError: z.string().nullable().optional(),
  /** Circuit breaker at the end of the run. */
  breaker: z.enum(["closed", "open", "half-open"]).optional(),
  /** ISO time the breaker last opened; null while closed. */
  breakerOpenedAt: z.string().nullable().optional(),
  /** Requests the server sent outside any single tool call (e.g. roots/list right after connect); absent when none. */
  serverRequests: z.array(ServerRequestRecordSchema).optional(),
  /** Notifications outside any single tool call; absent when none. */
  notifications: z.array(ServerNotificationRecordSchema).optional(),
});

export type ServerReport = z.infer<typeof ServerReportSchema>;

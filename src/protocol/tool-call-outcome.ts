/**
 * What one tool call yields, succeeded or not: its record, the raw result
 * and the server's own traffic during it. mcp/ builds it; agent/, eval/ and
 * the tool-search hub read it.
 */
import type { ServerNotificationRecord } from "../result/server-notification.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { McpCallToolResult as CallToolResult } from "./mcp-types.js";

/** What a server sent on its own initiative (requests to the client, notifications) during a call or on a connection. */
export interface Traffic {
  serverRequests: ServerRequestRecord[];
  notifications: ServerNotificationRecord[];
}

export interface ToolCallOutcome {
  record: ToolCallRecord;
  /** The raw result when the server answered (also when isError). */
  result: CallToolResult | undefined;
  /**
   * What a caller adds for the model to read after a failed call (fallback
   * suggestions): the model then reads the JSON object `{"error": <the text it
   * reads without a note>, ...fields}`. Absent: the model reads the usual text.
   */
  modelNote?: ModelNote;
  /** Requests and notifications the server sent during this call (absent when it never went out). */
  traffic?: Traffic;
}

/**
 * The extra fields of a tool message. Tools in them are named as the caller
 * of callTool names tools; `nameForModel` turns such a name into the one the
 * model calls (an agent loop may offer tools under model-safe names).
 */
export type ModelNote = (nameForModel: (tool: string) => string) => Record<string, unknown>;

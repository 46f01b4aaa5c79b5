/**
 * One prompt get (prompts/get), recorded like a tool call under the key
 * `prompt:<name>` (src/util/target-key.ts). Missing required arguments are
 * recorded as `invalid-args`, but the request still goes out: what the
 * server does with it is part of what we measure (as for tools).
 * https://modelcontextprotocol.io/specification/2025-11-25/server/prompts#getting-a-prompt
 */
import type { McpCallToolResult as CallToolResult, McpGetPromptResult as GetPromptResult } from "../../protocol/mcp-types.js";
import type { ToolCallRecord } from "../../result/tool-call-record.js";
import { targetKey } from "../../util/target-key.js";
import { recordRequest } from "./record-request.js";
import type { ServerConnection } from "../transport/connect-server.js";
import { resultText } from "../../protocol/result-text.js";

export interface GetPromptOptions {
  connection: ServerConnection;
  name: string;
  /** Prompt arguments (MCP prompt arguments are strings). @default {} */
  args?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Clock for latency; injectable for tests. @default performance.now */
  now?: () => number;
}

export interface PromptGetOutcome {
  record: ToolCallRecord;
  /** The raw result when the server answered. */
  result: GetPromptResult | undefined;
}

export async function getPrompt({
  connection,
  name,
  args = {},
  timeoutMs,
  signal,
  now = () => performance.now(),
}: GetPromptOptions): Promise<PromptGetOutcome> {
  const base = { server: connection.name, tool: targetKey("prompt", name), args, step: 0, startedAt: new Date().toISOString() };
  const listed = connection.prompts?.find((p) => p.name === name);
  const sent = await recordRequest<GetPromptResult>({
    base,
    send: () => connection.client.getPrompt({ name, arguments: args }, { signal, timeout: timeoutMs }),
    // Message contents are the same content blocks a tool result holds: one way to turn them into text.
    text: (result) => resultText({ content: result.messages.map((m) => m.content) } as CallToolResult),
    timeoutMs,
    signal,
    now,
    // Only the server's own refusal of a name it does not list hints at a typo.
    failed: (kind, message) => ({
      message: `${message}${kind === "protocol" && !listed && connection.prompts !== undefined ? offeredHint(connection) : ""}`,
    }),
  });
  if (!sent.answered) return { record: sent.record, result: undefined };
  const { record, result } = sent;
  const missing = (listed?.arguments ?? []).filter((a) => a.required === true && args[a.name] === undefined).map((a) => a.name);
  if (missing.length > 0) {
    return {
      record: {
        ...record,
        ok: false,
        errorKind: "invalid-args",
        error: `missing required prompt argument${missing.length === 1 ? "" : "s"}: ${missing.join(", ")}`,
      },
      result,
    };
  }
  return { record, result };
}

function offeredHint(connection: ServerConnection): string {
  const names = (connection.prompts ?? []).map((p) => p.name);
  return ` (server "${connection.name}" offers prompts: ${names.join(", ") || "none"})`;
}

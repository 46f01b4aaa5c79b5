/**
 * One prompt get (prompts/get), recorded like a tool call under the key
 * `prompt:<name>` (src/util/target-key.ts). Missing required arguments are
 * recorded as `invalid-args`, but the request still goes out: what the
 * server does with it is part of what we measure (as for tools).
 * https://modelcontextprotocol.io/specification/2025-11-25/server/prompts#getting-a-prompt
 */
import type { McpCallToolResult as CallToolResult, McpGetPromptResult as GetPromptResult } from "../protocol/mcp-types.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import { targetKey } from "../util/target-key.js";
import { classifyCallError, failedCall, truncateResultText } from "./call-tool.js";
import type { ServerConnection } from "./connect-server.js";
import { resultText } from "../protocol/result-text.js";

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
  const started = now();
  let result: GetPromptResult;
  try {
    result = await connection.client.getPrompt({ name, arguments: args }, { signal, timeout: timeoutMs });
  } catch (error) {
    const [kind, message] = classifyCallError(error, timeoutMs, signal);
    // Only the server's own refusal of a name it does not list hints at a typo.
    const hint = kind === "protocol" && !listed && connection.prompts !== undefined ? offeredHint(connection) : "";
    return { record: failedCall(base, now() - started, kind, `${message}${hint}`).record, result: undefined };
  }
  const latencyMs = now() - started;
  // Message contents are the same content blocks a tool result holds: one way to turn them into text.
  const text = resultText({ content: result.messages.map((m) => m.content) } as CallToolResult);
  const record: ToolCallRecord = {
    ...base,
    ok: true,
    isError: false,
    latencyMs,
    errorKind: null,
    error: null,
    resultText: truncateResultText(text),
  };
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

/**
 * One tool call, recorded. Every call yields the same record shape whether it
 * succeeded or not: failing calls are data (errorKind + error), never throws.
 * The SDK's `callTool` validates structured output itself and throws on a
 * mismatch; we hand it the tool's definition without its outputSchema, so a
 * bad output is measured here as `invalid-output` and the model still sees
 * what the tool returned (the definition still drives the 2026 era's
 * `Mcp-Param-*` header mirroring on HTTP).
 */
import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError, SseError } from "@modelcontextprotocol/client";
import type { Tool as SdkTool } from "@modelcontextprotocol/client";
import type { McpCallToolResult as CallToolResult } from "./mcp-types.js";
import type { ToolCallRecord, ToolErrorKind } from "../result/tool-call-record.js";
import type { ServerConnection } from "./connect-server.js";
import type { SchemaValidator } from "./schema-validator.js";
import { resultText } from "./result-text.js";
import { clipText } from "../util/clip-text.js";

export interface CallToolOptions {
  connection: ServerConnection;
  validator: SchemaValidator;
  tool: string;
  args: Record<string, unknown>;
  timeoutMs: number;
  /** Index of the workflow step the call belongs to (0 for tool tests). @default 0 */
  step?: number;
  signal?: AbortSignal;
  /** Clock for latency; injectable for tests. @default performance.now */
  now?: () => number;
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
}

/**
 * The extra fields of a tool message. Tools in them are named as the caller
 * of callTool names tools; `nameForModel` turns such a name into the one the
 * model calls (an agent loop may offer tools under model-safe names).
 */
export type ModelNote = (nameForModel: (tool: string) => string) => Record<string, unknown>;

const RESULT_TEXT_LIMIT = 4000;

export async function callTool({
  connection,
  validator,
  tool,
  args,
  timeoutMs,
  step = 0,
  signal,
  now = () => performance.now(),
}: CallToolOptions): Promise<ToolCallOutcome> {
  const base = { server: connection.name, tool, args, step, startedAt: new Date().toISOString() };
  const definition = connection.tools.find((t) => t.name === tool);
  if (!definition) {
    const offered = connection.tools.map((t) => t.name).join(", ");
    return failedCall(base, 0, "unknown-tool", `server "${connection.name}" has no tool "${tool}" (it offers: ${offered || "none"})`);
  }

  // Invalid arguments are recorded, but the call still goes out: what the
  // server does with them is part of what we measure.
  const argsCheck = validator.check(definition.inputSchema, args);

  const started = now();
  let result: CallToolResult;
  try {
    const { outputSchema: _validatedHere, ...toolDefinition } = definition;
    result = await connection.client.callTool({ name: tool, arguments: args }, { signal, timeout: timeoutMs, toolDefinition: toolDefinition as SdkTool });
  } catch (error) {
    const latencyMs = now() - started;
    const [kind, message] = classify(error, timeoutMs, signal);
    return failedCall(base, latencyMs, kind, message);
  }
  const latencyMs = now() - started;
  const text = resultText(result);
  const record: ToolCallRecord = {
    ...base,
    ok: true,
    isError: result.isError === true,
    latencyMs,
    errorKind: null,
    error: null,
    resultText: truncate(text),
  };
  if (!argsCheck.valid) {
    return { record: { ...record, ok: false, errorKind: "invalid-args", error: `arguments do not match the inputSchema: ${argsCheck.errors}` }, result };
  }
  if (result.isError) {
    return { record: { ...record, ok: false, errorKind: "tool", error: text || "the tool returned isError: true" }, result };
  }
  if (definition.outputSchema) {
    if (result.structuredContent === undefined) {
      return { record: { ...record, ok: false, errorKind: "invalid-output", error: "the tool declares an outputSchema but returned no structuredContent" }, result };
    }
    const outputCheck = validator.check(definition.outputSchema, result.structuredContent);
    if (!outputCheck.valid) {
      return { record: { ...record, ok: false, errorKind: "invalid-output", error: `structuredContent does not match the outputSchema: ${outputCheck.errors}` }, result };
    }
  }
  return { record, result };
}

/** The outcome of a call that failed before the server answered (or never went out: latency 0). */
export function failedCall(base: Pick<ToolCallRecord, "server" | "tool" | "args" | "step" | "startedAt">, latencyMs: number, errorKind: ToolErrorKind, error: string): ToolCallOutcome {
  return { record: { ...base, ok: false, isError: false, latencyMs, errorKind, error, resultText: "" }, result: undefined };
}

function classify(error: unknown, timeoutMs: number, signal: AbortSignal | undefined): [ToolErrorKind, string] {
  if (signal?.aborted) return ["aborted", "the call was cancelled (workflow timeout or run aborted)"];
  if (error instanceof SdkHttpError) return ["transport", `HTTP ${error.status}: ${error.message}`];
  if (error instanceof SseError) return ["transport", error.code ? `HTTP ${error.code}: ${error.message}` : error.message];
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.RequestTimeout) return ["timeout", `no answer within ${timeoutMs} ms`];
    if (error.code === SdkErrorCode.ConnectionClosed) return ["transport", "the connection to the server closed during the call"];
    return ["protocol", error.message];
  }
  if (error instanceof ProtocolError) return ["protocol", error.message.startsWith("MCP error") ? error.message : `MCP error ${error.code}: ${error.message}`];
  return ["transport", error instanceof Error ? error.message : String(error)];
}

function truncate(text: string): string {
  return clipText(text, RESULT_TEXT_LIMIT, { marker: (dropped) => `… (${dropped} more characters)` });
}

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
import type { McpCallToolResult as CallToolResult, McpTool as Tool } from "../protocol/mcp-types.js";
import type { ToolCallRecord, ToolErrorKind } from "../result/tool-call-record.js";
import type { ServerConnection } from "./connect-server.js";
import type { SchemaCheck, SchemaValidator } from "./schema-validator.js";
import { resultText } from "../protocol/result-text.js";
import type { Traffic } from "./client-side/server-traffic.js";
import { clipText } from "../util/clip-text.js";
import { unusableReason } from "./guard-deep-tools.js";

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
  /**
   * W3C trace context for the request's `_meta` (`traceparent`, `tracestate`: the keys MCP 2026-07-28
   * reserves), so the server's own spans join the caller's trace. @default none
   */
  traceContext?: { traceparent: string; tracestate?: string };
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
  traceContext,
}: CallToolOptions): Promise<ToolCallOutcome> {
  const base = { server: connection.name, tool, args, step, startedAt: new Date().toISOString() };
  const definition = connection.tools.find((t) => t.name === tool);
  if (!definition) {
    const offered = connection.tools.map((t) => t.name).join(", ");
    return failedCall(base, 0, "unknown-tool", `server "${connection.name}" has no tool "${tool}" (it offers: ${offered || "none"})`);
  }
  const unusable = unusableReason(definition);
  if (unusable) return failedCall(base, 0, "protocol", `tool "${tool}" of server "${connection.name}" cannot be used: ${unusable}`);

  // Invalid arguments are recorded, but the call still goes out: what the
  // server does with them is part of what we measure.
  const argsCheck = validator.check(definition.inputSchema, args);

  const started = now();
  const abortedBefore = signal?.aborted === true;
  const scope = connection.traffic.begin(tool, step);
  let result: CallToolResult;
  // Asking for progress costs nothing; the last value tells how far a slow or timed-out call got.
  const params = { name: tool, arguments: args, _meta: { ...traceContext, progressToken: scope.progressToken } };
  try {
    const { outputSchema: _validatedHere, ...toolDefinition } = definition;
    result = await connection.client.callTool(params, { signal, timeout: timeoutMs, toolDefinition: toolDefinition as SdkTool });
  } catch (error) {
    const progress = scope.progress;
    const failed = unansweredCall(base, now() - started, error, { connection, timeoutMs, signal, abortedBefore, progress });
    return { ...failed, traffic: scope.end() };
  }
  const latencyMs = now() - started;
  const traffic = scope.end();
  const progress = scope.progress;
  const text = resultText(result);
  const record: ToolCallRecord = {
    ...base,
    ok: true,
    isError: result.isError === true,
    latencyMs,
    errorKind: null,
    error: null,
    resultText: truncateResultText(text),
    ...(progress ? { progress } : {}),
  };
  return { record: judgeAnswer(record, result, text, argsCheck, definition, validator), result, traffic };
}

/**
 * The record of a call the server answered, failed by the first of: arguments
 * that break the inputSchema, a tool error, output that breaks the outputSchema.
 */
function judgeAnswer(
  record: ToolCallRecord,
  result: CallToolResult,
  text: string,
  argsCheck: SchemaCheck,
  definition: Tool,
  validator: SchemaValidator,
): ToolCallRecord {
  if (!argsCheck.valid) {
    return { ...record, ok: false, errorKind: "invalid-args", error: `arguments do not match the inputSchema: ${argsCheck.errors}` };
  }
  if (result.isError) return { ...record, ok: false, errorKind: "tool", error: text || "the tool returned isError: true" };
  if (!definition.outputSchema) return record;
  if (result.structuredContent === undefined) {
    return {
      ...record,
      ok: false,
      errorKind: "invalid-output",
      error: "the tool declares an outputSchema but returned no structuredContent",
    };
  }
  const outputCheck = validator.check(definition.outputSchema, result.structuredContent);
  if (outputCheck.valid) return record;
  return {
    ...record,
    ok: false,
    errorKind: "invalid-output",
    error: `structuredContent does not match the outputSchema: ${outputCheck.errors}`,
  };
}

/** The outcome of a call the SDK threw on (timeout, abort, lost connection, protocol error), with how far it got. */
function unansweredCall(
  base: Pick<ToolCallRecord, "server" | "tool" | "args" | "step" | "startedAt">,
  latencyMs: number,
  error: unknown,
  call: {
    connection: ServerConnection;
    timeoutMs: number;
    signal?: AbortSignal;
    abortedBefore: boolean;
    progress: ToolCallRecord["progress"];
  },
): ToolCallOutcome {
  const [kind, message] = classifyCallError(error, call.timeoutMs, call.signal);
  // Why the transport closed the connection itself explains a transport failure.
  const why = kind === "transport" ? call.connection.closedBecause : undefined;
  const failed = failedCall(base, latencyMs, kind, why && !message.includes(why) ? `${message}: ${why}` : message);
  // The SDK tells the server (notifications/cancelled) when a request times out or is aborted.
  const cancelSent = !call.abortedBefore && (kind === "timeout" || kind === "aborted");
  const { progress } = call;
  return { ...failed, record: { ...failed.record, ...(progress ? { progress } : {}), ...(cancelSent ? { cancelSent } : {}) } };
}

/** The outcome of a call that failed before the server answered (or never went out: latency 0). */
export function failedCall(
  base: Pick<ToolCallRecord, "server" | "tool" | "args" | "step" | "startedAt">,
  latencyMs: number,
  errorKind: ToolErrorKind,
  error: string,
): ToolCallOutcome {
  return { record: { ...base, ok: false, isError: false, latencyMs, errorKind, error, resultText: "" }, result: undefined };
}

/** Why a request failed, as an error kind and a message (shared by tool calls, resource reads and prompt gets). */
export function classifyCallError(error: unknown, timeoutMs: number, signal: AbortSignal | undefined): [ToolErrorKind, string] {
  if (signal?.aborted) return ["aborted", "the call was cancelled (workflow timeout or run aborted)"];
  if (error instanceof SdkHttpError) return ["transport", `HTTP ${error.status}: ${error.message}`];
  if (error instanceof SseError) return ["transport", error.code ? `HTTP ${error.code}: ${error.message}` : error.message];
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.RequestTimeout) return ["timeout", `no answer within ${timeoutMs} ms`];
    if (error.code === SdkErrorCode.ConnectionClosed) return ["transport", "the connection to the server closed during the call"];
    return ["protocol", error.message];
  }
  if (error instanceof ProtocolError)
    return ["protocol", error.message.startsWith("MCP error") ? error.message : `MCP error ${error.code}: ${error.message}`];
  return ["transport", error instanceof Error ? error.message : String(error)];
}

/** Result text cut to what a record keeps. */
export function truncateResultText(text: string): string {
  return clipText(text, RESULT_TEXT_LIMIT, { marker: (dropped) => `… (${dropped} more characters)` });
}

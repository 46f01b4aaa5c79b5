/**
 * Runs the tool calls a model asked for and answers them: each call goes to
 * its server (or is refused), yields a record, and leaves the text the model
 * reads back.
 */
import type { ModelMessage } from "ai";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import { callTool } from "../mcp/requests/call-tool.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import { resultText } from "../protocol/result-text.js";
import { describeError } from "../errors.js";
import type { AgentTools } from "./prepare-tools.js";

/** A tool call the model asked for. `invalid` when its name or arguments could not be used. */
export interface RequestedToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
  invalid?: boolean;
  error?: unknown;
}

/** A tool call after it ran (or was refused), with what the model reads back. */
export interface ExecutedToolCall {
  toolCallId: string;
  toolName: string;
  record: ToolCallRecord;
  /** What goes back to the model. */
  output: string;
  /** False for calls refused before reaching a server (unknown tool, unusable arguments). */
  reachedServer: boolean;
}

/** Options of {@link executeToolCalls}. */
export interface ExecuteToolCallsOptions {
  calls: readonly RequestedToolCall[];
  tools: AgentTools;
  /** Index of the user turn, recorded on each call. @default 0 */
  step?: number;
  signal?: AbortSignal;
  /** Called after each call, in order. */
  onToolCall?: (executed: ExecutedToolCall) => void;
}

/** Runs the calls one after another (tools may depend on each other's effects) through the MCP client; every call yields a record. */
export async function executeToolCalls({
  calls,
  tools,
  step = 0,
  signal,
  onToolCall,
}: ExecuteToolCallsOptions): Promise<ExecutedToolCall[]> {
  const executed: ExecutedToolCall[] = [];
  for (const call of calls) {
    signal?.throwIfAborted();
    const route = tools.route(call.toolName);
    let done: ExecutedToolCall;
    if (!route || call.invalid || !isObject(call.input)) {
      done = refusedCall(call, route, tools.servers, step);
    } else {
      const { record, result, modelNote } = tools.invoke
        ? await tools.invoke(route, call.input, step, signal)
        : await callTool({
            connection: route.connection as ServerConnection,
            validator: tools.validator,
            tool: route.tool,
            args: call.input,
            step,
            timeoutMs: tools.toolCallMs,
            signal,
          });
      // The full text, not the record's clipped copy: the model reads all of what the tool said.
      const text = toolMessage(record, result ? resultText(result) : undefined);
      const output = modelNote ? JSON.stringify({ error: text, ...modelNote((name) => modelToolName(tools, name)) }) : text;
      done = { toolCallId: call.toolCallId, toolName: call.toolName, record, output, reachedServer: true };
    }
    executed.push(done);
    onToolCall?.(done);
  }
  return executed;
}

/** A call that never reaches a server (a tool no server offers, arguments that are not a JSON object), answered with an error the model can react to. */
function refusedCall(
  call: RequestedToolCall,
  route: { connection: { name: string }; tool: string } | undefined,
  servers: readonly string[],
  step: number,
): ExecutedToolCall {
  const errorKind = route ? ("invalid-args" as const) : ("unknown-tool" as const);
  const error = route
    ? `the model sent arguments that could not be parsed: ${describeError(call.error ?? "not a JSON object")}`
    : servers.length === 1
      ? `server "${servers[0]}" has no tool "${call.toolName}" (the model asked for it)`
      : `no server offers a tool "${call.toolName}" (the model asked for it)`;
  const record: ToolCallRecord = {
    server: route?.connection.name ?? (servers.length === 1 ? servers[0]! : "(none)"),
    tool: route?.tool ?? call.toolName,
    args: call.input ?? null,
    step,
    ok: false,
    isError: false,
    latencyMs: 0,
    errorKind,
    error,
    resultText: "",
  };
  return { toolCallId: call.toolCallId, toolName: call.toolName, record, output: `Error (${errorKind}): ${error}`, reachedServer: false };
}

/** Appends one tool message answering every executed call; returns the same array. */
export function appendToolResults(messages: ModelMessage[], executed: readonly ExecutedToolCall[]): ModelMessage[] {
  if (executed.length === 0) return messages;
  messages.push({
    role: "tool",
    content: executed.map((e) => ({
      type: "tool-result" as const,
      toolCallId: e.toolCallId,
      toolName: e.toolName,
      output: { type: "text" as const, value: e.output },
    })),
  });
  return messages;
}

/** What the model reads back: the tool's own words, or a plain error it can react to. */
function toolMessage(record: ToolCallRecord, text: string | undefined): string {
  if (text === undefined) return `Error (${record.errorKind}): ${record.error}`;
  if (record.isError) return `Tool error: ${text}`;
  return text;
}

/** The name the model calls a tool by, from the name `invoke` receives (the first that routes to it; itself when none does). */
function modelToolName(tools: AgentTools, tool: string): string {
  // Not only the tools offered this step: a suggestion may name one the step left out (toolSelection retrieve).
  return tools.modelName?.(tool) ?? Object.keys(tools.tools).find((name) => tools.route(name)?.tool === tool) ?? tool;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The step primitives of an agent loop, for full manual control:
 *
 *   const tools = prepareTools({ connections });
 *   const messages: ModelMessage[] = [{ role: "user", content: "..." }];
 *   for (let i = 0; i < 10; i++) {
 *     const step = await modelStep({ model, messages, tools, signal });
 *     messages.push(...step.responseMessages);
 *     if (step.toolCalls.length === 0) break;
 *     const executed = await executeToolCalls({ calls: step.toolCalls, tools, signal });
 *     appendToolResults(messages, executed);
 *   }
 *
 * The Agent class is this loop plus events, timings and a result.
 */
import {
  generateText,
  isStepCount,
  streamText,
  jsonSchema,
  tool,
  type JSONSchema7,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
} from "ai";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { Usage } from "../result/usage.js";
import { callTool, type ToolCallOutcome } from "../mcp/call-tool.js";
import type { ServerConnection } from "../mcp/connect-server.js";
import { resultText } from "../mcp/result-text.js";
import { SchemaValidator } from "../mcp/schema-validator.js";
import { describeError, UsageError } from "../errors.js";
import { safeToolName, uniqueName } from "./safe-tool-name.js";
import { nameTable } from "../util/name-table.js";

/**
 * Where tools come from: a live MCP connection, or (with an `invoke` that
 * knows how to call them) any named list of tool definitions.
 */
export type ToolSource = Pick<ServerConnection, "name" | "tools">;

/** The tools of some MCP connections, offered to a model, and the way back from a model's tool name. */
export interface AgentTools {
  /** AI SDK tool definitions without `execute`: the loop runs them itself. */
  tools: ToolSet;
  /** Model-safe name → the server and MCP tool it stands for. */
  route(name: string): { connection: ToolSource; tool: string } | undefined;
  /**
   * The model-safe name of a tool (by the name `invoke` receives), also of one
   * left out of `tools` (a retrieval-limited step): what a note naming it must say.
   */
  modelName?(tool: string): string | undefined;
  validator: SchemaValidator;
  /** Limit for one tool call. */
  toolCallMs: number;
  /** Names of the servers the tools come from. */
  servers: string[];
  /** How a call reaches its server; see PrepareToolsOptions.invoke. */
  invoke?: ToolInvoker;
}

/** Calls one MCP tool and returns its record; lets a caller measure and record calls its own way (and add a `modelNote` for the model to read). */
export type ToolInvoker = (
  target: { connection: ToolSource; tool: string },
  args: Record<string, unknown>,
  step: number,
  signal: AbortSignal | undefined,
) => Promise<ToolCallOutcome>;

/** Options of {@link prepareTools}. */
export interface PrepareToolsOptions {
  /** Live connections; other tool sources need `invoke`. */
  connections: readonly ToolSource[];
  /** Server names for messages. @default the names of `connections` */
  servers?: string[];
  /** @default 30000 */
  toolCallMs?: number;
  /** Checks structured results against outputSchema. @default a new one */
  validator?: SchemaValidator;
  /** How calls reach the servers. @default callTool() from src/mcp with `toolCallMs` and `validator` */
  invoke?: ToolInvoker;
}

/** Turns the tools of every connection into model tool definitions; names are made model-safe and unique across servers. */
export function prepareTools({
  connections,
  servers,
  toolCallMs = 30_000,
  validator = new SchemaValidator(),
  invoke,
}: PrepareToolsOptions): AgentTools {
  if (!invoke && !connections.every(isConnection)) {
    throw new UsageError("prepareTools: tools that do not come from a connection (connectServer) need an `invoke` function to call them");
  }
  // Tool names come from servers: a table with no prototype keeps `__proto__` and `constructor` ordinary names.
  const tools: ToolSet = nameTable();
  const routes = new Map<string, { connection: ToolSource; tool: string }>();
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const connection of connections) {
    for (const definition of connection.tools) {
      const name = uniqueName(safeToolName(definition.name), used);
      routes.set(name, { connection, tool: definition.name });
      if (!names.has(definition.name)) names.set(definition.name, name);
      tools[name] = tool({ description: definition.description ?? "", inputSchema: jsonSchema(definition.inputSchema as JSONSchema7) });
    }
  }
  return {
    tools,
    route: (name) => routes.get(name),
    modelName: (tool) => names.get(tool),
    validator,
    toolCallMs,
    servers: servers ?? connections.map((c) => c.name),
    invoke,
  };
}

/** A tool call the model asked for. `invalid` when its name or arguments could not be used. */
export interface RequestedToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
  invalid?: boolean;
  error?: unknown;
}

/** What one model step produced. */
export interface ModelStepResult {
  text: string;
  toolCalls: RequestedToolCall[];
  /** The assistant message(s) to append to the history. */
  responseMessages: ModelMessage[];
  usage: Usage;
  durationMs: number;
}

/** Options of {@link modelStep}. */
export interface ModelStepOptions {
  model: LanguageModel;
  messages: ModelMessage[];
  tools: AgentTools | ToolSet;
  system?: string;
  temperature?: number;
  signal?: AbortSignal;
  /** Limit for the model call. @default 120000 */
  timeoutMs?: number;
  /** Ask for a streamed response (same result, read as it arrives). @default false */
  stream?: boolean;
  /** AI SDK retries; models from createLanguageModel retry themselves. @default 0 */
  maxRetries?: number;
}

/**
 * One model call: the model answers with text or asks for tools; nothing is
 * executed. Models from createLanguageModel retry themselves, so the AI SDK's
 * own retries are off.
 */
export async function modelStep({
  model,
  messages,
  tools,
  system,
  temperature,
  signal,
  timeoutMs = 120_000,
  stream = false,
  maxRetries = 0,
}: ModelStepOptions): Promise<ModelStepResult> {
  const started = performance.now();
  const toolSet = isAgentTools(tools) ? tools.tools : tools;
  const abortSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
  const options = { model, system, messages, tools: toolSet, stopWhen: isStepCount(1), maxRetries, temperature, abortSignal };
  let text: string;
  let toolCalls: ReadonlyArray<{ toolCallId: string; toolName: string; input: unknown; invalid?: boolean; error?: unknown }>;
  let response: { messages: ModelMessage[] };
  let usage: Parameters<typeof toUsage>[0];
  if (stream) {
    let streamError: unknown;
    const result = streamText({ ...options, onError: ({ error }) => void (streamError = error) });
    text = await result.text;
    if (streamError) throw streamError;
    [toolCalls, response, usage] = await Promise.all([result.toolCalls, result.response, result.usage]);
  } else {
    const result = await generateText(options);
    ({ text, toolCalls, response, usage } = result);
  }
  return {
    text,
    toolCalls: toolCalls.map((c) => ({
      toolCallId: c.toolCallId,
      toolName: c.toolName,
      input: c.input,
      ...(c.invalid ? { invalid: true, error: c.error } : {}),
    })),
    // Tool calls the SDK could not match get a tool-error answer in the response;
    // keep only the assistant message: the loop answers every call itself.
    responseMessages: response.messages.filter((m) => m.role === "assistant"),
    usage: toUsage(usage),
    durationMs: Math.round(performance.now() - started),
  };
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
      const errorKind = route ? ("invalid-args" as const) : ("unknown-tool" as const);
      const error = route
        ? `the model sent arguments that could not be parsed: ${describeError(call.error ?? "not a JSON object")}`
        : tools.servers.length === 1
          ? `server "${tools.servers[0]}" has no tool "${call.toolName}" (the model asked for it)`
          : `no server offers a tool "${call.toolName}" (the model asked for it)`;
      const record: ToolCallRecord = {
        server: route?.connection.name ?? (tools.servers.length === 1 ? tools.servers[0]! : "(none)"),
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
      done = {
        toolCallId: call.toolCallId,
        toolName: call.toolName,
        record,
        output: `Error (${errorKind}): ${error}`,
        reachedServer: false,
      };
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

/** AI SDK usage (fields may be undefined) as the report's Usage. */
export function toUsage(usage: {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  totalTokens?: number | undefined;
}): Usage {
  const inputTokens = usage.inputTokens ?? 0;
  const outputTokens = usage.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage.totalTokens ?? inputTokens + outputTokens };
}

/** Sums usages. */
export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
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

function isAgentTools(value: AgentTools | ToolSet): value is AgentTools {
  return typeof (value as AgentTools).route === "function" && typeof (value as AgentTools).tools === "object";
}

function isConnection(source: ToolSource): source is ServerConnection {
  return typeof (source as Partial<ServerConnection>).close === "function";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
import { generateText, isStepCount, streamText, type LanguageModel, type ModelMessage, type ToolSet } from "ai";
import type { Usage } from "../result/usage.js";
import type { AgentTools } from "./prepare-tools.js";
import type { RequestedToolCall } from "./execute-tool-calls.js";

export { prepareTools, type AgentTools, type PrepareToolsOptions, type ToolInvoker, type ToolSource } from "./prepare-tools.js";
export {
  appendToolResults,
  executeToolCalls,
  type ExecuteToolCallsOptions,
  type ExecutedToolCall,
  type RequestedToolCall,
} from "./execute-tool-calls.js";

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

/**
 * AI SDK usage (fields may be undefined) as the report's Usage. The figures come from the provider or, on a
 * replay, from a cassette file: anything but a finite count (a string, NaN, a negative number) counts as not
 * reported (0), so no sum or budget comparison downstream meets a value that compares as false either way.
 */
export function toUsage(usage: { inputTokens?: unknown; outputTokens?: unknown; totalTokens?: unknown }): Usage {
  const inputTokens = tokenCount(usage.inputTokens);
  const outputTokens = tokenCount(usage.outputTokens);
  return {
    inputTokens,
    outputTokens,
    totalTokens: usage.totalTokens === undefined ? inputTokens + outputTokens : tokenCount(usage.totalTokens),
  };
}

const tokenCount = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

/** Sums usages. */
export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

function isAgentTools(value: AgentTools | ToolSet): value is AgentTools {
  return typeof (value as AgentTools).route === "function" && typeof (value as AgentTools).tools === "object";
}

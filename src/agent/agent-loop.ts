/**
 * The one agent loop, shared by the Agent class and the config workflows'
 * LLM driver: for one user turn, ask the model, run the tools it asks for,
 * hand back their results, until it answers without tools or `maxSteps`
 * model steps have run.
 */
import type { ModelMessage, ToolSet } from "ai";
import type { Usage } from "../result/usage.js";
import type { AgentStep } from "./agent-result.js";
import {
  addUsage,
  appendToolResults,
  executeToolCalls,
  toUsage,
  type AgentTools,
  type ExecutedToolCall,
  type ModelStepResult,
} from "./agent-steps.js";

/** One model response: text, or tool calls to run. */
/**
 * What `getResponse` returns. `usage` is optional, and so is each of its counts: a custom client that
 * reports no tokens counts as 0 (the report then shows no cost, not a crash).
 */
export type AgentResponse = Pick<ModelStepResult, "text" | "toolCalls" | "responseMessages"> & { usage?: Partial<Usage> | undefined };

/** Options of {@link runTurn}. */
export interface RunTurnOptions {
  /** The conversation; the user message is already in it. Responses and tool results are appended. */
  messages: ModelMessage[];
  tools: AgentTools;
  maxSteps: number;
  /** Index of the user turn (recorded on tool calls and steps). */
  turn: number;
  signal: AbortSignal;
  getResponse(messages: ModelMessage[], tools: ToolSet, signal: AbortSignal): Promise<AgentResponse>;
  /** After each model step. */
  onStep?(step: AgentStep): void | Promise<void>;
  /** After each tool call, in order. */
  onToolCall?(executed: ExecutedToolCall): void;
}

/** What one user turn came to. */
export interface TurnOutcome {
  /** The last model step's text (as the AI SDK's own loop reports it). */
  text: string;
  /** "max-steps": the model still asked for tools when the budget ran out. */
  stopReason: "done" | "max-steps";
  usage: Usage;
  modelMs: number;
  toolMs: number;
}

/** Runs one user turn to its answer (or to `maxSteps`). Model errors propagate; tool failures are records. */
export async function runTurn({
  messages,
  tools,
  maxSteps,
  turn,
  signal,
  getResponse,
  onStep,
  onToolCall,
}: RunTurnOptions): Promise<TurnOutcome> {
  let usage: Usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  let text = "";
  let modelMs = 0;
  let toolMs = 0;
  for (let step = 0; step < maxSteps; step++) {
    signal.throwIfAborted();
    const started = performance.now();
    const response = await getResponse(messages, tools.tools, signal);
    const durationMs = Math.round(performance.now() - started);
    modelMs += durationMs;
    messages.push(...response.responseMessages);
    const stepUsage = toUsage(response.usage ?? {});
    usage = addUsage(usage, stepUsage);
    text = response.text;
    const names = response.toolCalls.map((c) => tools.route(c.toolName)?.tool ?? c.toolName);
    await onStep?.({ turn, text: response.text, toolCalls: names, usage: stepUsage, durationMs });
    if (response.toolCalls.length === 0) return { text, stopReason: "done", usage, modelMs, toolMs };
    const toolsStarted = performance.now();
    const executed = await executeToolCalls({ calls: response.toolCalls, tools, step: turn, signal, onToolCall });
    toolMs += Math.round(performance.now() - toolsStarted);
    appendToolResults(messages, executed);
  }
  return { text, stopReason: "max-steps", usage, modelMs, toolMs };
}

import type { ModelMessage } from "ai";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { Usage } from "../result/usage.js";

/** One model step of an agent run. */
export interface AgentStep {
  /** Index of the user turn it answered. */
  turn: number;
  /** Text the model produced in this step ("" when it only called tools). */
  text: string;
  /** MCP tool names it asked for. */
  toolCalls: string[];
  usage: Usage;
  durationMs: number;
}

/**
 * What an agent run gives back. `success` is about the agent's own run (it
 * answered within its step budget, no model or infrastructure error), not
 * about whether the answer was right: agents know nothing about verifiers.
 */
export interface AgentResult {
  success: boolean;
  /** Why it did not succeed; null when it did. */
  error: string | null;
  /** "done": the model answered; "max-steps": it still wanted tools when the budget ran out. */
  stopReason: "done" | "max-steps" | "error" | "aborted";
  /** The assistant's last text. */
  finalText: string;
  /** The whole conversation, in AI SDK message form (replayable). */
  messages: ModelMessage[];
  /** Every tool call, in order, successful or not. */
  toolCalls: ToolCallRecord[];
  steps: AgentStep[];
  usage: Usage;
  timings: { startedAt: string; durationMs: number; modelMs: number; toolMs: number };
  databaseId: string;
  metadata: Record<string, unknown>;
}

import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { ToolSelectionResult } from "../result/tool-selection-result.js";
import type { Usage } from "../result/usage.js";
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { ToolCallOutcome } from "../protocol/tool-call-outcome.js";
import type { StopReason } from "../result/stop-reason.js";
import type { UserTurns } from "./user/user-turns.js";

export interface DriverContext {
  workflow: ResolvedWorkflow;
  /**
   * The tools of the workflow's servers as the model sees them: plain names,
   * or `server__tool` where two servers offer the same name.
   */
  tools: Tool[];
  /** Names of the servers the workflow uses, for messages. */
  servers: string[];
  /** Calls one tool (by exposed, plain or qualified name) and records it. Drivers call tools only through this, so every call is measured. */
  callTool(tool: string, args: Record<string, unknown>, step: number, signal: AbortSignal): Promise<ToolCallOutcome>;
  /**
   * Records a call the model asked for that never reached the server (a tool
   * name the server does not offer, arguments that are not JSON). It is a
   * failed call all the same.
   */
  recordRejectedCall(call: { tool: string; args: unknown; step: number; errorKind: "unknown-tool" | "invalid-args"; error: string }): void;
  /**
   * With `toolSelection: { mode: "retrieve" }`: exposed names of the `topK`
   * tools ranked best against a query (a user message), best first. Absent
   * when the model is to see every tool. The scripted driver ignores it: it
   * calls the expected tools itself.
   */
  selectTools?(query: string, topK: number, signal: AbortSignal): Promise<string[]>;
  /**
   * Told after each model call, answered or failed (discover mode counts the tool-definition tokens each one
   * carried; a traced run makes a span of it).
   */
  onModelCall?(call: ModelCallInfo): void;
  /** Aborts when the workflow times out or the run is cancelled. */
  signal: AbortSignal;
  /** Told the conversation's user side as the driver opens it: its elicitor answers the server's elicitation during the calls. */
  converse?(turns: UserTurns): void;
  /** Tells observers about a message as it happens: the user's at the start of a step, the assistant's at its end. */
  onMessage?(message: { step: number; role: "user" | "assistant"; text: string }): void;
}

/** One model call as a driver tells it. */
export interface ModelCallInfo {
  /** Index of the user turn. */
  step: number;
  /** ISO time the call was made. */
  startedAt: string;
  durationMs: number;
  /** Tokens of the call; absent when it failed. */
  usage?: Usage;
  /** Tool calls the model asked for. */
  toolCalls: number;
  /** Why it failed; absent when the model answered. */
  error?: string;
}

export interface StepMessage {
  step: number;
  user: string;
  /** Final assistant text for this user message ("" when the model said nothing). */
  assistant: string;
  /** Tokens used answering this message; absent without an LLM. */
  usage?: Usage;
}

export interface DriverOutput {
  messages: StepMessage[];
  usage: Usage | null;
  /** What the retrieval-limited agent offered per step, and the tool-definition tokens it saved. */
  toolSelection?: ToolSelectionResult;
  /** With a simulated user: why the conversation ended. */
  stopReason?: StopReason;
}

/** Drives one workflow: an LLM loop, or the scripted driver that calls the expected tools itself. */
export interface Driver {
  /** What ran, for the report ("openai:gpt-4o", "scripted"). */
  readonly label: string;
  run(context: DriverContext): Promise<DriverOutput>;
}

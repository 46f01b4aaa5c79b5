/** A conversation of an Agent in progress, what one user turn answers, and how a session is opened. */
import type { ModelMessage } from "ai";
import type { ServerSpec } from "../protocol/server-spec.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { Usage } from "../result/usage.js";
import type { RunContext } from "./run-context.js";
import type { AgentStep } from "./agent-result.js";
import type { AgentTools } from "./prepare-tools.js";

/** A conversation in progress: what `send` appends to. */
export interface AgentSession {
  readonly name: string;
  readonly tools: AgentTools;
  readonly messages: ModelMessage[];
  readonly toolCalls: ToolCallRecord[];
  readonly steps: AgentStep[];
  readonly context: RunContext;
  readonly signal: AbortSignal;
  readonly maxSteps: number;
  readonly databaseId: string;
  readonly startedAt: Date;
  turns: number;
  usage: Usage;
  modelMs: number;
  toolMs: number;
  /** Closes what the session opened (its own RunContext, when none was given). */
  close(): Promise<void>;
}

/** The answer to one user turn. */
export interface TurnResult {
  turn: number;
  user: string;
  text: string;
  toolCalls: ToolCallRecord[];
  stopReason: "done" | "max-steps";
  usage: Usage;
}

/** Options of {@link Agent.openSession}. */
export interface OpenSessionOptions {
  /** Name used in events (a workflow or scenario name). @default "task" */
  name?: string;
  mcps: Record<string, ServerSpec>;
  maxSteps?: number;
  databaseId?: string;
  /** Shared resources and observers; without one, the session makes (and closes) its own. */
  runContext?: RunContext;
  signal?: AbortSignal;
}

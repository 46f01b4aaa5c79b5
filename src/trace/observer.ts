/**
 * Observers see a run as it happens: messages, tool calls, verifier
 * updates and status changes, and the run's milestones (a workflow ended,
 * the result is ready). They are plug-ins: they watch, they never change
 * what runs or how it scores. Reporters (src/report/) and the TraceStore
 * (trace-store.ts) are observers; all of them hear one channel
 * (event-channel.ts), which redacts every payload before anyone sees it.
 *
 * Hooks are called in event order; a hook may be async (the run waits only
 * for `onRunEnd`, where reports are written) and one that throws is reported
 * and does not break the run.
 */
import type { JudgeCalibration } from "../result/judge-calibration.js";
import type { EvalResult } from "../result/eval-result.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import type { Usage } from "../result/usage.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";

/** A message of the conversation: a user turn, or the assistant's text after a model step. */
export interface MessageEvent {
  /** Workflow (or task) the conversation belongs to. */
  workflow: string;
  /** Index of the user turn (workflow step / scenario turn). */
  step: number;
  role: "user" | "assistant";
  text: string;
}

/** One tool call, whether or not it succeeded (same shape as the trace's ToolCallRecord, plus the workflow). */
export interface ToolCallEvent {
  workflow: string;
  step: number;
  server: string;
  /** The MCP tool name. */
  name: string;
  args: unknown;
  /** What the tool answered (text), "" when it never answered. */
  result: string;
  /** The server answered with `isError: true`. */
  isError: boolean;
  /** Reached the server and succeeded. */
  ok: boolean;
  latencyMs: number;
  /** Why it failed (timeout, unknown-tool, ...); null when ok. */
  error: string | null;
  /** ISO time the call was made. */
  startedAt?: string;
  /** In a traced run: the call's span id, sent to the server in `_meta.traceparent` (absent when the call never went out). */
  spanId?: string;
  /** What the server asked the client during the call (sampling, elicitation, roots), in a traced run. */
  serverRequests?: ServerRequestRecord[];
}

/** One call of the workflow's model, after it answered or failed (not emitted by the scripted driver). */
export interface ModelCallEvent {
  workflow: string;
  /** Index of the user turn the call belongs to. */
  step: number;
  /** The driver's model, "provider:model". */
  model: string;
  /** ISO time the call was made. */
  startedAt: string;
  durationMs: number;
  /** Tokens of this call; absent when it failed. */
  usage?: Usage;
  /** How many tool calls the model asked for. */
  toolCalls: number;
  /** Why the call failed; absent when the model answered. */
  error?: string;
}

/** A verifier's verdict after a workflow (emitted by the verifiers, see src/verify/). */
export interface VerifierUpdateEvent {
  workflow: string;
  verifier: {
    name: string;
    passed: boolean;
    expected: unknown;
    actual: unknown;
    message: string;
  };
}

/** Where the run is. */
export interface StatusEvent {
  /** The workflow concerned; undefined for run-level status. */
  workflow?: string;
  /**
   * "fallback-offered": a tool call failed and the model was handed suggestions of other tools;
   * "fallback-taken": a suggested tool was called afterwards (by the model, or by autoRetryFallback).
   */
  status: "run-started" | "workflow-started" | "workflow-finished" | "run-finished" | "model-retry" | "fallback-offered" | "fallback-taken";
  /** Workflow outcome, for "workflow-finished" and "run-finished". */
  passed?: boolean;
  /** A short human line ("HTTP 429, retrying in 2000 ms", "read_file failed (tool) → suggested read_text_file, search_files"). */
  detail?: string;
}

/** What a run is about to do (`onRunStart`). */
export interface RunStartInfo {
  configPath: string | null;
  model: string;
  workflows: number;
  toolTests: number;
  /** The run's trace id when it is traced (`otel`, `--otlp`); every span of the run belongs to it. */
  traceId?: string;
  /** The run's LLM judge and its last calibration (`mcpvals judge calibrate`); absent without a judge. */
  judge?: { model: string; calibration: JudgeCalibration | null; minAgreement: number | null };
}

/** Any subset of hooks. */
/** A tool test's verdict; in a traced run, with the span id its calls sent to the server in `_meta.traceparent`. */
export type ToolTestEvent = ToolHealthResult & { spanId?: string };

export interface Observer {
  onMessage?(event: MessageEvent): void | Promise<void>;
  onToolCall?(event: ToolCallEvent): void | Promise<void>;
  onModelCall?(event: ModelCallEvent): void | Promise<void>;
  onVerifierUpdate?(event: VerifierUpdateEvent): void | Promise<void>;
  onStatus?(event: StatusEvent): void | Promise<void>;
  onRunStart?(info: RunStartInfo): void;
  /** A workflow began (it may wait for a free concurrency slot before this). */
  onWorkflowStart?(workflow: { name: string }): void;
  onWorkflowEnd?(workflow: WorkflowResult): void;
  onToolTestEnd?(test: ToolTestEvent): void;
  /** The final result; the run awaits this hook (reports are written here) and fails when one throws. */
  onRunEnd?(result: EvalResult): void | Promise<void>;
  /** Something a user should know that did not fail the run (e.g. a state file was corrupt and rebuilt). */
  onWarning?(message: string): void;
}

/** Hook name → its payload. */
export interface ObserverEvents {
  onMessage: MessageEvent;
  onToolCall: ToolCallEvent;
  onModelCall: ModelCallEvent;
  onVerifierUpdate: VerifierUpdateEvent;
  onStatus: StatusEvent;
  onRunStart: RunStartInfo;
  onWorkflowStart: { name: string };
  onWorkflowEnd: WorkflowResult;
  onToolTestEnd: ToolTestEvent;
  onRunEnd: EvalResult;
  onWarning: string;
}

/** "onMessage" | "onToolCall" | ... | "onWarning". */
export type ObserverEventName = keyof ObserverEvents;

/** The events of a conversation as it happens (what a trace records); the others are run milestones. */
export type LiveEventName = "onMessage" | "onToolCall" | "onVerifierUpdate" | "onStatus";

/** A hook that threw or rejected. */
export interface ObserverFailure {
  /** Position of the observer in the context's list. */
  index: number;
  event: ObserverEventName;
  error: unknown;
  /** One line: `observer #2 onToolCall: boom`. */
  message: string;
}

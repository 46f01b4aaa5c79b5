/**
 * Runs one workflow: takes a connection from the pool, lets the driver talk
 * to the server (every tool call recorded), asks the judge if enabled, and
 * scores. Never throws for a failing workflow: infrastructure failures
 * (server did not start, model unreachable, timeout) end up in `error`.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { Timeouts } from "../config/schema.js";
import type { Driver, StepMessage } from "../agent/driver.js";
import { callTool } from "../mcp/call-tool.js";
import type { SchemaValidator } from "../mcp/schema-validator.js";
import type { ServerPool } from "../mcp/server-pool.js";
import type { Judge } from "../judge/judge.js";
import { describeError } from "../errors.js";
import { scoreEndToEnd } from "../scoring/score-end-to-end.js";
import { scoreToolHealth } from "../scoring/score-tool-health.js";
import { scoreToolOrder } from "../scoring/score-tool-order.js";
import { scoreWorkflow } from "../scoring/score-workflow.js";
import type { ToolCallRecord, Usage, WorkflowResult } from "./result-schema.js";
import type { ModelPrice } from "../config/schema.js";
import type { ObserverEventName, ObserverEvents } from "../trace/observer.js";
import { toolCallEvent } from "../trace/tool-call-event.js";
import { estimateCostUsd, priceFor } from "../agent/pricing.js";

export interface RunWorkflowOptions {
  workflow: ResolvedWorkflow;
  pool: ServerPool;
  driver: Driver;
  judge: Judge | null;
  validator: SchemaValidator;
  timeouts: Timeouts;
  signal: AbortSignal;
  /** Broadcasts messages and tool calls to observers as they happen (see src/trace/observer.ts). */
  emit?: <E extends ObserverEventName>(event: E, payload: ObserverEvents[E]) => void;
  /** The config's `pricing`, for the cost estimate. */
  pricing?: Record<string, ModelPrice>;
}

export async function runWorkflow({ workflow, pool, driver, judge, validator, timeouts, signal: runSignal, emit, pricing }: RunWorkflowOptions): Promise<WorkflowResult> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(timeouts.workflowMs);
  const signal = AbortSignal.any([runSignal, deadline]);
  const toolCalls: ToolCallRecord[] = [];
  let messages: StepMessage[] = [];
  let usage: Usage | null = null;
  let error: string | null = null;

  let lease: Awaited<ReturnType<ServerPool["acquire"]>> | undefined;
  let durationMs = 0;
  try {
    lease = await pool.acquire(signal);
    const connection = lease.connection;
    const output = await driver.run({
      workflow,
      connection,
      signal,
      callTool: async (tool, args, step, callSignal) => {
        const outcome = await callTool({ connection, validator, tool, args, step, timeoutMs: timeouts.toolCallMs, signal: callSignal });
        toolCalls.push(outcome.record);
        emit?.("onToolCall", toolCallEvent(workflow.name, outcome.record));
        return outcome;
      },
      recordRejectedCall: ({ tool, args, step, errorKind, error }) => {
        toolCalls.push({ server: connection.name, tool, args, step, ok: false, isError: false, latencyMs: 0, errorKind, error, resultText: "" });
        emit?.("onToolCall", toolCallEvent(workflow.name, toolCalls.at(-1)!));
      },
      onMessage: (message) => emit?.("onMessage", { workflow: workflow.name, ...message }),
    });
    messages = output.messages;
    usage = output.usage;
    // A driver may return normally after a cancelled call; the workflow still did not finish.
    signal.throwIfAborted();
  } catch (caught) {
    if (deadline.aborted) error = `the workflow did not finish within ${timeouts.workflowMs} ms (timeouts.workflowMs)`;
    else if (runSignal.aborted) error = "the run was cancelled";
    else error = describeError(caught);
  } finally {
    // Measured before the server is stopped (a slow shutdown is not the workflow's time); the judge's time is added below.
    durationMs = Math.round(performance.now() - started);
    await lease?.release();
  }

  const metrics: WorkflowResult["metrics"] = {
    endToEnd: scoreEndToEnd(workflow, messages, toolCalls),
    toolOrder: scoreToolOrder(workflow.expectTools, toolCalls, workflow.order),
    toolHealth: scoreToolHealth(toolCalls),
  };
  if (judge && error === null) {
    const judgeStarted = performance.now();
    metrics.llmJudge = await judge.judge({ workflow, messages, toolCalls, timeoutMs: timeouts.llmCallMs, signal: runSignal });
    durationMs += Math.round(performance.now() - judgeStarted);
  }
  const verdict = scoreWorkflow(metrics, error);
  return {
    name: workflow.name,
    passed: verdict.passed,
    score: verdict.score,
    durationMs,
    metrics,
    toolCalls,
    messages,
    finalMessage: messages.at(-1)?.assistant ?? "",
    usage,
    ...(usage ? { costUsd: estimateCostUsd(usage, priceFor(driver.label, pricing)) } : {}),
    error: verdict.error,
  };
}

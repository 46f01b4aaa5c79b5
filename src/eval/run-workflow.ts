/**
 * Runs one workflow: connects the servers it uses (through a ToolRouter), lets the driver talk
 * to the server (every tool call recorded), asks the judge if enabled, and
 * scores. Never throws for a failing workflow: infrastructure failures
 * (server did not start, model unreachable, timeout) end up in `error`.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { Timeouts } from "../config/schema.js";
import type { Driver, StepMessage } from "../agent/driver.js";
import type { SchemaValidator } from "../mcp/schema-validator.js";
import type { ConnectionManager } from "../mcp/connection-manager.js";
import { ToolRouter } from "../mcp/tool-router.js";
import type { Judge } from "../judge/judge.js";
import { describeError } from "../errors.js";
import { scoreEndToEnd } from "../scoring/score-end-to-end.js";
import { scoreToolHealth } from "../scoring/score-tool-health.js";
import { scoreToolOrder } from "../scoring/score-tool-order.js";
import { scoreWorkflow } from "../scoring/score-workflow.js";
import type { ToolCallRecord, Usage, WorkflowResult } from "./result-schema.js";

export interface RunWorkflowOptions {
  workflow: ResolvedWorkflow;
  /** Servers of the run; the workflow's own (`workflow.servers`) are connected when it starts. */
  connections: ConnectionManager;
  driver: Driver;
  judge: Judge | null;
  validator: SchemaValidator;
  timeouts: Timeouts;
  signal: AbortSignal;
}

export async function runWorkflow({ workflow, connections, driver, judge, validator, timeouts, signal: runSignal }: RunWorkflowOptions): Promise<WorkflowResult> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(timeouts.workflowMs);
  const signal = AbortSignal.any([runSignal, deadline]);
  const toolCalls: ToolCallRecord[] = [];
  let messages: StepMessage[] = [];
  let usage: Usage | null = null;
  let error: string | null = null;

  let router: ToolRouter | undefined;
  let durationMs = 0;
  try {
    router = await ToolRouter.open({ manager: connections, servers: workflow.servers, signal });
    const tools = router;
    const output = await driver.run({
      workflow,
      tools: tools.exposedTools(),
      servers: tools.servers,
      signal,
      callTool: async (name, args, step, callSignal) => {
        const outcome = await tools.callTool({ name, validator, args, step, timeoutMs: timeouts.toolCallMs, signal: callSignal });
        toolCalls.push(outcome.record);
        return outcome;
      },
      recordRejectedCall: ({ tool, args, step, errorKind, error: driverError }) => {
        // With several servers the router knows better why a name leads nowhere (ambiguous or unknown).
        const route = errorKind === "unknown-tool" ? tools.route(tool) : undefined;
        const error = route && "error" in route ? `${route.error} (the model asked for it)` : driverError;
        toolCalls.push({ ...tools.locate(tool), args, step, ok: false, isError: false, latencyMs: 0, errorKind, error, resultText: "", startedAt: new Date().toISOString() });
      },
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
    await router?.release();
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
    error: verdict.error,
  };
}

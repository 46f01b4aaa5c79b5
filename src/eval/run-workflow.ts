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
import { failedCall } from "../mcp/call-tool.js";
import type { Judge } from "../judge/judge.js";
import { describeError, McpvalsError, ServerConnectError, ServerUnavailableError } from "../errors.js";
import { scoreEndToEnd } from "../scoring/score-end-to-end.js";
import { scoreToolHealth } from "../scoring/score-tool-health.js";
import { scoreToolOrder } from "../scoring/score-tool-order.js";
import { scoreWorkflow } from "../scoring/score-workflow.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { Usage } from "../result/usage.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import type { VerifierResult } from "../result/verifier-result.js";
import { newDatabaseId, substituteDatabaseId } from "../config/substitute-database-id.js";
import type { RunHooksOptions } from "../verify/run-hooks.js";
import type { ModelPrice } from "../config/schema.js";
import type { EventChannel } from "../trace/event-channel.js";
import { toolCallEvent } from "../trace/tool-call-event.js";
import { estimateCostUsd, priceFor } from "../agent/pricing.js";
import type { ToolCallOutcome } from "../mcp/call-tool.js";
import type { FallbackAdvisor } from "../hub/fallbacks/fallback-advisor.js";
import type { WorkflowFallbacks } from "../hub/fallbacks/workflow-fallbacks.js";
import type { SearchMode } from "../result/search-mode.js";
import type { RunSearch } from "../hub/run-search.js";
import { createToolSelector, type ToolSelector } from "./tool-selector.js";
import { workflowDiscovery, type WorkflowDiscovery } from "../hub/discovery/workflow-discovery.js";
import { SCRIPTED_LABEL } from "../agent/scripted-driver.js";
import type { ToolSelectionResult } from "../result/tool-selection-result.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import type { ServerNotificationRecord } from "../result/server-notification.js";

export interface RunWorkflowOptions {
  workflow: ResolvedWorkflow;
  /** Servers of the run; the workflow's own (`workflow.servers`) are connected when it starts. */
  connections: ConnectionManager;
  driver: Driver;
  judge: Judge | null;
  validator: SchemaValidator;
  timeouts: Timeouts;
  signal: AbortSignal;
  /** Folder that relative paths of verifiers and setup / teardown steps resolve against (the config's). @default process.cwd() */
  baseDir?: string;
  /** Environment commands of verifiers and setup / teardown steps get a safe subset of. @default process.env */
  env?: Record<string, string | undefined>;
  /** This run's `{{databaseId}}`. @default a fresh id (mcpvals_<8 hex>) */
  databaseId?: string;
  /** The run's event channel: messages, tool calls, verifier results and status go out as they happen (see src/trace/observer.ts). */
  channel?: EventChannel;
  /** The config's `pricing`, for the cost estimate. */
  pricing?: Record<string, ModelPrice>;
  /** Suggests other tools to the model when a call fails (config `fallbacks`); none when absent. */
  fallbacks?: FallbackAdvisor;
  /** The run's tool search (`toolSelection` retrieve or discover); without it the model sees every tool. */
  search?: { index: RunSearch["index"]; mode: SearchMode };
  /** Return only once the workflow's server process has exited (another attempt of it comes next); by default it exits in the background. */
  awaitServerStop?: boolean;
}

export async function runWorkflow({
  workflow,
  connections,
  driver,
  judge,
  validator,
  timeouts,
  signal: runSignal,
  baseDir = process.cwd(),
  env = process.env,
  databaseId = newDatabaseId(),
  channel,
  pricing,
  fallbacks: advisor,
  search,
  awaitServerStop = false,
}: RunWorkflowOptions): Promise<WorkflowResult> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(timeouts.workflowMs);
  const signal = AbortSignal.any([runSignal, deadline]);
  const toolCalls: ToolCallRecord[] = [];
  // What the servers asked the client (and told it) during this workflow's calls.
  const serverRequests: ServerRequestRecord[] = [];
  const notifications: ServerNotificationRecord[] = [];
  let messages: StepMessage[] = [];
  let usage: Usage | null = null;
  let error: string | null = null;
  // The error is infrastructure (exit 3), not a verdict on the server: see WorkflowResult.infrastructure.
  let infrastructure = false;
  let verifiers: VerifierResult[] = [];
  let toolSelection: ToolSelectionResult | undefined;
  const hookOptions = { baseDir, databaseId, env, timeoutMs: timeouts.verifyMs };

  let router: ToolRouter | undefined;
  /** A server of the workflow that failed to start after the model began. */
  let startError: unknown;
  let fallbacks: WorkflowFallbacks | undefined;
  let discovery: WorkflowDiscovery | undefined;
  let durationMs = 0;
  // Every call is recorded here, in order; fallbacks see each one (health, suggestions taken).
  const recordCall = (record: ToolCallRecord): number => {
    const index = toolCalls.push(record) - 1;
    void channel?.notify("onToolCall", toolCallEvent(workflow.name, record));
    fallbacks?.observe(index, record);
    return index;
  };
  try {
    // Before the server starts: setup typically creates the database the server opens.
    const setupError = await runHookSteps({ phase: "setup", steps: substituteDatabaseId(workflow.setup, databaseId), signal, ...hookOptions });
    if (setupError !== null) throw new Error(setupError);
    const tools = await ToolRouter.open({ manager: connections, servers: workflow.servers, signal, specFor: (spec) => substituteDatabaseId(spec, databaseId) });
    router = tools;
    // The model may start on the tools of the server's first process while this workflow's own one starts
    // (ToolRouter.open): if that one then fails to start, the workflow stops with its error, as it would have before.
    const started = new AbortController();
    tools.ready().catch((failure: unknown) => {
      startError = failure;
      started.abort(failure);
    });
    const driverSignal = AbortSignal.any([signal, started.signal]);
    fallbacks = advisor?.forWorkflow({ tools: tools.tools, onStatus: (status, detail) => void channel?.notify("onStatus", { workflow: workflow.name, status, detail }) });
    const call = async (name: string, args: Record<string, unknown>, step: number, callSignal: AbortSignal): Promise<{ outcome: ToolCallOutcome; index: number }> => {
      const outcome = await tools.callTool({ name, validator, args, step, timeoutMs: timeouts.toolCallMs, signal: callSignal });
      serverRequests.push(...(outcome.traffic?.serverRequests ?? []));
      notifications.push(...(outcome.traffic?.notifications ?? []));
      return { outcome, index: recordCall(outcome.record) };
    };
    const selector: ToolSelector | undefined =
      workflow.toolSelection.mode === "retrieve" && search ? createToolSelector({ search, mode: search.mode, tools: tools.tools }) : undefined;
    const recordedCall = async (name: string, args: Record<string, unknown>, step: number, callSignal: AbortSignal): Promise<ToolCallOutcome> => {
      const { outcome, index } = await call(name, args, step, callSignal);
      if (!fallbacks) return outcome;
      const retry = async (callAs: string, retryArgs: Record<string, unknown>) => (await call(callAs, retryArgs, step, callSignal)).outcome;
      return fallbacks.afterCall({ outcome, index, args, signal: callSignal, retry });
    };
    // discover: the model sees only the discovery tools; its call_tool calls come back through recordedCall.
    // (The scripted driver calls the expected tools by name: there is no model to discover them.)
    discovery = workflow.toolSelection.mode === "discover" && search && driver.label !== SCRIPTED_LABEL ? workflowDiscovery({ workflow, tools: tools.tools, search, call: recordedCall }) : undefined;
    const output = await driver.run({
      workflow,
      tools: discovery ? discovery.definitions : tools.exposedTools(),
      servers: tools.servers,
      signal: driverSignal,
      callTool: discovery ? discovery.callTool : recordedCall,
      ...(discovery ? { onModelCall: discovery.countModelCall } : {}),
      recordRejectedCall: ({ tool, args, step, errorKind, error: driverError }) => {
        // With several servers the router knows better why a name leads nowhere (ambiguous or unknown).
        const route = errorKind === "unknown-tool" ? tools.route(tool) : undefined;
        const error = route && "error" in route ? `${route.error} (the model asked for it)` : driverError;
        const { record } = failedCall({ ...tools.locate(tool), args, step, startedAt: new Date().toISOString() }, 0, errorKind, error);
        recordCall(record);
      },
      onMessage: (message) => void channel?.notify("onMessage", { workflow: workflow.name, ...message }),
      ...(selector ? { selectTools: selector.select } : {}),
    });
    messages = output.messages;
    usage = output.usage;
    if (output.toolSelection) toolSelection = selector?.error ? { ...output.toolSelection, error: selector.error } : output.toolSelection;
    if (discovery) toolSelection = discovery.result();
    // A driver may return normally after a cancelled call; the workflow still did not finish.
    signal.throwIfAborted();
    // Every server of the workflow must have started, also one the model never called.
    await tools.ready();
  } catch (caught) {
    if (deadline.aborted) error = `the workflow did not finish within ${timeouts.workflowMs} ms (timeouts.workflowMs)`;
    else if (runSignal.aborted) error = "the run was cancelled";
    else error = describeError(startError ?? caught);
    const cause = startError ?? caught;
    infrastructure =
      !deadline.aborted && (runSignal.aborted || ServerConnectError.isInstance(cause) || ServerUnavailableError.isInstance(cause) || isModelFailure(cause));
  } finally {
    // Verifiers run on the still-open connection (an mcp check must see a stdio server's in-process state).
    if (error === null && workflow.verify.length > 0) {
      const onResult = (name: string, result: VerifierResult): void => void channel?.notify("onVerifierUpdate", { workflow: name, verifier: result });
      // Loaded only for workflows that verify: the verifiers' modules (SQL, HTTP, files, commands) are not free to load.
      const { verifyRun } = await import("./verify-run.js");
      verifiers = await verifyRun({ workflow, router, validator, databaseId, baseDir, env, messages, toolCalls, serverRequests, timeouts, signal: runSignal, onVerifierResult: onResult });
    }
    // Measured before the server is stopped (a slow shutdown is not the workflow's time); the judge's time is added below.
    durationMs = Math.round(performance.now() - started);
    // The process exits in the background (the run's closeAll waits for it), unless a teardown hook or the next attempt needs it stopped.
    const released = router?.release();
    if (workflow.teardown.length > 0 || awaitServerStop) await released;
    else released?.catch(() => undefined);
  }
  // After the server stopped (it may hold the database open), and also after a failure or cancellation.
  const teardownError = await runHookSteps({ phase: "teardown", steps: substituteDatabaseId(workflow.teardown, databaseId), signal: new AbortController().signal, ...hookOptions });
  error ??= teardownError;

  const metrics: WorkflowResult["metrics"] = {
    endToEnd: scoreEndToEnd(workflow, messages, toolCalls, serverRequests),
    toolOrder: scoreToolOrder(workflow.expectTools, toolCalls, workflow.order),
    toolHealth: scoreToolHealth(toolCalls, fallbacks?.recoveredCalls()),
  };
  if (judge && error === null) {
    const judgeStarted = performance.now();
    metrics.llmJudge = await judge.judge({ workflow, messages, toolCalls, timeoutMs: timeouts.llmCallMs, signal: runSignal });
    durationMs += Math.round(performance.now() - judgeStarted);
  }
  const verdict = scoreWorkflow(metrics, error, verifiers);
  const fallbackReport = fallbacks?.report(verdict.passed);
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
    ...(toolSelection ? { toolSelection } : {}),
    error: verdict.error,
    ...(infrastructure && verdict.error !== null ? { infrastructure: true } : {}),
    verifiers,
    databaseId,
    ...(fallbackReport ? { fallbacks: fallbackReport } : {}),
    ...(serverRequests.length > 0 ? { serverRequests } : {}),
    ...(notifications.length > 0 ? { notifications } : {}),
  };
}

/** Setup or teardown steps; their runner (SQL, commands) is loaded only when a workflow has some. */
async function runHookSteps(options: RunHooksOptions): Promise<string | null> {
  if (options.steps.length === 0) return null;
  const { runHooks } = await import("../verify/run-hooks.js");
  return runHooks(options);
}

/** A model endpoint that failed for good (the "MODEL" code of ModelCallError and the drivers' wrappers), told without importing model code (it loads the AI SDK). */
function isModelFailure(error: unknown): boolean {
  return McpvalsError.isInstance(error) && error.code === "MODEL";
}

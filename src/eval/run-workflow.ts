/**
 * Runs one workflow: setup steps, a session on its servers (every tool call
 * recorded, see workflow-session.ts) handed to the driver, verifiers, the
 * servers released, teardown steps, the judge if enabled, and the result
 * built from what the session recorded (build-workflow-result.ts). Never throws for a failing workflow: infrastructure failures
 * (server did not start, model unreachable, timeout) end up in `error`.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { ModelPrice, Timeouts } from "../config/schema.js";
import type { Driver, StepMessage } from "../agent/driver.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import type { Judge } from "../judge/judge.js";
import { describeError, McpvalsError, ServerConnectError, ServerUnavailableError } from "../errors.js";
import { CANCELLED_ERROR } from "../result/cancelled-error.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import type { VerifierResult } from "../result/verifier-result.js";
import type { JudgeMetric } from "../scoring/judge-metric.js";
import type { SearchMode } from "../result/search-mode.js";
import { newDatabaseId, substituteDatabaseId } from "../protocol/substitute-database-id.js";
import type { RunHooksOptions } from "../verify/run-hooks.js";
import type { EventChannel } from "../trace/event-channel.js";
import type { FallbackAdvisor } from "../search/hub/fallbacks/fallback-advisor.js";
import type { RunSearch } from "../search/hub/run-search.js";
import { buildWorkflowResult, type AttemptOutcome } from "./build-workflow-result.js";
import { WorkflowSession } from "./workflow-session.js";

export interface RunWorkflowOptions {
  workflow: ResolvedWorkflow;
  /** Servers of the run; the workflow's own (`workflow.servers`) are connected when it starts. */
  connections: ConnectionManager;
  driver: Driver;
  judge: Judge | null;
  /** Judges a conversation's goal (`user.goal`, the goalReached metric); none: the metric is skipped. */
  goalJudge?: Judge | null;
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

export async function runWorkflow(options: RunWorkflowOptions): Promise<WorkflowResult> {
  const { workflow, driver, timeouts, fallbacks: advisor, search, awaitServerStop = false } = options;
  const run = {
    ...options,
    baseDir: options.baseDir ?? process.cwd(),
    env: options.env ?? process.env,
    databaseId: options.databaseId ?? newDatabaseId(),
  };
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const session = new WorkflowSession({ ...run, driverLabel: driver.label, advisor, ...(search ? { search } : {}) });
  const driven = await driveWorkflow(session, run);
  // Verifiers run on the still-open connection (an mcp check must see a stdio server's in-process state).
  const verifiers = driven.error === null && workflow.verify.length > 0 ? await verifyWorkflow(session, run, driven.messages) : [];
  // Measured before the server is stopped (a slow shutdown is not the workflow's time); the judge's time is added below.
  let durationMs = Math.round(performance.now() - started);
  // The process exits in the background (the run's closeAll waits for it), unless a teardown hook or the next attempt needs it stopped.
  await session.release(workflow.teardown.length > 0 || awaitServerStop);
  // After the server stopped (it may hold the database open), and also after a failure or cancellation.
  const teardown = {
    phase: "teardown",
    steps: substituteDatabaseId(workflow.teardown, run.databaseId),
    signal: new AbortController().signal,
  } as const;
  const teardownError = await runHookSteps({ ...teardown, ...hookOptions(run) });
  const error = driven.error ?? teardownError;
  let judged: JudgeMetric | undefined;
  if (options.judge && error === null) {
    const judgeStarted = performance.now();
    judged = await options.judge.judge({
      workflow,
      messages: driven.messages,
      toolCalls: session.toolCalls,
      timeoutMs: timeouts.llmCallMs,
      signal: options.signal,
    });
    durationMs += Math.round(performance.now() - judgeStarted);
  }
  const goalJudged = error === null ? await judgeGoal(run, driven.messages, session.toolCalls) : undefined;
  const userSpend = session.userSpend();
  const attempt = { ...driven, error, verifiers, judged, goalJudged, durationMs, startedAt, ...(userSpend ? { userSpend } : {}) };
  return buildWorkflowResult({
    workflow,
    session,
    attempt,
    databaseId: run.databaseId,
    driverLabel: driver.label,
    pricing: options.pricing,
  });
}

/** A conversation's goal, judged over the whole transcript (the goalReached metric); undefined without a user or a judge. */
async function judgeGoal(
  run: RunOptions,
  messages: StepMessage[],
  toolCalls: WorkflowSession["toolCalls"],
): Promise<JudgeMetric | undefined> {
  const { workflow, goalJudge, timeouts, signal } = run;
  if (!workflow.user || !goalJudge) return undefined;
  // The goal is config text (trusted): it is the criterion; the transcript stays data.
  const criterion = { ...workflow, steps: [], expectedState: `The user's goal was reached: ${workflow.user.goal}` };
  return goalJudge.judge({ workflow: criterion, messages, toolCalls, timeoutMs: timeouts.llmCallMs, signal });
}

type RunOptions = RunWorkflowOptions & Required<Pick<RunWorkflowOptions, "baseDir" | "env" | "databaseId">>;
type Driven = Pick<AttemptOutcome, "messages" | "usage" | "toolSelection" | "error" | "infrastructure" | "stopReason">;

/** Setup, the servers, the driver: what the attempt came to, its failure (if any) told in words, never thrown. */
async function driveWorkflow(session: WorkflowSession, run: RunOptions): Promise<Driven> {
  const { workflow, driver, timeouts, signal: runSignal, databaseId } = run;
  const deadline = AbortSignal.timeout(timeouts.workflowMs);
  const signal = AbortSignal.any([runSignal, deadline]);
  let driven: Driven = { messages: [], usage: null, error: null, infrastructure: false };
  try {
    // Before the server starts: setup typically creates the database the server opens.
    const setupError = await runHookSteps({
      phase: "setup",
      steps: substituteDatabaseId(workflow.setup, databaseId),
      signal,
      ...hookOptions(run),
    });
    if (setupError !== null) throw new Error(setupError);
    await session.open(signal);
    const output = await driver.run(session.driverContext(signal));
    driven = {
      ...driven,
      messages: output.messages,
      usage: output.usage,
      toolSelection: session.toolSelection(output),
      ...(output.stopReason ? { stopReason: output.stopReason } : {}),
    };
    // A driver may return normally after a cancelled call; the workflow still did not finish.
    signal.throwIfAborted();
    await session.ready();
    return driven;
  } catch (caught) {
    const cause = session.startError ?? caught;
    const error = deadline.aborted
      ? `the workflow did not finish within ${timeouts.workflowMs} ms (timeouts.workflowMs)`
      : runSignal.aborted
        ? CANCELLED_ERROR
        : describeError(cause);
    const infrastructure =
      !deadline.aborted &&
      (runSignal.aborted || ServerConnectError.isInstance(cause) || ServerUnavailableError.isInstance(cause) || isModelFailure(cause));
    return { ...driven, error, infrastructure };
  }
}

/** The workflow's state checks; their modules (SQL, HTTP, files, commands) are loaded only for workflows that verify. */
async function verifyWorkflow(session: WorkflowSession, run: RunOptions, messages: StepMessage[]): Promise<VerifierResult[]> {
  const { workflow, validator, databaseId, baseDir, env, timeouts, signal, channel } = run;
  const onVerifierResult = (name: string, result: VerifierResult): void =>
    void channel?.notify("onVerifierUpdate", { workflow: name, verifier: result });
  const { verifyRun } = await import("./verify-run.js");
  const { router, toolCalls, serverRequests } = session;
  return verifyRun({
    workflow,
    router,
    validator,
    databaseId,
    baseDir,
    env,
    messages,
    toolCalls,
    serverRequests,
    timeouts,
    signal,
    onVerifierResult,
  });
}

function hookOptions({
  baseDir,
  databaseId,
  env,
  timeouts,
}: RunOptions): Pick<RunHooksOptions, "baseDir" | "databaseId" | "env" | "timeoutMs"> {
  return { baseDir, databaseId, env, timeoutMs: timeouts.verifyMs };
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

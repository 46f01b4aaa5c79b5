/**
 * The third stage of a run: reach the servers (lazily, through the open
 * run's ConnectionManager), run the workflows and tool tests side by side,
 * and measure tool retrieval. Returns the scored parts with the servers
 * already stopping (OpenRun.close); the verdict is made by finishRun.
 */
import pLimit from "p-limit";
import type { Driver } from "../agent/driver.js";
import { SchemaValidator } from "../mcp/requests/schema-validator.js";
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import type { EventChannel } from "../trace/event-channel.js";
import { listServerTools } from "./list-server-tools.js";
import type { RunPlan } from "./plan-run.js";
import type { OpenRun } from "./open-run.js";
import { runRetrieval } from "../search/retrieval/run-retrieval.js";
import { runToolTests } from "./run-tool-tests.js";
import { runWorkflowRepeated } from "./run-workflow-repeats.js";
import { expectedLeases } from "./expected-leases.js";
import { checkNamedTargets } from "./check-named-targets.js";
import { SCRIPTED_LABEL } from "../agent/scripted-driver.js";

/** What the run did, before its verdict. */
export interface RunOutcome {
  workflows: WorkflowResult[];
  toolHealth: ToolHealthResult[];
  /** Every tool call of every run of every test and workflow (repeated workflows show one run's calls but count all). */
  calls: ToolCallRecord[];
  retrieval: RetrievalResult | null;
}

export async function executeRun(plan: RunPlan, run: OpenRun, channel: EventChannel, signal: AbortSignal): Promise<RunOutcome> {
  const { config, work, driver, retrievalWorkflows, modelLabel } = plan;
  const totalTests = work.suites.reduce((n, s) => n + s.tests.length, 0);
  void channel.notify("onRunStart", {
    configPath: config.file,
    model: modelLabel,
    workflows: work.workflows.length,
    toolTests: totalTests,
    ...(channel.trace ? { traceId: channel.trace.traceId } : {}),
    ...(plan.judge
      ? { judge: { model: plan.judge.label, calibration: run.judgeCalibration, minAgreement: config.judge?.minAgreement ?? null } }
      : {}),
  });

  // Servers connect on first use; a server no selected workflow or test names is never started.
  const { connections } = run;
  connections.preconnect(config.preconnect);
  // With workflow isolation, the next workflows' servers start while the current ones wait on the model.
  if (driver) connections.expect(expectedLeases(work.workflows, config.servers), config.concurrency);
  const validator = new SchemaValidator();
  const retrieval = scheduleRetrieval(plan, run, signal);
  void channel.notify("onStatus", { status: "run-started" });
  await checkNamedTargets({
    config,
    work,
    connections,
    allowMissing: plan.allowMissingTools,
    scripted: driver?.label === SCRIPTED_LABEL,
    onWarning: (m) => void channel.notify("onWarning", m),
    signal,
  });
  // Tool tests and workflows run side by side: each has its own connection
  // (or shares an HTTP one), so neither waits for the other's server start.
  const [tests, workflows] = await Promise.all([
    runToolTests({
      ...{ suites: work.suites, connections, validator, signal, trace: channel.trace },
      onResult: (result, spanId) => void channel.notify("onToolTestEnd", spanId ? { ...result, spanId } : result),
    }),
    driver
      ? runWorkflows({ plan, run, driver, validator, channel, signal, onFinished: retrieval.startWhenReady })
      : { results: [], calls: [] },
  ]);
  if (retrieval.needed && !retrieval.started() && retrievalWorkflows.length > 0 && !signal.aborted) {
    await listServerTools(
      connections,
      retrievalWorkflows.flatMap((w) => w.servers),
      config.servers,
      signal,
    );
  }
  // The servers stop while the run is scored and reported; disposing the open run waits for them.
  void run.close();
  // After the workflows: ranks every tool the workflows' servers offered against each step's user text.
  const measured = signal.aborted ? null : ((await retrieval.start()) ?? null);
  return { workflows: workflows.results, toolHealth: tests.results, calls: [...tests.calls, ...workflows.calls], retrieval: measured };
}

interface RunWorkflowsOptions {
  plan: RunPlan;
  run: OpenRun;
  driver: Driver;
  validator: SchemaValidator;
  channel: EventChannel;
  signal: AbortSignal;
  /** After each workflow (the retrieval metric may start once its servers answered). */
  onFinished: () => void;
}

/** The plan's workflows, `concurrency` at a time, each repeated as configured. */
async function runWorkflows({
  plan,
  run,
  driver,
  validator,
  channel,
  signal,
  onFinished,
}: RunWorkflowsOptions): Promise<{ results: WorkflowResult[]; calls: ToolCallRecord[] }> {
  const { config, work, judge, goalJudge, cassettes } = plan;
  const { connections, search, fallbacks } = run;
  const limit = pLimit(config.concurrency);
  const calls: ToolCallRecord[] = [];
  const results = await Promise.all(
    work.workflows.map((workflow) =>
      limit(async () => {
        void channel.notify("onWorkflowStart", { name: workflow.name });
        void channel.notify("onStatus", { workflow: workflow.name, status: "workflow-started" });
        const repeated = await runWorkflowRepeated({
          workflow,
          connections,
          driver,
          judge,
          goalJudge,
          validator,
          timeouts: config.timeouts,
          signal,
          baseDir: config.baseDir,
          // No `env` (it is for interpolation): commands of verifiers and steps get the same safe base of the process environment as servers.
          channel,
          pricing: config.pricing,
          fallbacks,
          cassettes,
          ...(search ? { search: { index: search.index, mode: config.search.mode } } : {}),
        });
        calls.push(...repeated.calls);
        onFinished();
        void channel.notify("onStatus", { workflow: workflow.name, status: "workflow-finished", passed: repeated.result.passed });
        void channel.notify("onWorkflowEnd", repeated.result);
        return repeated.result;
      }),
    ),
  );
  return { results, calls };
}

interface RetrievalSchedule {
  /** Whether the run measures tool retrieval at all. */
  needed: boolean;
  started(): boolean;
  /** Starts the measurement (once); undefined when it is not measured or the run was cancelled. */
  start(): Promise<RetrievalResult | null> | undefined;
  startWhenReady(): void;
}

/**
 * The retrieval metric ranks the tools each server offered: once every server it needs has answered, it is
 * measured while the remaining workflows run instead of after them (same tools, same result).
 */
function scheduleRetrieval(plan: RunPlan, run: OpenRun, signal: AbortSignal): RetrievalSchedule {
  const { config, work, retrievalWorkflows } = plan;
  const { search, connections } = run;
  const settings = search ? config.toolRetrieval : null;
  const measured = [...work.workflows, ...retrievalWorkflows];
  const servers = new Set(measured.flatMap((w) => w.servers));
  let started: Promise<RetrievalResult | null> | undefined;
  const start = (): Promise<RetrievalResult | null> | undefined => {
    if (!search || !settings || signal.aborted) return undefined;
    started ??= runRetrieval({ workflows: measured, settings, servers: connections.serverTools(), search, signal });
    return started;
  };
  const startWhenReady = (): void => {
    if (started || !connections.serverTools().every((s) => !servers.has(s.server) || s.tools !== undefined)) return;
    start()?.catch(() => undefined);
  };
  return { needed: Boolean(search && settings), started: () => started !== undefined, start, startWhenReady };
}

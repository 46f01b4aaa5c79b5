/**
 * The second stage of a run: reach the servers (lazily, through one
 * ConnectionManager), run the workflows and tool tests side by side, and
 * measure tool retrieval. Returns the scored parts, with the servers still
 * stopping (`closed`); the verdict is made by finishRun.
 */
import pLimit from "p-limit";
import type { Driver } from "../agent/driver.js";
import type { ConnectionManager } from "../mcp/connection-manager.js";
import { connectionManagerFor } from "./connection-manager-for.js";
import { SchemaValidator } from "../mcp/schema-validator.js";
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import type { EventChannel } from "../trace/event-channel.js";
import { listServerTools } from "./list-server-tools.js";
import type { RunPlan } from "./plan-run.js";
import { runRetrieval } from "./retrieval/run-retrieval.js";
import { runToolTests } from "./run-tool-tests.js";
import { runWorkflowRepeated } from "./run-workflow-repeats.js";
import { expectedLeases } from "./expected-leases.js";
import { checkNamedTargets } from "./check-named-targets.js";

/** What the run did, before its verdict. */
export interface RunOutcome {
  workflows: WorkflowResult[];
  toolHealth: ToolHealthResult[];
  /** Every tool call of every run of every test and workflow (repeated workflows show one run's calls but count all). */
  calls: ToolCallRecord[];
  retrieval: RetrievalResult | null;
  /** The run's connections (closing): reports, tools offered, per server. */
  connections: ConnectionManager;
  /** Settles once every server process of the run has exited. */
  closed: Promise<void>;
}

/**
 * Once the run is over, how long a stdio server may still take to exit after
 * its stdin closed before it gets SIGTERM (then SIGKILL). Nothing waits on it
 * any more, and every millisecond here is the run's wall time: a server with
 * a timer or an open pool would otherwise hold the run for the transport's
 * whole 2 s grace. Servers released during the run get that whole grace, in
 * the background.
 */
export const EXIT_GRACE_AFTER_RUN_MS = 100;

export async function executeRun(plan: RunPlan, channel: EventChannel, signal: AbortSignal): Promise<RunOutcome> {
  const { config, work, driver, judge, search, fallbacks, retrievalWorkflows, cassettes } = plan;
  const totalTests = work.suites.reduce((n, s) => n + s.tests.length, 0);
  void channel.notify("onRunStart", { configPath: config.file, model: driver?.label ?? "none", workflows: work.workflows.length, toolTests: totalTests });

  // Servers connect on first use; a server no selected workflow or test names is never started.
  const connections = connectionManagerFor(config, { signal, samplers: plan.samplers });
  connections.preconnect(config.preconnect);
  // With workflow isolation, the next workflows' servers start while the current ones wait on the model.
  if (driver) connections.expect(expectedLeases(work.workflows, config.servers), config.concurrency);
  const validator = new SchemaValidator();
  const workflowCalls: ToolCallRecord[] = [];
  // The retrieval metric ranks the tools each server offered: once every server it needs has answered, it is
  // measured while the remaining workflows run instead of after them (same tools, same result).
  const retrievalSetup = search && config.toolRetrieval ? { search, settings: config.toolRetrieval } : null;
  const retrievalServers = new Set([...work.workflows, ...retrievalWorkflows].flatMap((w) => w.servers));
  let retrievalStarted: Promise<RetrievalResult | null> | undefined;
  const startRetrieval = (): Promise<RetrievalResult | null> | undefined => {
    if (!retrievalSetup || signal.aborted) return undefined;
    const { search: runSearch, settings } = retrievalSetup;
    retrievalStarted ??= runRetrieval({ workflows: [...work.workflows, ...retrievalWorkflows], settings, servers: connections.serverTools(), search: runSearch, signal });
    return retrievalStarted;
  };
  const startRetrievalWhenReady = (): void => {
    if (retrievalStarted || !connections.serverTools().every((s) => !retrievalServers.has(s.server) || s.tools !== undefined)) return;
    startRetrieval()?.catch(() => undefined);
  };
  void channel.notify("onStatus", { status: "run-started" });
  const runWorkflows = async (activeDriver: Driver): Promise<WorkflowResult[]> => {
    const limit = pLimit(config.concurrency);
    return Promise.all(
      work.workflows.map((workflow) =>
        limit(async () => {
          void channel.notify("onWorkflowStart", { name: workflow.name });
          void channel.notify("onStatus", { workflow: workflow.name, status: "workflow-started" });
          const { result, calls } = await runWorkflowRepeated({
            workflow,
            connections,
            driver: activeDriver,
            judge,
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
          workflowCalls.push(...calls);
          startRetrievalWhenReady();
          void channel.notify("onStatus", { workflow: workflow.name, status: "workflow-finished", passed: result.passed });
          void channel.notify("onWorkflowEnd", result);
          return result;
        }),
      ),
    );
  };
  let tests: Awaited<ReturnType<typeof runToolTests>>;
  let workflows: WorkflowResult[];
  try {
    await checkNamedTargets({ config, work, connections, allowMissing: plan.allowMissingTools, onWarning: (m) => void channel.notify("onWarning", m), signal });
    // Tool tests and workflows run side by side: each has its own connection
    // (or shares an HTTP one), so neither waits for the other's server start.
    [tests, workflows] = await Promise.all([
      runToolTests({ suites: work.suites, connections, validator, signal, onResult: (r) => void channel.notify("onToolTestEnd", r) }),
      driver ? runWorkflows(driver) : [],
    ]);
    if (retrievalSetup && !retrievalStarted && retrievalWorkflows.length > 0 && !signal.aborted) {
      await listServerTools(connections, retrievalWorkflows.flatMap((w) => w.servers), config.servers, signal);
    }
  } catch (error) {
    await connections.closeAll({ hurryAfterMs: EXIT_GRACE_AFTER_RUN_MS });
    throw error;
  }
  // The servers stop while the run is scored and reported; evaluate() waits for them before it returns.
  const closed = connections.closeAll({ hurryAfterMs: EXIT_GRACE_AFTER_RUN_MS });
  // After the workflows: ranks every tool the workflows' servers offered against each step's user text.
  let retrieval: RetrievalResult | null;
  try {
    retrieval = signal.aborted ? null : ((await startRetrieval()) ?? null);
  } catch (error) {
    await closed;
    throw error;
  }
  return { workflows, toolHealth: tests.results, calls: [...tests.calls, ...workflowCalls], retrieval, connections, closed };
}

/**
 * The library's entry point: load a config, run the selected workflows and
 * tool tests against the server, score them, and return the one result
 * object every reporter formats. Failing scores are data in the result;
 * only a broken config or set-up throws (typed errors from ../errors.ts).
 */
import pLimit from "p-limit";
import type { ResolvedConfig, ResolvedWorkflow } from "../config/resolved-config.js";
import { loadConfig, resolveConfig } from "../config/load-config.js";
import type { ConfigInput } from "../config/schema.js";
import type { Driver } from "../agent/driver.js";
import { SchemaValidator } from "../mcp/schema-validator.js";
import { ConnectionManager } from "../mcp/connection-manager.js";
import type { Reporter } from "../report/reporter.js";
import { emit } from "../report/create-reporter.js";
import { overallScore, serverCoverage, toolStats } from "../scoring/summarize-run.js";
import { describeError, McpvalsError, UsageError } from "../errors.js";
import { VERSION } from "../version.js";
import { redactResult } from "../trace/redact-result.js";
import { redactSecrets } from "../config/collect-secrets.js";
import { RESULT_SCHEMA_VERSION, type EvalResult } from "../result/eval-result.js";
import { type WorkflowResult } from "../result/workflow-result.js";
import { runToolTests } from "./run-tool-tests.js";
import { runWorkflowRepeated } from "./run-workflow-repeats.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { VerifierResult } from "../result/verifier-result.js";
import { prepareModels } from "./prepare-models.js";
import { selectWork } from "./select-work.js";
import { applyState } from "../state/apply-state.js";
import { resolveStateDir } from "../state/state-dir.js";
import { DEFAULT_SERVER_NAME } from "../mcp/server-names.js";
import { shardWork } from "./shard-work.js";
import { type Shard } from "../result/shard.js";
import { hashConfigFile } from "./hash-config-file.js";
import { runUsage } from "./run-usage.js";
import type { RetryNotice } from "../model/retry-model-call.js";
import { RunContext } from "../trace/run-context.js";
import type { Observer, ObserverEventName, ObserverEvents, ObserverFailure } from "../trace/observer.js";
import type { SearchEngine } from "../search/search-engine.js";
import { prepareFallbacks } from "./fallbacks/fallback-advisor.js";
import { fallbackTotals } from "./fallbacks/fallback-totals.js";
import { prepareSearch } from "./prepare-search.js";
import { SCRIPTED_LABEL } from "../agent/scripted-driver.js";
import { runRetrieval } from "./retrieval/run-retrieval.js";
import { listServerTools } from "./list-server-tools.js";
import { prepareSamplers } from "./prepare-samplers.js";

export interface EvaluateOptions {
  /** Model spec overriding the config's (`--model`), e.g. "openai:gpt-4o" or "scripted". */
  model?: string;
  /** Threshold overriding the config's. */
  threshold?: number;
  /** Turn the LLM judge on (`--llm-judge`) even when the config leaves it off. */
  llmJudge?: boolean;
  /** Run only these workflows, by name. */
  workflows?: string[];
  /** Run only workflows, or only tool-health suites. */
  only?: "workflows" | "tool-health";
  /** Hooks that see progress and the final result. */
  reporters?: Reporter[];
  /**
   * Observers of the run as it happens: messages, tool calls, status (and
   * verifier updates). Payloads are redacted like the report. One that throws
   * is reported on stderr and does not break the run.
   */
  observers?: Observer[];
  /** Where observer failures go. @default one line on stderr */
  onObserverError?: (failure: ObserverFailure) => void;
  /** Cancels the run: servers are stopped and the result so far is returned. */
  signal?: AbortSignal;
  /** Environment for `${VAR}` interpolation and API keys. @default process.env */
  env?: Record<string, string | undefined>;
  /** Where to look for a config file and resolve relative paths. @default process.cwd() */
  cwd?: string;
  /**
   * State folder (`--state-dir`, relative to `cwd`), or false to keep no state (`--no-state`).
   * @default the config's `stateDir`, else ".mcpvals" next to the config file (none for a config object without `stateDir`)
   */
  stateDir?: string | false;
  /** Called as each workflow verifier finishes (for observers). */
  onVerifierResult?: (workflow: string, result: VerifierResult) => void;
  /** Run only this part of the work (`--shard i/N`); the result records it for `mcpvals merge`. */
  shard?: Shard;
  /**
   * Tool search engine of the tool-retrieval metric, `toolSelection: retrieve`
   * and fallback suggestions (pass one to share its loaded model and vectors
   * between runs, or to read its stats).
   * @default one made (only when the run searches) from the config's `embeddings` and `search`, caching vectors in the state folder
   */
  searchEngine?: SearchEngine;
  /**
   * Workflows that are not run but whose tool-retrieval metric is still
   * measured (it needs no LLM): the action passes the LLM workflows it skips
   * for a missing key. Their servers are connected only to list their tools.
   */
  retrievalWorkflows?: readonly ResolvedWorkflow[];
}

/** Name of the single configured server (`server`); see config/resolve-servers.ts. */
export const DEFAULT_SERVER = DEFAULT_SERVER_NAME;

/**
 * Evaluates an MCP server.
 * @param config path of a config file, a config object, or undefined to discover `mcpvals.config.*` in `cwd`.
 */
export async function evaluate(config: string | ConfigInput | undefined, options: EvaluateOptions = {}): Promise<EvalResult> {
  const { env = process.env, cwd = process.cwd(), reporters = [], signal = new AbortController().signal } = options;
  const resolved =
    typeof config === "object" ? resolveConfig(config, { file: null, baseDir: cwd, env }) : await loadConfig({ path: config, cwd, env });
  return evaluateResolved(resolved, { ...options, env, reporters, signal });
}

export async function evaluateResolved(config: ResolvedConfig, options: EvaluateOptions = {}): Promise<EvalResult> {
  try {
    return await run(config, options);
  } catch (error) {
    // An error message can quote what a server or endpoint said; it must not carry a secret out.
    if (error instanceof Error) {
      error.message = redactSecrets(error.message, config.secrets);
      if (error.stack) error.stack = redactSecrets(error.stack, config.secrets);
    }
    throw error;
  }
}

async function run(
  config: ResolvedConfig,
  {
    model: modelOverride,
    threshold: thresholdOverride,
    llmJudge,
    workflows: names,
    only,
    reporters = [],
    observers = [],
    onObserverError,
    signal = new AbortController().signal,
    env = process.env,
    stateDir,
    cwd,
    onVerifierResult,
    shard,
    searchEngine,
    retrievalWorkflows = [],
  }: EvaluateOptions,
): Promise<EvalResult> {
  const startedAt = new Date();
  const started = performance.now();
  if (thresholdOverride !== undefined && !(thresholdOverride >= 0 && thresholdOverride <= 1)) {
    throw new UsageError(`--threshold must be a number from 0 to 1, got ${thresholdOverride}`);
  }
  const threshold = thresholdOverride ?? config.threshold;
  const selected = selectWork(config, { workflows: names, only });
  const work = shard ? shardWork(selected, shard) : selected;
  const configHash = await hashConfigFile(config.file);

  // Models are resolved (and keys checked) before any server starts, and only
  // when workflows run: tool-health suites need no LLM and no key.
  const agentSpec = modelOverride ?? config.model;
  // The RunContext is used here only as the event channel; the ConnectionManager owns the connections.
  // Reporters are observers too (src/report/reporter.ts); the context calls only the hooks they have.
  const reportObserverError = onObserverError ?? ((failure: ObserverFailure) => void process.stderr.write(`mcpvals: ${redactSecrets(failure.message, config.secrets)}\n`));
  const events = new RunContext({ observers: [...observers, ...reporters], signal, onObserverError: reportObserverError });
  const onRetry = ({ provider, attempt, status, delayMs }: RetryNotice): void =>
    void events.emit("onStatus", { status: "model-retry", detail: `${provider}: ${status ? `HTTP ${status}` : "no answer"} on attempt ${attempt}, retrying in ${delayMs} ms` });
  const { driver, judge } = work.workflows.length > 0 ? await prepareModels({ config, agentSpec, llmJudge, env, onRetry }) : { driver: undefined, judge: null };
  const modelLabel = driver?.label ?? "none";
  // Servers whose sampling requests a model answers (client.sampling without text): checked before any server starts.
  const samplers = await prepareSamplers({ config, agentSpec, env, onRetry });
  const dir = resolveStateDir({ configStateDir: config.stateDir, baseDir: config.baseDir, configFile: config.file, override: stateDir, cwd });
  // Tool search (the retrieval metric, toolSelection: retrieve, fallback suggestions) is made only when the run
  // uses it; it loads an embedding model only on its first semantic query (for fallbacks: the first failed call).
  const metricWorkflows = [...work.workflows, ...retrievalWorkflows];
  const search = await prepareSearch({ config, workflows: work.workflows, metricWorkflows, llmDriver: driver !== undefined && driver.label !== SCRIPTED_LABEL, stateDir: dir, env, engine: searchEngine });
  const onFallbackWarning = (message: string): void => void emit(reporters, "onWarning", redactSecrets(message, config.secrets));
  const fallbacks = search ? await prepareFallbacks({ settings: config.fallbacks, dir, search, onWarning: onFallbackWarning, signal }) : undefined;

  const totalTests = work.suites.reduce((n, s) => n + s.tests.length, 0);
  void emit(reporters, "onRunStart", { configPath: config.file, model: modelLabel, workflows: work.workflows.length, toolTests: totalTests });

  // Servers connect on first use; a server no selected workflow or test names is never started.
  const { maxRetries, initialDelayMs, maxDelayMs, breaker } = config.connection;
  const connections = new ConnectionManager({
    servers: config.servers,
    connectTimeoutMs: config.timeouts.connectMs,
    isolation: config.isolation,
    maxRetries,
    backoff: { initialDelayMs, maxDelayMs },
    breaker,
    signal,
    samplers,
  });
  connections.preconnect(config.preconnect);
  const validator = new SchemaValidator();
  const redact = <T>(value: T): T => redactResult(value, config.secrets);
  // Tool calls of every run of every workflow (repeated workflows show one run's calls but count all).
  const workflowCalls: ToolCallRecord[] = [];
  const observe = <E extends ObserverEventName>(event: E, payload: ObserverEvents[E]): void => void events.emit(event, redact(payload));
  observe("onStatus", { status: "run-started" });
  const runWorkflows = async (activeDriver: Driver): Promise<WorkflowResult[]> => {
    const limit = pLimit(config.concurrency);
    return Promise.all(
      work.workflows.map((workflow) =>
        limit(async () => {
          void emit(reporters, "onWorkflowStart", { name: workflow.name });
          observe("onStatus", { workflow: workflow.name, status: "workflow-started" });
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
            // Verifier messages can quote database rows and command output: redacted like the rest of the result.
            onVerifierResult: onVerifierResult && ((name, verifierResult) => onVerifierResult(name, redact(verifierResult))),
            emit: observe,
            pricing: config.pricing,
            fallbacks,
            ...(search ? { search: { index: search.index, mode: config.search.mode } } : {}),
          });
          workflowCalls.push(...calls);
          observe("onStatus", { workflow: workflow.name, status: "workflow-finished", passed: result.passed });
          void emit(reporters, "onWorkflowEnd", redact(result));
          return result;
        }),
      ),
    );
  };
  let tests: Awaited<ReturnType<typeof runToolTests>>;
  let workflowResults: WorkflowResult[];
  try {
    // Tool tests and workflows run side by side: each has its own connection
    // (or shares an HTTP one), so neither waits for the other's server start.
    [tests, workflowResults] = await Promise.all([
      runToolTests({ suites: work.suites, connections, validator, signal, onResult: (r) => void emit(reporters, "onToolTestEnd", redact(r)) }),
      driver ? runWorkflows(driver) : [],
    ]);
    if (search && config.toolRetrieval && retrievalWorkflows.length > 0 && !signal.aborted) {
      await listServerTools(connections, retrievalWorkflows.flatMap((w) => w.servers), config.servers, signal);
    }
  } finally {
    await connections.closeAll();
  }
  const testResults = tests.results;
  // After the workflows: ranks every tool the workflows' servers offered against each step's user text.
  const retrieval =
    search && config.toolRetrieval && !signal.aborted
      ? await runRetrieval({ workflows: metricWorkflows, settings: config.toolRetrieval, servers: connections.serverTools(), search, signal })
      : null;

  const calls = [...tests.calls, ...workflowCalls];
  const stats = toolStats(calls);
  const score = overallScore(workflowResults, testResults);
  const result: EvalResult = redact({
    schemaVersion: RESULT_SCHEMA_VERSION,
    generator: { name: "mcpvals", version: VERSION },
    configPath: config.file,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    // A tool-retrieval gate (`toolRetrieval.minRecallAtK`) fails the run like a low score.
    passed: score >= threshold && (retrieval?.passed ?? true),
    score,
    threshold,
    model: modelLabel,
    judgeModel: judge?.label ?? null,
    servers: connections.reports(),
    workflows: workflowResults,
    toolHealth: testResults,
    tools: stats,
    coverage: serverCoverage(connections.tools().map(({ server, tool }) => ({ server, tool: tool.name })), stats),
    retrieval,
    shard: shard ?? null,
    configHash,
    summary: {
      workflows: { total: workflowResults.length, passed: workflowResults.filter((w) => w.passed).length },
      toolHealth: { total: testResults.length, passed: testResults.filter((t) => t.passed).length },
      ...runUsage(workflowResults),
      ...fallbackTotals(workflowResults),
    },
  });
  const state = await applyState({ dir, servers: redact(connections.serverTools()), calls: redact(calls), result, write: !signal.aborted });
  // Vectors computed in this run are kept for the next one (only when tool search was used at all).
  const searchWarnings =
    !search || dir === false || signal.aborted ? [] : await search.save(signal).catch((error: unknown) => [`Tool search vectors could not be saved in ${dir} (${describeError(error)}); the next run computes them again.`]);
  for (const warning of [...state.warnings, ...searchWarnings]) void emit(reporters, "onWarning", redact(warning));
  observe("onStatus", { status: "run-finished", passed: state.result.passed });
  await emitEnd(reporters, state.result);
  return state.result;
}

/** Every reporter gets the result even if one fails; a report that could not be written then fails the run. */
async function emitEnd(reporters: Reporter[], result: EvalResult): Promise<void> {
  const failures = await emit(reporters, "onRunEnd", result);
  if (failures.length > 0) {
    throw new McpvalsError("REPORT", `Could not write a report: ${failures.map((f) => f.message).join("; ")}`, { cause: failures[0]?.error });
  }
}

/**
 * The library's entry point: load a config, run the selected workflows and
 * tool tests against the server, score them, and return the one result
 * object every reporter formats. Failing scores are data in the result;
 * only a broken config or set-up throws (typed errors from ../errors.ts).
 *
 * A run has four stages: planRun (what runs, with which models: data, nothing
 * opened yet), openRun (state folder, tool search, fallback history,
 * connections: one AsyncDisposable), executeRun (servers, workflows, tool
 * tests), finishRun (the verdict, the state folder, the reports). Every event goes out on one
 * channel that redacts the config's secrets.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { resolveConfigSource, type ConfigSource } from "../config/resolve-config-source.js";
import type { EvalResult } from "../result/eval-result.js";
import { EventChannel } from "../trace/event-channel.js";
import type { ObserverFailure } from "../trace/observer.js";
import { redactError, redactSecrets } from "../secrets/redact-secrets.js";
import type { EvaluateOptions } from "./evaluate-options.js";
import { withModelWarnings } from "../model/route-model-warnings.js";
import { planRun } from "./plan-run.js";
import { serversToPrestart } from "./servers-to-prestart.js";
import { prestartServers } from "../mcp/transport/prestart-servers.js";
import { resolveOtlpTarget } from "../config/resolve-otlp-target.js";
import { RunTrace } from "../trace/trace-context.js";
import type { OtlpObserver } from "../trace/otlp/otlp-observer.js";
import { VERSION } from "../version.js";

export type { EvaluateOptions };

/**
 * Evaluates an MCP server.
 * @param config path of a config file, a config object (`defineConfig(...)`), a loaded config (`loadConfig(...)`),
 *   or undefined to discover `mcpvals.config.*` in `cwd`.
 */
export async function evaluate(config: ConfigSource, options: EvaluateOptions = {}): Promise<EvalResult> {
  const { env = process.env, cwd = process.cwd(), reporters = [], signal = new AbortController().signal } = options;
  const resolved = await resolveConfigSource(config, { cwd, env, signal, ...(options.hosts ? { hosts: options.hosts } : {}) });
  return evaluateResolved(resolved, { ...options, env, reporters, signal });
}

export async function evaluateResolved(config: ResolvedConfig, options: EvaluateOptions = {}): Promise<EvalResult> {
  try {
    return await run(config, options);
  } catch (error) {
    // An error message can quote what a server or endpoint said; it must not carry a secret out.
    throw redactError(error, config.secrets);
  }
}

async function run(config: ResolvedConfig, options: EvaluateOptions): Promise<EvalResult> {
  const clock = { startedAt: new Date(), started: performance.now() };
  const { observers = [], reporters = [], onObserverError, signal = new AbortController().signal } = options;
  // A hook that threw is the run's warning, on its own channel (redacted there, printed by the console reporter);
  // a warning hook that throws is only kept in channel.failures, or it would be told about itself forever.
  const onFailure =
    onObserverError ??
    ((failure: ObserverFailure) => {
      if (failure.event !== "onWarning") void channel.notify("onWarning", failure.message);
    });
  const warn = (message: string): void => void channel.notify("onWarning", message);
  const tracing = await openTracing(config, options, warn);
  // Observers first, then reporters (then the trace exporter): one list, one numbering in failure messages.
  const channel: EventChannel = new EventChannel({
    observers: [...observers, ...reporters, ...(tracing ? [tracing.observer] : [])],
    redact: (value) => redactSecrets(value, config.secrets),
    onFailure,
    ...(tracing ? { trace: tracing.trace } : {}),
  });
  try {
    // The AI SDK's warnings (e.g. an unknown model's compatibility mode) come once each, as the run's warnings, not once per call on stderr.
    return await withModelWarnings(warn, async () => {
      const plan = await planRun(config, channel, { ...options, signal });
      // The plan's servers start now, while the modules that run it load (loadRunStages).
      const names = serversToPrestart(plan.config, plan.work, { ownTransports: Object.keys(options.transports ?? {}) });
      const ahead = prestartServers({ servers: plan.config.servers, names });
      try {
        const { openRun, executeRun, finishRun } = await loadRunStages();
        // No server process outlives the run: disposing the open run waits for every one to exit, also after a throw.
        await using run = await openRun(plan, channel, { ...options, signal });
        const outcome = await executeRun(plan, run, channel, signal);
        return await finishRun(plan, run, outcome, channel, clock, signal);
      } finally {
        await Promise.all(ahead.map((server) => server.stop()));
      }
    });
  } finally {
    // Sent at onRunEnd; a run that threw still sends what it traced (bounded by otel.flushTimeoutMs).
    await tracing?.observer.shutdown();
  }
}

let runStages: Promise<typeof import("./run-stages.js")> | undefined;

/**
 * The modules that open, run and finish a run (most of what a run loads),
 * imported once a plan stands: a config or usage error never loads them, and
 * a run's first servers start while they load. One import, kept: Jest's ESM
 * loader fails two concurrent imports of shared modules.
 */
function loadRunStages(): Promise<typeof import("./run-stages.js")> {
  runStages ??= import("./run-stages.js");
  return runStages;
}

/** The run's trace ids and exporter when `--otlp`, `otel.endpoint` or OTEL_EXPORTER_OTLP_ENDPOINT says where to send it. */
async function openTracing(
  config: ResolvedConfig,
  options: EvaluateOptions,
  warn: (message: string) => void,
): Promise<{ trace: RunTrace; observer: OtlpObserver } | undefined> {
  const env = options.env ?? process.env;
  const target = resolveOtlpTarget(config.otel, { otlp: options.otlp, env });
  if (!target) return undefined;
  const trace = RunTrace.start({ env });
  // Loaded only here: a run that is not traced never loads the OpenTelemetry packages.
  const { createOtlpObserver } = await import("../trace/otlp/otlp-observer.js");
  return { trace, observer: await createOtlpObserver({ target, trace, onWarning: warn, version: VERSION }) };
}

/**
 * The second stage of a run: what the plan needs open while it runs, owned
 * by one AsyncDisposable: the config file's hash, the state folder (opened
 * under its lock), the tool search, the fallback history and the run's
 * ConnectionManager (servers connect on first use). Disposing it stops every
 * server process of the run; close() starts that early, while the run is
 * scored and reported, and disposal waits for it.
 */
import { SCRIPTED_LABEL } from "../agent/scripted-driver.js";
import { prepareFallbacks, type FallbackAdvisor } from "../search/hub/fallbacks/fallback-advisor.js";
import { connectionManagerFor } from "../mcp/pool/connection-manager-for.js";
import type { RunSearch } from "../search/hub/run-search.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import type { SearchEngine } from "../search/engine/search-engine.js";
import { openStateDir } from "../state/open-state-dir.js";
import { configStatePlace } from "../state/state-dir.js";
import { signInStoreFor } from "../state/sign-in-store.js";
import type { EventChannel } from "../trace/event-channel.js";
import type { EvaluateOptions } from "./evaluate-options.js";
import { hashConfigFile } from "./hash-config-file.js";
import { clientIdentities } from "../hosts/client-identities.js";
import type { RunPlan } from "./plan-run.js";
import { prepareSearch } from "../search/hub/prepare-search.js";
import { loadBaseline, type LoadedBaseline } from "./load-baseline.js";
import { loadJudgeCalibration } from "./load-judge-calibration.js";
import type { JudgeCalibration } from "../result/judge-calibration.js";

/**
 * Once the run is over, how long a stdio server may still take to exit after
 * its stdin closed before it gets SIGTERM (then SIGKILL). Nothing waits on it
 * any more, and every millisecond here is the run's wall time: a server with
 * a timer or an open pool would otherwise hold the run for the transport's
 * whole 2 s grace. Servers released during the run get that whole grace, in
 * the background.
 */
export const EXIT_GRACE_AFTER_RUN_MS = 100;

/** What an open run holds (see the module comment). */
export interface OpenRunParts {
  /** Hash of the config file; null when there is none. */
  configHash: string | null;
  /** The state folder, or false for none. */
  stateDir: string | false;
  search: RunSearch | null;
  fallbacks: FallbackAdvisor | undefined;
  connections: ConnectionManager;
  /** The statistical gate's baseline runs; null when the gate is off. */
  baseline: LoadedBaseline | null;
  /** The branch the run is for, recorded in the history; undefined when not known. */
  branch?: string | undefined;
  /** The judge's last calibration (state folder); null when there is none or the run has no judge. */
  judgeCalibration?: JudgeCalibration | null;
}

export class OpenRun implements OpenRunParts, AsyncDisposable {
  readonly configHash: string | null;
  readonly stateDir: string | false;
  readonly search: RunSearch | null;
  readonly fallbacks: FallbackAdvisor | undefined;
  readonly connections: ConnectionManager;
  readonly baseline: LoadedBaseline | null;
  readonly branch: string | undefined;
  readonly judgeCalibration: JudgeCalibration | null;
  #closed: Promise<void> | undefined;

  constructor({ configHash, stateDir, search, fallbacks, connections, baseline, branch, judgeCalibration = null }: OpenRunParts) {
    this.baseline = baseline;
    this.judgeCalibration = judgeCalibration;
    this.branch = branch;
    this.configHash = configHash;
    this.stateDir = stateDir;
    this.search = search;
    this.fallbacks = fallbacks;
    this.connections = connections;
  }

  /** Starts stopping every server of the run (once); settles when every server process has exited. */
  close(): Promise<void> {
    this.#closed ??= this.connections.closeAll({ hurryAfterMs: EXIT_GRACE_AFTER_RUN_MS });
    return this.#closed;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

/** Opens what the plan needs; nothing connects yet (servers start on first use, in executeRun). */
export async function openRun(plan: RunPlan, channel: EventChannel, options: EvaluateOptions & { signal: AbortSignal }): Promise<OpenRun> {
  const { config, work, driver } = plan;
  const { env = process.env, stateDir, cwd, signal, searchEngine, transports, onSecret } = options;
  const onWarning = (message: string): void => void channel.notify("onWarning", message);
  const configHash = await hashConfigFile(config.file);
  const { dir, warnings } = await openStateDir({ ...configStatePlace(config), override: stateDir, cwd, signal });
  for (const warning of warnings) onWarning(warning);
  const baselineOptions = { cwd: cwd ?? process.cwd(), signal, branch: options.baselineBranch };
  const baseline = plan.gate ? await loadBaseline(plan.gate.baselineFiles, dir, baselineOptions) : null;
  for (const warning of baseline?.warnings ?? []) onWarning(warning);
  const calibration = plan.judge
    ? await loadJudgeCalibration({ dir, judgeModel: plan.judge.label, workflows: config.workflows, signal })
    : { last: null, warning: null };
  if (calibration.warning !== null) onWarning(calibration.warning);
  // Tool search (the retrieval metric, toolSelection: retrieve, fallback suggestions) is made only when the run
  // uses it; it loads an embedding model only on its first semantic query (for fallbacks: the first failed call).
  const search = await prepareSearch({
    config,
    workflows: work.workflows,
    metricWorkflows: [...work.workflows, ...plan.retrievalWorkflows],
    llmDriver: driver !== undefined && driver.label !== SCRIPTED_LABEL,
    stateDir: dir,
    env,
    engine: searchEngine as SearchEngine | undefined,
  });
  const fallbacks = search ? await prepareFallbacks({ settings: config.fallbacks, dir, search, onWarning, signal }) : undefined;
  // Servers with `authorizationCode` refresh the sign-in `mcpvals auth login` kept at the state folder's root.
  const signIns = signInStoreFor(config, { override: stateDir, cwd, signal });
  // Per-host server copies (config `host:`) connect as their host.
  const identities = config.hostServers ? clientIdentities(config.hostServers) : undefined;
  const connections = connectionManagerFor(config, { signal, samplers: plan.samplers, transports, onSecret, signIns, identities });
  return new OpenRun({
    configHash,
    stateDir: dir,
    search,
    fallbacks,
    connections,
    baseline,
    branch: options.branch,
    judgeCalibration: calibration.last,
  });
}

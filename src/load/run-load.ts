/**
 * `mcpvals load` as a library call: the config's tool tests replayed as load
 * against its servers (through the one connection manager: both eras, stdio
 * and HTTP), latencies in HDR histograms, the server's resources sampled, the
 * latency gate against a baseline file or the base branch's history, the
 * budgets, and one verdict, all in one LoadReport. Never throws for the
 * server's behaviour: a server that cannot be reached is an infrastructure
 * verdict; only a bad config or baseline throws (ConfigError, UsageError).
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { LOAD_LIMITS, LoadSettingsSchema, type LoadSettings } from "../config/load-schema.js";
import { describeError } from "../errors.js";
import { connectionManagerFor } from "../mcp/pool/connection-manager-for.js";
import type { Lease } from "../mcp/pool/server-pool.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import { SchemaValidator } from "../mcp/requests/schema-validator.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import type { LoadReport, LoadServer, ProcessSample } from "../result/load-report.js";
import { decideLoadVerdict, loadBudgets } from "../scoring/load-gate/decide-load-verdict.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import { checkLoadHosts } from "./check-load-hosts.js";
import { driveLoad } from "./drive-load.js";
import { percentileMs, type LatencyHistogram } from "./latency-histogram.js";
import { gateAgainstBaseline } from "./gate-against-baseline.js";
import type { LoadBaseline } from "./load-baseline.js";
import { loadProfile } from "./load-profile.js";
import { LoadRecorder } from "./load-recorder.js";
import { sampleProcesses, type ProcessSampler } from "./process-sampler.js";

/** What the console shows while the load runs, about once a second. */
export interface LoadProgress {
  elapsedMs: number;
  calls: number;
  errors: number;
  /** Calls per second over the last second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface RunLoadOptions {
  config: ResolvedConfig;
  /** Ctrl-C: stops the load at once; the report is partial. */
  signal: AbortSignal;
  /** The gate's baseline (a file, or the base branch's history); none: no gate. */
  baseline?: LoadBaseline | null;
  /** Warnings from before the run (reading the baseline), to begin the report's list. */
  warnings?: readonly string[];
  onProgress?: (progress: LoadProgress) => void;
  /** Warnings (a baseline run skipped, calls never sent). */
  onWarning?: (message: string) => void;
}

export interface LoadOutcome {
  report: LoadReport;
  /** The histograms to record in the history (absent when nothing was measured). */
  histograms?: { overall: LatencyHistogram; tests: Array<[string, LatencyHistogram]> };
}

/** The settings with every bound resolved: the run always stops. */
export function boundedSettings(settings: LoadSettings): {
  durationMs: number;
  calls: number;
  connections: number;
  capped: { duration: boolean; calls: boolean };
} {
  const durationMs = settings.duration ?? (settings.calls !== undefined ? LOAD_LIMITS.maxDurationMs : LOAD_LIMITS.defaultDurationMs);
  return {
    durationMs,
    calls: settings.calls ?? LOAD_LIMITS.maxCalls,
    connections: settings.connections ?? Math.min(settings.concurrency, LOAD_LIMITS.defaultConnections),
    capped: { duration: settings.duration === undefined && settings.calls !== undefined, calls: settings.calls === undefined },
  };
}

export async function runLoad(options: RunLoadOptions): Promise<LoadOutcome> {
  const { config, signal } = options;
  const settings = config.load ?? LoadSettingsSchema.parse({});
  const tests = loadProfile(config, settings.tests);
  const used = [...new Set(tests.map((t) => t.server))];
  checkLoadHosts({
    servers: Object.fromEntries(used.map((name) => [name, config.servers[name]!])),
    allowHosts: settings.allowHosts,
    file: config.file,
  });
  const bounds = boundedSettings(settings);
  const startedAt = new Date().toISOString();
  const warnings: string[] = [...(options.warnings ?? [])];
  const warn = (message: string) => {
    warnings.push(message);
    options.onWarning?.(message);
  };
  const connections = connectionManagerFor(config, { signal });
  const leases: Lease[] = [];
  let samplers: Map<string, ProcessSampler> | undefined;
  try {
    const { byServer, unreachable } = await openConnections({
      used,
      count: bounds.connections,
      connections,
      leases,
      signal,
      secrets: config.secrets,
    });
    const recorder = new LoadRecorder(
      tests.map((t) => ({ test: `${t.suite}/${t.name}`, server: t.server, tool: t.tool })),
      { uncorrected: settings.arrival !== "closed" },
    );
    let measureStart = performance.now();
    samplers = samplersFor(byServer, () => performance.now() - measureStart);
    const stopProgress = progressTimer(recorder, () => measureStart, options.onProgress);
    const drive =
      unreachable === undefined && !signal.aborted
        ? await driveLoad({
            tests: tests.map((test) => ({ test, connections: byServer.get(test.server)! })),
            validator: new SchemaValidator(),
            concurrency: settings.concurrency,
            arrival: settings.arrival,
            rampUpMs: settings.rampUp,
            warmupMs: settings.warmup,
            durationMs: bounds.durationMs,
            calls: bounds.calls,
            capped: bounds.capped,
            signal,
            onCall: (call) => recorder.record(call),
            onMeasureStart: () => (measureStart = performance.now()),
          }).finally(stopProgress)
        : (stopProgress(), { stoppedBy: signal.aborted ? ("interrupted" as const) : ("failed" as const), measuredMs: 0, unsent: 0 });
    if (drive.unsent > 0)
      warn(`${drive.unsent} calls fell due but were never sent before the end: the server fell behind the arrival rate`);
    const samples = new Map([...samplers].map(([server, sampler]) => [server, sampler.stop()]));
    const servers = serversOf(used, byServer, samples);
    return finish({
      settings,
      bounds,
      startedAt,
      recorder,
      drive,
      servers,
      warnings,
      unreachable,
      baseline: options.baseline ?? null,
      signal,
    });
  } finally {
    for (const sampler of samplers?.values() ?? []) sampler.stop();
    await Promise.allSettled(leases.map((lease) => lease.release()));
    await connections.closeAll();
  }
}

/** `count` leases per server: over stdio one process each (isolation: workflow); HTTP, or isolation: run, shares one. */
async function openConnections({
  used,
  count,
  connections,
  leases,
  signal,
  secrets,
}: {
  used: readonly string[];
  count: number;
  connections: ConnectionManager;
  /** Every lease taken is pushed here, for the caller to release. */
  leases: Lease[];
  signal: AbortSignal;
  secrets: readonly string[];
}): Promise<{ byServer: Map<string, ServerConnection[]>; unreachable: string | undefined }> {
  const byServer = new Map<string, ServerConnection[]>();
  try {
    for (const server of used) {
      const got = await Promise.all(Array.from({ length: count }, () => connections.pool(server).acquire(signal)));
      leases.push(...got);
      byServer.set(server, [...new Set(got.map((lease) => lease.connection))]);
    }
    return { byServer, unreachable: undefined };
  } catch (error) {
    return { byServer, unreachable: signal.aborted ? undefined : redactSecrets(describeError(error), [...secrets]) };
  }
}

/** One sampler per server: its own processes (each connection's, with their children) make its samples. */
function samplersFor(byServer: Map<string, ServerConnection[]>, now: () => number): Map<string, ProcessSampler> {
  return new Map(
    [...byServer].map(([server, conns]) => [
      server,
      sampleProcesses({ pids: () => conns.flatMap((c) => (c.pid === undefined ? [] : [c.pid])), now }),
    ]),
  );
}

function serversOf(
  used: readonly string[],
  byServer: Map<string, ServerConnection[]>,
  samples: Map<string, ProcessSample[]>,
): LoadServer[] {
  return used.map((server) => {
    const conns = byServer.get(server) ?? [];
    const local = conns.filter((c) => c.pid !== undefined).length;
    return {
      server,
      transport: conns[0]?.transport ?? "unknown",
      protocolVersion: conns[0]?.protocolVersion ?? "unknown",
      processes: local,
      samples: local > 0 ? (samples.get(server) ?? []) : [],
    };
  });
}

function progressTimer(recorder: LoadRecorder, measureStart: () => number, onProgress: RunLoadOptions["onProgress"]): () => void {
  if (!onProgress) return () => undefined;
  let last = { at: performance.now(), calls: 0 };
  const timer = setInterval(() => {
    const at = performance.now();
    const calls = recorder.calls;
    const h = recorder.histogram;
    onProgress({
      elapsedMs: Math.max(0, at - measureStart()),
      calls,
      errors: recorder.errors,
      rate: ((calls - last.calls) * 1000) / Math.max(1, at - last.at),
      p50: percentileMs(h, 50),
      p95: percentileMs(h, 95),
      p99: percentileMs(h, 99),
    });
    last = { at, calls };
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}

interface FinishInput {
  settings: LoadSettings;
  bounds: ReturnType<typeof boundedSettings>;
  startedAt: string;
  recorder: LoadRecorder;
  drive: { stoppedBy: LoadReport["stoppedBy"]; measuredMs: number };
  servers: LoadServer[];
  warnings: string[];
  unreachable: string | undefined;
  baseline: LoadBaseline | null;
  signal: AbortSignal;
}

function finish(input: FinishInput): LoadOutcome {
  const { settings, bounds, recorder, drive, baseline } = input;
  const open = settings.arrival !== "closed";
  const summary = recorder.summary(drive.measuredMs, { corrected: open });
  const interrupted = drive.stoppedBy === "interrupted";
  const measured = !interrupted && input.unreachable === undefined && recorder.calls > 0;
  const histograms = recorder.histograms();
  const gate = baseline && measured ? gateAgainstBaseline(histograms, baseline, settings) : null;
  const budgets = measured ? loadBudgets(summary.overall, settings) : [];
  const verdict = decideLoadVerdict({ calls: recorder.calls, gate, budgets, unreachable: input.unreachable, interrupted });
  const report: LoadReport = {
    kind: "load",
    schemaVersion: 1,
    startedAt: input.startedAt,
    durationMs: Math.round(drive.measuredMs),
    stoppedBy: drive.stoppedBy,
    partial: interrupted,
    settings: {
      concurrency: settings.concurrency,
      connections: bounds.connections,
      arrival: settings.arrival,
      durationMs: bounds.durationMs,
      calls: bounds.calls,
      rampUpMs: settings.rampUp,
      warmupMs: settings.warmup,
    },
    latencyFrom: open ? "intended-start" : "send",
    ...summary,
    servers: input.servers,
    gate,
    budgets,
    verdict,
    warnings: input.warnings,
  };
  return { report, ...(measured ? { histograms } : {}) };
}

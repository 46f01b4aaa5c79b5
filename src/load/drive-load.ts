/**
 * The load itself: tool tests called over and over, closed loop (each of
 * `concurrency` workers calls again as soon as its call answers) or open loop
 * (calls start at a fixed rate, whatever the server's pace). In an open loop
 * a call's latency runs from its *intended* start, so a server that stalls is
 * charged for the calls that waited behind the stall too (coordinated omission
 * corrected: the calls due during a one-second stall all count up to a second,
 * not just the one that was in flight). The run stops at its duration or call
 * count, whichever comes first, or at once when `signal` aborts.
 */
import type { ResolvedToolTest } from "../config/resolved-config.js";
import type { LoadArrival } from "../config/load-schema.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import type { LoadReport } from "../result/load-report.js";
import { loadCall } from "./load-call.js";
import type { LoadCall } from "./load-recorder.js";

export interface DriveLoadOptions {
  /** The profile: each tool test with the connections to its server (one per stdio process). */
  tests: ReadonlyArray<{ test: ResolvedToolTest; connections: readonly ServerConnection[] }>;
  validator: SchemaValidator;
  concurrency: number;
  arrival: LoadArrival;
  rampUpMs: number;
  warmupMs: number;
  /** The measured stretch's length, ms (after the warmup). */
  durationMs: number;
  /** Calls to make after the warmup. */
  calls: number;
  /** Whether `durationMs` / `calls` came from the config or from the caps (for `stoppedBy`). */
  capped: { duration: boolean; calls: boolean };
  signal: AbortSignal;
  /** Each measured call as it ends. */
  onCall: (call: LoadCall) => void;
  /** When the warmup ends: the measured stretch begins. */
  onMeasureStart?: () => void;
  /** @default performance.now */
  now?: () => number;
}

export interface DriveLoadResult {
  stoppedBy: LoadReport["stoppedBy"];
  /** Length of the measured stretch, ms. */
  measuredMs: number;
  /** Open loop: calls that fell due but never went out before the end (the server fell behind). */
  unsent: number;
}

interface Clock {
  now: () => number;
  /** When the measured stretch starts (after the warmup). */
  measureStart: number;
  /** When it ends at the latest. */
  end: number;
}

export async function driveLoad(options: DriveLoadOptions): Promise<DriveLoadResult> {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const clock: Clock = { now, measureStart: start + options.warmupMs, end: start + options.warmupMs + options.durationMs };
  let measureTold = false;
  const tellMeasure = () => {
    if (!measureTold && now() >= clock.measureStart) {
      measureTold = true;
      options.onMeasureStart?.();
    }
  };
  if (options.warmupMs === 0) tellMeasure();
  const state = { measured: 0, sentAfterWarmup: 0 };
  const outcome =
    options.arrival === "closed"
      ? await closedLoop(options, clock, state, tellMeasure)
      : await openLoop(options, clock, state, tellMeasure);
  const measuredMs = Math.max(0, Math.min(now(), clock.end) - clock.measureStart);
  const stoppedBy: LoadReport["stoppedBy"] = options.signal.aborted
    ? "interrupted"
    : outcome.reason === "calls"
      ? options.capped.calls
        ? "cap"
        : "calls"
      : options.capped.duration
        ? "cap"
        : "duration";
  return { stoppedBy, measuredMs, unsent: outcome.unsent };
}

interface Counters {
  measured: number;
  sentAfterWarmup: number;
}

/** One call of the profile's `index`-th slot: its test (round robin) on one of its server's connections. */
async function callOnce(options: DriveLoadOptions, clock: Clock, slot: number, intended: number): Promise<void> {
  const { test, connections } = options.tests[slot % options.tests.length]!;
  const connection = connections[Math.floor(slot / options.tests.length) % connections.length]!;
  const sent = clock.now();
  const error = await loadCall(test, connection, options.validator, options.signal);
  const ended = clock.now();
  // A call cut short by Ctrl-C measured nothing; warmup calls are not recorded.
  if (options.signal.aborted || intended < clock.measureStart) return;
  options.onCall({
    test: slot % options.tests.length,
    latencyMs: ended - intended,
    serviceMs: ended - sent,
    endedAtMs: ended - clock.measureStart,
    error,
  });
}

type StopReason = "duration" | "calls";

async function closedLoop(
  options: DriveLoadOptions,
  clock: Clock,
  counters: Counters,
  tellMeasure: () => void,
): Promise<{ reason: StopReason; unsent: number }> {
  let slot = 0;
  let reason: StopReason = "duration";
  const worker = async (index: number) => {
    const delay = (options.rampUpMs * index) / options.concurrency;
    if (delay > 0) await sleep(delay, options.signal);
    for (;;) {
      if (options.signal.aborted) return;
      const at = clock.now();
      if (at >= clock.end) return;
      tellMeasure();
      if (at >= clock.measureStart) {
        if (counters.sentAfterWarmup >= options.calls) {
          reason = "calls";
          return;
        }
        counters.sentAfterWarmup += 1;
      }
      await callOnce(options, clock, slot++, at);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  return { reason, unsent: 0 };
}

async function openLoop(
  options: DriveLoadOptions,
  clock: Clock,
  counters: Counters,
  tellMeasure: () => void,
): Promise<{ reason: StopReason; unsent: number }> {
  const rate = (options.arrival as { open: number }).open;
  const start = clock.now();
  // Intended start times: every 1/rate s, the rate climbing linearly from 5% during the ramp-up.
  let next = start;
  const queue: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let slot = 0;
  let reason: StopReason = "duration";
  const launch = () => {
    while (inFlight.size < options.concurrency && queue.length > 0 && !options.signal.aborted) {
      const intended = queue.shift()!;
      const call = callOnce(options, clock, slot++, intended).finally(() => {
        inFlight.delete(call);
        launch();
      });
      inFlight.add(call);
    }
  };
  while (!options.signal.aborted) {
    const at = clock.now();
    while (next <= at && next < clock.end) {
      if (next >= clock.measureStart) {
        if (counters.sentAfterWarmup >= options.calls) break;
        counters.sentAfterWarmup += 1;
      }
      queue.push(next);
      const ramp = options.rampUpMs > 0 ? Math.min(1, Math.max(0.05, (next - start) / options.rampUpMs)) : 1;
      next += 1000 / (rate * ramp);
    }
    tellMeasure();
    launch();
    if (counters.sentAfterWarmup >= options.calls && next >= clock.measureStart) {
      reason = "calls";
      break;
    }
    if (next >= clock.end) break;
    await sleep(Math.max(1, Math.min(next - clock.now(), 50)), options.signal);
  }
  // Calls still queued at the end never went out: reported, not guessed at.
  const unsent = options.signal.aborted ? 0 : queue.length;
  queue.length = 0;
  await Promise.allSettled([...inFlight]);
  return { reason, unsent };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Everything a load run records, call by call: per tool test and overall, an
 * HDR histogram of latencies (and, in an open loop, one of the latencies as
 * sent), the error count by kind, and one-second windows for the timeline.
 * Calls during the warmup are made but never reach it.
 */
import type { LoadReport, LoadStats, LoadTool, LoadWindow } from "../result/load-report.js";
import { round } from "../util/round.js";
import { encodeHistogram, newHistogram, newWindowHistogram, percentileMs, recordMs, type LatencyHistogram } from "./latency-histogram.js";

/** One finished call as the driver saw it. */
export interface LoadCall {
  /** Index of its tool test in the profile. */
  test: number;
  /** Latency in ms: from the intended start (open loop) or the send (closed). */
  latencyMs: number;
  /** From the actual send; differs from `latencyMs` in an open loop only. */
  serviceMs: number;
  /** ms since the measured stretch began, at the call's end. */
  endedAtMs: number;
  /** The error kind (error-kind.ts) of a failed call; undefined when it succeeded. */
  error: string | undefined;
}

class Tally {
  readonly histogram: LatencyHistogram;
  /** Open loop: latencies from the actual send (absent for the timeline's windows). */
  readonly service: LatencyHistogram | undefined;
  calls = 0;
  errors = 0;
  readonly kinds = new Map<string, number>();

  constructor({ window = false, uncorrected = false }: { window?: boolean; uncorrected?: boolean } = {}) {
    this.histogram = window ? newWindowHistogram() : newHistogram();
    this.service = uncorrected ? newHistogram() : undefined;
  }

  add(call: LoadCall): void {
    this.calls += 1;
    recordMs(this.histogram, call.latencyMs);
    if (this.service) recordMs(this.service, call.serviceMs);
    if (call.error !== undefined) {
      this.errors += 1;
      this.kinds.set(call.error, (this.kinds.get(call.error) ?? 0) + 1);
    }
  }
}

const WINDOW_MS = 1000;

/** The percentiles of the report's percentile plot (HdrHistogram's usual spectrum). */
export const SPECTRUM_PERCENTILES = [0, 10, 25, 50, 75, 90, 95, 99, 99.9, 99.99, 100] as const;

function spectrumOf(histogram: LatencyHistogram): Array<{ percentile: number; ms: number }> {
  return SPECTRUM_PERCENTILES.map((percentile) => ({ percentile, ms: round(percentileMs(histogram, percentile), 3) }));
}

export class LoadRecorder {
  private readonly overall: Tally;
  private readonly perTest: Tally[];
  /** The one-second windows already closed, in order. */
  private readonly closed: LoadWindow[] = [];
  /** The window calls end in now: calls end in time order (a monotonic clock, read as each call ends). */
  private open: { index: number; tally: Tally } | undefined;

  /**
   * `uncorrected`: also keep the latencies as sent (an open loop's report gives both); in a closed loop
   * they are the same numbers, and not recording them twice is a third of the recorder's work per call.
   */
  constructor(
    readonly tests: ReadonlyArray<{ test: string; server: string; tool: string }>,
    { uncorrected }: { uncorrected: boolean },
  ) {
    this.overall = new Tally({ uncorrected });
    // With one test its tally is the overall one: the same calls, recorded once.
    this.perTest = tests.length === 1 ? [this.overall] : tests.map(() => new Tally({ uncorrected }));
  }

  record(call: LoadCall): void {
    this.overall.add(call);
    if (this.perTest.length > 1) this.perTest[call.test]?.add(call);
    // A call ending in an earlier window than the open one (only an injected clock that goes back) counts in the open one.
    const index = Math.max(this.open?.index ?? 0, Math.floor(call.endedAtMs / WINDOW_MS));
    if (this.open?.index !== index) {
      this.closeWindow();
      this.open = { index, tally: new Tally({ window: true }) };
    }
    this.open!.tally.add(call);
  }

  /** Sums up the open window: only its five numbers are kept, so an hour of windows costs no histogram memory. */
  private closeWindow(): void {
    if (!this.open) return;
    const { index, tally } = this.open;
    this.closed.push({
      at: (index * WINDOW_MS) / 1000,
      calls: tally.calls,
      errors: tally.errors,
      p50: round(percentileMs(tally.histogram, 50), 3),
      p95: round(percentileMs(tally.histogram, 95), 3),
      max: round(tally.histogram.maxValue / 1000, 3),
    });
    this.open = undefined;
  }

  get calls(): number {
    return this.overall.calls;
  }

  get errors(): number {
    return this.overall.errors;
  }

  /** The overall histogram, for live progress. */
  get histogram(): LatencyHistogram {
    return this.overall.histogram;
  }

  /** The histograms the gate and the history keep: overall and per test ("suite/test"). */
  histograms(): { overall: LatencyHistogram; tests: Array<[string, LatencyHistogram]> } {
    return { overall: this.overall.histogram, tests: this.tests.map((t, i) => [t.test, this.perTest[i]!.histogram]) };
  }

  summary(
    durationMs: number,
    { corrected }: { corrected: boolean },
  ): {
    overall: LoadStats;
    uncorrected?: LoadStats;
    tools: LoadTool[];
    timeline: LoadWindow[];
    spectrum: LoadReport["spectrum"];
  } {
    const seconds = durationMs / 1000;
    const tools = this.tests.map((t, i) => {
      const tally = this.perTest[i]!;
      return {
        ...t,
        stats: statsOf(tally, tally.histogram, seconds),
        ...(corrected ? { uncorrected: statsOf(tally, tally.service!, seconds) } : {}),
      };
    });
    this.closeWindow();
    const timeline = [...this.closed];
    return {
      overall: statsOf(this.overall, this.overall.histogram, seconds),
      ...(corrected ? { uncorrected: statsOf(this.overall, this.overall.service!, seconds) } : {}),
      tools,
      timeline,
      spectrum: { corrected: spectrumOf(this.overall.histogram), ...(corrected ? { uncorrected: spectrumOf(this.overall.service!) } : {}) },
    };
  }
}

function statsOf(tally: Tally, histogram: LatencyHistogram, seconds: number): LoadStats {
  return {
    calls: tally.calls,
    errors: tally.errors,
    errorRate: tally.calls === 0 ? 0 : round(tally.errors / tally.calls, 6),
    throughput: seconds > 0 ? round(tally.calls / seconds, 2) : 0,
    p50: round(percentileMs(histogram, 50), 3),
    p90: round(percentileMs(histogram, 90), 3),
    p95: round(percentileMs(histogram, 95), 3),
    p99: round(percentileMs(histogram, 99), 3),
    max: round(histogram.totalCount === 0 ? 0 : histogram.maxValue / 1000, 3),
    mean: round(histogram.totalCount === 0 ? 0 : histogram.mean / 1000, 3),
    errorKinds: Object.fromEntries([...tally.kinds].sort(([a], [b]) => a.localeCompare(b))),
    histogram: encodeHistogram(histogram),
  };
}

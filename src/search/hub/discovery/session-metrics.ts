/**
 * Per-tool metrics of a long-lived session (the proxy): every call is
 * counted in memory at once and written to the state folder's metrics.json
 * in the background (one write at a time; calls made during a write are in
 * the next), so a call never waits on the disk. A HealthBook fed the same
 * calls ranks fallback suggestions by stored history plus this session.
 * Writes are batched: at most one per WRITE_DELAY_MS.
 */
import type { ToolCallRecord } from "../../../result/tool-call-record.js";
import type { ToolStats } from "../../../result/tool-stats.js";
import { percentile } from "../../../scoring/tool-stats.js";
import { describeError } from "../../../errors.js";
import { HealthBook } from "../../../state/health-book.js";
import { readState } from "../../../state/read-state.js";
import { dropMetrics, recordSessionMetrics, updateMetricsFile } from "../../../state/session-state.js";
import { metricsKey, type MetricsFile } from "../../../state/state-files.js";
import { summarizeToolMetrics, type ToolMetricsSummary } from "../../../state/summarize-tool-metrics.js";
import { round } from "../../../util/round.js";

/** How long counted calls wait before they are written (calls in between share the write). */
const WRITE_DELAY_MS = 200;

/** Latencies kept per tool for the p95: a bound on a daemon's memory. */
const LATENCY_WINDOW = 1000;

interface Tally {
  server: string;
  tool: string;
  calls: number;
  successes: number;
  latencySum: number;
  latencies: number[];
  lastCalledAt: string | null;
  lastError: string | null;
}

/** What get_tool_metrics answers per tool: stored history and this session together. */
export interface ToolMetrics extends ToolMetricsSummary {
  /** Average latency over the stored runs (this session's included), weighted by calls; null without calls. */
  avgLatencyMs: number | null;
  /** Calls in this session. */
  sessionCalls: number;
}

export class SessionMetrics {
  readonly health: HealthBook;
  readonly #dir: string | false;
  readonly #tallies = new Map<string, Tally>();
  readonly #onWarning: (message: string) => void;
  #run: number | null = null;
  #writing: Promise<void> | undefined;
  #dirty = false;
  #timer: NodeJS.Timeout | undefined;

  private constructor(dir: string | false, stored: MetricsFile | null, onWarning: (message: string) => void) {
    this.#dir = dir;
    this.health = HealthBook.fromMetrics(stored);
    this.#onWarning = onWarning;
  }

  static async open(
    dir: string | false,
    stored: MetricsFile | null,
    onWarning: (message: string) => void = () => undefined,
  ): Promise<SessionMetrics> {
    return new SessionMetrics(dir, stored, onWarning);
  }

  /** Counts one call (unknown tools never reached a server and are not counted). */
  record(record: ToolCallRecord): void {
    this.health.record(record);
    if (record.errorKind === "unknown-tool") return;
    const key = metricsKey(record.server, record.tool);
    const tally = this.#tallies.get(key) ?? {
      server: record.server,
      tool: record.tool,
      calls: 0,
      successes: 0,
      latencySum: 0,
      latencies: [],
      lastCalledAt: null,
      lastError: null,
    };
    tally.calls += 1;
    if (record.ok) tally.successes += 1;
    else tally.lastError = record.error;
    tally.latencySum += record.latencyMs;
    tally.latencies.push(record.latencyMs);
    if (tally.latencies.length > LATENCY_WINDOW) tally.latencies.shift();
    tally.lastCalledAt = record.startedAt ?? new Date().toISOString();
    this.#tallies.set(key, tally);
    this.#schedule();
  }

  /** This session's numbers per tool, as a run's ToolStats. */
  stats(): ToolStats[] {
    return [...this.#tallies.values()].map((t) => ({
      server: t.server,
      tool: t.tool,
      calls: t.calls,
      successes: t.successes,
      failures: t.calls - t.successes,
      avgLatencyMs: round(t.latencySum / t.calls, 1),
      p95LatencyMs: round(
        percentile(
          [...t.latencies].sort((a, b) => a - b),
          0.95,
        ),
        1,
      ),
      lastCalledAt: t.lastCalledAt,
      lastError: t.lastError,
    }));
  }

  /** Stored history plus this session, per tool, filtered by server and tool. */
  async metrics({ server, tool, signal }: { server?: string; tool?: string; signal?: AbortSignal } = {}): Promise<ToolMetrics[]> {
    await this.flushed();
    const stored = this.#dir === false ? null : (await readState(this.#dir, signal)).metrics;
    const wanted = (s: string, t: string) => (server === undefined || s === server) && (tool === undefined || t === tool);
    const session = new Map(this.stats().map((s) => [metricsKey(s.server, s.tool), s]));
    // Written already (the session's own run is in the file), or only in memory when there is no folder.
    const file = stored ?? recordSessionMetrics(null, null, [...session.values()], new Date().toISOString()).file;
    return Object.values(file.tools)
      .filter((e) => wanted(e.server, e.tool))
      .map((entry) => {
        const mine = session.get(metricsKey(entry.server, entry.tool));
        const calls = entry.runs.reduce((n, r) => n + r.calls, 0);
        const avgLatencyMs = calls === 0 ? null : round(entry.runs.reduce((sum, r) => sum + r.avgLatencyMs * r.calls, 0) / calls, 1);
        return { ...summarizeToolMetrics(entry), avgLatencyMs, sessionCalls: mine?.calls ?? 0 };
      })
      .sort((a, b) => a.server.localeCompare(b.server) || a.tool.localeCompare(b.tool));
  }

  /** Forgets the metrics of the matching tools, in memory and in the state folder; returns how many tools had any. */
  async reset({ server, tool, signal }: { server?: string; tool?: string; signal?: AbortSignal } = {}): Promise<number> {
    const wanted = (s: string, t: string) => (server === undefined || s === server) && (tool === undefined || t === tool);
    const before = (await this.metrics({ server, tool, signal })).length;
    for (const [key, tally] of this.#tallies) if (wanted(tally.server, tally.tool)) this.#tallies.delete(key);
    if (this.#dir !== false) await updateMetricsFile(this.#dir, (previous) => dropMetrics(previous, wanted), signal);
    return before;
  }

  /** Resolves when every call counted so far is written. */
  async flushed(): Promise<void> {
    for (;;) {
      // A write waiting for its delay starts now; one that ends dirty schedules another, which starts at once too.
      if (this.#timer) {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#start();
      }
      if (!this.#writing) return;
      await this.#writing;
    }
  }

  /** Writes a moment later: a burst of calls costs one write, not one per call (a write is a locked read-modify-write of the file). */
  #schedule(): void {
    if (this.#dir === false) return;
    this.#dirty = true;
    if (this.#writing || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#start();
    }, WRITE_DELAY_MS);
    // A pending write never keeps the process alive; close() flushes it.
    this.#timer.unref();
  }

  #start(): void {
    if (this.#dir === false || this.#writing) return;
    this.#writing = this.#write(this.#dir).finally(() => {
      this.#writing = undefined;
      if (this.#dirty) this.#schedule();
    });
  }

  async #write(dir: string): Promise<void> {
    this.#dirty = false;
    const stats = this.stats();
    try {
      await updateMetricsFile(dir, (previous) => {
        const { file, run } = recordSessionMetrics(previous, this.#run, stats, new Date().toISOString());
        this.#run = run;
        return file;
      });
    } catch (error) {
      this.#onWarning(`metrics not saved to ${dir}: ${describeError(error)}`);
    }
  }
}

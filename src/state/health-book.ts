/**
 * How reliable each tool has been, for fallback suggestions: the state
 * folder's metrics.json (read once when the run starts) plus every call this
 * run has made so far, across workflows. Counts follow metrics.json: a call
 * to a tool the server does not offer never reached it and is not counted.
 */
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealth } from "../search/engine/rank-fallbacks.js";
import { metricsKey, type MetricsFile } from "./state-files.js";

export class HealthBook {
  readonly #entries = new Map<string, ToolHealth>();

  /** A book that starts from the stored runs of metrics.json (none: every tool starts unknown). */
  static fromMetrics(metrics: MetricsFile | null): HealthBook {
    const book = new HealthBook();
    for (const entry of Object.values(metrics?.tools ?? {})) {
      book.#entries.set(metricsKey(entry.server, entry.tool), {
        calls: entry.runs.reduce((n, r) => n + r.calls, 0),
        successes: entry.runs.reduce((n, r) => n + r.successes, 0),
        lastSuccessAt: entry.lastSuccessAt,
      });
    }
    return book;
  }

  /** Adds one call of this run; `at` stands in for a record without `startedAt`. */
  record(call: Pick<ToolCallRecord, "server" | "tool" | "ok" | "errorKind" | "startedAt">, at: Date = new Date()): void {
    if (call.errorKind === "unknown-tool") return;
    const key = metricsKey(call.server, call.tool);
    const entry = this.#entries.get(key) ?? { calls: 0, successes: 0, lastSuccessAt: null };
    entry.calls += 1;
    if (call.ok) {
      entry.successes += 1;
      const when = call.startedAt ?? at.toISOString();
      // ISO times of one clock sort as strings.
      if (entry.lastSuccessAt === null || when > entry.lastSuccessAt) entry.lastSuccessAt = when;
    }
    this.#entries.set(key, entry);
  }

  /** What is known of a tool; zero calls and no success when nothing is. */
  health(server: string, tool: string): ToolHealth {
    const entry = this.#entries.get(metricsKey(server, tool));
    return entry ? { ...entry } : { calls: 0, successes: 0, lastSuccessAt: null };
  }
}

import type { ToolMetricsState } from "./state-files.js";
import { toolTrend } from "./tool-trend.js";

/** One tool's stored history in a few numbers, for `mcpvals tools --metrics`. */
export interface ToolMetricsSummary {
  server: string;
  tool: string;
  /** Runs in the window that called the tool. */
  runs: number;
  calls: number;
  successes: number;
  /** Over all stored runs; null without calls. */
  successRate: number | null;
  /** Median of the per-run p95 latencies (the same figure trends compare against). */
  p95LatencyMs: number | null;
  lastCalledAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
}

export function summarizeToolMetrics(entry: ToolMetricsState): ToolMetricsSummary {
  const trend = toolTrend({ calls: 0, successes: 0, p95LatencyMs: 0 }, entry.runs);
  return {
    server: entry.server,
    tool: entry.tool,
    runs: trend.runs,
    calls: entry.runs.reduce((n, r) => n + r.calls, 0),
    successes: entry.runs.reduce((n, r) => n + r.successes, 0),
    successRate: trend.successRate,
    p95LatencyMs: trend.p95LatencyMs,
    lastCalledAt: entry.lastCalledAt,
    lastSuccessAt: entry.lastSuccessAt,
    lastError: entry.lastError,
  };
}

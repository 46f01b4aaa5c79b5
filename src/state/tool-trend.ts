/**
 * How a tool did this run against its stored history. Pure.
 *
 * History = the tool's runs in metrics.json before this one (at most
 * HISTORY_LIMIT). Its success rate is successes / calls over all of them;
 * its p95 is the median of the per-run p95s (one slow run does not move it).
 * Flags:
 *   new            the tool has no history
 *   slower         p95 this run > 1.5 × the history's p95 AND at least 20 ms more
 *                  (both, so a 2 ms → 4 ms jitter is not flagged)
 *   less-reliable  success rate this run at least 0.1 below the history's
 */
import type { ToolStats, ToolTrend } from "../result/tool-stats.js";
import type { ToolRunMetrics } from "./state-files.js";
import { round } from "../util/round.js";

export const SLOWER_RATIO = 1.5;
export const SLOWER_MIN_MS = 20;
export const LESS_RELIABLE_DROP = 0.1;

export function toolTrend(
  current: Pick<ToolStats, "calls" | "successes" | "p95LatencyMs" | "expectedErrors">,
  history: readonly ToolRunMetrics[],
): ToolTrend {
  const runs = history.filter((r) => r.calls > 0);
  if (runs.length === 0) {
    return { runs: 0, successRate: null, p95LatencyMs: null, successRateDelta: null, p95LatencyDeltaMs: null, flags: ["new"] };
  }
  const calls = runs.reduce((n, r) => n + r.calls, 0);
  const successRate = round(runs.reduce((n, r) => n + r.successes, 0) / calls);
  const p95LatencyMs = round(median(runs.map((r) => r.p95LatencyMs)), 1);
  // As stored (record-run.ts): an error a tool test expected counts as a call that went as intended.
  const rateNow = current.calls === 0 ? successRate : (current.successes + (current.expectedErrors ?? 0)) / current.calls;
  const successRateDelta = round(rateNow - successRate);
  const p95LatencyDeltaMs = round(current.p95LatencyMs - p95LatencyMs, 1);
  const flags: ToolTrend["flags"] = [];
  if (current.p95LatencyMs > p95LatencyMs * SLOWER_RATIO && p95LatencyDeltaMs >= SLOWER_MIN_MS) flags.push("slower");
  // A small epsilon: 0.9 - 1.0 is -0.09999999999999998 in floating point.
  if (successRateDelta <= -LESS_RELIABLE_DROP + 1e-9) flags.push("less-reliable");
  return { runs: runs.length, successRate, p95LatencyMs, successRateDelta, p95LatencyDeltaMs, flags };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

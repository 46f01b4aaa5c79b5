/**
 * Per-tool statistics of a run from its call records: calls, successes,
 * average and p95 latency, last call and last error. Pure.
 */
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolStats } from "../result/tool-stats.js";
import { round } from "../util/round.js";

export function toolStats(
  calls: Array<
    Pick<ToolCallRecord, "server" | "tool" | "ok" | "latencyMs" | "errorKind"> &
      Partial<Pick<ToolCallRecord, "error" | "startedAt" | "expectedError">>
  >,
): ToolStats[] {
  const groups = new Map<string, typeof calls>();
  for (const call of calls) {
    // Calls to tools the server does not have never reached it: they are the
    // agent's mistake, and appear in the workflow's health metric instead.
    if (call.errorKind === "unknown-tool") continue;
    const key = `${call.server}\u0000${call.tool}`;
    const group = groups.get(key) ?? [];
    group.push(call);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => {
      const latencies = group.map((c) => c.latencyMs).sort((a, b) => a - b);
      const successes = group.filter((c) => c.ok).length;
      // A negative test's error is the tool doing what was asked: not a failure, not a healthy answer either.
      const expectedErrors = group.filter((c) => !c.ok && c.expectedError === true).length;
      return {
        server: group[0]!.server,
        tool: group[0]!.tool,
        calls: group.length,
        successes,
        failures: group.length - successes - expectedErrors,
        ...(expectedErrors > 0 ? { expectedErrors } : {}),
        avgLatencyMs: round(latencies.reduce((a, b) => a + b, 0) / latencies.length, 1),
        p95LatencyMs: round(percentile(latencies, 0.95), 1),
        ...lastCall(group),
      };
    })
    .sort((a, b) => a.server.localeCompare(b.server) || a.tool.localeCompare(b.tool));
}

/** When the tool was last called and the error of its last failed call (calls without a time keep their order). */
function lastCall(
  group: Array<Pick<ToolCallRecord, "ok"> & Partial<Pick<ToolCallRecord, "error" | "startedAt" | "expectedError">>>,
): Pick<ToolStats, "lastCalledAt" | "lastError"> {
  // One pass, no sort: ISO times of one clock compare as strings; on equal (or missing) times the later call wins.
  let last: (typeof group)[number] | undefined;
  let lastFailed: (typeof group)[number] | undefined;
  for (const call of group) {
    const at = call.startedAt ?? "";
    if (!last || at >= (last.startedAt ?? "")) last = call;
    if (!call.ok && call.expectedError !== true && (!lastFailed || at >= (lastFailed.startedAt ?? ""))) lastFailed = call;
  }
  return { lastCalledAt: last?.startedAt ?? null, lastError: lastFailed ? (lastFailed.error ?? "failed") : null };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

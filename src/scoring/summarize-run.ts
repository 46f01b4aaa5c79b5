/**
 * Run-level numbers from the per-workflow and per-test results: the overall
 * score (mean over workflows and tool tests), per-tool statistics and tool
 * coverage. Pure: results in, numbers out.
 */
import { QUALIFIED_TOOL_SEPARATOR } from "../mcp/server-names.js";
import type { EvalResult } from "../result/eval-result.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { ToolStats } from "../result/tool-stats.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { round } from "../util/round.js";

// eval/merge-results.ts still imports round from here; it lives in util/round.ts.
export { round };

export function overallScore(workflows: Pick<WorkflowResult, "score">[], tests: Pick<ToolHealthResult, "passed">[]): number {
  const scores = [...workflows.map((w) => w.score), ...tests.map((t) => (t.passed ? 1 : 0))];
  if (scores.length === 0) return 0;
  return round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

export function toolStats(calls: Array<Pick<ToolCallRecord, "server" | "tool" | "ok" | "latencyMs" | "errorKind"> & Partial<Pick<ToolCallRecord, "error" | "startedAt">>>): ToolStats[] {
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
      return {
        server: group[0]!.server,
        tool: group[0]!.tool,
        calls: group.length,
        successes,
        failures: group.length - successes,
        avgLatencyMs: round(latencies.reduce((a, b) => a + b, 0) / latencies.length, 1),
        p95LatencyMs: round(percentile(latencies, 0.95), 1),
        ...lastCall(group),
      };
    })
    .sort((a, b) => a.server.localeCompare(b.server) || a.tool.localeCompare(b.tool));
}

/** When the tool was last called and the error of its last failed call (calls without a time keep their order). */
function lastCall(group: Array<Pick<ToolCallRecord, "ok"> & Partial<Pick<ToolCallRecord, "error" | "startedAt">>>): Pick<ToolStats, "lastCalledAt" | "lastError"> {
  // ISO times of one clock sort as strings; the sort is stable for equal or missing times.
  const ordered = [...group].sort((a, b) => (a.startedAt ?? "").localeCompare(b.startedAt ?? ""));
  const lastFailed = ordered.filter((c) => !c.ok).at(-1);
  return { lastCalledAt: ordered.at(-1)?.startedAt ?? null, lastError: lastFailed ? (lastFailed.error ?? "failed") : null };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function coverage(offered: string[], stats: Pick<ToolStats, "tool">[]): EvalResult["coverage"] {
  const exercisedNames = new Set(stats.map((s) => s.tool));
  const unique = [...new Set(offered)];
  const exercised = unique.filter((name) => exercisedNames.has(name)).length;
  return {
    exercised,
    total: unique.length,
    ratio: unique.length === 0 ? 0 : round(exercised / unique.length),
    unexercised: unique.filter((name) => !exercisedNames.has(name)).sort(),
  };
}

/**
 * Coverage of the tools offered by the servers that were connected: with
 * several servers, tools are counted as `server__tool` (one name can be two tools).
 */
export function serverCoverage(offered: ReadonlyArray<{ server: string; tool: string }>, stats: Pick<ToolStats, "server" | "tool">[]): EvalResult["coverage"] {
  const several = new Set(offered.map((o) => o.server)).size > 1;
  const qualify = ({ server, tool }: { server: string; tool: string }) => (several ? `${server}${QUALIFIED_TOOL_SEPARATOR}${tool}` : tool);
  return coverage(
    offered.map(qualify),
    stats.map((s) => ({ tool: qualify(s) })),
  );
}

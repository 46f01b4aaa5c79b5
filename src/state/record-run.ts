/**
 * The state files after one run: pure functions from the old file and the
 * run's data to the new file. Each keeps the folder bounded: HISTORY_LIMIT
 * runs in history.json, HISTORY_LIMIT runs per tool in metrics.json, tools
 * not called in the last HISTORY_LIMIT runs dropped, and tools.json holding
 * only the tools the servers offer now.
 */
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { EvalResult } from "../result/eval-result.js";
import type { ToolStats } from "../result/tool-stats.js";
import { toolsHash } from "../protocol/tools-hash.js";
import {
  HISTORY_LIMIT,
  emptyHistoryFile,
  emptyMetricsFile,
  emptyToolsFile,
  metricsKey,
  type HistoryFile,
  type HistoryRun,
  type MetricsFile,
  type ToolsFile,
} from "./state-files.js";
import { toolSnapshot } from "./tool-snapshot.js";
import { offeringsState } from "./offering-snapshots.js";
import type { ServerOfferings } from "../protocol/server-offerings.js";
import { nameTable, ownValue } from "../util/name-table.js";
import { unitCountTables } from "../scoring/gate/unit-counts.js";

/** One server's tools and initialize info this run (tools undefined: not reached, its baseline is kept). */
export interface ServerState {
  server: string;
  tools: Tool[] | undefined;
  serverInfo?: { name: string; version: string } | null;
  /** Its resources, templates and prompts; a kind not known this run keeps its baseline. */
  offerings?: ServerOfferings | undefined;
  /** Tokens of its tool list, when this run counted them (config `budget`). */
  toolTokens?: { encoding: string; tokens: number } | undefined;
}

export function recordTools(previous: ToolsFile | null, servers: ServerState[], now: string): ToolsFile {
  const next: ToolsFile = previous ? { ...previous, servers: nameTable(Object.entries(previous.servers)) } : emptyToolsFile(now);
  next.updatedAt = now;
  for (const { server, tools, serverInfo, offerings, toolTokens } of servers) {
    if (tools === undefined) continue;
    const before = ownValue(previous?.servers, server);
    const hash = toolsHash(tools);
    // An uncounted run keeps the last count only while the tool list it counted is unchanged.
    const tokens = toolTokens ?? (before?.toolsHash === hash ? before.toolTokens : undefined);
    next.servers[server] = {
      at: now,
      serverInfo: serverInfo ?? null,
      toolsHash: hash,
      tools: nameTable(tools.map((t) => [t.name, toolSnapshot(t)])),
      ...offeringsState(offerings, before),
      ...(tokens ? { toolTokens: tokens } : {}),
    };
  }
  return next;
}

/** metrics.json after a run; `stats` carry `lastCalledAt` and `lastError` as scoring computed them from the call records. */
export function recordMetrics(previous: MetricsFile | null, stats: readonly ToolStats[], now: string): MetricsFile {
  const base = previous ?? emptyMetricsFile();
  const run = base.runCount + 1;
  const tools: MetricsFile["tools"] = nameTable();
  for (const [key, entry] of Object.entries(base.tools)) tools[key] = { ...entry, runs: [...entry.runs] };
  for (const s of stats) {
    const key = metricsKey(s.server, s.tool);
    const entry = tools[key] ?? { server: s.server, tool: s.tool, runs: [], lastCalledAt: null, lastError: null, lastSuccessAt: null };
    // An expected error is a call that went as intended: success rates, trends and fallback ranking count it so.
    const expectedErrors = s.expectedErrors ?? 0;
    const successes = s.successes + expectedErrors;
    entry.runs.push({
      run,
      at: now,
      calls: s.calls,
      successes,
      ...(expectedErrors > 0 ? { expectedErrors } : {}),
      avgLatencyMs: s.avgLatencyMs,
      p95LatencyMs: s.p95LatencyMs,
    });
    entry.lastCalledAt = s.lastCalledAt ?? now;
    if (typeof s.lastError === "string") entry.lastError = s.lastError;
    if (successes > 0) entry.lastSuccessAt = now;
    tools[key] = entry;
  }
  // The bound: only runs in the window, only tools called within it.
  for (const [key, entry] of Object.entries(tools)) {
    entry.runs = entry.runs.filter((r) => r.run > run - HISTORY_LIMIT);
    if (entry.runs.length === 0) delete tools[key];
  }
  return { ...base, runCount: run, tools };
}

export function recordHistory(
  previous: HistoryFile | null,
  result: Pick<EvalResult, "score" | "passed" | "workflows" | "toolHealth"> & { shard?: EvalResult["shard"] },
  now: string,
  branch?: string,
): HistoryFile {
  const base = previous ?? emptyHistoryFile();
  const entry = {
    at: now,
    score: result.score,
    passed: result.passed,
    workflows: nameTable(result.workflows.map((w) => [w.name, w.passed])),
    counts: unitCountTables(result.workflows, result.toolHealth),
    // A shard's durations are not recorded: shards reading one folder one after another must split alike.
    ...(result.shard ? {} : { durations: runDurations(result) }),
    ...(branch !== undefined ? { branch } : {}),
  };
  return { ...base, runs: [...base.runs, entry].slice(-HISTORY_LIMIT) };
}

/** What each unit of this run took: a workflow its repeats together, a suite its tests' calls (none infrastructure-failed: those measured nothing). */
function runDurations(result: Pick<EvalResult, "workflows" | "toolHealth">): NonNullable<HistoryRun["durations"]> {
  const suites = nameTable<number>();
  for (const test of result.toolHealth) {
    if (test.infrastructure === true) continue;
    suites[test.suite] = (ownValue(suites, test.suite) ?? 0) + test.latencyMs;
  }
  const workflows = nameTable<number>(result.workflows.filter((w) => w.infrastructure !== true).map((w) => [w.name, w.durationMs]));
  return { workflows, suites };
}

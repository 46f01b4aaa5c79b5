/**
 * The state folder's side of a long-lived session (the proxy): it is one
 * "run" in metrics.json whose entry grows while it lives. Each write is a
 * read-modify-write of the whole file under the folder's lock, so a CI run
 * (or a second proxy) writing at the same time loses nothing: their runs are
 * other entries. Tool snapshots (tools.json) are written the same way, one
 * server at a time, when a server's tool list is seen.
 */
import path from "node:path";
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { ToolStats } from "../result/tool-stats.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { readState } from "./read-state.js";
import { recordMetrics, recordTools } from "./record-run.js";
import { HISTORY_LIMIT, METRICS_FILE, TOOLS_FILE, metricsKey, type MetricsFile, type ToolsFile } from "./state-files.js";
import { withStateLock } from "./state-lock.js";
import { nameTable, ownValue } from "../util/name-table.js";

/**
 * metrics.json with a session's cumulative stats: the first write opens a
 * run (as recordMetrics does); later writes replace that run's entry per
 * tool. Returns the file and the session's run number.
 */
export function recordSessionMetrics(
  previous: MetricsFile | null,
  run: number | null,
  stats: readonly ToolStats[],
  now: string,
): { file: MetricsFile; run: number } {
  if (run === null) {
    const file = recordMetrics(previous, stats, now);
    return { file, run: file.runCount };
  }
  const base = previous ?? { version: 1 as const, runCount: run, tools: nameTable() };
  const tools: MetricsFile["tools"] = nameTable(Object.entries(base.tools));
  for (const s of stats) {
    const key = metricsKey(s.server, s.tool);
    const entry = tools[key] ?? { server: s.server, tool: s.tool, runs: [], lastCalledAt: null, lastError: null, lastSuccessAt: null };
    const mine = { run, at: now, calls: s.calls, successes: s.successes, avgLatencyMs: s.avgLatencyMs, p95LatencyMs: s.p95LatencyMs };
    const runs = [...entry.runs.filter((r) => r.run !== run), mine]
      .sort((a, b) => a.run - b.run)
      .filter((r) => r.run > base.runCount - HISTORY_LIMIT);
    tools[key] = {
      ...entry,
      runs,
      lastCalledAt: s.lastCalledAt ?? now,
      lastError: typeof s.lastError === "string" ? s.lastError : entry.lastError,
      lastSuccessAt: s.successes > 0 ? now : entry.lastSuccessAt,
    };
  }
  return { file: { ...base, runCount: Math.max(base.runCount, run), tools }, run };
}

/** metrics.json without the tools `matches` picks (reset_tool_metrics). */
export function dropMetrics(previous: MetricsFile | null, matches: (server: string, tool: string) => boolean): MetricsFile | null {
  if (previous === null) return null;
  return { ...previous, tools: nameTable(Object.entries(previous.tools).filter(([, e]) => !matches(e.server, e.tool))) };
}

/** Reads metrics.json, applies `change`, writes it back, all under the folder's lock. */
export async function updateMetricsFile(
  dir: string,
  change: (previous: MetricsFile | null) => MetricsFile | null,
  signal?: AbortSignal,
): Promise<void> {
  await withStateLock(
    dir,
    async () => {
      const { metrics } = await readState(dir, signal);
      const next = change(metrics);
      if (next !== null) await writeFileAtomic(path.join(dir, METRICS_FILE), `${JSON.stringify(next)}\n`);
    },
    { signal },
  );
}

/** Records the tool lists of these servers in tools.json (the snapshots later sessions search without starting them). */
export async function saveToolSnapshots(
  dir: string,
  servers: ReadonlyArray<{ server: string; tools: Tool[]; serverInfo: { name: string; version: string } | null }>,
  signal?: AbortSignal,
): Promise<void> {
  await withStateLock(
    dir,
    async () => {
      const { tools } = await readState(dir, signal);
      const next = recordTools(
        tools,
        servers.map((s) => ({ ...s })),
        new Date().toISOString(),
      );
      await writeFileAtomic(path.join(dir, TOOLS_FILE), `${JSON.stringify(next)}\n`);
    },
    { signal },
  );
}

/** The tools of a stored snapshot, as MCP tool definitions. */
export function snapshotTools(file: ToolsFile | null, server: string): { tools: Tool[]; at: string; toolsHash: string } | undefined {
  const entry = ownValue(file?.servers, server);
  if (!entry) return undefined;
  const tools = Object.entries(entry.tools).map(([name, t]): Tool => ({
    name,
    ...(t.title === null ? {} : { title: t.title }),
    ...(t.description === null ? {} : { description: t.description }),
    inputSchema: t.inputSchema as Tool["inputSchema"],
    ...(t.outputSchema === null ? {} : { outputSchema: t.outputSchema as Tool["outputSchema"] }),
    ...(t.annotations === null ? {} : { annotations: t.annotations }),
  }));
  return { tools, at: entry.at, toolsHash: entry.toolsHash };
}

/**
 * The proxy's own tools beyond the three discovery tools: servers, tool
 * lists, alternatives, metrics, refresh and embeddings. Each is a zod input
 * schema plus a handler over the shared ToolHub, answering JSON text.
 */
import { observedSuccessRate } from "../search/engine/rank-fallbacks.js";
import { z } from "zod";
import { jsonResult, ToolRefInput, type DiscoveryTool } from "../search/hub/discovery/discovery-tools.js";
import type { ToolHub } from "../search/hub/discovery/tool-hub.js";
import { oneLine } from "../search/hub/discovery/find-tools.js";
import type { ToolDiff } from "../search/hub/discovery/tool-catalog.js";
import type { IndexedTool } from "../search/engine/types.js";

const ServerFilter = z.object({ server: z.string().optional().describe("Only this server (default: all)") });

/** A proxy tool: runs on the whole ToolHub (catalog, metrics, engine). */
type ProxyTool = DiscoveryTool<z.ZodObject, ToolHub>;

const listServers: ProxyTool = {
  name: "list_mcp_servers",
  description:
    "Every configured MCP server: connection state (configured = not started yet), connected_at, last_error, tool count and when its tool list last changed.",
  input: z.object({}),
  async run(hub) {
    const reports = hub.catalog.reports();
    return jsonResult({
      servers: reports.map((r) => {
        const known = hub.catalog.known(r.name);
        return {
          name: r.name,
          transport: r.transport,
          state: r.state,
          connected_at: r.connectedAt,
          last_error: r.lastError,
          tools: known?.tools.length ?? null,
          tools_from: known?.source ?? null,
          last_schema_change: known?.at ?? null,
          protocol_version: r.protocolVersion,
        };
      }),
    });
  },
};

const listTools: ProxyTool = {
  name: "list_tools",
  description:
    "Brief list of the tools (name and one-line description) of one server or all; include_metrics adds success rate, average latency and call count.",
  input: ServerFilter.extend({ include_metrics: z.boolean().optional().describe("Add success rate, average latency and calls") }),
  async run(hub, args, { signal }) {
    const { server, include_metrics } = args as { server?: string; include_metrics?: boolean };
    const { tools, unreachable } = await hub.catalog.tools(server === undefined ? hub.catalog.names : [server], signal);
    const metrics = include_metrics
      ? new Map((await hub.metrics.metrics({ server, signal })).map((m) => [`${m.server}/${m.tool}`, m]))
      : undefined;
    return jsonResult({
      tools: tools.map(({ server: s, tool }) => {
        const m = metrics?.get(`${s}/${tool.name}`);
        return {
          server: s,
          name: tool.name,
          description: oneLine(tool),
          ...(metrics ? { success_rate: m?.successRate ?? null, avg_latency_ms: m?.avgLatencyMs ?? null, calls: m?.calls ?? 0 } : {}),
        };
      }),
      ...(unreachable.length > 0 ? { unreachable } : {}),
    });
  },
};

const recommendTools: ProxyTool = {
  name: "recommend_tools",
  description:
    "Tools recommended for a task: ranked by meaning (embeddings), then, with search.model configured, the best candidates ranked by that model.",
  input: z.object({ task: z.string().min(1).describe("The task, in plain words"), limit: z.number().int().min(1).max(20).optional() }),
  async run(hub, args, { signal }) {
    const { task, limit } = args as { task: string; limit?: number };
    const { hits, rankedBy, unreachable, note } = await hub.recommend(task, { limit, signal });
    return jsonResult({ tools: hits, ranked_by: rankedBy, ...(unreachable.length > 0 ? { unreachable } : {}), ...(note ? { note } : {}) });
  },
};

const alternatives: ProxyTool = {
  name: "get_tool_alternatives",
  description:
    "Other tools that could do a tool's job, best first (similarity × success rate × recency, as fallback suggestions are ranked).",
  input: ToolRefInput,
  async run(hub, args, { signal }) {
    const { server, tool } = args as { server: string; tool: string };
    const found = await hub.alternatives(server, tool, { signal });
    return jsonResult({
      alternatives: found.map((s) => ({
        server: s.server,
        tool: s.tool,
        score: s.score,
        similarity: s.similarity,
        success_rate: observedSuccessRate(s),
        reason: s.reason,
      })),
    });
  },
};

const ToolFilter = z.object({
  server: z.string().optional().describe("Only this server"),
  tool: z.string().optional().describe("Only this tool"),
});

const getMetrics: ProxyTool = {
  name: "get_tool_metrics",
  description: "Per-tool metrics (calls, successes, success rate, latency, last error) from the stored history and this session.",
  input: ToolFilter,
  async run(hub, args, { signal }) {
    return jsonResult({ metrics: await hub.metrics.metrics({ ...(args as { server?: string; tool?: string }), signal }) });
  },
};

const resetMetrics: ProxyTool = {
  name: "reset_tool_metrics",
  description: "Forget the metrics of one tool, one server's tools, or all tools (in this session and the state folder).",
  input: ToolFilter,
  async run(hub, args, { signal }) {
    return jsonResult({ reset: await hub.metrics.reset({ ...(args as { server?: string; tool?: string }), signal }) });
  },
};

const refresh: ProxyTool = {
  name: "refresh_tools",
  description:
    "List the tools of started servers again (force: also servers not started) and report added, updated, removed and unchanged tools; only new and changed tools are embedded again.",
  input: ServerFilter.extend({ force: z.boolean().optional().describe("Also start servers known only from their snapshot") }),
  async run(hub, args, { signal }) {
    const { server, force } = args as { server?: string; force?: boolean };
    const results: Array<ToolDiff & { listed: boolean; embedded: number; error?: string }> = [];
    for (const name of server === undefined ? hub.catalog.names : [server]) {
      try {
        const diff = await hub.catalog.refresh(name, { force, signal });
        const { tools } = await hub.catalog.tools([name], signal);
        results.push({ ...diff, embedded: await embed(hub, tools, false, signal) });
      } catch (error) {
        signal?.throwIfAborted();
        results.push({
          server: name,
          added: [],
          updated: [],
          removed: [],
          unchanged: [],
          listed: false,
          embedded: 0,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    await hub.saveVectors();
    return jsonResult({ servers: results });
  },
};

const regenerate: ProxyTool = {
  name: "regenerate_embeddings",
  description: "Embed the tools of one server (or all known tools) again, e.g. after changing the embedding model.",
  input: ServerFilter,
  async run(hub, args, { signal }) {
    const { server } = args as { server?: string };
    const { tools, unreachable } = await hub.catalog.tools(server === undefined ? hub.catalog.names : [server], signal);
    const embedded = await embed(hub, tools, true, signal);
    await hub.saveVectors();
    return jsonResult({ embedded, model: hub.engine.embedderId, ...(unreachable.length > 0 ? { unreachable } : {}) });
  },
};

/** Vectors for these tools (all again when `regenerate`); a lexical-only setup embeds nothing. */
async function embed(hub: ToolHub, tools: readonly IndexedTool[], regenerate: boolean, signal?: AbortSignal): Promise<number> {
  if (hub.mode === "lexical") return 0;
  return hub.engine.embedTools(tools, { regenerate, signal });
}

/** Every proxy tool besides the discovery tools. */
export const PROXY_TOOLS: readonly ProxyTool[] = [
  listServers,
  listTools,
  recommendTools,
  alternatives,
  getMetrics,
  resetMetrics,
  refresh,
  regenerate,
];

/**
 * Tool discovery over a config's servers, behind `mcpvals proxy` (a
 * discover-mode workflow runs the same discovery tools and ranking,
 * workflow-discovery.ts, over its own routed calls). Search runs over the
 * catalog (snapshots, so servers start only when nothing is known of
 * them); a call starts its server, is recorded in the
 * session's metrics, and on failure gets fallback suggestions ranked as in a
 * run (similarity × success rate × recency), with the first one called
 * automatically when `fallbacks.autoRetryFallback` is set.
 */
import type { McpTool as Tool } from "../../../protocol/mcp-types.js";
import { callTool } from "../../../mcp/requests/call-tool.js";
import { SchemaValidator } from "../../../mcp/requests/schema-validator.js";
import type { FallbackSettings } from "../../../config/search-schema.js";
import type { ToolCallRecord } from "../../../result/tool-call-record.js";
import type { FallbackSuggestion } from "../../../result/fallback-report.js";
import type { SearchMode } from "../../../result/search-mode.js";
import { describeError } from "../../../errors.js";
import { observedSuccessRate, rankFallbacks } from "../../engine/rank-fallbacks.js";
import type { SearchEngine } from "../../engine/search-engine.js";
import type { ToolSearch } from "../../engine/tool-search.js";
import { toolText } from "../../engine/tool-text.js";
import type { IndexedTool, ToolHit } from "../../engine/types.js";
import { closeNames } from "../../engine/close-names.js";
import { argsFor, callFailure } from "../fallbacks/workflow-fallbacks.js";
import type { SessionMetrics } from "./session-metrics.js";
import { findTools, type FoundTool } from "./find-tools.js";
import type { ToolCatalog } from "./tool-catalog.js";
import type { DiscoveryBackend, HubCallResult } from "./discovery-backend.js";

export interface ToolHubOptions {
  catalog: ToolCatalog;
  engine: SearchEngine;
  metrics: SessionMetrics;
  /** config.fallbacks; null: no suggestions. */
  fallbacks: FallbackSettings | null;
  /** Search mode when a query names none (config.search.mode). */
  mode: SearchMode;
  /** Limit of one downstream call (config.timeouts.toolCallMs). */
  callTimeoutMs: number;
  /** Candidates of the semantic pass the model ranks in recommend() (config.search.rerankTop). @default 10 */
  rerankTop?: number;
  /** Writes the engine's vectors to the state folder (under its lock). */
  saveVectors?: () => Promise<void>;
}

export class ToolHub implements DiscoveryBackend {
  readonly catalog: ToolCatalog;
  readonly engine: SearchEngine;
  readonly metrics: SessionMetrics;
  readonly #options: ToolHubOptions;
  readonly #validator = new SchemaValidator();
  /** Searches by the servers they cover; all are dropped when the catalog changes. */
  readonly #indexes = new Map<string, { size: number; search: ToolSearch }>();
  #indexesVersion = -1;

  constructor(options: ToolHubOptions) {
    this.#options = options;
    this.catalog = options.catalog;
    this.engine = options.engine;
    this.metrics = options.metrics;
  }

  /** The default search mode (config.search.mode). */
  get mode(): SearchMode {
    return this.#options.mode;
  }

  /** Writes the vectors computed so far to the state folder (refresh, regenerate, close). */
  async saveVectors(): Promise<void> {
    await this.#options.saveVectors?.();
  }

  /** The best `limit` tools for a query (of one server, or all), with what could not be searched. */
  async search(
    query: string,
    {
      mode = this.#options.mode,
      limit = 10,
      server,
      signal,
    }: { mode?: SearchMode; limit?: number; server?: string; signal?: AbortSignal } = {},
  ): Promise<{ hits: FoundTool[]; unreachable: Array<{ server: string; error: string }>; note: string | null }> {
    const servers = server === undefined ? this.catalog.names : [server];
    const { tools, unreachable } = await this.catalog.tools(servers, signal);
    const { hits, note } = await findTools(this.#indexOver(tools, servers.join("\u0000")), tools, query, { mode, limit, signal });
    return { hits, unreachable, note };
  }

  /**
   * Tools for a task: a semantic first pass, then, with search.model, the
   * model ranks the best `rerankTop` candidates (scores stay the semantic
   * ones). A model that fails leaves the semantic order, and `note` says why.
   */
  async recommend(
    task: string,
    { limit = 5, signal }: { limit?: number; signal?: AbortSignal } = {},
  ): Promise<{
    hits: FoundTool[];
    rankedBy: "semantic" | "llm";
    unreachable: Array<{ server: string; error: string }>;
    note: string | null;
  }> {
    const { tools, unreachable } = await this.catalog.tools(this.catalog.names, signal);
    const first = await findTools(this.#indexOver(tools, this.catalog.names.join("\u0000")), tools, task, {
      mode: "semantic",
      limit: Math.max(limit, this.#options.rerankTop ?? 10),
      signal,
    });
    if (!this.engine.hasRanker || first.hits.length === 0)
      return { hits: first.hits.slice(0, limit), rankedBy: "semantic", unreachable, note: first.note };
    const candidates = first.hits.map((hit) => tools.find((t) => t.server === hit.server && t.tool.name === hit.tool)!);
    const ranked = await this.engine.index(candidates).rankDetailed(task, { mode: "llm", signal });
    if (!ranked.llmRanked) return { hits: first.hits.slice(0, limit), rankedBy: "semantic", unreachable, note: ranked.fallback };
    const byKey = new Map(first.hits.map((hit) => [`${hit.server}/${hit.tool}`, hit]));
    return {
      hits: ranked.hits.slice(0, limit).map((hit) => byKey.get(`${hit.server}/${hit.tool}`)!),
      rankedBy: "llm",
      unreachable,
      note: null,
    };
  }

  /** A tool's definition, or undefined when the server has no such tool. */
  async schema(server: string, tool: string, signal?: AbortSignal): Promise<Tool | undefined> {
    return this.catalog.definition(server, tool, signal);
  }

  /** Calls a downstream tool (starting its server), records it, and on failure suggests (and maybe calls) another. */
  async call(
    server: string,
    tool: string,
    args: Record<string, unknown>,
    { signal, step = 0 }: { signal?: AbortSignal; step?: number } = {},
  ): Promise<HubCallResult> {
    // A server the config does not have is the caller's mistake (a UsageError), not a server that failed.
    this.catalog.known(server);
    const first = await this.#callOnce(server, tool, args, step, signal);
    if (first.success) return first;
    const failure = callFailure({ record: first.record, result: first.result });
    if (failure === null && first.record.errorKind !== "unknown-tool") return first;
    const suggestions = await this.alternatives(server, tool, { failure: first.error, errorKind: first.record.errorKind, signal });
    if (suggestions.length === 0) return first;
    const shown = suggestions.map((s) => ({
      server: s.server,
      tool: s.tool,
      similarity: s.similarity,
      success_rate: observedSuccessRate(s),
      reason: s.reason,
    }));
    const out: HubCallResult = { ...first, fallback_suggestions: shown };
    if (!this.#options.fallbacks?.autoRetryFallback) return out;
    const best = suggestions[0]!;
    const definition = await this.catalog.definition(best.server, best.tool, signal).catch(() => undefined);
    const retried = await this.#callOnce(best.server, best.tool, argsFor(definition, args), step, signal);
    return {
      ...out,
      fallback: {
        server: best.server,
        tool: best.tool,
        success: retried.success,
        ...(retried.result ? { result: retried.result } : {}),
        ...(retried.error ? { error: retried.error } : {}),
      },
    };
  }

  /**
   * Other tools that could do a tool's job, best first, ranked as fallback
   * suggestions are in a run: similar to the tool (and its error, when it
   * failed), weighed by success rate and recency.
   */
  async alternatives(
    server: string,
    tool: string,
    {
      failure,
      errorKind,
      limit,
      signal,
    }: { failure?: string; errorKind?: ToolCallRecord["errorKind"]; limit?: number; signal?: AbortSignal } = {},
  ): Promise<FallbackSuggestion[]> {
    const { tools } = await this.catalog.tools(this.catalog.names, signal);
    const definition = tools.find((t) => t.server === server && t.tool.name === tool)?.tool;
    const rank = (hits: ToolHit[], basis: "text" | "name" = "text") =>
      rankFallbacks({
        failed: { server, tool },
        hits,
        health: (s, t) => this.metrics.health.health(s, t),
        callAs: (s, t) => `${s}/${t}`,
        maxFallbacks: limit ?? this.#options.fallbacks?.maxFallbacks ?? 3,
        basis,
        // Bad arguments: the tool exists, so its own server's tools are the nearer help.
        ...(errorKind === "invalid-args" ? { preferServer: server } : {}),
      });
    // No such tool: most likely a typo, which the tool's name answers better than any text search.
    const byName = definition ? [] : closeNames(tool, tools);
    if (byName.length > 0) return rank(byName, "name");
    const query = `${definition ? toolText(definition) : tool}${failure ? ` ${failure}` : ""}`;
    const index = this.#indexOver(tools, this.catalog.names.join("\u0000"));
    try {
      return rank(await index.rank(query, { signal }));
    } catch (error) {
      signal?.throwIfAborted();
      // A broken embedder must not cost the suggestions: lexical ranking stands in.
      if (index.mode === "lexical") throw error;
      return rank(await index.rank(query, { mode: "lexical", signal }));
    }
  }

  async #callOnce(server: string, tool: string, args: Record<string, unknown>, step: number, signal?: AbortSignal): Promise<HubCallResult> {
    let lease;
    try {
      lease = await this.catalog.lease(server, signal);
    } catch (error) {
      signal?.throwIfAborted();
      const message = `server "${server}" could not be started: ${describeError(error)}`;
      const record: ToolCallRecord = {
        server,
        tool,
        args,
        step,
        startedAt: new Date().toISOString(),
        ok: false,
        isError: false,
        latencyMs: 0,
        errorKind: "transport",
        error: message,
        resultText: "",
      };
      return { success: false, record, error: message };
    }
    try {
      const outcome = await callTool({
        connection: lease.connection,
        validator: this.#validator,
        tool,
        args,
        timeoutMs: this.#options.callTimeoutMs,
        step,
        signal,
      });
      this.metrics.record(outcome.record);
      const failure = callFailure(outcome);
      const ok = outcome.record.ok && failure === null;
      return {
        success: ok,
        record: outcome.record,
        ...(outcome.result ? { result: outcome.result } : {}),
        ...(ok ? {} : { error: failure?.error ?? outcome.record.error ?? "the call failed" }),
      };
    } finally {
      await lease.release();
    }
  }

  /** The search over these tools, rebuilt only when the catalog changed (its vectors and BM25 index are kept). */
  #indexOver(tools: readonly IndexedTool[], key: string): ToolSearch {
    if (this.#indexesVersion !== this.catalog.version) {
      this.#indexes.clear();
      this.#indexesVersion = this.catalog.version;
    }
    const cached = this.#indexes.get(key);
    if (cached && cached.size === tools.length) return cached.search;
    const search = this.engine.index(tools);
    this.#indexes.set(key, { size: tools.length, search });
    return search;
  }
}

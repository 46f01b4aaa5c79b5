/**
 * The tool-retrieval metric of a run, after its workflows ran: for every
 * step that names expected tools, all tools of the workflow's servers are
 * ranked against the step's user text (no LLM) and each expected tool's
 * rank is recorded. Tells a server author whether the tool descriptions
 * match how users ask.
 *
 * It never fails the run by itself breaking: when the configured mode fails
 * (an embedder that cannot load, an API model that is down), the tools are
 * ranked lexically instead and `error` says so.
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ResolvedWorkflow } from "../../config/resolved-config.js";
import type { SearchMode } from "../../result/search-mode.js";
import type { ToolRetrievalSettings } from "../../config/search-schema.js";
import { describeError, MissingPackageError } from "../../errors.js";
import { scoreRetrieval } from "../../scoring/score-retrieval.js";
import type { ToolSearch } from "../engine/tool-search.js";
import { toolKey } from "../engine/types.js";
import { expectedRank, retrievalQueries, type RetrievalQuery } from "./retrieval-queries.js";
import type { RetrievalRank, RetrievalResult, RetrievalStep } from "../../result/retrieval-result.js";
import type { RunSearch } from "../hub/run-search.js";

/** Options of {@link runRetrieval}. */
export interface RunRetrievalOptions {
  /** The workflows of this run (of this shard). */
  workflows: readonly ResolvedWorkflow[];
  /** `toolRetrieval` with its mode resolved. */
  settings: Pick<ToolRetrievalSettings, "k" | "minRecallAtK"> & { mode: SearchMode };
  /** Every configured server with the tools it offered; undefined for a server never reached (its tools are not ranked). */
  servers: ReadonlyArray<{ server: string; tools: Tool[] | undefined }>;
  /** The run's tool search (shares the embedder and the cached vectors). */
  search: Pick<RunSearch, "index">;
  signal?: AbortSignal;
}

/** The metric, or null when no workflow names expected tools (or the run was cancelled). */
export async function runRetrieval({ workflows, settings, servers, search, signal }: RunRetrievalOptions): Promise<RetrievalResult | null> {
  const planned = workflows.map((workflow) => ({ workflow, queries: retrievalQueries(workflow) })).filter((p) => p.queries.length > 0);
  if (planned.length === 0) return null;
  const { k, mode, minRecallAtK = null } = settings;
  const toolsOf = new Map(servers.map(({ server, tools }) => [server, tools]));
  // Workflows over the same servers share one index (and its vectors), also across the lexical fallback.
  const indexes = new Map<string, ToolSearch>();
  const rankAll = (rankMode: SearchMode) => rankWorkflows({ planned, toolsOf, search, indexes, mode: rankMode, k, signal });
  try {
    const { workflows: ranked, notes } = await rankAll(mode);
    return scoreRetrieval({ workflows: ranked, k, mode, minRecallAtK, error: notes.length > 0 ? notes.join("; ") : null });
  } catch (error) {
    if (signal?.aborted) return null;
    // An optional package left out (the local model): one short line saying how to add it, not a failure.
    const failed = MissingPackageError.isInstance(error)
      ? `${mode} ranking needs ${error.packages.length === 1 ? error.packages[0] : "the local embedding model"}, not installed (${error.installCommand})`
      : `${mode} ranking failed: ${describeError(error)}`;
    if (mode === "lexical") return scoreRetrieval({ workflows: [], k, mode, minRecallAtK, error: failed });
    // Redone from the start, so every rank of the result comes from one mode.
    try {
      const { workflows: ranked, notes } = await rankAll("lexical");
      return scoreRetrieval({
        workflows: ranked,
        k,
        mode: "lexical",
        minRecallAtK,
        error: [`${failed}; ranked lexically instead`, ...notes].join("; "),
      });
    } catch (lexicalError) {
      if (signal?.aborted) return null;
      return scoreRetrieval({
        workflows: [],
        k,
        mode,
        minRecallAtK,
        error: `${failed}; lexical ranking failed too: ${describeError(lexicalError)}`,
      });
    }
  }
}

interface RankWorkflowsOptions {
  planned: ReadonlyArray<{ workflow: ResolvedWorkflow; queries: RetrievalQuery[] }>;
  toolsOf: ReadonlyMap<string, Tool[] | undefined>;
  search: Pick<RunSearch, "index">;
  indexes: Map<string, ToolSearch>;
  mode: SearchMode;
  k: number;
  signal: AbortSignal | undefined;
}

/** Ranked steps per workflow, and notes for the result: an LLM re-rank that fell back, servers never reached. */
async function rankWorkflows({
  planned,
  toolsOf,
  search,
  indexes,
  mode,
  k,
  signal,
}: RankWorkflowsOptions): Promise<{ workflows: Array<{ name: string; steps: RetrievalStep[] }>; notes: string[] }> {
  const ranked: Array<{ name: string; steps: RetrievalStep[] }> = [];
  const notes = new Set<string>();
  const unreached = new Set<string>();
  for (const { workflow, queries } of planned) {
    const reached = workflow.servers.filter((server) => toolsOf.get(server) !== undefined);
    for (const server of workflow.servers) if (!reached.includes(server)) unreached.add(server);
    if (reached.length === 0) continue;
    const key = JSON.stringify(reached);
    let index = indexes.get(key);
    if (!index) {
      index = search.index(reached.flatMap((server) => toolsOf.get(server)!.map((tool) => ({ server, tool }))));
      // Every query of the run in one batch, once: the engine's vectors serve all its indexes.
      if (indexes.size === 0)
        await index.prepareQueries(
          planned.flatMap((p) => p.queries.map((q) => q.user)),
          { mode, signal },
        );
      indexes.set(key, index);
    }
    const steps: RetrievalStep[] = [];
    for (const query of queries) {
      const { hits: ranking, fallback } = await index.rankDetailed(query.user, { mode, signal });
      if (fallback !== null) notes.add(fallback);
      const expected = query.expected
        .map((name) => expectedRank(name, ranking, workflow.servers, reached.length === workflow.servers.length))
        .filter((rank): rank is RetrievalRank => rank !== undefined);
      if (expected.length > 0)
        steps.push({ step: query.step, user: query.user, expected, top: ranking.slice(0, k).map((hit) => toolKey(hit.server, hit.tool)) });
    }
    ranked.push({ name: workflow.name, steps });
  }
  // Their tools could not be ranked: expected tools that may be theirs are left out, which the numbers alone would hide.
  if (unreached.size > 0)
    notes.add(
      `server${unreached.size === 1 ? "" : "s"} ${[...unreached].join(", ")} never reached: ${unreached.size === 1 ? "its" : "their"} tools were not ranked`,
    );
  return { workflows: ranked, notes: [...notes] };
}

/**
 * The run's tool search, made before any server starts and only when a
 * feature of the run needs it: the tool-retrieval metric (some workflow
 * names expected tools), a retrieval-limited agent (`toolSelection:
 * retrieve` with an LLM) or fallback suggestions (on unless `fallbacks:
 * false`, whenever workflows run). Other runs never load tool search. Even
 * then nothing heavy loads up front: the embedding model and the AI SDK load
 * on the first semantic query (for fallbacks, the first failed call). Made
 * early so that a configured API embedder without its key is a usage error
 * before anything runs.
 *
 * Lexical ranking needs no embedder: a run whose search modes are all
 * lexical gets plain lexical indexes and no SearchEngine.
 */
import type { ResolvedConfig, ResolvedWorkflow } from "../../config/resolved-config.js";
import type { SearchEngine } from "../engine/search-engine.js";
import type { RunSearch } from "./run-search.js";
import { retrievalQueries } from "../retrieval/retrieval-queries.js";

/** Options of {@link prepareSearch}. */
export interface PrepareSearchOptions {
  config: ResolvedConfig;
  /** The workflows this run (shard) runs. */
  workflows: readonly ResolvedWorkflow[];
  /** Workflows whose tool retrieval is measured (those run, plus any only measured). @default workflows */
  metricWorkflows?: readonly ResolvedWorkflow[];
  /** Whether a model drives the workflows (the scripted driver ignores toolSelection). */
  llmDriver: boolean;
  /** The run's state folder; its embeddings/ caches vectors. */
  stateDir: string | false;
  env: Record<string, string | undefined>;
  /** An engine the caller made (to share it between runs, or read its stats). */
  engine?: SearchEngine;
}

/** The run's search, or null when nothing in the run searches. */
export async function prepareSearch({
  config,
  workflows,
  metricWorkflows = workflows,
  llmDriver,
  stateDir,
  env,
  engine,
}: PrepareSearchOptions): Promise<RunSearch | null> {
  const embedsForSure = [
    ...(config.toolRetrieval && metricWorkflows.some((w) => retrievalQueries(w).length > 0) ? [config.toolRetrieval.mode] : []),
    ...(llmDriver && workflows.some((w) => w.toolSelection.mode !== "all") ? [config.search.mode] : []),
  ];
  // Fallback suggestions search only after a failed call, which may never come.
  const modes = [...embedsForSure, ...(config.fallbacks && workflows.length > 0 ? [config.search.mode] : [])];
  if (modes.length === 0) return null;
  if (!engine && modes.every((mode) => mode === "lexical")) {
    const { ToolSearch } = await import("../engine/tool-search.js");
    return { index: (tools) => new ToolSearch({ tools, mode: "lexical" }), save: async () => [] };
  }
  const made = engine ?? (await import("../engine/search-engine-for.js")).searchEngineFor(config, { stateDir, env });
  // The metric and retrieval-limited agents will embed: on a cold run the model starts loading now, beside the servers.
  if (embedsForSure.some((mode) => mode !== "lexical")) made.warmUp();
  return { index: (tools) => made.index(tools), save: (signal) => made.save(signal) };
}

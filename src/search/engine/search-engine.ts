/**
 * One per run (or per `mcpvals search`): owns what indexes share. The
 * embedder and its loaded model, the vectors already computed (from the state
 * folder's embeddings/ and from this run), and the LLM used for re-ranking.
 * index() is cheap: it builds a ToolSearch over a set of tools (a workflow's
 * servers, or every server) that reuses all of that.
 *
 * The constructor checks the settings (an API embedder or search.model
 * without its key is a UsageError here, before any server starts) but does no
 * I/O and loads nothing: the state folder is read on the first semantic query,
 * the model loads when a text is missing from it.
 */
import type { EmbeddingsSpec } from "../../config/search-schema.js";
import type { SearchSettings } from "../../config/schema.js";
import { createEmbedder } from "../embeddings/create-embedder.js";
import type { Embedder } from "../embeddings/embedder.js";
import type { FusionOptions } from "./fuse-rankings.js";
import { createLlmRanker, type LlmRanker } from "./llm-ranker.js";
import { ToolSearch } from "./tool-search.js";
import { EmbeddingStore } from "../embeddings/embedding-store.js";
import type { IndexedTool } from "./types.js";
import { VectorCache } from "../embeddings/vector-cache.js";

export interface SearchEngineOptions {
  /** @default "local" */
  embeddings?: EmbeddingsSpec;
  /** @default { mode: "hybrid", rerankTop: 10 } */
  search?: SearchSettings;
  /** State folder whose embeddings/ caches vectors between runs; false: keep nothing. @default false */
  stateDir?: string | false;
  /** Environment for API keys of API embedders and the re-rank model. @default process.env */
  env?: Record<string, string | undefined>;
  /** Limit of one LLM ranking call and of one embedding API call (ms); the config's timeouts.llmCallMs. @default 120_000 */
  llmTimeoutMs?: number;
  /** Use this embedder instead of the one `embeddings` names (a wrapper around it, in tests and benchmarks). */
  embedder?: Embedder;
  /** How hybrid fuses lexical and semantic scores. @default DEFAULT_FUSION */
  fusion?: FusionOptions;
}

export interface SearchEngineStats {
  /** Texts embedded in this process (tools and queries). */
  embedded: number;
  /** Vectors (tools and queries) found in the state folder or computed earlier in this engine instead of embedded. */
  reused: number;
  /** Whether the embedding model was called at all (the local model loads only then). */
  modelLoaded: boolean;
}

export class SearchEngine {
  readonly #options: SearchEngineOptions;
  readonly #vectors: VectorCache;
  readonly #ranker: LlmRanker | undefined;

  constructor(options: SearchEngineOptions = {}) {
    this.#options = options;
    const env = options.env ?? process.env;
    this.#vectors = new VectorCache({
      embedder: options.embedder ?? createEmbedder(options.embeddings, { env, timeoutMs: options.llmTimeoutMs }),
      stateDir: options.stateDir ?? false,
    });
    const model = options.search?.model;
    this.#ranker = model === undefined ? undefined : createLlmRanker(model, { env, timeoutMs: options.llmTimeoutMs });
  }

  /** Id the vectors are stored under (e.g. "use-lite-512", "openai:text-embedding-3-small"). */
  get embedderId(): string {
    return this.#vectors.embedder.id;
  }

  /** Whether `search.model` is set (hybrid re-ranks with it, llm mode ranks with it). */
  get hasRanker(): boolean {
    return this.#ranker !== undefined;
  }

  /** A search over these tools, sharing the engine's embedder and vectors. */
  index(tools: readonly IndexedTool[]): ToolSearch {
    return new ToolSearch({
      tools,
      mode: this.#options.search?.mode,
      vectors: this.#vectors,
      ranker: this.#ranker,
      rerankTop: this.#options.search?.rerankTop,
      fusion: this.#options.fusion,
    });
  }

  /**
   * Makes sure these tools have vectors, embedding only those without one
   * (a tool's vector is keyed by its schema hash, so only new and changed
   * tools are embedded); `regenerate` embeds them all again. Returns how
   * many were embedded.
   */
  async embedTools(
    tools: readonly IndexedTool[],
    { regenerate = false, signal }: { regenerate?: boolean; signal?: AbortSignal } = {},
  ): Promise<number> {
    if (regenerate) await this.#vectors.forgetTools(tools);
    const before = this.#vectors.embedded;
    if (tools.length > 0) await this.#vectors.toolMatrix(tools, signal);
    return this.#vectors.embedded - before;
  }

  /**
   * Starts the embedding model now (the local model's own process loads it)
   * when the state folder holds no vectors of it: a cold run will need it, and
   * the load then overlaps the servers' start and the workflows instead of
   * following them. A run with stored vectors starts nothing.
   */
  warmUp(): void {
    const stateDir = this.#options.stateDir ?? false;
    if (stateDir && EmbeddingStore.exists(stateDir, this.embedderId)) return;
    (this.#vectors.embedder.model as { warm?: () => void }).warm?.();
  }

  /** Writes the vectors of this run's tools and queries to the state folder; problems (also from reading it) come back as warning lines. */
  async save(_signal?: AbortSignal): Promise<string[]> {
    const written = await this.#vectors.save();
    return [...this.#vectors.warnings.splice(0), ...written];
  }

  /** Warning lines so far (an unreadable store that is being rebuilt), without saving. */
  warnings(): string[] {
    return [...this.#vectors.warnings];
  }

  stats(): SearchEngineStats {
    return { embedded: this.#vectors.embedded, reused: this.#vectors.reused, modelLoaded: this.#vectors.embedded > 0 };
  }
}

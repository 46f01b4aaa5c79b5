/**
 * One per run (or per `mcpvals search`): owns what indexes share. The
 * embedder and its loaded model, the vectors already computed (from the state
 * folder's embeddings/ and from this run), and the LLM used for re-ranking.
 * index() is cheap: it builds a ToolSearch over a set of tools (a workflow's
 * servers, or every server) that reuses all of that.
 *
 * CONTRACT for issue 5 work: the constructor does no I/O and loads nothing;
 * semantic/hybrid/llm support, the embedder and the store arrive with the
 * search-core work, behind this same surface.
 */
import type { EmbeddingsSpec } from "../config/search-schema.js";
import type { SearchSettings } from "../config/schema.js";
import { ToolSearch } from "./tool-search.js";
import type { IndexedTool } from "./types.js";

export interface SearchEngineOptions {
  /** @default "local" */
  embeddings?: EmbeddingsSpec;
  /** @default { mode: "hybrid", rerankTop: 10 } */
  search?: SearchSettings;
  /** State folder whose embeddings/ caches vectors between runs; false: keep nothing. @default false */
  stateDir?: string | false;
  /** Environment for API keys of API embedders and the re-rank model. @default process.env */
  env?: Record<string, string | undefined>;
}

export interface SearchEngineStats {
  /** Texts embedded in this process (tools and queries). */
  embedded: number;
  /** Tool vectors reused from the state folder or an earlier index. */
  reused: number;
  /** Whether the embedding model was loaded at all. */
  modelLoaded: boolean;
}

export class SearchEngine {
  readonly #options: SearchEngineOptions;

  constructor(options: SearchEngineOptions = {}) {
    this.#options = options;
  }

  /** A search over these tools, sharing the engine's embedder and vectors. */
  index(tools: readonly IndexedTool[]): ToolSearch {
    return new ToolSearch({ tools, mode: this.#options.search?.mode });
  }

  /** Writes the vectors of this run's tools to the state folder; problems come back as warning lines. */
  async save(_signal?: AbortSignal): Promise<string[]> {
    return [];
  }

  stats(): SearchEngineStats {
    return { embedded: 0, reused: 0, modelLoaded: false };
  }
}

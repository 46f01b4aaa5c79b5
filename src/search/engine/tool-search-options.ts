/** The options and results of a ToolSearch (tool-search.ts). */
import type { FusionOptions } from "./fuse-rankings.js";
import type { LlmRanker } from "./llm-ranker.js";
import type { IndexedTool, SearchMode, ToolHit } from "./types.js";
import type { VectorProvider } from "../embeddings/vector-cache.js";

export interface RankOptions {
  mode?: SearchMode;
  signal?: AbortSignal;
  /**
   * When the optional local embedding model is not installed, rank lexically and say why in `fallback`
   * (`lastFallback`) instead of throwing its MissingPackageError: for callers whose user cannot act on it
   * (an agent) or did not choose the mode. @default false
   */
  lexicalWithoutModel?: boolean;
}

export interface SearchOptions extends RankOptions {
  /** @default 10 */
  topK?: number;
  /** Only tools of these servers. */
  servers?: readonly string[];
}

/** A ranking and how it was made. */
export interface RankResult {
  hits: ToolHit[];
  mode: SearchMode;
  /** True when the LLM's order was used (hybrid re-rank, llm). */
  llmRanked: boolean;
  /** Why the LLM step was skipped or failed and the fused ranking was returned; null when it was not needed or worked. */
  fallback: string | null;
}

export interface ToolSearchOptions {
  tools: readonly IndexedTool[];
  /** Mode when a call names none. @default "hybrid" */
  mode?: SearchMode;
  /** Tool and query vectors (a SearchEngine's); needed by semantic, hybrid and llm's fallback. */
  vectors?: VectorProvider;
  /** The `search.model` ranker: re-ranks hybrid's top candidates, ranks everything in llm mode. */
  ranker?: LlmRanker;
  /** Candidates of the fused ranking the ranker re-orders. @default 10 */
  rerankTop?: number;
  /** How hybrid fuses. @default DEFAULT_FUSION */
  fusion?: FusionOptions;
}

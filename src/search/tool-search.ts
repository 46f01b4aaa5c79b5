/**
 * Tool search over the tools of one or more servers: lexical (BM25),
 * semantic (cosine over embeddings), hybrid (both fused, then optionally
 * re-ranked by an LLM) and llm (an LLM ranks every tool).
 *
 * CONTRACT for issue 5 work (helpers build against this; semantic, hybrid and
 * llm arrive with the embedder and the embedding store):
 *   - rank() returns EVERY tool, best first, scores 0..1;
 *   - search() is rank() cut to topK (and filtered by server);
 *   - nothing heavy happens in the constructor: the lexical index is cheap, the
 *     embedding model loads on the first semantic/hybrid query.
 */
import { UsageError } from "../errors.js";
import { LexicalIndex } from "./lexical-index.js";
import type { IndexedTool, SearchMode, ToolHit } from "./types.js";

export interface RankOptions {
  mode?: SearchMode;
  signal?: AbortSignal;
}

export interface SearchOptions extends RankOptions {
  /** @default 10 */
  topK?: number;
  /** Only tools of these servers. */
  servers?: readonly string[];
}

export interface ToolSearchOptions {
  tools: readonly IndexedTool[];
  /** Mode when a call names none. @default "hybrid" */
  mode?: SearchMode;
}

export class ToolSearch {
  readonly tools: readonly IndexedTool[];
  readonly mode: SearchMode;
  #lexical: LexicalIndex | undefined;

  constructor({ tools, mode = "hybrid" }: ToolSearchOptions) {
    this.tools = tools;
    this.mode = mode;
  }

  /** Every tool ranked against the query, best first. */
  async rank(query: string, { mode = this.mode, signal }: RankOptions = {}): Promise<ToolHit[]> {
    signal?.throwIfAborted();
    if (mode === "lexical") return this.#lexicalIndex().rank(query);
    throw new UsageError(`search mode "${mode}" is not available yet`);
  }

  /** The best `topK` tools for the query. */
  async search(query: string, { topK = 10, servers, ...options }: SearchOptions = {}): Promise<ToolHit[]> {
    const ranked = await this.rank(query, options);
    const wanted = servers ? new Set(servers) : null;
    return (wanted ? ranked.filter((hit) => wanted.has(hit.server)) : ranked).slice(0, topK);
  }

  #lexicalIndex(): LexicalIndex {
    this.#lexical ??= new LexicalIndex(this.tools);
    return this.#lexical;
  }
}

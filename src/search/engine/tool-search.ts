/**
 * Tool search over the tools of one or more servers: lexical (BM25),
 * semantic (cosine over embeddings), hybrid (both fused, then optionally
 * re-ranked by an LLM) and llm (an LLM ranks every tool).
 *
 * Contract:
 *   - rank() returns EVERY tool, best first, scores 0..1 (comparable within
 *     one ranking, not across modes); an empty tool list gives [];
 *   - search() is rank() cut to topK (and filtered by server);
 *   - nothing heavy happens in the constructor: the lexical index is built on
 *     the first query, the embedding model loads on the first
 *     semantic/hybrid query (through the engine's VectorProvider);
 *   - an LLM step that fails (error, timeout, unusable answer) never fails
 *     the query: the fused ranking is returned and `fallback` says why.
 *
 * Scores: lexical = BM25 / best BM25 (relative: the best lexical match is
 * 1); semantic = (cosine + 1) / 2, a fixed map (not min-max) so a weak best
 * match still looks weak; hybrid = the fusion's score (fuse-rankings.ts,
 * relative: the best is 1) times the calibrated relevance of the best hit
 * (hybrid-relevance.ts), so the best hit's score is the estimated chance that
 * it serves the query, an unrelated query scores low throughout, and the
 * order is the fusion's, unchanged; after an LLM re-rank, positions keep the
 * fused scores and only the tools move; llm = (n - position) / n. Hits also
 * carry the raw `cosine` and `bm25` their mode computed.
 */
import { McpvalsError, MissingPackageError, UsageError } from "../../errors.js";
import { fuseScores, type FusionOptions } from "./fuse-rankings.js";
import { hybridRelevance } from "./hybrid-relevance.js";
import { LexicalIndex, relativeToBest } from "./lexical-index.js";
import type { LlmRanker } from "./llm-ranker.js";
import { toolKey, type IndexedTool, type SearchMode, type ToolHit } from "./types.js";
import type { VectorProvider } from "../embeddings/vector-cache.js";
import type { RankOptions, RankResult, SearchOptions, ToolSearchOptions } from "./tool-search-options.js";
import { llmOrder, rerankedTop } from "./llm-order.js";
import { cosineScore, dotAll, topK as topIndices, type VectorMatrix } from "./vector-math.js";

export type { RankOptions, RankResult, SearchOptions, ToolSearchOptions } from "./tool-search-options.js";

export class ToolSearch {
  readonly tools: readonly IndexedTool[];
  readonly mode: SearchMode;
  /** The fallback note of the latest rank() call (see RankResult.fallback); prefer rankDetailed() when queries run concurrently. */
  lastFallback: string | null = null;
  readonly #sorted: readonly IndexedTool[];
  readonly #vectors: VectorProvider | undefined;
  readonly #ranker: LlmRanker | undefined;
  readonly #rerankTop: number;
  readonly #fusion: FusionOptions | undefined;
  #lexical: LexicalIndex | undefined;
  #matrix: { signal: AbortSignal | undefined; matrix: Promise<VectorMatrix> } | undefined;

  constructor({ tools, mode = "hybrid", vectors, ranker, rerankTop = 10, fusion }: ToolSearchOptions) {
    this.tools = tools;
    this.mode = mode;
    // Internally in key order, so equal scores rank the same way in every mode and in search()'s top-k.
    this.#sorted = [...tools].sort((a, b) => compareKeys(a, b));
    this.#vectors = vectors;
    this.#ranker = ranker;
    this.#rerankTop = rerankTop;
    this.#fusion = fusion;
  }

  /** Every tool ranked against the query, best first. */
  async rank(query: string, options: RankOptions = {}): Promise<ToolHit[]> {
    return (await this.rankDetailed(query, options)).hits;
  }

  /**
   * Embeds queries that are about to be ranked in one batch, so each later
   * rank() finds its vector ready. Best effort: a failure here is left to
   * rank() to meet and report (or fall back from) as it would anyway.
   */
  async prepareQueries(queries: readonly string[], { mode = this.mode, signal }: RankOptions = {}): Promise<void> {
    if (mode === "lexical" || !this.#vectors?.queryVectors) return;
    try {
      await this.#vectors.queryVectors(
        queries.filter((q) => q.trim() !== ""),
        signal,
      );
    } catch {
      // rank() meets the same error per query and handles it.
    }
  }

  /** rank(), with whether an LLM ordered it and why it fell back. */
  async rankDetailed(query: string, { mode = this.mode, signal, lexicalWithoutModel = false }: RankOptions = {}): Promise<RankResult> {
    signal?.throwIfAborted();
    const result = await this.#withoutModel(
      mode,
      lexicalWithoutModel,
      (rankMode) => this.#rank(query, rankMode, signal),
      (ranked, note) => ({ ...ranked, fallback: note }),
    );
    this.lastFallback = result.fallback;
    return result;
  }

  /** Runs `rank` in `mode`; without the local model (and when allowed), again lexically, noting why. */
  async #withoutModel<T>(
    mode: SearchMode,
    allowed: boolean,
    rank: (mode: SearchMode) => Promise<T>,
    noted: (result: T, note: string) => T,
  ): Promise<T> {
    try {
      return await rank(mode);
    } catch (error) {
      if (!allowed || mode === "lexical" || !MissingPackageError.isInstance(error)) throw error;
      const note = `${mode} search needs the local embedding model, not installed (${error.installCommand}); ranked lexically instead (scores relative to the best hit)`;
      return noted(await rank("lexical"), note);
    }
  }

  /** The best `topK` tools for the query. */
  async search(query: string, { topK = 10, servers, lexicalWithoutModel = false, ...options }: SearchOptions = {}): Promise<ToolHit[]> {
    let note: string | null = null;
    const hits = await this.#withoutModel(
      options.mode ?? this.mode,
      lexicalWithoutModel,
      (mode) => this.#search(query, { ...options, topK, servers, mode }),
      (found, why) => ((note = why), found),
    );
    if (note !== null) this.lastFallback = note;
    return hits;
  }

  async #search(query: string, { topK = 10, servers, ...options }: SearchOptions): Promise<ToolHit[]> {
    const mode = options.mode ?? this.mode;
    const wanted = servers ? new Set(servers) : null;
    // Without an LLM step, select the top k from the scores instead of sorting every tool.
    if (mode !== "llm" && !(mode === "hybrid" && this.#ranker) && query.trim() !== "" && this.#sorted.length > 0) {
      options.signal?.throwIfAborted();
      const scored = await this.#scores(query, mode, options.signal);
      const scores = scored.scores;
      if (wanted) this.#sorted.forEach(({ server }, i) => wanted.has(server) || (scores[i] = -Infinity));
      this.lastFallback = null;
      return topIndices(scores, topK)
        .filter((i) => scores[i] !== -Infinity)
        .map((i) => this.#hit(i, scores[i]!, scored));
    }
    const ranked = await this.rank(query, options);
    return (wanted ? ranked.filter((hit) => wanted.has(hit.server)) : ranked).slice(0, topK);
  }

  /** Per-tool 0..1 scores (internal order) of the modes that need no LLM, with the raw signals they came from. */
  async #scores(query: string, mode: "lexical" | "semantic" | "hybrid", signal: AbortSignal | undefined): Promise<Scored> {
    if (mode === "lexical") {
      const bm25 = this.#lexicalIndex().bm25(query);
      return { scores: relativeToBest(bm25), bm25 };
    }
    const cosines = await this.#cosines(query, signal);
    if (mode === "semantic") return { scores: cosines.map(cosineScore), cosines };
    const bm25 = this.#lexicalIndex().bm25(query);
    const fused = fuseScores(relativeToBest(bm25), cosines, this.#fusion);
    // One factor for the whole query: the order stays the fusion's, the level says how well the best hit matches.
    let best = 0;
    for (let i = 1; i < fused.length; i++) if (fused[i]! > fused[best]!) best = i;
    const relevance = hybridRelevance(cosines[best]!, bm25[best]!);
    for (let i = 0; i < fused.length; i++) fused[i]! *= relevance;
    return { scores: fused, cosines, bm25 };
  }

  async #rank(query: string, mode: SearchMode, signal: AbortSignal | undefined): Promise<RankResult> {
    const done = (hits: ToolHit[], fallback: string | null = null, llmRanked = false): RankResult => ({ hits, mode, llmRanked, fallback });
    if (mode === "llm" && !this.#ranker)
      throw new UsageError('search mode "llm" needs a model: set search.model (e.g. "openai:gpt-4o-mini"), or use mode "hybrid".');
    if (this.#sorted.length === 0) return done([]);
    // Nothing to match: every tool scores 0, in the fixed order.
    if (query.trim() === "") return done(this.#hits({ scores: new Float64Array(this.#sorted.length) }));
    switch (mode) {
      case "lexical":
      case "semantic":
        return done(this.#hits(await this.#scores(query, mode, signal)));
      case "hybrid": {
        const fused = this.#hits(await this.#scores(query, "hybrid", signal));
        if (!this.#ranker) return done(fused);
        const top = fused.slice(0, this.#rerankTop);
        try {
          const order = await this.#ranker.rank(
            query,
            top.map((hit) => this.#toolOf(hit)),
            { signal },
          );
          return done([...rerankedTop(top, order), ...fused.slice(top.length)], null, true);
        } catch (error) {
          signal?.throwIfAborted();
          return done(fused, `re-ranking by ${this.#ranker.label} failed, kept the fused ranking: ${describe(error)}`);
        }
      }
      case "llm": {
        const ranker = this.#ranker!;
        try {
          const order = await ranker.rank(query, this.#sorted, { signal });
          const n = this.#sorted.length;
          return done(
            llmOrder(order, this.#lexicalIndex().scores(query)).map((i, position) => this.#hit(i, (n - position) / n, {})),
            null,
            true,
          );
        } catch (error) {
          signal?.throwIfAborted();
          return done(
            this.#hits(await this.#scores(query, "hybrid", signal)),
            `ranking by ${ranker.label} failed, used the hybrid ranking: ${describe(error)}`,
          );
        }
      }
    }
  }

  async #cosines(query: string, signal: AbortSignal | undefined): Promise<Float32Array> {
    const vectors = this.#vectors;
    if (!vectors)
      throw new UsageError(
        'semantic and hybrid search need embeddings: build the ToolSearch with SearchEngine.index(), or use mode "lexical".',
      );
    const [matrix, queryVector] = await Promise.all([this.#toolMatrix(vectors, signal), vectors.queryVector(query, signal)]);
    if (matrix.dimension === queryVector.length) return dotAll(matrix, queryVector);
    // The model changed size behind the same id since the matrix was built (the cache then dropped every
    // stored vector): the tools are embedded again, once.
    this.#matrix = undefined;
    const rebuilt = await this.#toolMatrix(vectors, signal);
    if (rebuilt.dimension !== queryVector.length) {
      throw new McpvalsError(
        "MODEL",
        `embeddings: the model answers with vectors of ${queryVector.length} floats for the query but ${rebuilt.dimension} for the tools; it must always return one size.`,
      );
    }
    return dotAll(rebuilt, queryVector);
  }

  /**
   * The tools' matrix, built once and shared by concurrent queries. It is
   * built under the signal of the query that asked first: when that query is
   * cancelled, the others build it again instead of failing with its reason.
   */
  async #toolMatrix(vectors: VectorProvider, signal: AbortSignal | undefined): Promise<VectorMatrix> {
    for (;;) {
      signal?.throwIfAborted();
      const building = (this.#matrix ??= { signal, matrix: vectors.toolMatrix(this.#sorted, signal) });
      try {
        return await building.matrix;
      } catch (error) {
        if (this.#matrix === building) this.#matrix = undefined;
        if (building.signal?.aborted && building.signal !== signal) continue;
        throw error;
      }
    }
  }

  #lexicalIndex(): LexicalIndex {
    this.#lexical ??= new LexicalIndex(this.#sorted);
    return this.#lexical;
  }

  /** Hits of all tools from per-tool scores, best first (ties in key order: the internal order). */
  #hits(scored: Scored): ToolHit[] {
    const { scores } = scored;
    const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
    return order.map((i) => this.#hit(i, scores[i]!, scored));
  }

  #hit(index: number, score: number, { cosines, bm25 }: Partial<Scored>): ToolHit {
    const { server, tool } = this.#sorted[index]!;
    return { server, tool: tool.name, score, ...(cosines ? { cosine: cosines[index]! } : {}), ...(bm25 ? { bm25: bm25[index]! } : {}) };
  }

  #toolOf(hit: ToolHit): IndexedTool {
    return this.#sorted.find(({ server, tool }) => server === hit.server && tool.name === hit.tool)!;
  }
}

/** Per-tool scores in internal order, with the raw signals of the mode. */
interface Scored {
  scores: Float32Array | Float64Array;
  cosines?: Float32Array;
  bm25?: Float64Array;
}

function compareKeys(a: IndexedTool, b: IndexedTool): number {
  return toolKey(a.server, a.tool.name).localeCompare(toolKey(b.server, b.tool.name));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

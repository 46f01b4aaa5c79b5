/**
 * Scores a tool search against a labelled retrieval set: for each mode, every
 * query ranks all of the set's tools, and the rank of the first relevant tool
 * gives Recall@1, Recall@5 and MRR. A query is a hit at k when ANY of its
 * relevant tools is in the top k: a user asking "open example.com in the
 * browser" is served by either browser server's navigate tool.
 *
 * Every query also belongs to one of two fixed halves (retrievalHalf): "dev",
 * the half search settings may be tuned on, and "test", held out to check
 * that a change helps beyond the queries it was tuned on. Results carry the
 * scores of each half next to those of all queries.
 */
import { createHash } from "node:crypto";
import type { RetrievalSet } from "./retrieval-set-schema.js";
import type { SearchEngine } from "./search-engine.js";
import type { ToolSearch } from "./tool-search.js";
import { toolKey, type IndexedTool, type SearchMode } from "./types.js";

export interface EvaluateRetrievalOptions {
  set: RetrievalSet;
  /** A SearchEngine (it indexes the set's tools) or a ToolSearch built over {@link retrievalSetTools}. */
  search: SearchEngine | ToolSearch;
  /** @default ["lexical", "semantic", "hybrid"] */
  modes?: readonly SearchMode[];
  /** Tools kept per query in `top`, for a reader to see what won instead. @default 5 */
  keepTop?: number;
  signal?: AbortSignal;
  /** Clock for `durationMs`. @default performance.now */
  now?: () => number;
}

/** Where one query's first relevant tool ranked. */
export interface RetrievalQueryRank {
  query: string;
  relevant: string[];
  /** 1-based rank of the best-ranked relevant tool; null when none of them is in the set. */
  rank: number | null;
  /** The best tools as ranked, "server/tool". */
  top: string[];
}

export interface RetrievalModeResult {
  mode: SearchMode;
  queries: number;
  /** Share of queries whose first relevant tool ranked first. */
  recallAt1: number;
  /** Share of queries with a relevant tool in the top 5. */
  recallAt5: number;
  /** Mean of 1/rank of the first relevant tool (0 when none is ranked). */
  mrr: number;
  /** Wall time of the mode over all queries, model loading and tool indexing included. */
  durationMs: number;
  /** The same scores over each half of the queries (retrievalHalf). */
  halves: Record<RetrievalHalf, RetrievalScores>;
  ranks: RetrievalQueryRank[];
}

export type RetrievalScores = ReturnType<typeof retrievalScores>;

export type RetrievalHalf = "dev" | "test";

/**
 * The half a query belongs to: "dev" when the first byte of the SHA-256 of
 * its exact text (UTF-8) is even, else "test". Fixed per query, so adding a
 * query never moves another from one half to the other.
 */
export function retrievalHalf(query: string): RetrievalHalf {
  return createHash("sha256").update(query).digest()[0]! % 2 === 0 ? "dev" : "test";
}

export interface RetrievalEvaluation {
  servers: number;
  tools: number;
  modes: RetrievalModeResult[];
}

/** The set's tools in a stable order (servers, then tools, as in tools.json), as search indexes take them. */
export function retrievalSetTools(set: RetrievalSet): IndexedTool[] {
  return Object.entries(set.servers).flatMap(([server, { tools }]) => tools.map((tool) => ({ server, tool })));
}

/** Ranks every query of the set in each mode, one mode after the other. */
export async function evaluateRetrieval({
  set,
  search,
  modes = ["lexical", "semantic", "hybrid"],
  keepTop = 5,
  signal,
  now = () => performance.now(),
}: EvaluateRetrievalOptions): Promise<RetrievalEvaluation> {
  const tools = retrievalSetTools(set);
  // Told apart by shape, not instanceof: a SearchEngine from another bundled copy is still an engine.
  const index = "rank" in search ? search : search.index(tools);
  const results: RetrievalModeResult[] = [];
  for (const mode of modes) {
    const started = now();
    const ranks: RetrievalQueryRank[] = [];
    for (const { query, relevant } of set.queries) {
      const ranked = (await index.rank(query, { mode, signal })).map((hit) => toolKey(hit.server, hit.tool));
      const wanted = new Set(relevant);
      const position = ranked.findIndex((key) => wanted.has(key));
      ranks.push({ query, relevant, rank: position === -1 ? null : position + 1, top: ranked.slice(0, keepTop) });
    }
    const durationMs = now() - started;
    const half = (which: RetrievalHalf) => retrievalScores(ranks.filter(({ query }) => retrievalHalf(query) === which));
    results.push({ mode, ...retrievalScores(ranks), durationMs, halves: { dev: half("dev"), test: half("test") }, ranks });
  }
  return { servers: Object.keys(set.servers).length, tools: tools.length, modes: results };
}

/** Recall@1, Recall@5 and MRR of some ranked queries (all 0 for none). */
export function retrievalScores(ranks: readonly Pick<RetrievalQueryRank, "rank">[]): { queries: number; recallAt1: number; recallAt5: number; mrr: number } {
  const queries = ranks.length;
  if (queries === 0) return { queries, recallAt1: 0, recallAt5: 0, mrr: 0 };
  const within = (k: number) => ranks.filter(({ rank }) => rank !== null && rank <= k).length / queries;
  const mrr = ranks.reduce((sum, { rank }) => sum + (rank === null ? 0 : 1 / rank), 0) / queries;
  return { queries, recallAt1: within(1), recallAt5: within(5), mrr };
}

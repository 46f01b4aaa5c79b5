/**
 * The tool-search modes (config and result both name them).
 */
import { z } from "zod";

export const SEARCH_MODES = ["lexical", "semantic", "hybrid", "llm"] as const;
export const SearchModeSchema = z
  .enum(SEARCH_MODES)
  .describe("lexical: BM25; semantic: cosine over embeddings; hybrid: both fused (then re-ranked by search.model when one is set); llm: search.model ranks all tools");

export type SearchMode = z.output<typeof SearchModeSchema>;

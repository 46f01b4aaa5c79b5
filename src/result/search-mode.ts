/**
 * The tool-search modes (config and result both name them).
 */
import { z } from "zod";
import { SEARCH_MODES } from "./search-modes.js";

export { SEARCH_MODES };
export const SearchModeSchema = z
  .enum(SEARCH_MODES)
  .describe(
    "lexical: BM25; semantic: cosine over embeddings; hybrid: both fused (then re-ranked by search.model when one is set); llm: search.model ranks all tools",
  );

export type SearchMode = z.output<typeof SearchModeSchema>;

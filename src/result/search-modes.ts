/**
 * The tool-search mode names, apart from their zod schema (search-mode.ts) so
 * the CLI can list them in its help without loading zod.
 */
export const SEARCH_MODES = ["lexical", "semantic", "hybrid", "llm"] as const;

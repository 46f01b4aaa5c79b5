/**
 * Tool search's shared vocabulary. A tool is found by its server and MCP
 * name; every ranking covers the tools it was built over, best first, with
 * scores in 0..1 (comparable within one ranking, not across modes).
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { SearchMode } from "../../result/search-mode.js";

export type { SearchMode };

/** A tool as the index sees it. */
export interface IndexedTool {
  server: string;
  tool: Tool;
}

/** One ranked tool. */
export interface ToolHit {
  server: string;
  /** MCP tool name. */
  tool: string;
  /** 0..1, higher is better; what it means depends on the mode (see tool-search.ts "Scores" and docs/tool-search.md). */
  score: number;
  /** The tool's cosine similarity to the query (-1..1), in semantic and hybrid mode. */
  cosine?: number;
  /** The tool's raw BM25 score (0: no word in common with the query, unbounded above), in lexical and hybrid mode. */
  bm25?: number;
}

/** Stable key of a tool across servers: "server/tool". */
export function toolKey(server: string, tool: string): string {
  return `${server}/${tool}`;
}

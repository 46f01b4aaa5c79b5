/**
 * search_tools' ranking, shared by the proxy and discover mode: every tool
 * of the index ranked against the query, cut to `limit`, each with its
 * one-line description. An LLM step that fell back comes back as `note`.
 */
import type { McpTool as Tool } from "../../../protocol/mcp-types.js";
import type { SearchMode } from "../../../result/search-mode.js";
import type { ToolSearch } from "../../engine/tool-search.js";
import { toolKey, type IndexedTool } from "../../engine/types.js";

/** One search hit as a model reads it. */
export interface FoundTool {
  server: string;
  tool: string;
  score: number;
  description: string;
}

export async function findTools(
  index: ToolSearch,
  tools: readonly IndexedTool[],
  query: string,
  { mode, limit = 10, signal }: { mode?: SearchMode; limit?: number; signal?: AbortSignal },
): Promise<{ hits: FoundTool[]; note: string | null }> {
  // The local model is an optional package: an agent cannot install it, so it gets lexical hits and the reason.
  const ranked = await index.rankDetailed(query, { mode, signal, lexicalWithoutModel: true });
  const byKey = new Map(tools.map((t) => [toolKey(t.server, t.tool.name), t.tool]));
  const hits = ranked.hits.slice(0, limit).map((hit) => ({ ...hit, description: oneLine(byKey.get(toolKey(hit.server, hit.tool))) }));
  return { hits, note: ranked.fallback };
}

/** The first line of a tool's description, clipped: what a list of many tools can afford. */
export function oneLine(tool: Tool | undefined): string {
  const text = (tool?.description ?? tool?.title ?? "").trim().split(/\r?\n/)[0] ?? "";
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

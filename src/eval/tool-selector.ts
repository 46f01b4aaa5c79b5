/**
 * `toolSelection: { mode: "retrieve" }` (RAG-MCP): picks the tools a model is
 * offered for one user message, by ranking the workflow's tools against it
 * with the run's search engine. A search mode that fails (embedder broken)
 * falls back to lexical ranking for the rest of the workflow; if even that
 * fails, every tool is offered. Either way the workflow goes on, and `error`
 * says what happened.
 */
import type { SearchMode } from "../result/search-mode.js";
import { describeError } from "../errors.js";
import type { RoutedTool } from "../protocol/routed-tool.js";
import type { ToolSearch } from "../search/engine/tool-search.js";
import { toolKey } from "../search/engine/types.js";
import type { RunSearch } from "../search/hub/run-search.js";

export interface ToolSelector {
  /** Exposed names of the `topK` tools that best match the query, best first. */
  select(query: string, topK: number, signal: AbortSignal): Promise<string[]>;
  /** Why the selection fell back to lexical ranking or to all tools; null when it did not. */
  readonly error: string | null;
}

/** Options of {@link createToolSelector}. */
export interface ToolSelectorOptions {
  /** The run's tool search. */
  search: Pick<RunSearch, "index">;
  /** Search mode (`search.mode`). */
  mode: SearchMode;
  /** The workflow's tools as routed (their exposed names are what the model sees). */
  tools: readonly RoutedTool[];
}

export function createToolSelector({ search, mode: configuredMode, tools }: ToolSelectorOptions): ToolSelector {
  const exposed = new Map(tools.map((t) => [toolKey(t.server, t.definition.name), t.exposedName]));
  let index: ToolSearch | undefined;
  let mode = configuredMode;
  let error: string | null = null;
  let offerAll = false;
  const rank = async (query: string, signal: AbortSignal): Promise<string[]> => {
    index ??= search.index(tools.map((t) => ({ server: t.server, tool: t.definition })));
    const { hits, fallback } = await index.rankDetailed(query, { mode, signal });
    // An LLM re-rank that failed leaves the fused ranking: worth knowing, not worth more.
    if (fallback !== null && error === null) error = fallback;
    return hits.map((hit) => exposed.get(toolKey(hit.server, hit.tool))!);
  };
  const select = async (query: string, topK: number, signal: AbortSignal): Promise<string[]> => {
    if (!offerAll) {
      try {
        return (await rank(query, signal)).slice(0, topK);
      } catch (caught) {
        signal.throwIfAborted();
        if (mode !== "lexical") {
          error = `${mode} ranking failed: ${describeError(caught)}; tools were ranked lexically instead`;
          mode = "lexical";
          return select(query, topK, signal);
        }
        const failed = describeError(caught);
        error = error
          ? `${error}, which failed too (${failed}); every tool was offered`
          : `lexical ranking failed: ${failed}; every tool was offered`;
        offerAll = true;
      }
    }
    return tools.map((t) => t.exposedName);
  };
  return {
    select,
    get error() {
      return error;
    },
  };
}

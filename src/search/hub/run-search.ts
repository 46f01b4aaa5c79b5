/**
 * The run's tool search as the hub sees it: an index per tool set, and the
 * vectors saved once at the end. Made by eval's prepareSearch (or the proxy).
 */
import type { ToolSearch } from "../engine/tool-search.js";
import type { IndexedTool } from "../engine/types.js";

/** What the run's features use: an index per tool set, and the vectors saved once at the end. */
export interface RunSearch {
  /** A search over these tools (sharing the engine's embedder and vectors). */
  index(tools: readonly IndexedTool[]): ToolSearch;
  /** Writes the vectors computed in this run to the state folder; problems come back as warning lines. */
  save(signal?: AbortSignal): Promise<string[]>;
}

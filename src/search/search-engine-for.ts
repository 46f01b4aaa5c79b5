import type { ResolvedConfig } from "../config/resolved-config.js";
import { SearchEngine, type SearchEngineOptions } from "./search-engine.js";

export interface SearchEngineForOptions {
  /** The run's state folder (resolveStateDir), or false for none. */
  stateDir: string | false;
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** Overrides, e.g. a wrapped embedder. */
  overrides?: Partial<SearchEngineOptions>;
}

/** The run's SearchEngine from its config: embeddings, search (mode, rerankTop, model), LLM timeout. */
export function searchEngineFor(config: ResolvedConfig, { stateDir, env = process.env, overrides = {} }: SearchEngineForOptions): SearchEngine {
  return new SearchEngine({
    embeddings: config.embeddings,
    search: config.search,
    stateDir,
    env,
    llmTimeoutMs: config.timeouts.llmCallMs,
    ...overrides,
  });
}

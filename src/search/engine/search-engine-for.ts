import type { ResolvedConfig } from "../../config/resolved-config.js";
import { resolveConfig } from "../../config/load-config.js";
import { isResolvedConfig } from "../../config/resolve-config-source.js";
import type { ConfigInput } from "../../config/schema.js";
import { SearchEngine, type SearchEngineOptions } from "./search-engine.js";

export interface SearchEngineForOptions {
  /** The run's state folder (resolveStateDir), or false for none. */
  stateDir: string | false;
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** Overrides, e.g. a wrapped embedder. */
  overrides?: Partial<SearchEngineOptions>;
}

/**
 * The run's SearchEngine from its config: embeddings, search (mode, rerankTop, model), LLM timeout.
 * @param source a loaded config (`loadConfig(...)`) or a config object (`defineConfig(...)`).
 */
export function searchEngineFor(
  source: ResolvedConfig | ConfigInput,
  { stateDir, env = process.env, overrides = {} }: SearchEngineForOptions,
): SearchEngine {
  const config = isResolvedConfig(source) ? source : resolveConfig(source, { file: null, env, requireWork: false });
  return new SearchEngine({
    embeddings: config.embeddings,
    search: config.search,
    stateDir,
    env,
    llmTimeoutMs: config.timeouts.llmCallMs,
    ...overrides,
  });
}

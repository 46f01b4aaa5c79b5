/**
 * The run's one SearchEngine, made on first use. Tool search is loaded (and
 * with it, in semantic modes, the embedding model and the AI SDK) only when a
 * feature of the run needs it: runs without the retrieval metric or a
 * retrieval-limited agent start as fast as before.
 */
import type { SearchEngine, SearchEngineOptions } from "../search/search-engine.js";

export interface LazySearchEngine {
  /** The engine; created (its module imported) on the first call. */
  get(): Promise<SearchEngine>;
  /** Whether get() was called in this run. */
  readonly used: boolean;
  /** Writes the engine's vectors to the state folder if it was used; problems come back as warning lines. */
  save(signal?: AbortSignal): Promise<string[]>;
}

/** From engine options, or an engine the caller made (shared between runs, or to read its stats in a test). */
export function lazySearchEngine(source: SearchEngineOptions | SearchEngine): LazySearchEngine {
  let engine: Promise<SearchEngine> | undefined;
  const create = async (): Promise<SearchEngine> => {
    if (isEngine(source)) return source;
    const { SearchEngine: Engine } = await import("../search/search-engine.js");
    return new Engine(source);
  };
  return {
    get: () => (engine ??= create()),
    get used() {
      return engine !== undefined;
    },
    async save(signal) {
      return engine ? (await engine).save(signal) : [];
    },
  };
}

function isEngine(source: SearchEngineOptions | SearchEngine): source is SearchEngine {
  return typeof (source as Partial<SearchEngine>).index === "function";
}

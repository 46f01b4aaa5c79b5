/**
 * Tool search over the servers of a config, as `mcpvals search` does it:
 * connect each server (all, or the named ones), list its tools, close it,
 * and rank every tool against the query. Vectors come from and go back to
 * the state folder's cache, like in a run.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { resolveConfigSource, type ConfigSource } from "../config/resolve-config-source.js";
import type { SearchMode } from "../result/search-mode.js";
import { redactError, redactSecrets } from "../secrets/redact-secrets.js";
import { UsageError, describeError } from "../errors.js";
import { connectionManagerFor } from "../mcp/pool/connection-manager-for.js";
import { searchEngineFor } from "./engine/search-engine-for.js";
import { openStateDir } from "../state/open-state-dir.js";
import { configStatePlace } from "../state/state-dir.js";
import { signInStoreFor } from "../state/sign-in-store.js";
import type { IndexedTool, ToolHit } from "./engine/types.js";
import { withModelWarnings } from "../model/route-model-warnings.js";

/** Options of {@link searchServers}. */
export interface SearchServersOptions {
  /** A config object (`defineConfig(...)`), a loaded config (`loadConfig(...)`), or a config file path (relative to `cwd`). */
  config: ConfigSource;
  /** Where a config path is relative to, and a config object's relative paths. @default process.cwd() */
  cwd?: string;
  query: string;
  /** @default the config's `search.mode` */
  mode?: SearchMode;
  /** @default 10 */
  topK?: number;
  /** Drop hits scoring below this (0..1; what a score means per mode: README "Tool search"). @default 0 */
  minScore?: number;
  /** Only these servers (names in the config). @default all */
  servers?: readonly string[];
  /**
   * State folder caching the vectors, relative to `cwd`, as evaluate's: the vectors live in the config's
   * sub-folder of it (`<stateDir>/<state key>/embeddings`); false keeps none.
   * @default false (a library call keeps no state unless asked to)
   */
  stateDir?: string | false;
  /** For API keys of API embedders and the re-rank model. @default process.env */
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

export interface SearchServersResult {
  /** The best `topK` tools scoring `minScore` or more, best first (scores 0..1, with the raw `cosine` and `bm25` the mode computed). */
  hits: ToolHit[];
  /** Tools ranked. */
  total: number;
  /** Problems that did not stop the search: an LLM ranking that failed (and what was used instead), a vector cache that could not be read or written. */
  warnings: string[];
}

export async function searchServers(options: SearchServersOptions): Promise<SearchServersResult> {
  // Only servers are needed: a config without workflows or tests is fine (as for `mcpvals search`).
  const config = await resolveConfigSource(options.config, {
    cwd: options.cwd,
    env: options.env,
    requireWork: false,
    signal: options.signal,
  });
  try {
    return await search({ ...options, config });
  } catch (error) {
    // A connect error quotes the server's stderr, which can carry what it was given (like evaluate()).
    throw redactError(error, config.secrets);
  }
}

async function search({
  config,
  query,
  mode,
  topK = 10,
  minScore = 0,
  servers,
  stateDir = false,
  cwd,
  env = process.env,
  signal,
}: SearchServersOptions & { config: ResolvedConfig }): Promise<SearchServersResult> {
  const configured = Object.keys(config.servers);
  const names = servers?.length ? [...new Set(servers)] : configured;
  for (const name of names) {
    if (!Object.hasOwn(config.servers, name))
      throw new UsageError(`--server: no server named "${name}". Servers in the config: ${configured.join(", ")}.`);
  }
  if (!Number.isInteger(topK) || topK < 1) throw new UsageError(`--top must be a whole number of 1 or more, got ${topK}`);
  if (!(minScore >= 0 && minScore <= 1)) throw new UsageError(`--min-score must be a number from 0 to 1, got ${minScore}`);
  const state =
    stateDir === false
      ? { dir: false as const, warnings: [] }
      : await openStateDir({ ...configStatePlace(config), override: stateDir, cwd, signal });
  // Made first: an API embedder or search.model without its key is a usage error before any server starts.
  const engine = searchEngineFor(config, { stateDir: state.dir, env });
  // The lists are all a search needs: the servers are closed as soon as all have answered.
  // Servers with `authorizationCode` use the sign-in `mcpvals auth login` kept (reading it keeps no state).
  const signIns = signInStoreFor(config, { ...(stateDir === false ? {} : { override: stateDir }), cwd, signal });
  const connections = connectionManagerFor(config, { signal, ...(signIns ? { signIns } : {}) });
  const listed = await Promise.allSettled(
    names.map(async (name) => (await connections.listTools(name, signal)).tools.map((tool): IndexedTool => ({ server: name, tool }))),
  ).finally(() => connections.closeAll());
  // One server that cannot be reached does not stop the search of the others (as the proxy carries on); none is an error.
  const unreachable = names.flatMap((name, i) => {
    const outcome = listed[i]!;
    return outcome.status === "rejected" ? [{ name, reason: outcome.reason as unknown }] : [];
  });
  if (unreachable.length === names.length) throw unreachable[0]!.reason;
  const tools = listed.flatMap((outcome) => (outcome.status === "fulfilled" ? outcome.value : []));
  const index = engine.index(tools);
  // The re-rank model's AI SDK warnings (an unknown model's compatibility mode) are this search's warnings, once
  // each, as a run's are: not lines the SDK prints on stderr itself.
  const modelWarnings: string[] = [];
  // The config's default mode without the optional local model ranks lexically and says so (index.lastFallback),
  // as the retrieval metric does; a mode the caller named keeps its error, which says what to install.
  const ranked = await withModelWarnings(
    (message) => modelWarnings.push(message),
    () => index.search(query, { topK, mode: mode ?? config.search.mode, signal, lexicalWithoutModel: mode === undefined }),
  );
  const hits = ranked.filter((hit) => hit.score >= minScore);
  // An LLM step that failed, or the missing model, left another ranking than the one asked for: the user must know.
  const warnings = [
    ...unreachable.map(
      ({ name, reason }) => `Server "${name}" could not be reached, so its tools are not ranked: ${describeError(reason)}`,
    ),
    ...state.warnings,
    ...modelWarnings,
    ...(index.lastFallback === null ? [] : [index.lastFallback]),
    ...(await engine.save(signal)),
  ];
  // Tool names can carry what a server was given (an env value in a generated name): redacted like a report.
  return redactSecrets({ hits, total: tools.length, warnings }, config.secrets);
}

/**
 * A ToolHub for a loaded config: its servers behind one ConnectionManager
 * (retries, breaker; one shared connection per server, since a hub lives
 * long and calls often), its search engine, and the state folder's tool
 * snapshots and metrics. `close()` writes what is pending and stops every
 * server it started.
 */
import type { ResolvedConfig } from "../../../config/resolved-config.js";
import { readState } from "../../../state/read-state.js";
import { withStateLock } from "../../../state/state-lock.js";
import { describeError } from "../../../errors.js";
import { searchEngineFor } from "../../engine/search-engine-for.js";
import type { SearchEngine } from "../../engine/search-engine.js";
import type { ConnectionManager } from "../../../mcp/pool/connection-manager.js";
import { connectionManagerFor } from "../../../mcp/pool/connection-manager-for.js";
import type { SignInStore } from "../../../protocol/sign-in-store.js";
import { SessionMetrics } from "./session-metrics.js";
import { ToolCatalog } from "./tool-catalog.js";
import { ToolHub } from "./tool-hub.js";

export interface OpenToolHubOptions {
  config: ResolvedConfig;
  /** The state folder (resolveStateDir), or false for none. */
  stateDir: string | false;
  /** For API keys of API embedders and search.model. @default process.env */
  env?: Record<string, string | undefined>;
  /** Stops connects and calls when aborted. */
  signal?: AbortSignal;
  /** Problems that do not stop anything (a state file not written). */
  onWarning?: (message: string) => void;
  /** Use this engine (shared with a run, or wrapped in a benchmark). */
  engine?: SearchEngine;
  /** Use these connections (a run's) instead of opening new ones; they are then not closed by close(). */
  connections?: ConnectionManager;
  /** Sign-ins `mcpvals auth login` kept, for servers with `authorizationCode`. */
  signIns?: SignInStore;
}

export interface OpenedToolHub {
  hub: ToolHub;
  connections: ConnectionManager;
  /** Writes pending metrics and vectors, then stops the servers this hub started. */
  close(): Promise<void>;
}

export async function openToolHub({
  config,
  stateDir,
  env = process.env,
  signal,
  onWarning = () => undefined,
  engine,
  connections,
  signIns,
}: OpenToolHubOptions): Promise<OpenedToolHub> {
  const stored = stateDir === false ? null : await readState(stateDir, signal);
  for (const warning of stored?.warnings ?? []) onWarning(warning);
  const own = connections === undefined;
  const manager = connections ?? connectionManagerFor({ ...config, isolation: "run" }, { signal, ...(signIns ? { signIns } : {}) });
  const search = engine ?? searchEngineFor(config, { stateDir, env });
  // Two writers of embeddings/ would each delete the other's vector file: one at a time, under the folder's lock.
  const saveVectors = async (): Promise<void> => {
    const warnings =
      stateDir === false
        ? await search.save()
        : await withStateLock(stateDir, () => search.save()).catch((error: unknown) => [`embeddings not saved: ${describeError(error)}`]);
    for (const warning of warnings) onWarning(warning);
  };
  const catalog = new ToolCatalog({ connections: manager, stored: stored?.tools ?? null, stateDir, onWarning });
  const metrics = await SessionMetrics.open(stateDir, stored?.metrics ?? null, onWarning);
  const hub = new ToolHub({
    catalog,
    engine: search,
    metrics,
    fallbacks: config.fallbacks,
    mode: config.search.mode,
    rerankTop: config.search.rerankTop,
    callTimeoutMs: config.timeouts.toolCallMs,
    saveVectors,
  });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await metrics.flushed();
      await saveVectors();
      if (own) await manager.closeAll();
    })());
  return { hub, connections: manager, close };
}

/**
 * The state folder of a config, with the one-time move from the flat layout
 * of earlier releases (tools.json, metrics.json, history.json and embeddings/
 * right in `.mcpvals/`) into the config's sub-folder.
 *
 * Which config inherits the flat layout: who wrote it is not recorded, so the
 * rule is the default config, `mcpvals.config.*`, when the config folder has
 * one (the file every command finds by itself); when it has none, the first
 * config that runs. The move happens once, under the root folder's lock, and
 * takes the files away: the next config starts its own sub-folder instead of
 * inheriting the same baselines again.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";
import { CONFIG_FILE_NAMES } from "../config/find-config.js";
import { describeError } from "../errors.js";
import { EMBEDDINGS_DIR, HISTORY_FILE, METRICS_FILE, TOOLS_FILE } from "./state-files.js";
import { resolveStateDir, type ResolveStateDirOptions } from "./state-dir.js";
import { withStateLock, type StateLockOptions } from "./state-lock.js";

/** What the flat layout held. */
export const FLAT_STATE_ENTRIES: readonly string[] = [TOOLS_FILE, METRICS_FILE, HISTORY_FILE, EMBEDDINGS_DIR];

/** Options of {@link openStateDir}. */
export interface OpenStateDirOptions extends ResolveStateDirOptions {
  /** Waiting for another writer of the root folder. */
  lock?: Omit<StateLockOptions, "signal">;
  signal?: AbortSignal;
}

/** The config's state folder (see resolveStateDir), after moving the flat layout into it when this config inherits it. */
export async function openStateDir(options: OpenStateDirOptions): Promise<{ dir: string | false; warnings: string[] }> {
  const dir = resolveStateDir(options);
  if (dir === false || existsSync(dir) || !inheritsFlatState(options)) return { dir, warnings: [] };
  const root = path.dirname(dir);
  try {
    if ((await flatEntries(root)).length === 0) return { dir, warnings: [] };
    await withStateLock(
      root,
      async () => {
        // Again under the lock: a parallel run of this or another config may have moved it meanwhile.
        const entries = existsSync(dir) ? [] : await flatEntries(root);
        if (entries.length === 0) return;
        await mkdir(dir, { recursive: true });
        for (const name of entries) await rename(path.join(root, name), path.join(dir, name));
      },
      { ...options.lock, signal: options.signal },
    );
    return { dir, warnings: [] };
  } catch (error) {
    options.signal?.throwIfAborted();
    return {
      dir,
      warnings: [
        `State folder ${root} keeps the layout of an earlier mcpvals; moving it into ${dir} failed (${describeError(error)}), so this run starts without a baseline.`,
      ],
    };
  }
}

async function flatEntries(root: string): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  return FLAT_STATE_ENTRIES.filter((name) => names.includes(name));
}

/** The default config inherits; any other config only when no default config sits in its folder. */
function inheritsFlatState({ configFile, baseDir }: ResolveStateDirOptions): boolean {
  if (configFile && (CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(configFile))) return true;
  const home = configFile ? path.dirname(configFile) : baseDir;
  return !CONFIG_FILE_NAMES.some((name) => existsSync(path.join(home, name)));
}

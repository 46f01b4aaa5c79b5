/**
 * What the action's shards split by. Each shard keeps its own state folder
 * (its part's tool baselines and history, state-cache.ts), so their
 * histories differ and a split by them would not agree. The merge job
 * therefore records the whole run's durations in a folder of their own
 * beside the config's state folder (`<state folder>.shard-durations/`, a
 * history.json), cached under its own key; every shard restores the base
 * branch's copy read-only, by the same key, so all shards read the same
 * durations and agree on the split (longest first). A shard never saves it.
 * Should a base-branch save land between two shards' restores, their plans
 * differ and merge refuses the parts, naming them. The restored file is
 * untrusted (a cache): it is read with zod like any history.json.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { EvalResult } from "../result/eval-result.js";
import { readStateFile } from "../state/read-state-file.js";
import { readStateEntry } from "../state/read-state-entry.js";
import { recordHistory } from "../state/record-run.js";
import { HISTORY_FILE, HISTORY_FILE_VERSION, HistoryFileSchema } from "../state/state-files.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { findConfigFile } from "../config/find-config.js";
import { loadConfig } from "../config/load-config.js";
import { describeError } from "../errors.js";
import { configStatePlace, resolveStateDir } from "../state/state-dir.js";
import type { ActionCore } from "./action-core.js";
import { shouldSaveState, type GithubRunContext } from "./github-context.js";
import type { ActionInputs } from "./parse-inputs.js";
import { durationsCacheKeys, restoreState, saveState, type CacheClient, type StateCacheKeys } from "./state-cache.js";

/** The folder of the shard durations of the config whose state sub-folder is `stateDir`. */
export function shardDurationsDir(stateDir: string): string {
  return `${stateDir}.shard-durations`;
}

/**
 * A shard's durations: the base branch's, restored read-only (`cache`: from the Actions cache, by `keys.shards`).
 * Returns the folder when it holds a history (restored, or left by an earlier job in this workspace), else undefined:
 * the split then goes by count, which every shard computes alike.
 */
export async function shardDurationsFor(options: {
  stateDir: string;
  keys: StateCacheKeys;
  cache: boolean;
  client?: CacheClient;
}): Promise<string | undefined> {
  const dir = shardDurationsDir(options.stateDir);
  if (options.cache) {
    await restoreState(dir, options.keys, options.client, {
      what: "base branch's shard durations",
      onMiss: "no shard durations of the base branch cached yet (its merge job keeps them): this shard splits by count.",
    });
  }
  const entry = await readStateEntry(path.join(dir, HISTORY_FILE), {});
  return entry.kind === "file" ? dir : undefined;
}

/**
 * The merge job's part: adds the merged run's durations (each unit's, from the shard that ran it) to the
 * branch's shard durations, and saves them when the state is saved (`save`, by cache-save).
 */
export async function keepMergedDurations(options: {
  stateDir: string;
  result: EvalResult;
  branch: string;
  keys: StateCacheKeys;
  cache: boolean;
  save: boolean;
  signal?: AbortSignal;
  client?: CacheClient;
}): Promise<void> {
  const dir = shardDurationsDir(options.stateDir);
  if (options.cache) {
    await restoreState(dir, options.keys, options.client, {
      what: "shard durations",
      onMiss: "no shard durations cached yet for this branch or its base: starting them with this run.",
    });
  }
  const file = path.join(dir, HISTORY_FILE);
  const previous = await readStateFile({ path: file, schema: HistoryFileSchema, version: HISTORY_FILE_VERSION, signal: options.signal });
  // The merged run is the whole run: its durations are recorded as an unsharded run's are.
  const next = recordHistory(previous.data, { ...options.result, shard: null }, new Date().toISOString(), options.branch);
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(next)}\n`);
  if (options.cache && options.save) await saveState(dir, options.keys, options.client);
}

/**
 * The merge job keeps the merged run's durations for the next sharded runs when it can find the config (the
 * shards' state folder follows from it); a config it cannot load here (a variable only the shards have) leaves
 * the durations unkept, with a line saying so: the split then stays as it was.
 */
export async function keepDurationsAfterMerge(options: {
  core: Pick<ActionCore, "info">;
  inputs: Pick<ActionInputs, "config" | "state-dir" | "cache" | "cache-save">;
  ctx: GithubRunContext;
  workspace: string;
  cwd: string;
  env: Record<string, string | undefined>;
  result: EvalResult;
  signal?: AbortSignal;
}): Promise<void> {
  const { core, inputs, ctx, workspace, cwd, env, result, signal } = options;
  try {
    const file = inputs.config ? path.resolve(cwd, inputs.config) : await findConfigFile(cwd);
    if (file === undefined) return;
    const config = await loadConfig({ path: file, cwd, env, deferAuthSecrets: true });
    const stateDir = resolveStateDir({ ...configStatePlace(config), override: inputs["state-dir"], cwd });
    if (stateDir === false) return;
    const configId = path.relative(workspace, file).split(path.sep).join("/") || ".";
    await keepMergedDurations({
      stateDir,
      result,
      branch: ctx.historyKey,
      keys: durationsCacheKeys({ configId, ...ctx }).merge,
      cache: inputs.cache,
      save: shouldSaveState(ctx, inputs["cache-save"]),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    core.info(`mcpvals: the shards' durations were not kept for the next split: ${describeError(error)}`);
  }
}

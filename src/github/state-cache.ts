/**
 * Keeps the state folder (history, baselines) between runs with the
 * Actions cache. Cache keys are immutable, so every run saves under a unique
 * key and restores by prefix, which returns the newest match: this branch
 * first, then the PR's base branch, then any. A miss is a notice and an
 * unreachable cache service a warning, never a failure: the state only makes
 * reports richer.
 * https://github.com/actions/toolkit/tree/main/packages/cache
 */
import * as cache from "@actions/cache";
import * as core from "@actions/core";
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { describeError } from "../errors.js";

/** What the keys are made of; from the GITHUB_* environment in the action. */
export interface StateCacheContext {
  /** Identifies the config (its path relative to the workspace): each config keeps its own state. */
  configId: string;
  /** Whose runs these are (GithubRunContext.historyKey: never a fork's own branch name). */
  historyKey: string;
  /** The runs that may be a baseline (GithubRunContext.baselineKey). */
  baselineKey: string;
  sha: string;
  runId: string;
  runAttempt: string;
  /** Shards of one run save side by side, so each needs its own key. */
  shard?: { index: number; total: number } | undefined;
}

/** The key a run saves under, and the prefixes it restores from, newest match first. */
export interface StateCacheKeys {
  saveKey: string;
  restoreKeys: string[];
}

/**
 * Computes the cache keys: `mcpvals-state-<config hash>-<shardIofN|all>-<history key>:<sha>-<run>-<attempt>`.
 * The history key ends at a `:` (in no repository name or ref), so the prefix of `main` never restores `main-x`.
 * Pure. The shard is part of the prefix, so shard i only ever restores what
 * shard i saved: each shard's state folder holds the baselines and history of
 * its own part of the config.
 */
export function stateCacheKeys({ configId, historyKey, baselineKey, sha, runId, runAttempt, shard }: StateCacheContext): StateCacheKeys {
  // "all" for an unsharded run keeps the prefixes disjoint: its catch-all restore key matches no shard's key.
  const part = shard ? `shard${shard.index}of${shard.total}` : "all";
  const prefix = `mcpvals-state-${createHash("sha256").update(configId).digest("hex").slice(0, 12)}-${part}-`;
  const restoreKeys = [`${prefix}${clean(historyKey)}:`];
  if (baselineKey !== historyKey) restoreKeys.push(`${prefix}${clean(baselineKey)}:`);
  restoreKeys.push(prefix);
  return { saveKey: `${prefix}${clean(historyKey)}:${clean(sha)}-${clean(runId)}-${clean(runAttempt)}`, restoreKeys };
}

/**
 * The keys of the shard durations (shard-durations.ts): `mcpvals-durations-<config hash>-<history key>:<sha>-<run>-<attempt>`,
 * one namespace per config, shared by every shard. `merge` is what the merge job restores (its own branch's first,
 * to add to) and saves under; `shards` is what every shard restores: the base branch's only, the same for all.
 */
export function durationsCacheKeys(ctx: Omit<StateCacheContext, "shard">): { merge: StateCacheKeys; shards: StateCacheKeys } {
  const prefix = `mcpvals-durations-${createHash("sha256").update(ctx.configId).digest("hex").slice(0, 12)}-`;
  const own = `${prefix}${clean(ctx.historyKey)}:`;
  const base = `${prefix}${clean(ctx.baselineKey)}:`;
  return {
    merge: {
      saveKey: `${own}${clean(ctx.sha)}-${clean(ctx.runId)}-${clean(ctx.runAttempt)}`,
      restoreKeys: own === base ? [own] : [own, base],
    },
    // No key of this run: a shard only ever reads, and never another branch's (or any) durations.
    shards: { saveKey: base, restoreKeys: [base] },
  };
}

/** A key part: keys may not contain commas and are at most 512 characters; `:` ends the history key. */
function clean(text: string): string {
  return text.replace(/[,\s:]/g, "_").slice(0, 200);
}

/** The parts of @actions/cache used here; a parameter so tests can hand in a recorder. */
export interface CacheClient {
  isFeatureAvailable(): boolean;
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[], options?: cache.DownloadOptions): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}

/** Restores the state folder; returns the key it came from, or undefined on a miss. Never throws. */
export async function restoreState(
  dir: string,
  keys: StateCacheKeys,
  client: CacheClient = cache,
  { what = "state folder", onMiss = "no cached state folder yet (first run for this config, shard and branch); starting empty." } = {},
): Promise<string | undefined> {
  if (!client.isFeatureAvailable()) {
    core.notice(`mcpvals: the Actions cache service is not available here; the ${what} starts empty.`);
    return undefined;
  }
  try {
    // A stalled download must not hold the evaluation up for long: the state only makes reports richer.
    const hit = await client.restoreCache([dir], keys.saveKey, keys.restoreKeys, { timeoutInMs: 30_000, segmentTimeoutInMs: 120_000 });
    if (hit) core.info(`mcpvals: restored the ${what} from cache key ${hit}`);
    // A notice, so a cold cache (new branch, evicted entry) is visible on the run page: reports lack history then.
    else core.notice(`mcpvals: ${onMiss}`);
    return hit;
  } catch (error) {
    core.warning(`mcpvals: could not restore the ${what} from the cache: ${describeError(error)}`);
    return undefined;
  }
}

/** Saves the state folder under the run's unique key. Never throws. */
export async function saveState(dir: string, keys: StateCacheKeys, client: CacheClient = cache): Promise<boolean> {
  if (!client.isFeatureAvailable()) return false;
  if (!(await hasFiles(dir))) {
    core.info(`mcpvals: no state folder at ${dir}; nothing to cache.`);
    return false;
  }
  try {
    const id = await client.saveCache([dir], keys.saveKey);
    // saveCache logs its own reason (service unreachable, key taken) and answers -1.
    if (id === -1) {
      core.warning(
        "mcpvals: the state folder was not saved to the cache (see the message above); the next run starts from an older state.",
      );
      return false;
    }
    core.info(`mcpvals: saved the state folder as cache key ${keys.saveKey}`);
    return true;
  } catch (error) {
    core.warning(`mcpvals: could not save the state folder to the cache: ${describeError(error)}`);
    return false;
  }
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

/**
 * load-history.json in the config's state folder: the latency histograms of
 * the last LOAD_HISTORY_LIMIT `mcpvals load` runs, overall and per tool test,
 * each with the branch it ran for. The latency gate pools the base branch's
 * runs as its baseline, as the pass-rate gate does with history.json. Read as
 * untrusted (a cache restored from a fork): zod, bounded, and a bad file is a
 * warning and a fresh start, never a failed run.
 */
import path from "node:path";
import { z } from "zod";
import { nameRecord } from "../util/name-record.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { readStateFile } from "./read-state-file.js";
import { withStateLock } from "./state-lock.js";

export const LOAD_HISTORY_FILE = "load-history.json";
export const LOAD_HISTORY_VERSION = 1;
/** Runs kept: the folder stays bounded (a few KB of histogram per test and run). */
export const LOAD_HISTORY_LIMIT = 20;

const HistogramText = z.string().max(1_000_000);

export const LoadHistoryRunSchema = z.object({
  at: z.string().max(100),
  /** The branch (the action's baseline key, or `--branch`) the run was for; runs without one are never a PR's baseline. */
  branch: z.string().max(500).optional(),
  overall: HistogramText,
  /** "suite/test" → histogram. */
  tests: nameRecord(HistogramText),
});

export const LoadHistoryFileSchema = z.object({
  version: z.literal(LOAD_HISTORY_VERSION),
  runs: z.array(LoadHistoryRunSchema).max(1_000),
});

export type LoadHistoryRun = z.infer<typeof LoadHistoryRunSchema>;
export type LoadHistoryFile = z.infer<typeof LoadHistoryFileSchema>;

export async function readLoadHistory(dir: string, signal?: AbortSignal): Promise<{ runs: LoadHistoryRun[]; warning: string | null }> {
  const read = await readStateFile({
    path: path.join(dir, LOAD_HISTORY_FILE),
    schema: LoadHistoryFileSchema,
    version: LOAD_HISTORY_VERSION,
    signal,
  });
  return { runs: read.data?.runs ?? [], warning: read.warning };
}

/** The runs recorded for exactly `branch` (all runs when none is named), oldest first. */
export function loadBaselineRuns(runs: readonly LoadHistoryRun[], branch: string | undefined): LoadHistoryRun[] {
  return runs.filter((run) => branch === undefined || run.branch === branch);
}

/** Appends one run under the folder's lock, keeping the last LOAD_HISTORY_LIMIT. */
export async function recordLoadRun(dir: string, run: LoadHistoryRun, signal?: AbortSignal): Promise<void> {
  await withStateLock(
    dir,
    async () => {
      const { runs } = await readLoadHistory(dir, signal);
      const next: LoadHistoryFile = { version: LOAD_HISTORY_VERSION, runs: [...runs, run].slice(-LOAD_HISTORY_LIMIT) };
      await writeFileAtomic(path.join(dir, LOAD_HISTORY_FILE), `${JSON.stringify(next)}\n`);
    },
    signal ? { signal } : {},
  );
}

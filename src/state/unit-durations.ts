/**
 * What `--shard i/N` balances: each workflow's and suite's duration in the
 * most recent run of the history that ran it. The history is untrusted (a
 * cache restored from a fork); it was parsed with zod on read, and the
 * tables built here have no prototype.
 */
import path from "node:path";
import { nameTable } from "../util/name-table.js";
import { readStateFile } from "./read-state-file.js";
import { HISTORY_FILE, HISTORY_FILE_VERSION, HistoryFileSchema, type HistoryFile } from "./state-files.js";

/** Recorded milliseconds per workflow and per tool-health suite, by name (tables without a prototype). */
export interface UnitDurations {
  workflows: Readonly<Record<string, number>>;
  suites: Readonly<Record<string, number>>;
}

/** Per unit, its latest recorded duration; empty tables when no run recorded any (the split then goes by count). */
export function unitDurations(history: HistoryFile | null): UnitDurations {
  const workflows = nameTable<number>();
  const suites = nameTable<number>();
  // Oldest first: a later run's number overwrites an earlier one.
  for (const run of history?.runs ?? []) {
    for (const [name, ms] of Object.entries(run.durations?.workflows ?? {})) workflows[name] = ms;
    for (const [name, ms] of Object.entries(run.durations?.suites ?? {})) suites[name] = ms;
  }
  return { workflows, suites };
}

/** Reads history.json of a state folder for its durations; an absent or unusable file gives none (and its warning). */
export async function readUnitDurations(dir: string, signal?: AbortSignal): Promise<{ durations: UnitDurations; warning: string | null }> {
  const read = await readStateFile({
    path: path.join(dir, HISTORY_FILE),
    schema: HistoryFileSchema,
    version: HISTORY_FILE_VERSION,
    signal,
  });
  return { durations: unitDurations(read.data), warning: read.warning };
}

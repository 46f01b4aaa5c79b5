/**
 * The statistical gate's baseline, opened with the run: the JSON reports
 * given with --baseline (each one run; a bad file is a usage error before
 * any server starts), else the state folder's history (as restored from the
 * base branch's cache in CI). Without either the gate has nothing to compare
 * with, and says so.
 */
import path from "node:path";
import { UsageError } from "../errors.js";
import type { BaselineRun } from "../scoring/gate/baseline-run.js";
import { reportBaselineRun } from "../scoring/gate/report-baseline.js";
import { historyBaseline } from "../state/history-baseline.js";
import { readStateFile } from "../state/read-state-file.js";
import { HISTORY_FILE, HISTORY_FILE_VERSION, HistoryFileSchema } from "../state/state-files.js";
import { readResultFile } from "./merge-results.js";

export interface LoadedBaseline {
  /** Oldest first. */
  runs: BaselineRun[];
  source: { kind: "state" | "file" | "none"; file?: string };
  warnings: string[];
}

export async function loadBaseline(
  files: readonly string[],
  stateDir: string | false,
  { cwd, signal, branch }: { cwd: string; signal?: AbortSignal; branch?: string | undefined },
): Promise<LoadedBaseline> {
  if (files.length > 0) {
    const runs: BaselineRun[] = [];
    for (const file of files) {
      const result = await readResultFile(path.resolve(cwd, file), signal);
      if (result.cancelled === true) throw new UsageError(`--baseline ${file}: that run was cancelled; its counts cover only part of it`);
      runs.push(reportBaselineRun(result));
    }
    runs.sort((a, b) => a.at.localeCompare(b.at));
    return { runs, source: { kind: "file", file: files.join(", ") }, warnings: [] };
  }
  if (stateDir === false) {
    return {
      runs: [],
      source: { kind: "none" },
      warnings: ["The regression gate has no baseline: the state folder is off and no --baseline was given."],
    };
  }
  const history = await readStateFile({
    path: path.join(stateDir, HISTORY_FILE),
    schema: HistoryFileSchema,
    version: HISTORY_FILE_VERSION,
    signal,
  });
  // A history file that cannot be read is reported once, by the state step at the end of the run.
  return { runs: historyBaseline(history.data, branch), source: { kind: "state" }, warnings: [] };
}

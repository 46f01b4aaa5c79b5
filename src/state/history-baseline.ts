/**
 * The state folder's history as the statistical gate's baseline runs. A run
 * recorded before the gate existed has only each workflow's verdict: it
 * counts as one attempt per workflow (and none for tool tests), which is
 * what it is. With a branch (the action's baseline key: the base repository's
 * base branch), only runs recorded under exactly that key count: a PR's own
 * earlier runs, a fork's, and runs recorded without a key (locally, by an
 * older version, or forged into a cache) never become its baseline. Pure.
 */
import type { BaselineRun } from "../scoring/gate/baseline-run.js";
import { nameTable } from "../util/name-table.js";
import type { HistoryFile } from "./state-files.js";

export function historyBaseline(history: HistoryFile | null, branch?: string): BaselineRun[] {
  const runs = (history?.runs ?? []).filter((run) => branch === undefined || run.branch === branch);
  return runs.map((run) => ({
    at: run.at,
    workflows:
      run.counts?.workflows ??
      nameTable(Object.entries(run.workflows).map(([name, passed]) => [name, { passes: passed ? 1 : 0, attempts: 1 }])),
    tests: run.counts?.tests ?? nameTable(),
  }));
}

/**
 * The state folder's history as the statistical gate's baseline runs. A run
 * recorded before the gate existed has only each workflow's verdict: it
 * counts as one attempt per workflow (and none for tool tests), which is
 * what it is. With a branch, only runs recorded for that branch count (a PR
 * whose own earlier runs were cached must not become its own baseline). Pure.
 */
import type { BaselineRun } from "../scoring/gate/baseline-run.js";
import { nameTable } from "../util/name-table.js";
import type { HistoryFile } from "./state-files.js";

export function historyBaseline(history: HistoryFile | null, branch?: string): BaselineRun[] {
  // A run recorded without its branch (locally, or by an older version) counts for any branch.
  const runs = (history?.runs ?? []).filter((run) => branch === undefined || run.branch === undefined || run.branch === branch);
  return runs.map((run) => ({
    at: run.at,
    workflows:
      run.counts?.workflows ??
      nameTable(Object.entries(run.workflows).map(([name, passed]) => [name, { passes: passed ? 1 : 0, attempts: 1 }])),
    tests: run.counts?.tests ?? nameTable(),
  }));
}

/**
 * The host × workflow matrix of a run under `hosts:`: one row per configured
 * workflow, one column per host, each cell that workflow's verdict under that
 * host. Arranges what the results say (their `host` and `workflow`); scores
 * nothing. Null when no workflow ran under a host, so reports stay as before.
 */
import type { WorkflowResult } from "../result/workflow-result.js";

export interface HostMatrixCell {
  passed: boolean;
  score: number;
  /** The result's unique name (`details [claude-code]`), to link a cell to its workflow. */
  name: string;
}

export interface HostMatrix {
  /** Hosts in the order they first appear. */
  hosts: string[];
  /** Configured workflows in order; `cells[i]` is under `hosts[i]`, undefined where the workflow did not run under it. */
  rows: Array<{ workflow: string; cells: Array<HostMatrixCell | undefined> }>;
}

export function hostMatrix(workflows: readonly WorkflowResult[]): HostMatrix | null {
  const hosted = workflows.filter((w) => w.host !== undefined);
  if (hosted.length === 0) return null;
  const hosts = [...new Set(hosted.map((w) => w.host!))];
  const names = [...new Set(hosted.map((w) => w.workflow ?? w.name))];
  const rows = names.map((workflow) => ({
    workflow,
    cells: hosts.map((host) => {
      const found = hosted.find((w) => (w.workflow ?? w.name) === workflow && w.host === host);
      return found ? { passed: found.passed && found.error === null, score: found.score, name: found.name } : undefined;
    }),
  }));
  return { hosts, rows };
}

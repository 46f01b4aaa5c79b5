/**
 * How many leases of each server's configured spec a run's workflows will
 * take (each run of each workflow, `repeats` included), so the pools can start
 * processes ahead of need. A server whose spec carries `{{databaseId}}` is
 * left out: each of its leases has its own spec, which no spare can serve.
 */
import { DATABASE_ID_TOKEN } from "../protocol/substitute-database-id.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import { nameTable, ownValue } from "../util/name-table.js";

export function expectedLeases(
  workflows: readonly Pick<ResolvedWorkflow, "servers" | "repeats">[],
  specs: Readonly<Record<string, unknown>>,
): Record<string, number> {
  const leases = nameTable<number>();
  for (const workflow of workflows) {
    for (const server of new Set(workflow.servers)) {
      if (JSON.stringify(ownValue(specs, server) ?? null).includes(DATABASE_ID_TOKEN)) continue;
      leases[server] = (leases[server] ?? 0) + Math.max(1, workflow.repeats);
    }
  }
  return leases;
}

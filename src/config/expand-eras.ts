/**
 * Tests and workflows of a server configured with several protocol eras run
 * once per era (see protocol/protocol-eras.ts), each copy named with its revision
 * so a reader can tell the rows apart: `adds numbers [2025-11-25]`.
 */
import type { ResolvedToolTest, ResolvedWorkflow } from "./resolved-config.js";
import { ownValue } from "../util/name-table.js";

/** Configured server name → its per-era server names (only servers with several eras). */
export type EraMap = Record<string, string[]>;

/** The revision part of a per-era server name (`everything-2025-11-25` → `2025-11-25`). */
function revisionOf(eraServer: string): string {
  return eraServer.slice(-"2026-07-28".length);
}

/** Configured names mapped to every server they stand for (preconnect). */
export function expandServerNames(names: readonly string[], eras: EraMap): string[] {
  return [...new Set(names.flatMap((name) => ownValue(eras, name) ?? [name]))];
}

/** One test per era when the test's server has several. */
export function expandTestEras(test: ResolvedToolTest, eras: EraMap): ResolvedToolTest[] {
  const servers = ownValue(eras, test.server);
  if (!servers) return [test];
  return servers.map((server) => ({ ...test, server, name: `${test.name} [${revisionOf(server)}]`, copyOf: test.copyOf ?? test.name }));
}

/**
 * One workflow per era when one of its servers has several: copy i uses era i
 * of every multi-era server (the last era when a server has fewer), so one
 * conversation never sees the same tools twice.
 */
export function expandWorkflowEras(workflow: ResolvedWorkflow, eras: EraMap): ResolvedWorkflow[] {
  const count = Math.max(0, ...workflow.servers.map((server) => ownValue(eras, server)?.length ?? 0));
  if (count === 0) return [workflow];
  return Array.from({ length: count }, (_, i) => {
    const servers = workflow.servers.map((server) => {
      const list = ownValue(eras, server);
      return list ? list[Math.min(i, list.length - 1)]! : server;
    });
    const revisions = [...new Set(servers.filter((s) => workflow.servers.some((w) => ownValue(eras, w)?.includes(s))).map(revisionOf))];
    return { ...workflow, servers, name: `${workflow.name} [${revisions.join(", ")}]`, copyOf: workflow.copyOf ?? workflow.name };
  });
}

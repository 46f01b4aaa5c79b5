/**
 * Connects servers only to learn their tools (then lets them go), for the
 * tool-retrieval metric of workflows that are not run: the LLM workflows the
 * action skips for a missing key on a fork PR still get their metric, which
 * needs no LLM. A server whose spec needs `{{databaseId}}` is left alone: it
 * expects its workflow's setup steps to have run. Failures are not errors
 * here; such a server stays "never reached" and the metric says so.
 */
import { DATABASE_ID_TOKEN } from "../protocol/substitute-database-id.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import { ownValue } from "../util/name-table.js";

export async function listServerTools(
  connections: ConnectionManager,
  servers: Iterable<string>,
  specs: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<void> {
  const reached = new Set(
    connections
      .serverTools()
      .filter((s) => s.tools !== undefined)
      .map((s) => s.server),
  );
  const wanted = [...new Set(servers)].filter(
    (name) => !reached.has(name) && !JSON.stringify(ownValue(specs, name) ?? null).includes(DATABASE_ID_TOKEN),
  );
  await Promise.all(
    wanted.map(async (name) => {
      try {
        const lease = await connections.pool(name).acquire(signal);
        await lease.release();
      } catch {
        // Shown in the run's server report (state "failed") and as "never reached" in the metric.
      }
    }),
  );
}

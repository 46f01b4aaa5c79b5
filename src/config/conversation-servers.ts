/**
 * A server a conversation workflow (`user:`) uses declares the elicitation
 * capability (form mode), so that the simulated user can answer what the
 * server asks. Its own `client.elicitation` rules, when given, still answer
 * first; with none, the list is empty: outside a conversation the request is
 * declined, as an undeclared one would be.
 */
import type { ServerSpec } from "../protocol/server-spec.js";
import { nameTable, ownValue } from "../util/name-table.js";
import type { ResolvedWorkflow } from "./resolved-config.js";

export function declareElicitation(
  servers: Record<string, ServerSpec>,
  workflows: readonly ResolvedWorkflow[],
): Record<string, ServerSpec> {
  const conversing = new Set(workflows.filter((w) => w.user).flatMap((w) => w.servers));
  if (conversing.size === 0) return servers;
  return nameTable(
    Object.keys(servers).map((name) => {
      const spec = ownValue(servers, name)!;
      if (!conversing.has(name) || spec.client?.elicitation) return [name, spec] as const;
      return [name, { ...spec, client: { ...spec.client, elicitation: [] } }] as const;
    }),
  );
}

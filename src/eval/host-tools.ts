/**
 * A workflow's tools as a host's model receives them (`host:` in the config):
 * named as the host names them (e.g. `mcp__server__tool`), without the tools
 * the host cuts (past its cap, counted over every server's tools together, as
 * the host holds them: in the order of the workflow's servers, since no host
 * documents its own), and with the schemas its model API's
 * conversion sends (hosts/run-adapter.ts). Calls come back by the host's
 * name and are routed by the router's; a tool the host cut is not callable,
 * also not by its plain name (the scripted driver calls tools by name).
 */
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { RoutedTool } from "../protocol/routed-tool.js";
import type { CheckOutcome } from "../result/check-report.js";
import { hostById, hostToolName, toolsForHost } from "../hosts/run-adapter.js";

export interface HostTools {
  /** The tools the model is offered, under the host's names. */
  tools: Tool[];
  /** What the host and its model API do to the tools (renamed, cut, dropped, rejected), as the profile finds it. */
  findings: CheckOutcome[];
  /** Why the provider's conversion did not run, once per server; empty when it ran. */
  warnings: string[];
  /**
   * Why the host's model API refuses the whole request (a tool name or schema it rejects, which the host sends
   * anyway): the workflow fails there before any model call, as it would in that host. Null when it accepts it.
   */
  refusal: string | null;
  /** The router's name for a name the model (or the scripted driver) called, or why the host has no such tool. */
  toRouter(name: string): { name: string } | { error: string };
}

export async function hostTools({
  host,
  tools,
  serverOf,
}: {
  host: string;
  /** The router's tools. */
  tools: readonly RoutedTool[];
  /** The server's name in the host's config, by server (copy) name. */
  serverOf: (server: string) => string;
}): Promise<HostTools> {
  const profile = hostById(host);
  if (!profile) throw new Error(`hostTools: no host profile "${host}" (the config check lets none through)`);
  const offered: Tool[] = [];
  const findings: CheckOutcome[] = [];
  const warnings: string[] = [];
  const toExposed = new Map<string, string>();
  const cut = new Map<string, string>();
  // Per server: the host prefixes each server's tools with that server's name. Its tool cap counts them all.
  let before = 0;
  for (const server of [...new Set(tools.map((t) => t.server))]) {
    const own = tools.filter((t) => t.server === server);
    const known = serverOf(server);
    const adapted = await toolsForHost(
      profile,
      known,
      own.map((t) => t.definition),
      { before, total: tools.length },
    );
    before += own.length;
    findings.push(...adapted.findings);
    if (adapted.conversionSkipped) warnings.push(adapted.conversionSkipped);
    const given = new Set(adapted.tools.map((t) => t.name));
    for (const routed of own) {
      const { name } = hostToolName(profile, known, routed.definition.name);
      if (given.has(name)) toExposed.set(name, routed.exposedName);
      else cut.set(routed.exposedName, name);
    }
    offered.push(...adapted.tools);
  }
  const rejected = findings.filter((f) => f.effect === "rejected" && f.status === "failed");
  const refusal =
    rejected.length === 0
      ? null
      : `host "${host}" sends tools its model API refuses, so no model call can succeed: ${rejected
          .slice(0, 3)
          .map((f) => `tool "${f.item ?? "?"}": ${f.reason}`)
          .join("; ")}${rejected.length > 3 ? ` (and ${rejected.length - 3} more)` : ""}`;
  return {
    tools: offered,
    findings,
    warnings,
    refusal,
    toRouter(name) {
      const exposed = toExposed.get(name);
      if (exposed !== undefined) return { name: exposed };
      const hostName = cut.get(name);
      if (hostName !== undefined)
        return { error: `host "${host}" does not give tool "${name}" to the model (${hostName}: cut by its cap or its name rule)` };
      return { name };
    },
  };
}

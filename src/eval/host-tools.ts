/**
 * A workflow's tools as a host's model receives them (`host:` in the config):
 * named as the host names them (e.g. `mcp__server__tool`), without the tools
 * the host cuts (a name too long, a tool past its cap), and with the schemas
 * its model API's conversion leaves. Calls come back by the host's name and
 * are routed by the router's; a tool the host cut is not callable, also not
 * by its plain name (the scripted driver calls tools by name).
 */
import type { McpTool as Tool } from "../mcp/mcp-types.js";
import type { RoutedTool } from "../mcp/tool-router.js";
import { adaptToolsForHost, hostToolName, profileById, type HostFinding } from "../hosts/run-adapter.js";

export interface HostTools {
  /** The tools the model is offered, under the host's names. */
  tools: Tool[];
  /** What the host did to the tools (renamed, cut, schema changed), as the profile reports it. */
  findings: HostFinding[];
  /** The router's name for a name the model (or the scripted driver) called, or why the host has no such tool. */
  toRouter(name: string): { name: string } | { error: string };
}

export function hostTools({
  host,
  tools,
  serverOf,
}: {
  host: string;
  /** The router's tools. */
  tools: readonly RoutedTool[];
  /** The server's name in the host's config, by server (copy) name. */
  serverOf: (server: string) => string;
}): HostTools {
  const profile = profileById(host);
  const named: Tool[] = [];
  const toExposed = new Map<string, string>();
  const cut = new Map<string, string>();
  for (const routed of tools) {
    const { name, cut: isCut } = hostToolName(profile, serverOf(routed.server), routed.definition.name);
    if (isCut) cut.set(routed.exposedName, name);
    else {
      toExposed.set(name, routed.exposedName);
      named.push({ ...routed.definition, name });
    }
  }
  const adapted = adaptToolsForHost(profile, named);
  const offered = new Set(adapted.tools.map((t) => t.name));
  // The host's cap (or its conversion) may leave a named tool out as well.
  for (const [name, exposed] of toExposed) {
    if (offered.has(name)) continue;
    toExposed.delete(name);
    cut.set(exposed, name);
  }
  return {
    tools: adapted.tools,
    findings: adapted.findings,
    toRouter(name) {
      const exposed = toExposed.get(name);
      if (exposed !== undefined) return { name: exposed };
      const hostName = cut.get(name);
      if (hostName !== undefined)
        return { error: `host "${host}" does not offer tool "${name}" to the model (as "${hostName}", it is cut)` };
      return { name };
    },
  };
}

/**
 * The tools a server lists to each host. A server may hide tools from a
 * client that does not declare a capability they need (server-everything
 * lists its elicitation tool only to clients declaring elicitation), or
 * choose its tools by the client's name: what a host's declaration changes
 * cannot be known without asking. So each host's list is asked for declaring
 * exactly that host's clientInfo and capabilities (as `run` under the host
 * connects), one connection per distinct declaration, all at once. The
 * union of those lists is what some host is shown: a tool in it that a host
 * was not listed is cut there.
 */
import pLimit from "p-limit";
import { connectServer } from "../mcp/transport/connect-server.js";
import type { McpTool } from "../protocol/mcp-types.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import type { HostProfile } from "./host-profile.js";

/**
 * Listings in flight at once. Each is a server start (a process for stdio),
 * mostly waiting: on a loaded 2-core machine all seven hosts at once took
 * 7.9 s of wall where three or four at a time took 10 s and one at a time 20 s,
 * for the same CPU (bench/check-hosts.mjs, bench/README.md). The bound is for
 * a longer host list than the table's seven.
 */
export const HOST_LISTINGS_IN_FLIGHT = 8;

export interface ListedByHost {
  /** Every tool some host is listed (the union of the hosts' lists, in the order first seen). */
  full: McpTool[];
  /** Each host's list, by profile id. */
  byHost: Map<string, McpTool[]>;
  /** Why a host's list could not be fetched, by profile id (the check's own list stands in for it). */
  errors: Map<string, string>;
}

export interface ListedByHostOptions {
  server: string;
  spec: ServerSpec;
  /** The check's own list (as mcpvals, capabilities {}): what stands in for a list that could not be fetched. */
  listed: readonly McpTool[];
  hosts: readonly HostProfile[];
  timeoutMs: number;
  signal: AbortSignal;
  /** Listings in flight at once. @default HOST_LISTINGS_IN_FLIGHT */
  inFlight?: number;
}

/** What a host says about itself when it connects: hosts with the same declaration share one listing. */
export function declarationKey(host: HostProfile): string {
  return JSON.stringify({ clientInfo: host.clientInfo, capabilities: host.capabilities });
}

async function toolsAs(o: ListedByHostOptions, host: HostProfile): Promise<McpTool[]> {
  const identity = { host: host.id, server: o.server, clientInfo: host.clientInfo, capabilities: host.capabilities };
  const connection = await connectServer({ name: o.server, spec: o.spec, timeoutMs: o.timeoutMs, signal: o.signal, client: { identity } });
  try {
    return [...connection.tools];
  } finally {
    await connection.close();
  }
}

export async function listedByHost(o: ListedByHostOptions): Promise<ListedByHost> {
  const errors = new Map<string, string>();
  const byHost = new Map<string, McpTool[]>();
  const limit = pLimit(o.inFlight ?? HOST_LISTINGS_IN_FLIGHT);
  const byDeclaration = new Map<string, Promise<McpTool[]>>();
  for (const host of o.hosts) {
    const key = declarationKey(host);
    if (!byDeclaration.has(key))
      byDeclaration.set(
        key,
        limit(() => (o.signal.aborted ? Promise.reject(o.signal.reason) : toolsAs(o, host))),
      );
  }
  // Settled together: one host's failure must not leave the others' processes running unawaited.
  const settled = await Promise.allSettled(o.hosts.map((host) => byDeclaration.get(declarationKey(host))!));
  o.hosts.forEach((host, i) => {
    const outcome = settled[i]!;
    if (outcome.status === "fulfilled") return void byHost.set(host.id, outcome.value);
    errors.set(host.id, outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason));
    byHost.set(host.id, [...o.listed]);
  });
  const full = new Map<string, McpTool>();
  for (const host of o.hosts)
    if (!errors.has(host.id)) for (const tool of byHost.get(host.id)!) if (!full.has(tool.name)) full.set(tool.name, tool);
  return { full: errors.size === o.hosts.length ? [...o.listed] : [...full.values()], byHost, errors };
}

/**
 * The tools a server lists to each host. A server may hide tools from a
 * client that does not declare a capability they need (server-everything
 * lists its elicitation tool only to clients declaring elicitation), so the
 * list is asked for again declaring each host's capabilities, and once
 * declaring all of them: a tool in that full list but not in a host's is cut
 * there. When the full list equals the check's own (which declares nothing),
 * no tool depends on a capability and no host needs a connection of its own.
 */
import { connectServer } from "../mcp/transport/connect-server.js";
import type { McpClientCapabilities, McpTool } from "../protocol/mcp-types.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import type { HostProfile } from "./host-profile.js";

export interface ListedByHost {
  /** What a client declaring every host's capabilities is listed. */
  full: McpTool[];
  /** Each host's list, by profile id. */
  byHost: Map<string, McpTool[]>;
  /** Why a list could not be fetched (the check's list stands in for it). */
  errors: Map<string, string>;
}

export interface ListedByHostOptions {
  server: string;
  spec: ServerSpec;
  /** The check's own list (capabilities {}). */
  listed: readonly McpTool[];
  hosts: readonly HostProfile[];
  timeoutMs: number;
  signal: AbortSignal;
}

/** Every capability any of `hosts` declares, merged one level deep. */
export function unionCapabilities(hosts: readonly HostProfile[]): McpClientCapabilities {
  const union: Record<string, unknown> = {};
  for (const host of hosts)
    for (const [key, value] of Object.entries(host.capabilities))
      union[key] = { ...(union[key] as object | undefined), ...(value as object) };
  return union as McpClientCapabilities;
}

async function toolsDeclaring(o: ListedByHostOptions, capabilities: McpClientCapabilities): Promise<McpTool[]> {
  const connection = await connectServer({
    name: o.server,
    spec: o.spec,
    timeoutMs: o.timeoutMs,
    signal: o.signal,
    client: { capabilities },
  });
  try {
    return [...connection.tools];
  } finally {
    await connection.close();
  }
}

const names = (tools: readonly McpTool[]): string => JSON.stringify(tools.map((t) => t.name).sort());

export async function listedByHost(o: ListedByHostOptions): Promise<ListedByHost> {
  const errors = new Map<string, string>();
  const byHost = new Map<string, McpTool[]>();
  const fail = (key: string, error: unknown) => errors.set(key, error instanceof Error ? error.message : String(error));
  let full: McpTool[] = [...o.listed];
  try {
    if (o.hosts.length > 0) full = await toolsDeclaring(o, unionCapabilities(o.hosts));
  } catch (error) {
    fail("full", error);
  }
  if (errors.size > 0 || names(full) === names(o.listed)) {
    for (const host of o.hosts) byHost.set(host.id, [...o.listed]);
    return { full, byHost, errors };
  }
  const bySet = new Map<string, McpTool[]>();
  for (const host of o.hosts) {
    if (o.signal.aborted) break;
    const key = JSON.stringify(host.capabilities);
    try {
      if (!bySet.has(key)) bySet.set(key, await toolsDeclaring(o, host.capabilities));
      byHost.set(host.id, bySet.get(key)!);
    } catch (error) {
      fail(host.id, error);
      byHost.set(host.id, [...o.listed]);
    }
  }
  return { full, byHost, errors };
}

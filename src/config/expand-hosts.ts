/**
 * Workflows run under host profiles (`host:` / `hosts:`, top level or per
 * workflow): one copy of the workflow per host, named with it
 * (`add numbers [claude-code]`) so every name-keyed thing (results, the
 * gate's history, cassettes, JUnit cases) keys by workflow and host. Each
 * copy's servers are per-host copies of the configured ones
 * (`everything@claude-code`), so connections of different host identities
 * never share a pool or a process.
 */
import type { ServerSpec } from "../mcp/server-spec.js";
import { nameTable, ownValue } from "../util/name-table.js";
import type { ConfigIssue } from "./format-config-issues.js";
import type { ResolvedWorkflow } from "./resolved-config.js";
import { HOST_IDS, profileById } from "../hosts/run-adapter.js";
import { closest } from "../util/closest-name.js";

/** Where a per-host server copy came from: the server as the config names it, and the host. */
export interface HostServer {
  /** The configured server name (before protocol-era copies): what the host prefixes tool names with. */
  server: string;
  host: string;
}

interface HostChoice {
  host?: string | undefined;
  hosts?: string[] | undefined;
}

/** `everything` under `claude-code` → `everything@claude-code`. */
export function hostServerName(server: string, host: string): string {
  return `${server}@${host}`;
}

/** The hosts a workflow runs under: its own `host`/`hosts`, else the top level's; none = as mcpvals. */
export function hostsOf(workflow: HostChoice, top: HostChoice): string[] {
  const own = workflow.hosts ?? (workflow.host !== undefined ? [workflow.host] : undefined);
  return [...new Set(own ?? top.hosts ?? (top.host !== undefined ? [top.host] : []))];
}

/** `host` with `hosts` at one level, and ids no profile has (with the closest one). */
export function hostIssues(config: HostChoice & { workflows: HostChoice[] }): ConfigIssue[] {
  const levels: Array<[string, HostChoice]> = [
    ["", config],
    ...config.workflows.map((w, i) => [`workflows[${i}].`, w] as [string, HostChoice]),
  ];
  return levels.flatMap(([at, level]) => {
    const issues: ConfigIssue[] = [];
    if (level.host !== undefined && level.hosts !== undefined)
      issues.push({ path: `${at}host`, message: "give `host` or `hosts`, not both" });
    if (level.host !== undefined) issues.push(...unknownHost(level.host, `${at}host`));
    level.hosts?.forEach((id, i) => issues.push(...unknownHost(id, `${at}hosts[${i}]`)));
    return issues;
  });
}

function unknownHost(id: string, path: string): ConfigIssue[] {
  try {
    const profile = profileById(id);
    if (profile.kind === "host") return [];
    return [{ path, message: `"${id}" is a model API profile, not a host; hosts: ${HOST_IDS.join(", ")}` }];
  } catch {
    const near = closest(id, [...HOST_IDS]);
    return [{ path, message: `unknown host "${id}"${near ? ` (did you mean "${near}"?)` : ""}; hosts: ${HOST_IDS.join(", ")}` }];
  }
}

/**
 * One copy per host of a workflow (unchanged without hosts), and the server
 * copies they use. `origin` maps a server name (an era copy too) to its configured name.
 */
export function expandWorkflowHosts(
  workflow: ResolvedWorkflow,
  hosts: readonly string[],
  servers: Record<string, ServerSpec>,
  origin: (server: string) => string,
): { workflows: ResolvedWorkflow[]; servers: Array<[string, ServerSpec, HostServer]> } {
  const { hosts: _hosts, host: _host, ...plain } = workflow as ResolvedWorkflow & { hosts?: string[] };
  if (hosts.length === 0) return { workflows: [plain], servers: [] };
  const copies: Array<[string, ServerSpec, HostServer]> = [];
  const workflows = hosts.map((host) => {
    for (const server of workflow.servers) {
      const spec = ownValue(servers, server);
      if (spec) copies.push([hostServerName(server, host), spec, { server: origin(server), host }]);
    }
    return { ...plain, host, name: `${workflow.name} [${host}]`, servers: workflow.servers.map((s) => hostServerName(s, host)) };
  });
  return { workflows, servers: copies };
}

/** Adds the per-host server copies to the servers (and their sampling answers), once each. */
export function withHostServers<T>(
  servers: Record<string, T>,
  copies: ReadonlyArray<[string, T, HostServer]>,
): { servers: Record<string, T>; hostServers: Record<string, HostServer> } {
  const all = nameTable(Object.entries(servers));
  const hostServers = nameTable<HostServer>();
  for (const [name, spec, origin] of copies) {
    all[name] = spec;
    hostServers[name] = origin;
  }
  return { servers: all, hostServers };
}

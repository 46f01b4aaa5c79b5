/**
 * Workflows run under host profiles (`host:` / `hosts:`, top level or per
 * workflow): one copy of the workflow per host, named with it
 * (`add numbers [claude-code]`) so every name-keyed thing (results, the
 * gate's history, cassettes, JUnit cases) keys by workflow and host. Each
 * copy's servers are per-host copies of the configured ones
 * (`everything@claude-code`), so connections of different host identities
 * never share a pool or a process.
 */
import { clipText } from "../util/clip-text.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { nameTable, ownValue } from "../util/name-table.js";
import type { ConfigIssue } from "./format-config-issues.js";
import type { HostServer, ResolvedToolTest, ResolvedWorkflow } from "./resolved-config.js";

export type { HostServer };
import { HOST_IDS, hostById } from "../hosts/run-adapter.js";
import { PROFILE_IDS } from "../hosts/profile-table.js";
import { closest } from "../util/closest-name.js";

interface HostChoice {
  host?: string | undefined;
  hosts?: string[] | undefined;
}

/** `everything` under `claude-code` → `everything@claude-code`. */
export function hostServerName(server: string, host: string): string {
  return `${server}@${host}`;
}

/**
 * The hosts a workflow runs under: its own `host`/`hosts`, else the top
 * level's. The top-level `hosts` list is also what `check` grades: its
 * model-API profiles are for `check` only (a run connects as a host), and
 * "all" runs under every host. None: as mcpvals.
 */
export function hostsOf(workflow: HostChoice, top: HostChoice): string[] {
  const own = workflow.hosts ?? (workflow.host !== undefined ? [workflow.host] : undefined);
  if (own) return [...new Set(own)];
  if (top.host !== undefined) return [top.host];
  const listed = (top.hosts ?? []).flatMap((id) => (id === "all" ? [...HOST_IDS] : [id]));
  return [...new Set(listed.filter((id) => hostById(id) !== undefined))];
}

/**
 * The run's own host settings: top-level `host`, and a workflow's `host` /
 * `hosts`, must each name a host (with the closest one for a typo), and a
 * level gives one of them. The top-level `hosts` list is checked with `check`'s (host-issues.ts).
 */
export function runHostIssues(config: HostChoice & { workflows: HostChoice[] }): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (config.host !== undefined && config.hosts !== undefined)
    issues.push({ path: "host", message: "give `host` (run as one host) or `hosts` (a list), not both" });
  if (config.host !== undefined) issues.push(...notAHost(config.host, "host"));
  config.workflows.forEach((workflow, w) => {
    if (workflow.host !== undefined && workflow.hosts !== undefined)
      issues.push({ path: `workflows[${w}].host`, message: "give `host` or `hosts`, not both" });
    if (workflow.host !== undefined) issues.push(...notAHost(workflow.host, `workflows[${w}].host`));
    workflow.hosts?.forEach((id, i) => issues.push(...notAHost(id, `workflows[${w}].hosts[${i}]`)));
  });
  return issues;
}

function notAHost(id: string, path: string): ConfigIssue[] {
  if (hostById(id)) return [];
  if (PROFILE_IDS.includes(id))
    return [{ path, message: `"${id}" is a model-API profile, not a host (a run connects as a host); hosts: ${HOST_IDS.join(", ")}` }];
  const near = closest(id, [...HOST_IDS]);
  return [
    { path, message: `no host named "${clipText(id, 100)}"${near ? `; did you mean "${near}"?` : ""} (hosts: ${HOST_IDS.join(", ")})` },
  ];
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
    const name = `${workflow.name} [${host}]`;
    return {
      ...plain,
      host,
      name,
      copyOf: workflow.copyOf ?? workflow.name,
      servers: workflow.servers.map((s) => hostServerName(s, host)),
    };
  });
  return { workflows, servers: copies };
}

/**
 * A tool-health test under the run's hosts (the top-level `host`/`hosts`): one
 * copy per host (`echo [cursor]`), calling the tool on that host's copy of the
 * server, so it connects declaring the host's clientInfo and capabilities as
 * the workflows under it do. Unchanged without hosts.
 */
export function expandTestHosts(
  test: ResolvedToolTest,
  hosts: readonly string[],
  servers: Record<string, ServerSpec>,
  origin: (server: string) => string,
): { tests: ResolvedToolTest[]; servers: Array<[string, ServerSpec, HostServer]> } {
  const spec = ownValue(servers, test.server);
  if (hosts.length === 0 || !spec) return { tests: [test], servers: [] };
  return {
    tests: hosts.map((host) => ({
      ...test,
      name: `${test.name} [${host}]`,
      copyOf: test.copyOf ?? test.name,
      server: hostServerName(test.server, host),
    })),
    servers: hosts.map((host) => [hostServerName(test.server, host), spec, { server: origin(test.server), host }]),
  };
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

/**
 * Every workflow's host copies (each era copy under each of its hosts), the
 * servers with their per-host copies, and the sampling answers of those copies.
 */
export function expandHosts<M>({
  resolved,
  eras,
  eraServers,
  eraSampling,
  configuredSampling,
  suites = [],
  testHosts = [],
}: {
  /** Per configured workflow: its era copies and the hosts it runs under. */
  resolved: ReadonlyArray<{ copies: ResolvedWorkflow[]; hosts: string[] }>;
  /** Per suite, its tests (era copies included), and the hosts they run under (the top level's). */
  suites?: ReadonlyArray<ResolvedToolTest[]>;
  testHosts?: readonly string[];
  /** Configured server name → its per-era server names. */
  eras: Readonly<Record<string, string[]>>;
  eraServers: Record<string, ServerSpec>;
  eraSampling: Record<string, M>;
  configuredSampling: Readonly<Record<string, M>>;
}): {
  workflows: ResolvedWorkflow[];
  servers: Record<string, ServerSpec>;
  hostServers: Record<string, HostServer>;
  samplingModels: Record<string, M>;
  /** Each suite's tests, one copy per host of the run. */
  suites: ResolvedToolTest[][];
} {
  const origin = (server: string): string => Object.keys(eras).find((name) => eras[name]!.includes(server)) ?? server;
  const expanded = resolved.flatMap(({ copies, hosts }) => copies.map((copy) => expandWorkflowHosts(copy, hosts, eraServers, origin)));
  const tests = suites.map((suite) => suite.map((test) => expandTestHosts(test, testHosts, eraServers, origin)));
  const { servers, hostServers } = withHostServers(eraServers, [
    ...expanded.flatMap((e) => e.servers),
    ...tests.flat().flatMap((t) => t.servers),
  ]);
  // Each host copy of a server answers sampling as the configured server does.
  const samplingModels = withHostServers(
    eraSampling,
    Object.entries(hostServers).flatMap(([name, from]) => {
      const model = ownValue(configuredSampling, from.server);
      return model === undefined ? [] : [[name, model, from] as [string, M, HostServer]];
    }),
  ).servers;
  return {
    workflows: expanded.flatMap((e) => e.workflows),
    servers,
    hostServers,
    samplingModels,
    suites: tests.map((suite) => suite.flatMap((t) => t.tests)),
  };
}

/**
 * Names in the config that no server offers: a tool test's tool, resource or
 * prompt on its server, a workflow's expected tools on its servers. Such a
 * name is a typo far more often than an intent, and scored as an ordinary
 * failure it can hide under the threshold. Pure: the selected work and the
 * servers' lists in, one config issue per unknown name out, each with the
 * offered name it most likely meant.
 */
import type { ConfigIssue } from "../config/format-config-issues.js";
import { closest } from "../util/closest-name.js";
import type { ResolvedToolTest, ResolvedWorkflow } from "../config/resolved-config.js";
import { QUALIFIED_TOOL_SEPARATOR } from "../protocol/server-names.js";
import { matchesUriTemplate } from "../protocol/uri-template.js";
import { cleanLine } from "../report/format.js";
import type { SelectedWork } from "./select-work.js";
import type { HostServer } from "../config/expand-hosts.js";
import { ownValue } from "../util/name-table.js";

/** What one server offers; a list undefined when the server's listing of that kind failed (then it is not checked). */
export interface OfferedTargets {
  tools: readonly string[];
  /** The parameters each tool's input schema requires (for the scripted driver's `args`), by tool name. */
  required?: ReadonlyMap<string, readonly string[]>;
  resources: readonly string[] | undefined;
  resourceTemplates: readonly string[] | undefined;
  prompts: readonly string[] | undefined;
}

/** The meta-tools of `toolSelection: discovery`, which a workflow may expect although no server offers them. */
const DISCOVERY_TOOLS = new Set(["search_tools", "get_tool_schema", "call_tool"]);

/** Where the work came from, for the issues' paths (the resolved config's lists). */
export interface ConfigPlaces {
  workflows: readonly ResolvedWorkflow[];
  toolHealthSuites: readonly SelectedWork["suites"][number][];
  /** Per-host server copies (config `host:`): a copy's name → the configured server. */
  hostServers?: Readonly<Record<string, HostServer>> | undefined;
}

/** @param offered by server name; a server missing from it (never reached) is not checked */
export function missingTargets(work: SelectedWork, offered: ReadonlyMap<string, OfferedTargets>, places: ConfigPlaces): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const suite of work.suites) {
    for (const test of suite.tests) {
      const lists = offered.get(test.server);
      if (!lists || test.allowMissing) continue;
      // Under a host, a tool another host copy of the server offers is no typo: that this host lacks it is the test's verdict.
      const underHost = ownValue(places.hostServers, test.server) !== undefined;
      if (underHost && test.target.kind === "tool" && siblingTools([test.server], offered, places.hostServers).includes(test.target.name))
        continue;
      const message = missingTestTarget(test, lists);
      if (message) issues.push({ path: `${testPlace(places, test)}.${test.target.kind}`, message });
    }
  }
  for (const workflow of work.workflows) {
    const at = `workflows[${places.workflows.indexOf(workflow)}]`;
    const reached = workflow.servers.filter((s) => offered.has(s));
    // Every server of the workflow must have answered: a tool of one never reached may be the one meant.
    if (reached.length === 0 || reached.length < workflow.servers.length) continue;
    const tools = reached.flatMap((s) => offered.get(s)!.tools.flatMap((t) => [t, `${s}${QUALIFIED_TOOL_SEPARATOR}${t}`]));
    // Under a host, a tool another host of the run gets is no typo: that this host lacks it is the workflow's verdict.
    if (workflow.host !== undefined) tools.push(...siblingTools(workflow.servers, offered, places.hostServers));
    const known = new Set([...tools, ...DISCOVERY_TOOLS]);
    const seen = new Set<string>();
    const check = (name: string, path: string): void => {
      if (known.has(name) || seen.has(name)) return;
      seen.add(name);
      issues.push({
        path,
        message: notOffered(
          "tool",
          name,
          serversText(reached),
          reached.flatMap((s) => offered.get(s)!.tools),
        ),
      });
    };
    workflow.steps.forEach((step, s) => step.expectTools?.forEach((tool, k) => check(tool.name, `${at}.steps[${s}].expectTools[${k}]`)));
    workflow.expectTools?.forEach((tool, k) => check(tool.name, `${at}.expectTools[${k}]`));
  }
  return issues;
}

/** A test's place in the config: `--test` selects some tests of a suite, so the indexes are those of the config's lists. */
function testPlace(places: ConfigPlaces, test: ResolvedToolTest): string {
  const suite = places.toolHealthSuites.findIndex((s) => s.tests.includes(test));
  return `toolHealthSuites[${suite}].tests[${places.toolHealthSuites[suite]?.tests.indexOf(test) ?? -1}]`;
}

/** The tools the other host copies of the same servers were offered. */
function siblingTools(
  servers: readonly string[],
  offered: ReadonlyMap<string, OfferedTargets>,
  hostServers: ConfigPlaces["hostServers"],
): string[] {
  const origins = new Set(servers.map((s) => ownValue(hostServers, s)?.server));
  return [...offered].filter(([name]) => origins.has(ownValue(hostServers, name)?.server)).flatMap(([, lists]) => lists.tools);
}

function missingTestTarget(test: ResolvedToolTest, lists: OfferedTargets): string | null {
  const server = serversText([test.server]);
  const { target } = test;
  if (target.kind === "tool") return lists.tools.includes(target.name) ? null : notOffered("tool", target.name, server, lists.tools);
  if (target.kind === "prompt")
    return !lists.prompts || lists.prompts.includes(target.name) ? null : notOffered("prompt", target.name, server, lists.prompts);
  if (!lists.resources || !lists.resourceTemplates) return null;
  const templates = lists.resourceTemplates;
  if (lists.resources.includes(target.uri) || templates.some((t) => t === target.uriTemplate || matchesUriTemplate(t, target.uri)))
    return null;
  return notOffered("resource", target.uri, server, [...lists.resources, ...templates]);
}

function notOffered(kind: string, name: string, where: string, offered: readonly string[]): string {
  const lower = name.toLowerCase();
  const meant = closest(name, [...offered]) ?? offered.find((o) => lower.includes(o.toLowerCase()) || o.toLowerCase().includes(lower));
  const hint = meant === undefined ? "" : `; did you mean ${quote(meant)}?`;
  const list =
    offered.length === 0
      ? `it offers no ${kind}s`
      : `offered: ${offered.slice(0, 10).map(quote).join(", ")}${offered.length > 10 ? `, … ${offered.length - 10} more` : ""}`;
  return `${kind} ${quote(name)} is not offered by ${where}${hint} (${list})`;
}

/** Offered names are server text: one line, no escape sequences, quoted. */
const quote = (text: string): string => `"${cleanLine(text)}"`;

const serversText = (servers: readonly string[]): string =>
  servers.length === 1 ? `server ${quote(servers[0]!)}` : `servers ${servers.map(quote).join(", ")}`;

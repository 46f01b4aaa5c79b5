/**
 * A server's tools as a host's model receives them: renamed or cut as the
 * host names and caps them, with the schemas the provider's conversion sent,
 * and a finding for every place where that differs from what the server
 * wrote or breaks a rule of the profile.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import type { CheckOutcome } from "../result/check-report.js";
import type { LimitRule, ModelApiProfile, Profile } from "./host-profile.js";
import { hostFinding } from "./host-finding.js";
import { hostToolName } from "./host-tool-name.js";
import { modelApiChain, modelApiOf } from "./profile-table.js";
import type { SentTool } from "./provider-request.js";
import { diffSchemas } from "./schema-diff.js";
import { schemaRuleHits } from "./schema-rule-hits.js";
import { walkSchema } from "./schema-walk.js";

export interface AdaptToolsOptions {
  /** The server's name as the host knows it (the `{server}` of its prefix). @default "server" */
  server?: string;
  /**
   * What the provider's conversion sent for each tool, from `providerRequest`
   * (same order as `tools`). Without it the schemas are taken as sent
   * unchanged, which is what the AI SDK providers do (measured by the tests).
   */
  sent?: readonly SentTool[];
  /**
   * Where these tools stand in the host's whole list, when it holds other servers' tools too (`run` under a
   * host: the cap counts every server's tools): how many come before them, and how many there are in all.
   * @default { before: 0, total: tools.length }
   */
  position?: { before: number; total: number };
}

export interface AdaptedTools {
  /** The tools as the model receives them, after the provider's conversion and the host's cap. */
  tools: McpTool[];
  findings: CheckOutcome[];
}

function limitsOf(profile: Profile, chain: readonly ModelApiProfile[]): LimitRule[] {
  return [...(profile.kind === "host" ? profile.limits : []), ...chain.flatMap((api) => api.limits)];
}

export function adaptToolsForHost(
  profile: Profile,
  tools: readonly McpTool[],
  { server = "server", sent, position = { before: 0, total: tools.length } }: AdaptToolsOptions = {},
): AdaptedTools {
  const chain = modelApiChain(modelApiOf(profile));
  const findings: CheckOutcome[] = [];
  const out: McpTool[] = [];
  const add = (f: Omit<Parameters<typeof hostFinding>[0], "host" | "server">) =>
    findings.push(hostFinding({ ...f, host: profile.id, server }));
  const countCap = limitsOf(profile, chain)
    .filter((l) => l.what === "tools")
    .sort((a, b) => a.max - b.max)[0];
  tools.forEach((tool, index) => {
    const at = position.before + index;
    if (countCap && at >= countCap.max) {
      add({
        id: `host/${countCap.id}`,
        tool: tool.name,
        effect: countCap.effect,
        reason: `tool ${at + 1} of ${position.total}${position.total > tools.length ? " (all servers)" : ""}: ${countCap.summary}`,
      });
      if (countCap.effect === "cut") return;
    }
    const name = nameFor(profile, server, tool.name, add);
    if (name === undefined) return;
    const sentTool = sent?.[index];
    const schema = sentTool ? sentTool.schema : tool.inputSchema;
    schemaFindings(tool, sentTool, chain, add, notApplied(profile));
    out.push({ ...tool, name, inputSchema: (schema ?? tool.inputSchema) as McpTool["inputSchema"] });
  });
  return { tools: out, findings };
}

type Add = (f: Omit<Parameters<typeof hostFinding>[0], "host" | "server">) => void;

/** The name the model sees (undefined: the host leaves the tool out), and a finding when the host renames or cuts it or the API refuses it. */
function nameFor(profile: Profile, server: string, tool: string, add: Add): string | undefined {
  if (profile.kind === "host") {
    const named = hostToolName(profile, server, tool);
    if (named.cut) {
      add({ id: `host/${profile.id}/tool-name`, tool, effect: "cut", pointer: "/name", reason: named.reason ?? "cut" });
      return undefined;
    }
    if (named.rejected)
      add({
        id: `host/${profile.id}/tool-name`,
        tool,
        effect: "rejected",
        pointer: "/name",
        reason: `${named.reason}: the model API refuses the request`,
      });
    if (named.renamed)
      add({ id: `host/${profile.id}/tool-name`, tool, effect: "renamed", pointer: "/name", reason: named.reason ?? "renamed" });
    return named.name;
  }
  const rule = modelApiChain(profile).find((api) => api.toolName)?.toolName;
  if (rule && !new RegExp(rule.pattern).test(tool))
    add({
      id: `host/${profile.id}/tool-name`,
      tool,
      effect: "rejected",
      pointer: "/name",
      reason: `"${tool}" breaks ${profile.title}'s name rule ${rule.pattern}`,
    });
  return tool;
}

/** Rules on the schema as sent, the conversion's diff, and schemas no conversion can take. */
/** The model API's schema rules a host says do not hold for what it sends. */
function notApplied(profile: Profile): ReadonlySet<string> {
  return new Set(profile.kind === "host" ? (profile.schemaRulesNotApplied?.ids ?? []) : []);
}

function schemaFindings(
  tool: McpTool,
  sentTool: SentTool | undefined,
  chain: readonly ModelApiProfile[],
  add: Add,
  skipped: ReadonlySet<string>,
): void {
  const api = chain[0]!;
  const walk = walkSchema(tool.inputSchema);
  if (walk.stopped) {
    add({
      id: `host/${api.id}/schema-unreadable`,
      tool: tool.name,
      effect: "rejected",
      pointer: walk.stopped.pointer,
      reason: `the input schema is ${walk.stopped.why}: ${api.title} cannot take it`,
    });
    return;
  }
  if (sentTool?.error !== undefined) {
    add({
      id: `host/${api.id}/conversion-failed`,
      tool: tool.name,
      effect: "rejected",
      pointer: "/inputSchema",
      reason: `${api.title}'s conversion refuses the schema: ${sentTool.error}`,
    });
    return;
  }
  const sentSchema = sentTool ? sentTool.schema : tool.inputSchema;
  const sentWalk = sentTool ? walkSchema(sentSchema) : walk;
  for (const rule of chain.flatMap((a) => a.schema).filter((r) => !skipped.has(r.id)))
    for (const hit of schemaRuleHits(rule, sentWalk.nodes))
      add({ id: `host/${rule.id}`, tool: tool.name, effect: rule.effect, pointer: hit.pointer, reason: `${hit.detail}: ${rule.summary}` });
  if (!sentTool) return;
  if (api.strict && !sentTool.strict)
    add({
      id: `host/${api.id}/not-strict`,
      tool: tool.name,
      effect: "changed",
      pointer: "/inputSchema",
      reason: `${api.title} could not make the schema strict and sends the tool without strict mode`,
    });
  for (const change of diffSchemas(tool.inputSchema, sentSchema))
    add({
      id: `host/${api.id}/conversion-${change.effect}`,
      tool: tool.name,
      effect: change.effect,
      pointer: change.pointer,
      reason: `${api.title}: ${change.detail}`,
    });
}

/**
 * `check --hosts`: each server's tools graded for each host and model-API
 * profile. Per profile: the tools the server lists to that host (cut when it
 * hides some for want of a capability), the provider's real conversion run
 * offline, the profile's rules on what it sends, and the token footprint of
 * the whole tool list as the host sends it. Findings are data; a profile
 * whose provider package is missing is a skipped outcome, never a crash.
 */
import { describeError, MissingPackageError } from "../errors.js";
import type { McpTool } from "../protocol/mcp-types.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import type { CheckOutcome } from "../result/check-report.js";
import type { TokenCounter } from "../util/load-token-counter.js";
import { adaptToolsForHost } from "./adapt-tools-for-host.js";
import type { HostProfile, Profile } from "./host-profile.js";
import { boundFindings } from "./bound-findings.js";
import { hostFinding } from "./host-finding.js";
import { listedByHost } from "./listed-by-host.js";
import { modelApiOf } from "./profile-table.js";
import { providerRequest, type ProviderRequest } from "./provider-request.js";
import { walkSchema } from "./schema-walk.js";

export interface HostChecksOptions {
  server: string;
  spec: ServerSpec;
  /** The tools the check listed (declaring no capability). */
  tools: readonly McpTool[];
  profiles: readonly Profile[];
  timeoutMs: number;
  signal: AbortSignal;
  /** Counts the footprint; undefined when gpt-tokenizer is not installed (the footprint is skipped). */
  tokens: TokenCounter | undefined;
}

function skipped(id: string, host: string, server: string, reason: string): CheckOutcome {
  return { id, level: "info", status: "skipped", reason, target: { server, kind: "server", name: null }, era: null, host };
}

export async function hostChecks(o: HostChecksOptions): Promise<CheckOutcome[]> {
  const hosts = o.profiles.filter((p): p is HostProfile => p.kind === "host");
  const listed = await listedByHost({ server: o.server, spec: o.spec, listed: o.tools, hosts, timeoutMs: o.timeoutMs, signal: o.signal });
  const outcomes: CheckOutcome[] = [];
  for (const [host, why] of listed.errors)
    outcomes.push(
      skipped("host/tools-listed", host, o.server, `could not list the tools declaring ${host}'s clientInfo and capabilities: ${why}`),
    );
  for (const profile of o.profiles) {
    if (o.signal.aborted) break;
    const tools = profile.kind === "host" ? (listed.byHost.get(profile.id) ?? listed.full) : listed.full;
    // One at a time: a spread of a list this long (thousands of tools) overflows the call stack.
    // A host whose own list failed stands on the check's: nothing can be said of what it is not shown.
    if (!listed.errors.has(profile.id)) for (const found of cutForCapabilities(profile, listed.full, tools, o.server)) outcomes.push(found);
    for (const found of await profileFindings(profile, tools, o)) outcomes.push(found);
  }
  return boundFindings(outcomes);
}

/** Tools the server lists to some other host, but not to this one (for what it declares: capabilities or clientInfo). */
function cutForCapabilities(profile: Profile, full: readonly McpTool[], tools: readonly McpTool[], server: string): CheckOutcome[] {
  if (profile.kind !== "host") return [];
  const seen = new Set(tools.map((t) => t.name));
  const declared = Object.keys(profile.capabilities).join(", ") || "none";
  return full
    .filter((t) => !seen.has(t.name))
    .map((t) =>
      hostFinding({
        id: `host/${profile.id}/needs-capability`,
        host: profile.id,
        server,
        tool: t.name,
        effect: "cut",
        reason: `the server does not list "${t.name}" to ${profile.title} (clientInfo ${profile.clientInfo.name}; capabilities: ${declared}), but lists it to another host's declaration`,
      }),
    );
}

async function profileFindings(profile: Profile, tools: readonly McpTool[], o: HostChecksOptions): Promise<CheckOutcome[]> {
  const api = modelApiOf(profile);
  // Schemas no conversion can take (cyclic, absurdly deep) stay out of the provider call; adapt reports them.
  const convertible = tools.filter((t) => !walkSchema(t.inputSchema).stopped);
  let request: ProviderRequest | undefined;
  const outcomes: CheckOutcome[] = [];
  if (api.provider) {
    try {
      request = await providerRequest(api.provider, convertible, api.strict === true);
    } catch (error) {
      const why = MissingPackageError.isInstance(error) ? error.message : `the provider code failed: ${describeError(error)}`;
      outcomes.push(
        skipped(`host/${profile.id}/conversion`, profile.id, o.server, `${api.title}: ${why}; rules are applied to the schemas as written`),
      );
    }
  }
  const byName = new Map(request?.tools.map((t, i) => [convertible[i]?.name, t]));
  const sent = request ? tools.map((t) => byName.get(t.name) ?? { name: t.name, schema: t.inputSchema, strict: false }) : undefined;
  // The conversion measured is the provider package's (the AI SDK, the Agents SDK): it is what a model-API profile
  // means. A host runs its own client code, not published as a package: its rules apply to the schemas as written,
  // and the provider's request only gives the footprint's shape.
  const measured = profile.kind === "model-api" && sent ? { sent } : {};
  const adapted = adaptToolsForHost(profile, tools, { server: o.server, ...measured });
  for (const found of adapted.findings) outcomes.push(found);
  outcomes.push(footprint(profile, adapted.tools, request, o));
  return outcomes;
}

/** The token count of the tool list as the host sends it: an info finding (no host publishes a token limit for it). */
function footprint(profile: Profile, tools: readonly McpTool[], request: ProviderRequest | undefined, o: HostChecksOptions): CheckOutcome {
  if (!o.tokens)
    return skipped(
      `host/${profile.id}/footprint`,
      profile.id,
      o.server,
      "token footprint not counted: install the optional gpt-tokenizer@^4.0.0",
    );
  const wire =
    request?.wire ?? JSON.stringify(tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.inputSchema })));
  const count = o.tokens.count(wire);
  return {
    id: `host/${profile.id}/footprint`,
    level: "info",
    status: "info",
    reason: `${tools.length} tools take ${count} tokens (${o.tokens.encoding}) as ${profile.title} sends them${request ? "" : " (schemas as written)"}; no published token limit applies`,
    target: { server: o.server, kind: "server", name: null },
    era: null,
    host: profile.id,
  };
}

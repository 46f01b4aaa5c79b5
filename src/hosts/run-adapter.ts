/**
 * What `run` under a host needs of the profile layer, in one place: the host
 * profiles by id (model-API profiles are for `check` only: a run connects
 * as a host, which has a clientInfo and capabilities), and the tools as that
 * host's model receives them.
 */
import { describeError } from "../errors.js";
import type { McpTool } from "../protocol/mcp-types.js";
import type { CheckOutcome } from "../result/check-report.js";
import { adaptToolsForHost } from "./adapt-tools-for-host.js";
import type { HostProfile } from "./host-profile.js";
import { hostToolName } from "./host-tool-name.js";
import { HOST_PROFILES, modelApiOf } from "./profile-table.js";
import { providerRequest } from "./provider-request.js";
import { walkSchema } from "./schema-walk.js";

export type { HostProfile };
export { hostToolName };

/** Every host id, in table order: what `hosts: [all]` runs under. */
export const HOST_IDS: readonly string[] = HOST_PROFILES.map((h) => h.id);

/** The host profile `id` names; undefined for a model-API profile or an unknown id (the config checks reject both first). */
export function hostById(id: string): HostProfile | undefined {
  return HOST_PROFILES.find((h) => h.id === id);
}

export interface ToolsForHost {
  /** The tools as the model receives them: the host's names, cap and the provider's conversion of each schema. */
  tools: McpTool[];
  findings: CheckOutcome[];
  /** Why the provider's conversion could not be run (schemas then go as written); absent when it ran or there is none. */
  conversionSkipped?: string;
}

/**
 * One server's tools as `host` gives them to its model: the provider's own
 * request-building code runs offline on them (providerRequest), then the
 * profile names, caps and checks them (adaptToolsForHost).
 */
export async function toolsForHost(
  host: HostProfile,
  server: string,
  tools: readonly McpTool[],
  position?: { before: number; total: number },
): Promise<ToolsForHost> {
  const api = modelApiOf(host);
  // Schemas no conversion can take (cyclic, absurdly deep) stay out of the provider call; adapt reports them.
  const convertible = tools.filter((t) => !walkSchema(t.inputSchema).stopped);
  let sent;
  let conversionSkipped: string | undefined;
  if (api.provider && convertible.length > 0) {
    try {
      const request = await providerRequest(api.provider, convertible, api.strict === true);
      const byName = new Map(request.tools.map((t, i) => [convertible[i]?.name, t]));
      sent = tools.map((t) => byName.get(t.name) ?? { name: t.name, schema: t.inputSchema, strict: false });
    } catch (error) {
      conversionSkipped = `${api.title}'s conversion could not run (${describeError(error)}); schemas go to the model as written`;
    }
  }
  const adapted = adaptToolsForHost(host, tools, { server, ...(sent ? { sent } : {}), ...(position ? { position } : {}) });
  return { ...adapted, ...(conversionSkipped ? { conversionSkipped } : {}) };
}

/**
 * The one seam between a run under a host and the host profiles (src/hosts/,
 * built on branch `hosts`): everything `run` needs of a profile goes through
 * this file, so wiring the real table is a change here only.
 * TEMPORARY until `hosts` is merged: two minimal profiles that follow its contract.
 */
import type { ClientCapabilities } from "@modelcontextprotocol/client";
import type { McpTool as Tool } from "../mcp/mcp-types.js";
import { ConfigError } from "../errors.js";
import { closest } from "../util/closest-name.js";

export interface HostProfile {
  kind: "host";
  id: string;
  version: string;
  modelApi: string;
  clientInfo: { name: string; version: string };
  capabilities: ClientCapabilities;
}

export interface HostFinding {
  host: string;
  item: string;
  message: string;
}

const TABLE: HostProfile[] = [
  {
    kind: "host",
    id: "claude-code",
    version: "0",
    modelApi: "anthropic",
    clientInfo: { name: "claude-code", version: "2.0.0" },
    capabilities: { roots: {}, elicitation: {} },
  },
  {
    kind: "host",
    id: "claude-desktop",
    version: "0",
    modelApi: "anthropic",
    clientInfo: { name: "claude-ai", version: "0.1.0" },
    capabilities: {},
  },
];

export const HOST_IDS: readonly string[] = TABLE.map((h) => h.id);

export function profileById(id: string): HostProfile {
  const found = TABLE.find((h) => h.id === id);
  if (found) return found;
  const near = closest(id, [...HOST_IDS]);
  throw new ConfigError(`unknown host "${id}"${near ? `; did you mean "${near}"?` : ""} (hosts: ${HOST_IDS.join(", ")})`);
}

export function hostToolName(host: HostProfile, server: string, tool: string): { name: string; renamed: boolean; cut: boolean } {
  const name = host.id === "claude-code" ? `mcp__${server}__${tool}` : tool;
  return { name: name.slice(0, 64), renamed: name !== tool, cut: name.length > 64 };
}

export function adaptToolsForHost(_host: HostProfile, tools: Tool[]): { tools: Tool[]; findings: HostFinding[] } {
  return { tools, findings: [] };
}

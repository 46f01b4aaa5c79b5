/**
 * The name a host gives an MCP tool for the model: its prefix, then what it
 * does to a name the model API would refuse (sends it anyway, or rewrites it).
 */
import { createHash } from "node:crypto";
import type { HostProfile, NameRule } from "./host-profile.js";
import { modelApiChain, modelApiOf } from "./profile-table.js";

export interface HostToolName {
  /** The name the model sees. */
  name: string;
  /** The host rewrote it (invalid characters replaced, shortened). */
  renamed: boolean;
  /** The host leaves the tool out. */
  cut: boolean;
  /** The name breaks the model API's rule and the host sends it anyway: the API refuses the request. */
  rejected: boolean;
  /** Why, in a line, when renamed / cut / rejected. */
  reason?: string;
}

/** The model API's name rule, the nearest one up its chain of parents. */
export function nameRuleOf(host: HostProfile): NameRule | undefined {
  return modelApiChain(modelApiOf(host)).find((api) => api.toolName)?.toolName;
}

/** How `host` names tool `tool` of the server it knows as `server`. */
export function hostToolName(host: HostProfile, server: string, tool: string): HostToolName {
  const full = host.naming.prefix.replaceAll("{server}", server) + tool;
  const rule = nameRuleOf(host);
  const counted = host.naming.lengthCounts === "server-and-name" ? server.length + tool.length : full.length;
  const hostCap = host.naming.maxLength;
  const overHost = hostCap !== undefined && counted > hostCap;
  const breaksApi = rule !== undefined && !new RegExp(rule.pattern).test(full);
  if (!overHost && !breaksApi) return { name: full, renamed: false, cut: false, rejected: false };
  const why = overHost
    ? `${counted} characters, over ${host.title}'s ${hostCap}`
    : `breaks the model API's rule ${rule?.pattern}${full.length > (rule?.maxLength ?? Infinity) ? ` (${full.length} characters)` : ""}`;
  if (host.naming.onInvalid === "rejected") return { name: full, renamed: false, cut: false, rejected: true, reason: `"${full}" ${why}` };
  if (host.naming.onInvalid === "cut")
    return { name: full, renamed: false, cut: true, rejected: false, reason: `"${full}" ${why}: the host leaves it out` };
  const name = rewrite(host, full, rule);
  return { name, renamed: name !== full, cut: false, rejected: false, reason: `"${full}" ${why}; the host sends "${name}"` };
}

/**
 * The host's own rewrite of an invalid name. Codex (codex-mcp/src/tools.rs): characters outside
 * [a-zA-Z0-9_-] become "_", and a name over 64 is cut to leave room for "_" and the first 12 hex digits of a
 * SHA-1 (of the raw server and tool identity there: the digits here differ, the shape is the same). Gemini CLI
 * (generateValidName in tools/mcp-tool.ts): characters outside [a-zA-Z0-9_.:-] become "_", and a name over 63
 * keeps its first and last 30 characters around "...".
 */
function rewrite(host: HostProfile, full: string, rule: NameRule | undefined): string {
  const max = Math.min(host.naming.maxLength ?? Infinity, rule?.maxLength ?? Infinity);
  if (host.naming.rewrite === "hash-suffix") {
    const clean = full.replace(/[^a-zA-Z0-9_-]/g, "_");
    if (clean.length <= max) return clean;
    const suffix = `_${createHash("sha1").update(full).digest("hex").slice(0, 12)}`;
    return clean.slice(0, max - suffix.length) + suffix;
  }
  const clean = full.replace(/[^a-zA-Z0-9_.:-]/g, "_");
  if (clean.length <= max) return clean;
  const keep = Math.floor((max - 3) / 2);
  return `${clean.slice(0, keep)}...${clean.slice(clean.length - (max - 3 - keep))}`;
}

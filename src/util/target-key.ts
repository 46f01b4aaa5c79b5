/**
 * Resources and prompts share the per-tool bookkeeping (call records, stats,
 * metrics.json, the change list) under a prefixed key: `resource:<uri>`,
 * `resource-template:<uriTemplate>`, `prompt:<name>`. A tool name never holds
 * a colon (MCP 2025-11-25 limits tool names to A-Z a-z 0-9 _ - .), so a key
 * without one of these prefixes is a tool.
 */
export type TargetKind = "tool" | "resource" | "resource-template" | "prompt";

const PREFIXES = ["resource-template", "resource", "prompt"] as const;

/** The key of a resource read, a template, or a prompt get; a tool's key is its name. */
export function targetKey(kind: TargetKind, name: string): string {
  return kind === "tool" ? name : `${kind}:${name}`;
}

/** What a key names: a tool (no known prefix) or a resource, template or prompt. */
export function parseTargetKey(key: string): { kind: TargetKind; name: string } {
  for (const prefix of PREFIXES) {
    if (key.startsWith(`${prefix}:`)) return { kind: prefix, name: key.slice(prefix.length + 1) };
  }
  return { kind: "tool", name: key };
}

/** True for a plain tool name (not a resource, template or prompt key). */
export function isToolKey(key: string): boolean {
  return parseTargetKey(key).kind === "tool";
}

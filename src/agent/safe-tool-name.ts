/**
 * Model APIs restrict tool names (OpenAI: ^[a-zA-Z0-9_-]{1,64}$) while MCP
 * allows dots, slashes and longer names, so names offered to a model are
 * made safe (and unique) and mapped back; the trace always records the MCP name.
 */
export function safeToolName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
  return cleaned || "tool";
}

/** `name`, or `name_2`, `name_3`... when taken; records the result in `used`. */
export function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let i = 2; used.has(candidate); i++) candidate = `${name.slice(0, 60)}_${i}`;
  used.add(candidate);
  return candidate;
}

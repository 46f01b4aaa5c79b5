/**
 * Server names in tool names: the single `server` is named "default", and a
 * tool is qualified as `server__tool` when a run has several servers.
 */

/** Name of the single `server`. */
export const DEFAULT_SERVER_NAME = "default";
/** Joins a server name and a tool name into a qualified tool name: `server__tool`. */
export const QUALIFIED_TOOL_SEPARATOR = "__";

/** `server__tool` split when the prefix is one of `servers`; undefined for a plain name. */
export function splitQualifiedName(name: string, servers: readonly string[]): { server: string; tool: string } | undefined {
  for (const server of servers) {
    const prefix = `${server}${QUALIFIED_TOOL_SEPARATOR}`;
    if (name.startsWith(prefix) && name.length > prefix.length) return { server, tool: name.slice(prefix.length) };
  }
  return undefined;
}

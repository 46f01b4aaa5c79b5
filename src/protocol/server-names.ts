/**
 * Server names in tool names: the single `server` is named "default", and a
 * tool is qualified as `server__tool` when a run has several servers.
 */

/** Name of the single `server`. */
export const DEFAULT_SERVER_NAME = "default";
/** Joins a server name and a tool name into a qualified tool name: `server__tool`. */
export const QUALIFIED_TOOL_SEPARATOR = "__";

/**
 * Joins a server name and a tool, resource or prompt name as every report
 * shows it: `everything/get-sum`, `everything/demo://…`. (`server__tool` is
 * the name a model calls, where a slash may not be allowed.)
 */
export const SHOWN_NAME_SEPARATOR = "/";

/** `server/name`: a target of one of several servers, as reports name it. */
export function shownName(server: string, name: string): string {
  return `${server}${SHOWN_NAME_SEPARATOR}${name}`;
}

/** `server__tool` (or, with `separator`, `server/name`) split when the prefix is one of `servers`; undefined for a plain name. */
export function splitQualifiedName(
  name: string,
  servers: readonly string[],
  separator: string = QUALIFIED_TOOL_SEPARATOR,
): { server: string; tool: string } | undefined {
  for (const server of servers) {
    const prefix = `${server}${separator}`;
    if (name.startsWith(prefix) && name.length > prefix.length) return { server, tool: name.slice(prefix.length) };
  }
  return undefined;
}

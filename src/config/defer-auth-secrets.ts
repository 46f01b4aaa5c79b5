/**
 * On a fork PR the repository's secrets are absent, so a server's `auth:`
 * reads `${VAR}` from an unset variable. When the caller asks (the action
 * with `fail-on-missing-key: false`), that is not a config error: the field
 * gets a placeholder that passes validation, and the resolved config lists
 * the server as one without credentials (`unsetAuth`). The run then skips the
 * work that needs it, with a note (eval/skip-without-auth.ts), and never
 * connects it, so the placeholder is never sent anywhere.
 */
import type { PathSegment } from "./format-path.js";
import type { ResolvedConfig, UnsetAuthSecret } from "./resolved-config.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { nameTable } from "../util/name-table.js";

// Not a value a user writes: it marks the field, and nothing that would send it ever sees it.
const PLACEHOLDER = "\u0000mcpvals-unset-auth-secret:";

/** Whether `segments` is a field inside a server's `auth:` (`server.auth…` or `servers.NAME.auth…`). */
export function isAuthField(segments: readonly PathSegment[]): boolean {
  if (segments[0] === "server") return segments[1] === "auth" && segments.length > 2;
  return segments[0] === "servers" && typeof segments[1] === "string" && segments[2] === "auth" && segments.length > 3;
}

/** Puts a placeholder in each deferred auth field (interpolation left it empty, which validation refuses). */
export function placeholdAuthSecrets(
  value: unknown,
  deferred: ReadonlyArray<{ path: string; segments: readonly PathSegment[]; variable: string }>,
): Map<string, UnsetAuthSecret> {
  const placed = new Map<string, UnsetAuthSecret>();
  for (const { path, segments, variable } of deferred) {
    if (!isAuthField(segments)) continue;
    const owner = segments.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PathSegment, unknown> | undefined)?.[key], value);
    if (!owner || typeof owner !== "object") continue;
    const placeholder = `${PLACEHOLDER}${variable}`;
    (owner as Record<PathSegment, unknown>)[segments.at(-1)!] = placeholder;
    placed.set(placeholder, { variable, path });
  }
  return placed;
}

/** The servers (era copies included) whose `auth` holds a placeholder, and the config's secrets without the placeholders. */
export function markUnsetAuth(config: ResolvedConfig, placed: ReadonlyMap<string, UnsetAuthSecret>): ResolvedConfig {
  if (placed.size === 0) return config;
  const unsetAuth = nameTable<UnsetAuthSecret[]>();
  for (const [name, spec] of Object.entries(config.servers)) {
    const found = placeholdersIn(spec).flatMap((text) => placed.get(text) ?? []);
    if (found.length > 0) unsetAuth[name] = found;
  }
  return { ...config, unsetAuth, secrets: config.secrets.filter((secret) => !placed.has(secret)) };
}

function placeholdersIn(spec: ServerSpec): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === "string" && node.startsWith(PLACEHOLDER)) found.push(node);
    else if (node && typeof node === "object") for (const item of Object.values(node)) visit(item);
  };
  visit("auth" in spec ? spec.auth : undefined);
  return found;
}

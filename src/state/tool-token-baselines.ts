/**
 * The tool-definition token count against the state folder: each server's
 * count is recorded in tools.json, and the count recorded there before this
 * run is the baseline the reports compare with ("+220 since main"). Pure.
 */
import type { ToolTokens } from "../result/tool-tokens.js";
import { ownValue } from "../util/name-table.js";
import type { StoredState } from "./read-state.js";
import type { ServerState } from "./record-run.js";

/** The servers with this run's counts attached, for recordTools. */
export function withTokenCounts(servers: readonly ServerState[], toolTokens: ToolTokens | null): ServerState[] {
  if (!toolTokens) return [...servers];
  const counts = new Map(toolTokens.servers.map((s) => [s.server, s.tokens]));
  return servers.map((s) => {
    const tokens = counts.get(s.server);
    return tokens === undefined ? s : { ...s, toolTokens: { encoding: toolTokens.encoding, tokens } };
  });
}

/** `toolTokens` with each server's baseline from the stored tools.json; a count in another encoding is no baseline. */
export function tokenBaselines(toolTokens: ToolTokens | null, stored: Pick<StoredState, "tools">): ToolTokens | null {
  if (!toolTokens) return null;
  return {
    ...toolTokens,
    servers: toolTokens.servers.map((s) => {
      const before = ownValue(stored.tools?.servers, s.server);
      const counted = before?.toolTokens?.encoding === toolTokens.encoding ? before.toolTokens : undefined;
      return { ...s, baseline: counted?.tokens ?? null, baselineAt: counted ? before!.at : null };
    }),
  };
}

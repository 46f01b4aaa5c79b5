/**
 * Classifies the tools of this run against the baseline in tools.json:
 * added, removed, changed (with what changed) or unchanged; then the same for
 * the server's resources, templates and prompts (diff-offerings.ts). Pure.
 *
 * A server with no baseline (first run, or its state was rebuilt) reports no
 * entries: with nothing to compare against, nothing is "added". A server
 * whose tools are unknown this run (it could not be reached) is skipped
 * rather than reported as having lost every tool.
 */
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { ToolChanges, ToolDiffEntry } from "../result/tool-changes.js";
import { canonicalJson } from "../protocol/tools-hash.js";
import { diffTool } from "./diff-tool.js";
import { diffOfferings } from "./diff-offerings.js";
import type { ServerOfferings } from "../protocol/server-offerings.js";
import type { ToolSnapshot, ToolsFile } from "./state-files.js";
import { toolSnapshot } from "./tool-snapshot.js";
import { ownValue } from "../util/name-table.js";

/** The tools one server offered this run; undefined when it could not be listed. */
export interface ServerTools {
  server: string;
  tools: Tool[] | undefined;
  /** Its resources, templates and prompts; absent or undefined: not known this run (no entries for them). */
  offerings?: ServerOfferings | undefined;
}

export interface DiffToolsOptions {
  /** tools.json as read from the state folder; null when there is none. */
  baseline: ToolsFile | null;
  servers: ServerTools[];
}

export function diffTools({ baseline, servers }: DiffToolsOptions): ToolChanges {
  const entries: ToolDiffEntry[] = [];
  let unchanged = 0;
  const baselineTimes: string[] = [];
  for (const { server, tools, offerings } of servers) {
    const stored = ownValue(baseline?.servers, server);
    if (!stored || tools === undefined) continue;
    const others = diffOfferings(server, stored, offerings);
    baselineTimes.push(stored.at);
    const current = new Map(tools.map((t) => [t.name, toolSnapshot(t)]));
    for (const [name, snapshot] of [...current].sort(([a], [b]) => a.localeCompare(b))) {
      const before = ownValue(stored.tools, name);
      if (!before) {
        entries.push({ server, tool: name, status: "added", breaking: false, changes: [] });
        continue;
      }
      const changes = isSame(before, snapshot) ? [] : diffTool(before, snapshot);
      if (changes.length === 0) {
        unchanged += 1;
        continue;
      }
      entries.push({ server, tool: name, status: "changed", breaking: changes.some((c) => c.breaking), changes });
    }
    for (const name of Object.keys(stored.tools).sort()) {
      if (!current.has(name)) entries.push({ server, tool: name, status: "removed", breaking: true, changes: [] });
    }
    // Resources, templates and prompts after the server's tools.
    entries.push(...others);
  }
  return {
    // The oldest baseline compared against (one per server).
    baselineAt: baselineTimes.length === 0 ? null : baselineTimes.sort()[0]!,
    entries,
    unchanged,
    breaking: entries.some((e) => e.breaking),
  };
}

/** The hash covers name, description and schemas; title and annotations are compared apart. */
function isSame(a: ToolSnapshot, b: ToolSnapshot): boolean {
  return a.hash === b.hash && a.title === b.title && canonicalJson(a.annotations) === canonicalJson(b.annotations);
}

/**
 * Tools that downstream indexes (tool-search embeddings) must (re)process:
 * the added and changed ones, or every tool of a server without a baseline.
 */
export function toolsToReprocess(
  changes: ToolChanges,
  servers: ServerTools[],
  baseline: ToolsFile | null,
): Array<{ server: string; tool: string }> {
  const out: Array<{ server: string; tool: string }> = [];
  for (const { server, tools } of servers) {
    if (tools === undefined) continue;
    if (!ownValue(baseline?.servers, server)) {
      out.push(...tools.map((t) => ({ server, tool: t.name })));
      continue;
    }
    for (const entry of changes.entries) {
      // Only tools are indexed (resources and prompts have entries too).
      if (entry.server === server && entry.status !== "removed" && entry.target === undefined) out.push({ server, tool: entry.tool });
    }
  }
  return out;
}

/**
 * Tool coverage: which offered tools a run exercised. Pure.
 */
import { shownName } from "../protocol/server-names.js";
import type { EvalResult } from "../result/eval-result.js";
import type { ToolStats } from "../result/tool-stats.js";
import { round } from "../util/round.js";

export function coverage(offered: string[], stats: Pick<ToolStats, "tool">[]): EvalResult["coverage"] {
  const exercisedNames = new Set(stats.map((s) => s.tool));
  const unique = [...new Set(offered)];
  const exercised = unique.filter((name) => exercisedNames.has(name)).length;
  return {
    exercised,
    total: unique.length,
    ratio: unique.length === 0 ? 0 : round(exercised / unique.length),
    unexercised: unique.filter((name) => !exercisedNames.has(name)).sort(),
  };
}

/**
 * Coverage of the tools offered by the servers that were connected: with
 * several servers, tools are counted as `server/tool` (one name can be two tools).
 */
export function serverCoverage(
  offered: ReadonlyArray<{ server: string; tool: string }>,
  stats: Pick<ToolStats, "server" | "tool">[],
): EvalResult["coverage"] {
  const several = new Set(offered.map((o) => o.server)).size > 1;
  const qualify = ({ server, tool }: { server: string; tool: string }) => (several ? shownName(server, tool) : tool);
  return coverage(
    offered.map(qualify),
    stats.map((s) => ({ tool: qualify(s) })),
  );
}

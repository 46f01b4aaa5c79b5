/**
 * What the tool-retrieval metric asks: which user texts are ranked against
 * which expected tools, and where an expected name (plain or `server__tool`)
 * landed in a ranking. Pure.
 */
import type { ResolvedWorkflow } from "../../config/resolved-config.js";
import { splitQualifiedName } from "../../protocol/server-names.js";
import type { RetrievalRank } from "../../result/retrieval-result.js";

/** One ranking to do: a step's user text and the tool names expected for it. */
export interface RetrievalQuery {
  step: number;
  user: string;
  expected: string[];
}

/**
 * The steps that name expected tools. When no step does, workflow-level
 * `expectTools` (mcpvals 0.4 style) belong to the first step: the rule the
 * scripted driver follows when it calls them.
 */
export function retrievalQueries(workflow: Pick<ResolvedWorkflow, "steps" | "expectTools">): RetrievalQuery[] {
  const anyStepHasTools = workflow.steps.some((step) => step.expectTools);
  const queries = anyStepHasTools
    ? workflow.steps.map((step, index) => ({ step: index, user: step.user, expected: (step.expectTools ?? []).map((call) => call.name) }))
    : [{ step: 0, user: workflow.steps[0]?.user ?? "", expected: (workflow.expectTools ?? []).map((call) => call.name) }];
  // A conversation's messages are written during the run (by the simulated user): there is no text to rank ahead of it.
  return queries.filter((query) => query.expected.length > 0 && query.user.trim() !== "");
}

/**
 * Where an expected tool ranked (1-based), resolving its name like the
 * ToolRouter does: `server__tool` for a server of the workflow, else the
 * plain name on whichever server offers it (the best rank when several do).
 * Rank null: no server offers it. Undefined: it cannot be judged, because
 * it is not in the ranking and some server of the workflow was never reached.
 */
export function expectedRank(
  name: string,
  ranking: ReadonlyArray<{ server: string; tool: string }>,
  servers: readonly string[],
  allReached: boolean,
): RetrievalRank | undefined {
  const split = splitQualifiedName(name, servers);
  const qualified = split ? ranking.findIndex((hit) => hit.server === split.server && hit.tool === split.tool) : -1;
  // A server may name a tool `x__y` itself: the plain name is tried too, as the router does.
  const index = qualified >= 0 ? qualified : ranking.findIndex((hit) => hit.tool === name);
  if (index >= 0) return { server: ranking[index]!.server, tool: ranking[index]!.tool, rank: index + 1 };
  if (!allReached) return undefined;
  return { server: split?.server ?? (servers.length === 1 ? servers[0]! : servers.join(",")), tool: split?.tool ?? name, rank: null };
}

/**
 * Tools whose names a mistyped name most likely meant (`ehco` → `echo`), as
 * hits for rankFallbacks: the score is the names' similarity. A text search
 * is no help here: the failed tool has no description, and the error text
 * ("no tool ehco") shares words with every tool that mentions a tool.
 */
import { nameSimilarity } from "../../util/edit-distance.js";
import type { IndexedTool, ToolHit } from "./types.js";

/** Below this, two names have less than half their letters in place: another tool, not a typo. */
export const CLOSE_NAME_MIN = 0.5;

/** Tools within CLOSE_NAME_MIN of `name`, closest first. */
export function closeNames(name: string, tools: readonly IndexedTool[]): ToolHit[] {
  return tools
    .map(({ server, tool }) => ({ server, tool: tool.name, score: nameSimilarity(name, tool.name) }))
    .filter((hit) => hit.score >= CLOSE_NAME_MIN)
    .sort((a, b) => b.score - a.score);
}

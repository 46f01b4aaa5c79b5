/**
 * The `search` command's table. Two tools with the same score share a rank
 * ("1", "1", "3": standard competition ranking) so a tie reads as a tie
 * rather than as an order; their rows then follow server and tool name. Scores
 * print to 3 decimals, or to as many more (up to 6) as tell a row from its
 * neighbours, so two different scores never print alike.
 */
import { cleanLine } from "../../report/format.js";

interface TableHit {
  server: string;
  tool: string;
  score: number;
}

const MAX_DIGITS = 6;

/** `rank  server  tool  score`, columns padded. */
export function searchTable(hits: readonly TableHit[], minScore: number | undefined): string[] {
  if (hits.length === 0)
    return [minScore === undefined ? "No tools to rank: the servers offer none." : `No tool scores ${minScore} or more.`];
  const ranks = sharedRanks(hits.map((hit) => hit.score));
  const scores = distinctScores(hits.map((hit) => hit.score));
  const rows = [
    ["rank", "server", "tool", "score"],
    ...hits.map((hit, i) => [String(ranks[i]), cleanLine(hit.server), cleanLine(hit.tool), scores[i]!]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const rightAligned = [true, false, false, true];
  return rows.map((row) =>
    row
      .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** Competition ranks of scores sorted best first: equal scores share the rank of the first of them. */
export function sharedRanks(scores: readonly number[]): number[] {
  const ranks: number[] = [];
  scores.forEach((score, i) => ranks.push(i > 0 && score === scores[i - 1] ? ranks[i - 1]! : i + 1));
  return ranks;
}

/** Each score to 3 decimals, or to the fewest more digits (up to 6) that set it apart from a different neighbour. */
export function distinctScores(scores: readonly number[]): string[] {
  return scores.map((score, i) => {
    const neighbours = [scores[i - 1], scores[i + 1]].filter((other): other is number => other !== undefined && other !== score);
    let digits = 3;
    while (digits < MAX_DIGITS && neighbours.some((other) => other.toFixed(digits) === score.toFixed(digits))) digits++;
    return score.toFixed(digits);
  });
}

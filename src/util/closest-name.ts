/** Did-you-mean for names: config keys, tool names, commands on PATH. */
import { editDistance } from "./edit-distance.js";

/** The known key a typo most likely meant: same letters ignoring case, or within a small edit distance. */
export function closest(key: string, known: string[]): string | undefined {
  const lower = key.toLowerCase();
  const budget = Math.max(1, Math.floor(key.length / 3));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= budget && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

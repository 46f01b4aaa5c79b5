/** Did-you-mean for names: config keys, tool names, commands on PATH. */

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

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions (`nmae` → `name` is 1). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * `hybrid` mode: lexical and semantic scores of the same tools fused into one
 * ranking. Two classic fusions are implemented; DEFAULT_FUSION names the one
 * hybrid uses, chosen on the labelled check in
 * __tests__/search/fusion-choice.test.ts (see the README of search/ in
 * docs and that test for the numbers).
 *
 *  - rrf: reciprocal-rank fusion, Σ 1/(k + rank) over both rankings (k = 60,
 *    Cormack et al. 2009). Uses ranks only, so it ignores how far apart scores are.
 *    A tool sharing no word with the query takes no lexical share.
 *  - convex: α·semantic + (1-α)·lexical over scores normalised to 0..1
 *    (semantic min-max within the query, lexical divided by the best BM25).
 */

export type FusionMethod = "rrf" | "convex";

export interface FusionOptions {
  method?: FusionMethod;
  /** Weight of the semantic side in `convex`. @default 0.5 */
  alpha?: number;
  /** RRF's k. @default 60 */
  k?: number;
}

export const DEFAULT_FUSION: Required<FusionOptions> = { method: "convex", alpha: 0.5, k: 60 };

/**
 * Fused 0..1 scores, one per tool, from per-tool lexical scores (0..1, 0 =
 * no match) and cosines. Ties within one side are ranked by index, which the
 * caller keeps in a fixed order.
 */
export function fuseScores(lexical: ArrayLike<number>, cosines: ArrayLike<number>, options: FusionOptions = {}): Float64Array {
  const { method, alpha, k } = { ...DEFAULT_FUSION, ...options };
  const n = lexical.length;
  const fused = new Float64Array(n);
  if (n === 0) return fused;
  if (method === "convex") {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      min = Math.min(min, cosines[i]!);
      max = Math.max(max, cosines[i]!);
    }
    const span = max - min;
    for (let i = 0; i < n; i++) fused[i] = alpha * (span > 0 ? (cosines[i]! - min) / span : 1) + (1 - alpha) * lexical[i]!;
    return fused;
  }
  const semanticRank = ranks(cosines);
  const lexicalRank = ranks(lexical);
  let best = 0;
  for (let i = 0; i < n; i++) {
    fused[i] = 1 / (k + semanticRank[i]!) + (lexical[i]! > 0 ? 1 / (k + lexicalRank[i]!) : 0);
    best = Math.max(best, fused[i]!);
  }
  for (let i = 0; i < n; i++) fused[i]! /= best;
  return fused;
}

/** 1-based rank of each entry by descending value (ties by index). */
function ranks(values: ArrayLike<number>): Uint32Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
  const out = new Uint32Array(values.length);
  order.forEach((index, position) => (out[index] = position + 1));
  return out;
}

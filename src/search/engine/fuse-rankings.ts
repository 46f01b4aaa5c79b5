/**
 * `hybrid` mode: lexical and semantic scores of the same tools fused into one
 * ranking. Three classic fusions are implemented; DEFAULT_FUSION names the one
 * hybrid uses, chosen on the dev half of the labelled retrieval set
 * (bench/README.md "Tool search quality" has the numbers):
 *
 *  - zscore: α·z(semantic) + (1-α)·z(lexical), each side standardised over
 *    the query's tools (mean 0, standard deviation 1). A side that singles out
 *    a few tools (BM25 matching two tools of 129) gives them large z-scores
 *    and so weighs more in that query; a side that matches nothing (all 0)
 *    gives every tool 0 and leaves the ranking to the other. Min-max scaled
 *    to 0..1 at the end.
 *  - convex: α·semantic + (1-α)·lexical over scores normalised to 0..1
 *    (semantic min-max within the query, lexical divided by the best BM25).
 *  - rrf: reciprocal-rank fusion, Σ 1/(k + rank) over both rankings (k = 60,
 *    Cormack et al. 2009). Uses ranks only, so it ignores how far apart scores are.
 *    A tool sharing no word with the query takes no lexical share.
 */

export type FusionMethod = "zscore" | "convex" | "rrf";

export interface FusionOptions {
  method?: FusionMethod;
  /** Weight of the semantic side in `zscore` and `convex`. @default 0.5 */
  alpha?: number;
  /** RRF's k. @default 60 */
  k?: number;
}

export const DEFAULT_FUSION: Required<FusionOptions> = { method: "zscore", alpha: 0.5, k: 60 };

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
  if (method === "zscore") {
    const semantic = standardize(cosines);
    const words = standardize(lexical);
    for (let i = 0; i < n; i++) fused[i] = alpha * semantic[i]! + (1 - alpha) * words[i]!;
    return minMax(fused);
  }
  if (method === "convex") {
    const semantic = minMax(Float64Array.from(cosines));
    for (let i = 0; i < n; i++) fused[i] = alpha * semantic[i]! + (1 - alpha) * lexical[i]!;
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

/** (x - mean) / standard deviation; all 0 when every value is the same. */
function standardize(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i]! / n;
  let variance = 0;
  for (let i = 0; i < n; i++) variance += (values[i]! - mean) ** 2 / n;
  const sd = Math.sqrt(variance);
  return Float64Array.from(values, (x) => (sd > 0 ? (x - mean) / sd : 0));
}

/** Scaled in place onto 0..1 (all 1 when every value is the same). */
function minMax(values: Float64Array): Float64Array {
  let min = Infinity;
  let max = -Infinity;
  for (const x of values) {
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  const span = max - min;
  for (let i = 0; i < values.length; i++) values[i] = span > 0 ? (values[i]! - min) / span : 1;
  return values;
}

/** 1-based rank of each entry by descending value (ties by index). */
function ranks(values: ArrayLike<number>): Uint32Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
  const out = new Uint32Array(values.length);
  order.forEach((index, position) => (out[index] = position + 1));
  return out;
}

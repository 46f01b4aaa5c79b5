/**
 * The arithmetic of semantic search. Vectors are L2-normalised once, when
 * they enter the cache, so cosine similarity is a plain dot product; the
 * tools of an index sit in one Float32Array (row-major), which keeps the scan
 * over 10,000 × 512 floats in cache-friendly order and free of allocations.
 */

/** Rows of `dimension` floats, one per tool, in one buffer. */
export interface VectorMatrix {
  readonly data: Float32Array;
  readonly rows: number;
  readonly dimension: number;
}

/** A unit-length copy of `values` (a zero vector stays zero: it matches nothing). */
export function normalize(values: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(values);
  let sum = 0;
  for (let i = 0; i < out.length; i++) sum += out[i]! * out[i]!;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}

/** Packs equally long vectors into one matrix. */
export function toMatrix(vectors: readonly Float32Array[], dimension: number): VectorMatrix {
  const data = new Float32Array(vectors.length * dimension);
  vectors.forEach((vector, row) => data.set(vector, row * dimension));
  return { data, rows: vectors.length, dimension };
}

/**
 * Dot product of every row with `query` (cosine, as both are unit length),
 * into `out`, unrolled by four: V8 does not vectorise this loop, and four
 * independent sums roughly halve the time of the naive one. Plain code on
 * purpose: a hand-assembled WebAssembly SIMD kernel was faster per scan but
 * a semantic top-10 over 10,000 tools stays within a few milliseconds without
 * it (bench/README.md, "Tool search").
 */
export function dotAll(matrix: VectorMatrix, query: Float32Array, out = new Float32Array(matrix.rows)): Float32Array {
  const { data, rows, dimension } = matrix;
  const tail = dimension - (dimension % 4);
  for (let row = 0, base = 0; row < rows; row++, base += dimension) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let i = 0;
    for (; i < tail; i += 4) {
      s0 += data[base + i]! * query[i]!;
      s1 += data[base + i + 1]! * query[i + 1]!;
      s2 += data[base + i + 2]! * query[i + 2]!;
      s3 += data[base + i + 3]! * query[i + 3]!;
    }
    for (; i < dimension; i++) s0 += data[base + i]! * query[i]!;
    out[row] = s0 + s1 + s2 + s3;
  }
  return out;
}

/**
 * Indices of the `k` largest scores, best first (ties: lower index first).
 * A bounded min-heap: O(n log k) with no sort of all n, which is what a
 * top-10 over 10,000 tools needs.
 */
export function topK(scores: ArrayLike<number>, k: number): number[] {
  const size = Math.min(k, scores.length);
  if (size <= 0) return [];
  const heap: number[] = [];
  // "a ranks below b": lower score, or equal score and higher index.
  const below = (a: number, b: number) => scores[a]! < scores[b]! || (scores[a] === scores[b] && a > b);
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && below(heap[left]!, heap[least]!)) least = left;
      if (right < heap.length && below(heap[right]!, heap[least]!)) least = right;
      if (least === i) return;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
  };
  for (let index = 0; index < scores.length; index++) {
    if (heap.length < size) {
      heap.push(index);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!below(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (below(heap[0]!, index)) {
      heap[0] = index;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0));
}

/** Cosine (-1..1) as a 0..1 score. Fixed, not min-max: a score then means the same in every query. */
export function cosineScore(cosine: number): number {
  return Math.min(1, Math.max(0, (cosine + 1) / 2));
}

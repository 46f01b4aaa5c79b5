/** The pure pieces of semantic search: vector math, fusion, and reading the ranker's answer. */
import { cosineScore, dotAll, normalize, toMatrix, topK } from "../../../src/search/engine/vector-math.js";
import { fuseScores } from "../../../src/search/engine/fuse-rankings.js";
import { parseRanking } from "../../../src/search/engine/llm-ranker.js";

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("normalize gives unit length and leaves a zero vector at zero", () => {
  const v = normalize([3, 4]);
  expect(Array.from(v)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
  expect(Array.from(normalize([0, 0, 0]))).toEqual([0, 0, 0]);
});

test("dotAll equals the naive dot product for every row, for any dimension", () => {
  const next = random(1);
  for (const dimension of [1, 3, 4, 7, 16, 48, 512]) {
    const rows = Array.from({ length: 20 }, () => normalize(Array.from({ length: dimension }, () => next() - 0.5)));
    const query = normalize(Array.from({ length: dimension }, () => next() - 0.5));
    const matrix = toMatrix(rows, dimension);
    const scores = dotAll(matrix, query);
    rows.forEach((row, i) =>
      expect(scores[i]).toBeCloseTo(
        row.reduce((sum, x, d) => sum + x * query[d]!, 0),
        5,
      ),
    );
  }
});

test("topK selects what a full sort would, best first, ties by lower index", () => {
  const next = random(2);
  const scores = Float32Array.from({ length: 1000 }, () => Math.round(next() * 50) / 50); // many ties
  const sorted = Array.from(scores.keys()).sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (const k of [1, 5, 10, 999, 1000, 5000]) expect(topK(scores, k)).toEqual(sorted.slice(0, k));
  expect(topK(scores, 0)).toEqual([]);
  expect(topK(new Float32Array(0), 10)).toEqual([]);
});

test("cosineScore maps -1..1 onto 0..1", () => {
  expect([cosineScore(-1), cosineScore(0), cosineScore(1), cosineScore(1.0000001)]).toEqual([0, 0.5, 1, 1]);
});

describe("fuseScores", () => {
  const lexical = [1, 0, 0.5, 0];
  const cosines = [0.2, 0.9, 0.5, 0.1];

  test("convex: α·min-max(semantic) + (1-α)·lexical", () => {
    const fused = fuseScores(lexical, cosines, { method: "convex", alpha: 0.5 });
    expect(Array.from(fused)).toEqual([0.5 * 0.125 + 0.5, 0.5, 0.5 * 0.5 + 0.25, 0].map((x) => expect.closeTo(x, 9)));
  });

  test("zscore: α·z(semantic) + (1-α)·z(lexical), scaled onto 0..1", () => {
    const z = (xs: number[]) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
      return xs.map((x) => (x - mean) / sd);
    };
    const raw = z(cosines).map((s, i) => 0.5 * s + 0.5 * z(lexical)[i]!);
    const [min, max] = [Math.min(...raw), Math.max(...raw)];
    const fused = fuseScores(lexical, cosines, { method: "zscore", alpha: 0.5 });
    expect(Array.from(fused)).toEqual(raw.map((x) => expect.closeTo((x - min) / (max - min), 9)));
    // Tool 0 (the only strong lexical match) beats tool 1 (the best cosine): BM25 singled it out.
    expect(fused[0]).toBe(1);
  });

  test("zscore: a side with no signal (no word matched) leaves the ranking to the other", () => {
    const fused = fuseScores([0, 0, 0, 0], cosines, { method: "zscore" });
    expect(Array.from(fused)).toEqual([0.125, 1, 0.5, 0].map((x) => expect.closeTo(x, 9)));
  });

  test("rrf: a tool with no lexical match takes no lexical share; the best fused is 1", () => {
    const fused = fuseScores(lexical, cosines, { method: "rrf", k: 60 });
    const raw = [1 / 63 + 1 / 61, 1 / 61, 1 / 62 + 1 / 62, 1 / 64];
    const best = Math.max(...raw);
    expect(Array.from(fused)).toEqual(raw.map((x) => expect.closeTo(x / best, 9)));
  });

  test("no tools, no scores", () => {
    expect(fuseScores([], [])).toHaveLength(0);
  });
});

describe("parseRanking", () => {
  const candidates = [
    { server: "a", tool: { name: "read", inputSchema: { type: "object" as const } } },
    { server: "b", tool: { name: "read", inputSchema: { type: "object" as const } } },
    { server: "a", tool: { name: "write", inputSchema: { type: "object" as const } } },
  ];

  test("reads a fenced array, qualified ids and bare names; drops unknown names and repeats", () => {
    expect(parseRanking('Sure:\n```json\n["a/write", "read", "nope", "a/write", "read"]\n```', candidates)).toEqual([2, 0, 1]);
    expect(parseRanking('["b/read"]', candidates)).toEqual([1]);
  });

  test.each([
    ["no array", "read is best"],
    ["not strings", "[1, 2]"],
    ["broken JSON", '["a/read",'],
    ["nothing known", '["x", "y"]'],
  ])("throws on %s", (_label, text) => {
    expect(() => parseRanking(text, candidates)).toThrow();
  });
});

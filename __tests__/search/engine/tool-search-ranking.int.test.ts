/**
 * Semantic and hybrid search with the real local model over the real tools of
 * server-everything, server-filesystem and server-memory: the obvious tool
 * comes first, every tool is ranked with scores in 0..1, and hybrid's default
 * fusion (zscore) ranks the quick labelled set better than either mode alone
 * and than the previous default (convex).
 */
import { readFileSync } from "node:fs";
import { SearchEngine } from "../../../src/search/engine/search-engine.js";
import { fuseScores, type FusionOptions } from "../../../src/search/engine/fuse-rankings.js";
import { hybridRelevance } from "../../../src/search/engine/hybrid-relevance.js";
import type { IndexedTool, SearchMode, ToolHit } from "../../../src/search/engine/types.js";
import { listRealServerTools } from "../search-servers.js";
import { libLocalEmbedder } from "../../helpers/lib-local-embedder.js";

const quickSet = JSON.parse(readFileSync(new URL("../../fixtures/search/quick-retrieval-set.json", import.meta.url), "utf8")) as {
  queries: Array<{ query: string; expect: string }>;
};

let tools: IndexedTool[];
// The real local model as installed, in its own process (see the helper); one for every engine here.
const embedder = libLocalEmbedder();
const engine = new SearchEngine({ embedder });

beforeAll(async () => {
  tools = await listRealServerTools();
});

const top = (hits: ToolHit[]) => `${hits[0]!.server}/${hits[0]!.tool}`;

describe.each(["semantic", "hybrid"] as const)("%s mode over three real servers", (mode: SearchMode) => {
  test.each([
    ["what is 17 plus 25", "everything/get-sum"],
    ["compress this file with gzip", "everything/gzip-file-as-resource"],
    ["do some deep research on a topic for me", "everything/simulate-research-query"],
    ["replace the second line of main.py", "filesystem/edit_file"],
    ["show the whole folder hierarchy as a tree", "filesystem/directory_tree"],
    ["move the file to another directory", "filesystem/move_file"],
    ["dump the entire knowledge graph", "memory/read_graph"],
  ])("%s → %s", async (query, expected) => {
    const hits = await engine.index(tools).rank(query, { mode });
    expect(top(hits)).toBe(expected);
    expect(hits).toHaveLength(tools.length);
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    for (const hit of hits) expect(hit.score >= 0 && hit.score <= 1).toBe(true);
  });

  test("search() is rank() cut to topK, and filters by server", async () => {
    const search = engine.index(tools);
    const ranked = await search.rank("list the files in a folder", { mode });
    expect(await search.search("list the files in a folder", { mode, topK: 5 })).toEqual(ranked.slice(0, 5));
    const memoryOnly = await search.search("list the files in a folder", { mode, topK: 3, servers: ["memory"] });
    expect(memoryOnly.map((hit) => hit.server)).toEqual(["memory", "memory", "memory"]);
  });
});

test("hybrid scores: the fusion's order, scaled by the best hit's calibrated relevance (hybridRelevance of its cosine and BM25)", async () => {
  const search = engine.index(tools);
  const query = "compress this file with gzip";
  const hits = await search.rank(query, { mode: "hybrid" });
  const [best] = hits;
  expect(best!.score).toBeCloseTo(hybridRelevance(best!.cosine!, best!.bm25!), 12);
  // The order is exactly fuseScores' over the same raw numbers (ties in key order).
  const keyed = [...hits].sort((a, b) => `${a.server}/${a.tool}`.localeCompare(`${b.server}/${b.tool}`));
  const bm25 = Float64Array.from(keyed, (hit) => hit.bm25!);
  const bestBm25 = Math.max(...bm25);
  const fused = fuseScores(
    bm25.map((x) => (bestBm25 > 0 ? x / bestBm25 : 0)),
    Float32Array.from(keyed, (hit) => hit.cosine!),
  );
  const order = keyed
    .map((hit, i) => ({ key: `${hit.server}/${hit.tool}`, fused: fused[i]! }))
    .sort((a, b) => b.fused - a.fused || a.key.localeCompare(b.key));
  expect(hits.map((hit) => `${hit.server}/${hit.tool}`)).toEqual(order.map(({ key }) => key));
  for (const [i, hit] of hits.entries()) expect(hit.score).toBeCloseTo(order[i]!.fused * best!.score, 12);
});

describe("edge cases", () => {
  test("an empty tool list ranks nothing; an empty query ranks every tool at 0 in a fixed order", async () => {
    expect(await engine.index([]).rank("anything", { mode: "hybrid" })).toEqual([]);
    const hits = await engine.index(tools).rank("   ", { mode: "semantic" });
    expect(hits).toHaveLength(tools.length);
    expect(hits.every((hit) => hit.score === 0)).toBe(true);
    expect(hits.map((hit) => `${hit.server}/${hit.tool}`)).toEqual(
      tools.map(({ server, tool }) => `${server}/${tool.name}`).sort((a, b) => a.localeCompare(b)),
    );
  });

  test("tools with identical text on two servers are both ranked, together", async () => {
    const echo = tools.find(({ tool }) => tool.name === "echo")!.tool;
    const twins: IndexedTool[] = [...tools, { server: "twin", tool: echo }];
    const hits = await engine.index(twins).rank("echo back what I say", { mode: "hybrid" });
    expect(hits.slice(0, 2).map((hit) => `${hit.server}/${hit.tool}`)).toEqual(["everything/echo", "twin/echo"]);
    expect(hits[0]!.score).toBe(hits[1]!.score);
  });
});

describe("the quick labelled check behind hybrid's fusion", () => {
  async function scores(fusion: FusionOptions | undefined, mode: SearchMode) {
    const search = new SearchEngine({ fusion, embedder }).index(tools);
    let hitsAt1 = 0;
    let hitsAt5 = 0;
    let reciprocal = 0;
    for (const { query, expect: expected } of quickSet.queries) {
      const ranked = await search.rank(query, { mode });
      const rank = ranked.findIndex((hit) => `${hit.server}/${hit.tool}` === expected) + 1;
      if (rank === 1) hitsAt1 += 1;
      if (rank <= 5) hitsAt5 += 1;
      reciprocal += 1 / rank;
    }
    const n = quickSet.queries.length;
    return { recallAt1: hitsAt1 / n, recallAt5: hitsAt5 / n, mrr: reciprocal / n };
  }

  // The default was chosen on the dev half of the large labelled set (bench/README.md "Tool search quality").
  // On this small set reciprocal-rank fusion scores about the same MRR (0.753 against 0.745, 2026-11-22);
  // on the large set's dev half it is far behind (Recall@5 0.723 at k = 60), so it is not asserted here.
  test("the default fusion (zscore) beats convex fusion and both single modes on MRR", async () => {
    const fused = await scores(undefined, "hybrid");
    const convex = await scores({ method: "convex" }, "hybrid");
    const lexical = await scores(undefined, "lexical");
    const semantic = await scores(undefined, "semantic");
    expect(fused.mrr).toBeGreaterThan(convex.mrr);
    expect(fused.mrr).toBeGreaterThan(Math.max(lexical.mrr, semantic.mrr));
    expect(fused.recallAt5).toBeGreaterThanOrEqual(0.85);
  });
});

// Measures tool search (src/search): semantic top-10 and hybrid / BM25
// ranking over 10,000 tools, the embeddings store, and the local model's
// load time and throughput. Run: npm run bench:search
import { mkdtemp, rm, stat, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ToolSearch } from "../lib/search/engine/tool-search.js";
import { LexicalIndex } from "../lib/search/engine/lexical-index.js";
import { EmbeddingStore } from "../lib/search/embeddings/embedding-store.js";
import { createEmbedder } from "../lib/search/embeddings/create-embedder.js";
import { embedTexts } from "../lib/search/embeddings/embed-texts.js";
import { dotAll, normalize, toMatrix, topK } from "../lib/search/engine/vector-math.js";

const TOOLS = 10_000;
const DIM = 512;
const QUERIES = 200;

let seed = 42;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const randomVector = () => normalize(Array.from({ length: DIM }, () => rand() * 2 - 1));
const pct = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};
const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
const line = (label, times) => console.log(`${label.padEnd(58)} p50=${fmt(pct(times, 0.5))} ms  p95=${fmt(pct(times, 0.95))} ms`);
async function timeEach(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return times;
}

// Synthetic tools: names and descriptions drawn from a 2,000-word vocabulary.
const vocabulary = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36)}${"abcdefgh"[i % 8]}`);
const words = (n) => Array.from({ length: n }, () => vocabulary[Math.floor(rand() * rand() * vocabulary.length)]).join(" ");
const tools = Array.from({ length: TOOLS }, (_, i) => ({
  server: `server${i % 20}`,
  tool: {
    name: `tool_${i}_${words(2).replace(/ /g, "_")}`,
    description: words(20),
    inputSchema: { type: "object", properties: { [words(1)]: { type: "string", description: words(6) } } },
  },
}));
const queries = Array.from({ length: QUERIES }, () => words(6));

console.log(`Tool search benchmark: ${TOOLS} tools, ${DIM}-d vectors, ${QUERIES} queries (Node ${process.versions.node})\n`);

// --- semantic over random vectors
const vectors = Array.from({ length: TOOLS }, randomVector);
const matrix = toMatrix(vectors, DIM);
const queryVectors = Array.from({ length: QUERIES }, randomVector);
const scores = new Float32Array(TOOLS);
await timeEach(20, (i) => topK(dotAll(matrix, queryVectors[i], scores), 10)); // warm-up
line("semantic top-10: dot products + heap selection", await timeEach(QUERIES, (i) => topK(dotAll(matrix, queryVectors[i], scores), 10)));
line("  of which dot products (10,000 × 512)", await timeEach(QUERIES, (i) => dotAll(matrix, queryVectors[i], scores)));

// The same through ToolSearch.search (vectors handed in as an engine would).
let q = 0;
const provider = { toolMatrix: async () => matrix, queryVector: async () => queryVectors[q++ % QUERIES] };
const search = new ToolSearch({ tools, vectors: provider, mode: "semantic" });
await search.search("warm up", { topK: 10 });
line("ToolSearch.search semantic, topK 10", await timeEach(QUERIES, () => search.search("query", { topK: 10 })));
line("ToolSearch.rank semantic (all 10,000 sorted)", await timeEach(50, () => search.rank("query")));

// --- BM25 over synthetic texts
let t0 = performance.now();
const lexical = new LexicalIndex(tools);
console.log(`${"BM25 index build (10,000 tool texts)".padEnd(58)} ${fmt(performance.now() - t0)} ms`);
line("BM25 scores of all tools for a query", await timeEach(QUERIES, (i) => lexical.scores(queries[i])));
const lexSearch = new ToolSearch({ tools, vectors: provider, mode: "lexical" });
await lexSearch.search(queries[0]);
line("ToolSearch.search lexical, topK 10", await timeEach(QUERIES, (i) => lexSearch.search(queries[i], { topK: 10 })));
const hybrid = new ToolSearch({ tools, vectors: provider, mode: "hybrid" });
await hybrid.search(queries[0]);
line("ToolSearch.search hybrid, topK 10", await timeEach(QUERIES, (i) => hybrid.search(queries[i], { topK: 10 })));

// --- the embeddings store
const dir = await mkdtemp(path.join(tmpdir(), "mcpvals-bench-search-"));
try {
  for (const count of [1_000, 10_000]) {
    const writes = [];
    const reads = [];
    for (let round = 0; round < 5; round++) {
      const store = new EmbeddingStore("bench-512");
      for (let i = 0; i < count; i++) store.set("tools", `key-${i}`, vectors[i]);
      t0 = performance.now();
      await store.save(dir);
      writes.push(performance.now() - t0);
      t0 = performance.now();
      const { store: loaded } = await EmbeddingStore.load(dir, "bench-512");
      reads.push(performance.now() - t0);
      if (!loaded.get("tools", `key-${count - 1}`)) throw new Error("round trip lost a vector");
    }
    let bytes = 0;
    for (const name of await readdir(path.join(dir, "embeddings"))) bytes += (await stat(path.join(dir, "embeddings", name))).size;
    console.log(
      `${`store of ${count} × ${DIM}: write`.padEnd(58)} p50=${fmt(pct(writes, 0.5))} ms  read p50=${fmt(pct(reads, 0.5))} ms  (${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

// --- the local model
if (process.env.BENCH_SKIP_MODEL !== "1") {
  const embedder = createEmbedder("local");
  const rss0 = process.memoryUsage().rss;
  t0 = performance.now();
  await embedTexts(embedder, ["load the model"]);
  console.log(`\n${"local model: load + first text".padEnd(58)} ${fmt(performance.now() - t0)} ms`);
  // English tool texts of the length shortToolText gives real servers (the synthetic
  // words above split into many word pieces and would understate the throughput).
  const verbs = [
    "read",
    "write",
    "delete",
    "list",
    "search",
    "create",
    "update",
    "move",
    "copy",
    "send",
    "fetch",
    "archive",
    "merge",
    "compare",
    "export",
    "import",
  ];
  const nouns = [
    "file",
    "directory",
    "issue",
    "pull request",
    "message",
    "calendar event",
    "contact",
    "invoice",
    "database row",
    "image",
    "branch",
    "comment",
    "ticket",
    "report",
    "user",
    "table",
  ];
  const english = Array.from({ length: 256 }, (_, i) => {
    const verb = verbs[i % verbs.length];
    const noun = nouns[Math.floor(i / verbs.length) % nouns.length];
    return `${verb} ${noun}. ${verb[0].toUpperCase()}${verb.slice(1)} a ${noun} in the workspace and return the result with its metadata. id, path, limit`;
  });
  t0 = performance.now();
  await embedTexts(embedder, english);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `${"local model: 256 English tool texts (4 calls of 64)".padEnd(58)} ${fmt(seconds * 1000)} ms = ${(256 / seconds).toFixed(0)} texts/s`,
  );
  const gibberish = tools.slice(0, 64).map(({ tool }) => embedder.toolText(tool));
  t0 = performance.now();
  await embedTexts(embedder, gibberish);
  console.log(
    `${"local model: 64 synthetic-word tool texts".padEnd(58)} ${fmt(performance.now() - t0)} ms = ${(64000 / (performance.now() - t0)).toFixed(0)} texts/s`,
  );
  line("local model: one query", await timeEach(20, (i) => embedTexts(embedder, [`please ${verbs[i % 16]} the ${nouns[i % 16]} for me`])));
  console.log(`${"RSS growth with the model loaded".padEnd(58)} ${((process.memoryUsage().rss - rss0) / 1024 / 1024).toFixed(0)} MiB`);
}

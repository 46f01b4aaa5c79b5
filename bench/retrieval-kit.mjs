// What the retrieval experiment scripts share: the labelled set with each query's
// half, local-model vectors cached by text in a file, and Recall@1 / Recall@5 /
// MRR over the dev half, the held-out test half and all queries (the library's
// own scoring is bench/retrieval-set.mjs). Needs `npm run build:lib`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createEmbedder } from "../lib/search/embeddings/create-embedder.js";
import { embedTexts } from "../lib/search/embeddings/embed-texts.js";
import { readRetrievalSet, retrievalHalf } from "./retrieval-set.mjs";

/** Tools as `{ server, tool, key }` (key "server/tool"; sorted by key when asked: ties rank in this order) and queries with `dev`. */
export async function loadLabelledSet({ sortTools = false } = {}) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../__tests__/fixtures/retrieval");
  const set = await readRetrievalSet({ dir });
  const tools = Object.entries(set.servers).flatMap(([server, { tools }]) =>
    tools.map((tool) => ({ server, tool, key: `${server}/${tool.name}` })),
  );
  if (sortTools) tools.sort((a, b) => a.key.localeCompare(b.key));
  const queries = set.queries.map((q) => ({ ...q, dev: retrievalHalf(q.query) === "dev" }));
  return { set, tools, queries };
}

/** `vectors(texts)` from the local model, cached by text in `cacheFile` across runs of a script. */
export function cachedVectors(cacheFile) {
  const cache = new Map(
    existsSync(cacheFile) ? Object.entries(JSON.parse(readFileSync(cacheFile, "utf8"))).map(([k, v]) => [k, Float32Array.from(v)]) : [],
  );
  const embedder = createEmbedder("local");
  return async function vectors(texts) {
    const missing = [...new Set(texts.filter((t) => !cache.has(t)))];
    if (missing.length) {
      const out = await embedTexts(embedder, missing);
      missing.forEach((t, i) => cache.set(t, out[i]));
      writeFileSync(cacheFile, JSON.stringify(Object.fromEntries([...cache].map(([k, v]) => [k, [...v]]))));
    }
    return texts.map((t) => cache.get(t));
  };
}

// `queries[i]` has `relevant` ("server/tool" keys) and `dev`; `tools[j].key` is
// "server/tool"; `scoresPerQuery[i][j]` scores tool j for query i (ties: tools order).
export function scoreSplits(queries, tools, scoresPerQuery) {
  const part = (filter) => {
    const qs = queries.map((q, i) => ({ q, i })).filter(({ q }) => filter(q));
    let r1 = 0;
    let r5 = 0;
    let mrr = 0;
    for (const { q, i } of qs) {
      const s = scoresPerQuery[i];
      const order = s.map((_, j) => j).sort((a, b) => s[b] - s[a] || a - b);
      const wanted = new Set(q.relevant);
      const rank = order.findIndex((j) => wanted.has(tools[j].key)) + 1;
      if (rank === 1) r1++;
      if (rank <= 5) r5++;
      mrr += 1 / rank;
    }
    return [r1 / qs.length, r5 / qs.length, mrr / qs.length];
  };
  return { dev: part((q) => q.dev), test: part((q) => !q.dev), all: part(() => true) };
}

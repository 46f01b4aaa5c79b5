// Fits the calibration of hybrid search scores (src/search/engine/hybrid-relevance.ts):
// P(the best hybrid hit serves the query | its cosine, its raw BM25), a logistic
// model over [1, cosine, ln(1 + bm25)]. Samples, from the labelled retrieval set
// (__tests__/fixtures/retrieval): each query's best hit over all tools (label:
// is it one of the query's tools) and its best hit over only the servers that
// cannot serve it (label 0: what an unrelated query looks like). Fitted on the
// dev half, checked on the test half (Brier score, reliability by bins).
// Prints the coefficients to copy into hybrid-relevance.ts, and how the
// coefficients now in lib/ score. Needs `npm run build:lib`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readRetrievalSet, retrievalHalf, retrievalSetTools } from "./retrieval-set.mjs";
import { SearchEngine } from "../lib/search/engine/search-engine.js";
import { hybridRelevance, RELEVANCE_MODEL } from "../lib/search/engine/hybrid-relevance.js";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../__tests__/fixtures/retrieval");
const set = await readRetrievalSet({ dir });
const tools = retrievalSetTools(set);
const engine = new SearchEngine({ embeddings: "local" });
const all = engine.index(tools);

const samples = [];
for (const { query, relevant } of set.queries) {
  const half = retrievalHalf(query);
  const [best] = await all.search(query, { topK: 1, mode: "hybrid" });
  samples.push({ half, cosine: best.cosine, bm25: best.bm25, label: relevant.includes(`${best.server}/${best.tool}`) ? 1 : 0 });
  const servers = new Set(relevant.map((key) => key.split("/")[0]));
  const others = engine.index(tools.filter((t) => !servers.has(t.server)));
  const [unrelated] = await others.search(query, { topK: 1, mode: "hybrid" });
  samples.push({ half, cosine: unrelated.cosine, bm25: unrelated.bm25, label: 0 });
}

const features = (s) => [1, s.cosine, Math.log1p(s.bm25)];
const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const predict = (w, s) => sigmoid(features(s).reduce((sum, x, i) => sum + w[i] * x, 0));

// Newton's method on the log-loss, with a small ridge so a separable set stays finite.
function fit(train) {
  let w = [0, 0, 0];
  for (let step = 0; step < 50; step++) {
    const grad = [0, 0, 0];
    const hess = [
      [1e-3, 0, 0],
      [0, 1e-3, 0],
      [0, 0, 1e-3],
    ];
    for (const s of train) {
      const x = features(s);
      const p = predict(w, s);
      for (let i = 0; i < 3; i++) {
        grad[i] += (p - s.label) * x[i];
        for (let j = 0; j < 3; j++) hess[i][j] += p * (1 - p) * x[i] * x[j];
      }
    }
    for (let i = 0; i < 3; i++) grad[i] += 1e-3 * w[i];
    w = w.map((wi, i) => wi - solve(hess, grad)[i]);
  }
  return w;
}

function solve(a, b) {
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < 3; c++) {
    const p = m.slice(c).reduce((best, row, i) => (Math.abs(row[c]) > Math.abs(m[best][c]) ? i + c : best), c);
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < 3; r++)
      if (r !== c) {
        const f = m[r][c] / m[c][c];
        for (let k = c; k < 4; k++) m[r][k] -= f * m[c][k];
      }
  }
  return m.map((row, i) => row[3] / row[i]);
}

function report(name, score, part) {
  const brier = part.reduce((sum, s) => sum + (score(s) - s.label) ** 2, 0) / part.length;
  const bins = [0, 0.2, 0.4, 0.6, 0.8, 1.0001].slice(0, -1).map((lo, i, los) => {
    const hi = los[i + 1] ?? 1.0001;
    const inBin = part.filter((s) => score(s) >= lo && score(s) < hi);
    const mean = inBin.length ? inBin.reduce((sum, s) => sum + score(s), 0) / inBin.length : NaN;
    const rate = inBin.length ? inBin.filter((s) => s.label === 1).length / inBin.length : NaN;
    return `${lo.toFixed(1)}-${Math.min(1, hi).toFixed(1)}: n=${inBin.length} predicted ${mean.toFixed(2)} actual ${rate.toFixed(2)}`;
  });
  console.log(
    `${name}: Brier ${brier.toFixed(3)} over ${part.length} samples (${part.filter((s) => s.label === 1).length} positive)\n  ${bins.join("\n  ")}`,
  );
}

const dev = samples.filter((s) => s.half === "dev");
const test = samples.filter((s) => s.half === "test");
const w = fit(dev);
console.log(`fitted on dev: intercept ${w[0].toFixed(2)}, cosine ${w[1].toFixed(2)}, bm25 (ln 1+x) ${w[2].toFixed(2)}`);
report("fitted, test half", (s) => predict(w, s), test);
console.log(`\nin lib/: ${JSON.stringify(RELEVANCE_MODEL)}`);
report("lib, dev half", (s) => hybridRelevance(s.cosine, s.bm25), dev);
report("lib, test half", (s) => hybridRelevance(s.cosine, s.bm25), test);

// Experiments on query expansion for hybrid tool search, scored on the labelled
// set's DEV half with the held-out TEST half and all queries printed alongside
// (tune on dev only). Builds on the chosen hybrid (field BM25 + lexicon + server
// field, USE-lite over shortToolText, z-score 0.5) and tries:
//   1. embedding-based term expansion: query words → nearest words of the
//      indexed tools' vocabulary (by the local model), added as weighted BM25 terms
//      (1b: stricter cuts; 1c: words nearest the whole query's vector);
//   2. pseudo-relevance feedback (RM3-like) from the first hybrid pass's top tools
//      (2b: Rocchio on the query vector instead);
//   3. sentence-level semantic scores combined with (not replacing) the tool vector;
//   4. a lower name-field weight (4b: BM25F, one idf per term over whole tools).
// Nothing here was adopted: see bench/README.md "Second round".
// Vectors are cached in /tmp (keyed by text). Run: npm run build:lib && node bench/retrieval-expansion.mjs
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { lexicalTerms } from "../lib/search/engine/lexical-index.js";
import { expandQueryTerms } from "../lib/search/engine/query-synonyms.js";
import { identifierWords, shortToolText, toolFields } from "../lib/search/engine/tool-text.js";
import { cachedVectors, loadLabelledSet, scoreSplits } from "./retrieval-kit.mjs";

const { tools, queries } = await loadLabelledSet({ sortTools: true });

// ---- vectors, cached by text ----------------------------------------------------
const CACHE = "/tmp/mcpvals-expansion-vectors.json";
const vectors = cachedVectors(CACHE);
const dot = (a, b) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

// ---- lexical: the chosen index, with arbitrary weighted extra terms -------------
const STOP = new Set(
  "a an and are as at be by can could do for from get give has have how i in into is it its me my of on or please show some that the them then there these this to up us use want was we what when where which will with would you your".split(
    " ",
  ),
);
const words = (text) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));
const fieldsOf = tools.map(({ server, tool }) => ({ ...toolFields(tool), server: identifierWords(server) }));
const docs = fieldsOf.map((f, id) => ({
  id,
  name: lexicalTerms(f.name).join(" "),
  description: lexicalTerms(f.description).join(" "),
  parameters: lexicalTerms(f.parameters).join(" "),
  server: lexicalTerms(f.server).join(" "),
}));
function index() {
  const ms = new MiniSearch({
    fields: ["name", "description", "parameters", "server"],
    tokenize: (t) => t.split(" "),
    processTerm: (t) => t || null,
  });
  ms.addAll(docs);
  return ms;
}
const ms = index();
const indexStems = new Set(docs.flatMap((d) => [d.name, d.description, d.parameters, d.server].join(" ").split(" ").filter(Boolean)));

/** weights: Map stem → weight. Returns per-tool scores / best. */
function bm25(weights, { nameBoost = 1, engine = ms } = {}) {
  const scores = new Array(tools.length).fill(0);
  const terms = [...weights.keys()];
  if (!terms.length) return scores;
  let best = 0;
  for (const hit of engine.search(terms.join(" "), {
    combineWith: "OR",
    boost: { parameters: 0.5, name: nameBoost },
    boostTerm: (t) => weights.get(t) ?? 1,
  })) {
    scores[hit.id] = hit.score;
    best = Math.max(best, hit.score);
  }
  return best > 0 ? scores.map((s) => s / best) : scores;
}
const baseWeights = queries.map(({ query }) => {
  const { terms, weights } = expandQueryTerms(lexicalTerms(query));
  return new Map(terms.map((t, i) => [t, weights[i]]));
});

// ---- semantic --------------------------------------------------------------------
const toolVecs = await vectors(tools.map(({ tool }) => shortToolText(tool)));
const queryVecs = await vectors(queries.map((q) => q.query));
const cosines = queries.map((_, qi) => toolVecs.map((v) => dot(v, queryVecs[qi])));

// ---- fusion and scoring ---------------------------------------------------------------
const zscore = (xs) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length);
  return xs.map((x) => (sd > 0 ? (x - m) / sd : 0));
};
const fuse = (lex, sem, alpha = 0.5) => {
  const l = zscore(lex);
  const s = zscore(sem);
  return l.map((x, i) => alpha * s[i] + (1 - alpha) * x);
};
const evaluate = (scoresPerQuery) => scoreSplits(queries, tools, scoresPerQuery);
const f = (xs) => xs.map((x) => x.toFixed(3)).join(" / ");
const results = [];
function report(name, scores) {
  const r = evaluate(scores);
  results.push({ name, ...r });
  console.log(`${name.padEnd(58)} dev ${f(r.dev)} | test ${f(r.test)} | all ${f(r.all)}`);
  return r;
}

const baseLex = baseWeights.map((w) => bm25(w));
report("lexical (chosen)", baseLex);
report("semantic (chosen)", cosines);
const baseHybrid = queries.map((_, i) => fuse(baseLex[i], cosines[i]));
report("hybrid (chosen)", baseHybrid);

// ---- 1. embedding-based term expansion ------------------------------------------------
// Vocabulary: distinct content words of every tool's fields (letters only, ≥ 3 long).
const vocabulary = [
  ...new Set(
    fieldsOf.flatMap((f) => words([f.name, f.description, f.parameters, f.server].join(" "))).filter((w) => /^\p{L}{3,}$/u.test(w)),
  ),
].sort();
const queryWords = [...new Set(queries.flatMap((q) => words(q.query)).filter((w) => /^\p{L}{2,}$/u.test(w)))].sort();
console.log(`\nvocabulary ${vocabulary.length} words, query words ${queryWords.length}`);
const vocabVecs = await vectors(vocabulary);
const wordVecs = new Map(queryWords.map((w, i) => [w, null]));
(await vectors(queryWords)).forEach((v, i) => wordVecs.set(queryWords[i], v));
const vocabStems = vocabulary.map((w) => stemmer(w));

/** Nearest vocabulary words of a query word: [{stem, cos}] best first, the word's own stem excluded. */
const neighbourCache = new Map();
function neighbours(word) {
  if (neighbourCache.has(word)) return neighbourCache.get(word);
  const v = wordVecs.get(word);
  const own = stemmer(word);
  const best = new Map();
  vocabVecs.forEach((u, i) => {
    const stem = vocabStems[i];
    if (stem === own) return;
    const c = dot(u, v);
    if (c > (best.get(stem) ?? -1)) best.set(stem, c);
  });
  const out = [...best]
    .map(([stem, cos]) => ({ stem, cos }))
    .sort((a, b) => b.cos - a.cos)
    .slice(0, 10);
  neighbourCache.set(word, out);
  return out;
}

function expanded(qi, { m, cut, weight, onlyUnknown = false, scaleByCos = false }) {
  const weights = new Map(baseWeights[qi]);
  for (const word of words(queries[qi].query)) {
    if (!wordVecs.get(word)) continue;
    if (onlyUnknown && indexStems.has(stemmer(word))) continue;
    for (const { stem, cos } of neighbours(word)
      .filter((n) => n.cos >= cut)
      .slice(0, m)) {
      const w = scaleByCos ? weight * cos : weight;
      if ((weights.get(stem) ?? 0) < w) weights.set(stem, w);
    }
  }
  return weights;
}

console.log("\n1. embedding-based term expansion (lexical | hybrid)");
const grid1 = [];
for (const onlyUnknown of [false, true])
  for (const m of [1, 2, 3, 5])
    for (const cut of [0.4, 0.5, 0.6, 0.7])
      for (const weight of [0.2, 0.3, 0.5])
        for (const scaleByCos of [false, true]) {
          const opts = { m, cut, weight, onlyUnknown, scaleByCos };
          const lex = queries.map((_, i) => bm25(expanded(i, opts)));
          const hyb = queries.map((_, i) => fuse(lex[i], cosines[i]));
          grid1.push({
            name: `exp m=${m} cut=${cut} w=${weight}${scaleByCos ? "·cos" : ""}${onlyUnknown ? " unknown-only" : ""}`,
            lex: evaluate(lex),
            hyb: evaluate(hyb),
            opts,
          });
        }
grid1.sort((a, b) => b.hyb.dev[1] + b.hyb.dev[2] - (a.hyb.dev[1] + a.hyb.dev[2]));
for (const r of grid1.slice(0, 15))
  console.log(
    `${r.name.padEnd(46)} hybrid dev ${f(r.hyb.dev)} | test ${f(r.hyb.test)} | all ${f(r.hyb.all)}   lexical dev ${f(r.lex.dev)} | test ${f(r.lex.test)}`,
  );

// A few sample neighbours, to see what the model thinks is near.
for (const w of ["remember", "forget", "sql", "fork", "mkdir", "tea", "link", "google", "thumbs", "notes"]) {
  if (wordVecs.get(w))
    console.log(
      `  ${w}: ${neighbours(w)
        .slice(0, 5)
        .map((n) => `${n.stem} ${n.cos.toFixed(2)}`)
        .join(", ")}`,
    );
}

// ---- 2. pseudo-relevance feedback ------------------------------------------------------
// Term weights of a tool: its stems, weighted by field like the index and by idf.
const df = new Map();
const toolTerms = docs.map((d) => {
  const tf = new Map();
  const add = (text, w) =>
    text
      .split(" ")
      .filter(Boolean)
      .forEach((t) => tf.set(t, (tf.get(t) ?? 0) + w));
  add(d.name, 1);
  add(d.description, 1);
  add(d.parameters, 0.5);
  add(d.server, 1);
  for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  return tf;
});
const idf = (t) => Math.log(tools.length / (df.get(t) ?? tools.length));
function prf(qi, first, { top, terms, weight }) {
  const order = first
    .map((_, j) => j)
    .sort((a, b) => first[b] - first[a] || a - b)
    .slice(0, top);
  const score = new Map();
  for (const j of order) {
    const tf = toolTerms[j];
    const total = [...tf.values()].reduce((a, b) => a + b, 0);
    for (const [t, c] of tf) score.set(t, (score.get(t) ?? 0) + (c / total) * idf(t));
  }
  const weights = new Map(baseWeights[qi]);
  const best = [...score]
    .filter(([t]) => !weights.has(t))
    .sort((a, b) => b[1] - a[1])
    .slice(0, terms);
  const max = best[0]?.[1] ?? 1;
  for (const [t, s] of best) weights.set(t, weight * (s / max));
  return weights;
}
console.log("\n2. pseudo-relevance feedback from the first hybrid pass");
const grid2 = [];
for (const top of [1, 2, 3, 5])
  for (const terms of [3, 5, 10])
    for (const weight of [0.1, 0.2, 0.3]) {
      const lex = queries.map((_, i) => bm25(prf(i, baseHybrid[i], { top, terms, weight })));
      const hyb = queries.map((_, i) => fuse(lex[i], cosines[i]));
      grid2.push({ name: `prf top=${top} terms=${terms} w=${weight}`, hyb: evaluate(hyb) });
    }
grid2.sort((a, b) => b.hyb.dev[1] + b.hyb.dev[2] - (a.hyb.dev[1] + a.hyb.dev[2]));
for (const r of grid2.slice(0, 8))
  console.log(`${r.name.padEnd(46)} hybrid dev ${f(r.hyb.dev)} | test ${f(r.hyb.test)} | all ${f(r.hyb.all)}`);

// ---- 3. sentence-level semantic scores, combined with the tool vector --------------
const sentences = (text) =>
  (text ?? "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
const chunks = tools.map(({ tool }) => sentences(tool.description ?? tool.title).map((s) => `${identifierWords(tool.name)}: ${s}`));
const chunkVecs = [];
for (const c of chunks) chunkVecs.push(c.length ? await vectors(c) : []);
const maxSentence = queries.map((_, qi) =>
  chunkVecs.map((vs, ti) => (vs.length ? Math.max(...vs.map((v) => dot(v, queryVecs[qi]))) : cosines[qi][ti])),
);
console.log("\n3. sentence-level semantic: (1-g)·tool cosine + g·max sentence cosine");
for (const g of [0.2, 0.3, 0.5]) {
  const sem = queries.map((_, qi) => cosines[qi].map((c, ti) => (1 - g) * c + g * maxSentence[qi][ti]));
  report(`  semantic g=${g}`, sem);
  report(
    `  hybrid g=${g}`,
    queries.map((_, i) => fuse(baseLex[i], sem[i])),
  );
}

// ---- 4. damping name-field matches of words many tool names share ---------------------
console.log("\n4. name field boost lowered (general form: per-term idf over names is already in BM25)");
for (const nameBoost of [0.5, 0.75, 1.5]) {
  const lex = baseWeights.map((w) => bm25(w, { nameBoost }));
  report(
    `  hybrid name boost ${nameBoost}`,
    queries.map((_, i) => fuse(lex[i], cosines[i])),
  );
}

// ---- 1b. stricter cuts for word expansion; 1c. expansion from the whole query's vector --
console.log("\n1b. word expansion with stricter cuts (unknown-only, m=1)");
for (const cut of [0.75, 0.8, 0.85])
  for (const weight of [0.3, 0.5]) {
    const lex = queries.map((_, i) => bm25(expanded(i, { m: 1, cut, weight, onlyUnknown: true })));
    report(
      `  hybrid cut=${cut} w=${weight}`,
      queries.map((_, i) => fuse(lex[i], cosines[i])),
    );
  }
console.log("\n1c. expansion by the vocabulary words nearest the whole query vector");
const queryNear = queries.map((_, qi) => {
  const best = new Map();
  vocabVecs.forEach((u, i) => best.set(vocabStems[i], Math.max(best.get(vocabStems[i]) ?? -1, dot(u, queryVecs[qi]))));
  return [...best].sort((a, b) => b[1] - a[1]).slice(0, 10);
});
for (const m of [1, 3, 5])
  for (const cut of [0.4, 0.5])
    for (const weight of [0.2, 0.3]) {
      const lex = queries.map((_, qi) => {
        const w = new Map(baseWeights[qi]);
        for (const [stem, c] of queryNear[qi].slice(0, m)) if (c >= cut && !w.has(stem)) w.set(stem, weight);
        return bm25(w);
      });
      report(
        `  hybrid m=${m} cut=${cut} w=${weight}`,
        queries.map((_, i) => fuse(lex[i], cosines[i])),
      );
    }

// ---- 2b. Rocchio on the query vector: q + β·mean(top-k tool vectors of the first hybrid pass) --
console.log("\n2b. vector feedback (Rocchio) on the semantic side");
for (const k of [1, 3, 5])
  for (const beta of [0.25, 0.5, 1]) {
    const sem = queries.map((_, qi) => {
      const order = baseHybrid[qi]
        .map((_, j) => j)
        .sort((a, b) => baseHybrid[qi][b] - baseHybrid[qi][a] || a - b)
        .slice(0, k);
      const q = Float32Array.from(queryVecs[qi]);
      for (const j of order) for (let d = 0; d < q.length; d++) q[d] += (beta / k) * toolVecs[j][d];
      return toolVecs.map((v) => dot(v, q));
    });
    report(
      `  hybrid k=${k} beta=${beta}`,
      queries.map((_, i) => fuse(baseLex[i], sem[i])),
    );
  }

// ---- 4b. BM25F: one idf per term over whole tools (not per field, as MiniSearch does), ----
// field tfs length-normalised, boosted and summed before saturation (Robertson & Zaragoza 2009).
// A word that is rare in names but common in descriptions ("open") gets the idf of a common word.
console.log("\n4b. BM25F (whole-tool idf, fields summed before saturation)");
const FIELDS = ["name", "description", "parameters", "server"];
const fieldTf = docs.map((d) =>
  Object.fromEntries(
    FIELDS.map((fl) => {
      const tf = new Map();
      const list = d[fl].split(" ").filter(Boolean);
      for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
      return [fl, { tf, len: list.length }];
    }),
  ),
);
const avgLen = Object.fromEntries(FIELDS.map((fl) => [fl, fieldTf.reduce((a, d) => a + d[fl].len, 0) / docs.length || 1]));
const docFreq = new Map();
for (const d of fieldTf) for (const t of new Set(FIELDS.flatMap((fl) => [...d[fl].tf.keys()]))) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
function bm25f(weights, { k1 = 1.2, b = 0.75, boost = { name: 1, description: 1, parameters: 0.5, server: 1 } } = {}) {
  const N = docs.length;
  const scores = fieldTf.map((d) => {
    let s = 0;
    for (const [t, w] of weights) {
      const n = docFreq.get(t);
      if (!n) continue;
      let tf = 0;
      for (const fl of FIELDS) {
        const c = d[fl].tf.get(t);
        if (c) tf += (boost[fl] * c) / (1 - b + (b * d[fl].len) / avgLen[fl]);
      }
      if (tf > 0) s += w * Math.log(1 + (N - n + 0.5) / (n + 0.5)) * (tf / (k1 + tf));
    }
    return s;
  });
  const best = Math.max(...scores);
  return best > 0 ? scores.map((s) => s / best) : scores;
}
for (const [k1, b] of [
  [1.2, 0.75],
  [1.2, 0.5],
  [0.9, 0.4],
  [2, 0.75],
])
  for (const boost of [
    { name: 1, description: 1, parameters: 0.5, server: 1 },
    { name: 2, description: 1, parameters: 0.5, server: 1 },
    { name: 3, description: 1, parameters: 0.5, server: 2 },
  ]) {
    const lex = baseWeights.map((w) => bm25f(w, { k1, b, boost }));
    const tag = `k1=${k1} b=${b} name=${boost.name} server=${boost.server}`;
    report(`  lexical ${tag}`, lex);
    report(
      `  hybrid  ${tag}`,
      queries.map((_, i) => fuse(lex[i], cosines[i])),
    );
  }

// Experiments behind the tool-search defaults: variants of the semantic,
// lexical and fusion steps scored on the labelled set's DEV half, with the
// held-out TEST half and all queries printed alongside (tune on dev only).
// Local model vectors are cached in /tmp between runs (keyed by text).
// Run: npm run build:lib && node bench/retrieval-experiments.mjs [--only substring]
import { parseArgs } from "node:util";
import MiniSearch from "minisearch";
import { lexicalTerms } from "../lib/search/engine/lexical-index.js";
import { expandQueryTerms } from "../lib/search/engine/query-synonyms.js";
import { identifierWords, shortToolText, toolText } from "../lib/search/engine/tool-text.js";
import { cachedVectors, loadLabelledSet, scoreSplits } from "./retrieval-kit.mjs";

const { values } = parseArgs({ options: { only: { type: "string" }, all: { type: "boolean", default: false } } });
const { tools, queries } = await loadLabelledSet({ sortTools: false });

// ---- vectors, cached by text -------------------------------------------------
const CACHE = "/tmp/mcpvals-retrieval-vectors.json";
const vectors = cachedVectors(CACHE);
const dot = (a, b) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};
const mean = (vs) => {
  const out = new Float32Array(vs[0].length);
  for (const v of vs) for (let i = 0; i < v.length; i++) out[i] += v[i] / vs.length;
  let n = 0;
  for (const x of out) n += x * x;
  n = Math.sqrt(n);
  return out.map((x) => x / n);
};

// ---- tool texts ---------------------------------------------------------------
const sentences = (text) =>
  (text ?? "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
const params = (tool) => Object.entries(tool.inputSchema?.properties ?? {});
const paramText = ([name, schema]) =>
  typeof schema?.description === "string" ? `${identifierWords(name)}: ${schema.description}` : identifierWords(name);

const CHUNKERS = {
  short: (tool) => [shortToolText(tool)],
  full: (tool) => [toolText(tool)],
  // name + first sentence; every further sentence; every parameter.
  multi: (tool) => {
    const [first = "", ...rest] = sentences(tool.description ?? tool.title);
    return [`${identifierWords(tool.name)}: ${first}`, ...rest, ...params(tool).map(paramText)];
  },
  // as multi, each further chunk prefixed with the name words (keeps the tool's topic in every chunk).
  multiNamed: (tool) => {
    const name = identifierWords(tool.name);
    const [first = "", ...rest] = sentences(tool.description ?? tool.title);
    return [`${name}: ${first}`, ...rest.map((s) => `${name}: ${s}`), ...params(tool).map((p) => `${name} ${paramText(p)}`)];
  },
  // short text plus each sentence, no parameter chunks.
  shortSentences: (tool) => [shortToolText(tool), ...sentences(tool.description ?? tool.title).slice(1)],
  // short text plus sentences plus parameters.
  shortMulti: (tool) => [shortToolText(tool), ...sentences(tool.description ?? tool.title).slice(1), ...params(tool).map(paramText)],
  shortMultiNamed: (tool) => {
    const name = identifierWords(tool.name);
    return [
      shortToolText(tool),
      ...sentences(tool.description ?? tool.title).map((s) => `${name}: ${s}`),
      ...params(tool).map((p) => `${name} ${paramText(p)}`),
    ];
  },
};

const STOP = new Set(
  "a an and are as at be by can could do for from get give has have how i in into is it its me my of on or please show some that the them then there these this to up us use want was we what when where which will with would you your".split(
    " ",
  ),
);
const QUERY_FORMS = {
  asIs: (q) => [q],
  noStop: (q) => [
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      .filter((w) => !STOP.has(w))
      .join(" ") || q,
  ],
  both: (q) => [q, QUERY_FORMS.noStop(q)[0]],
};

async function semanticScores(chunker, queryForm, aggregate) {
  const chunks = tools.map(({ tool }) => CHUNKERS[chunker](tool));
  const chunkVectors = [];
  for (const c of chunks) chunkVectors.push(await vectors(c));
  const allQ = queries.map((q) => QUERY_FORMS[queryForm](q.query));
  const qVecs = [];
  for (const forms of allQ) qVecs.push(mean(await vectors(forms)));
  return queries.map((_, qi) =>
    tools.map((_, ti) => {
      const cos = chunkVectors[ti].map((v) => dot(v, qVecs[qi]));
      return aggregate(cos);
    }),
  );
}
const AGG = {
  max: (c) => Math.max(...c),
  first: (c) => c[0],
  maxMean10: (c) => Math.max(...c) + 0.1 * (c.reduce((a, b) => a + b, 0) / c.length),
  maxMean30: (c) => Math.max(...c) + 0.3 * (c.reduce((a, b) => a + b, 0) / c.length),
  firstBias: (c) => Math.max(c[0], ...c.slice(1).map((x) => x - 0.05)),
  firstBias10: (c) => Math.max(c[0], ...c.slice(1).map((x) => x - 0.1)),
  top2: (c) => {
    const s = [...c].sort((a, b) => b - a);
    return s.length > 1 ? 0.7 * s[0] + 0.3 * s[1] : s[0];
  },
  softmax: (c) => Math.log(c.reduce((a, x) => a + Math.exp(x / 0.05), 0)) * 0.05,
};

// ---- lexical --------------------------------------------------------------------
function lexicalScores({
  fields = "one",
  boost = {},
  bm25,
  fuzzy = 0,
  prefix = false,
  serverField = false,
  synonyms = false,
  synWeight,
} = {}) {
  const docs = tools.map(({ server, tool }, id) => {
    const name = lexicalTerms(`${identifierWords(tool.name)} ${tool.title ?? ""}`).join(" ");
    const description = lexicalTerms(tool.description ?? "").join(" ");
    const parameters = lexicalTerms(params(tool).map(paramText).join("\n")).join(" ");
    return {
      id,
      all: lexicalTerms(toolText(tool)).join(" "),
      name,
      description,
      parameters,
      server: lexicalTerms(identifierWords(server)).join(" "),
    };
  });
  const fieldList = fields === "one" ? ["all"] : ["name", "description", "parameters"];
  if (serverField) fieldList.push("server");
  const ms = new MiniSearch({ fields: fieldList, tokenize: (t) => t.split(" "), processTerm: (t) => t || null });
  ms.addAll(docs);
  return queries.map(({ query }) => {
    const scores = new Array(tools.length).fill(0);
    const expanded = synonyms ? expandQueryTerms(lexicalTerms(query)) : { terms: lexicalTerms(query), weights: [] };
    const terms = expanded.terms;
    const weight = new Map(
      expanded.terms.map((t, i) => [t, synWeight !== undefined && expanded.weights[i] < 1 ? synWeight : (expanded.weights[i] ?? 1)]),
    );
    if (!terms.length) return scores;
    let best = 0;
    for (const hit of ms.search(terms.join(" "), {
      combineWith: "OR",
      boost,
      boostTerm: (t) => weight.get(t) ?? 1,
      ...(bm25 ? { bm25 } : {}),
      fuzzy: fuzzy ? (t) => (t.length >= 6 ? fuzzy : 0) : 0,
      prefix: prefix ? (t) => t.length >= 4 : false,
    })) {
      scores[hit.id] = hit.score;
      best = Math.max(best, hit.score);
    }
    return best > 0 ? scores.map((s) => s / best) : scores;
  });
}

// ---- server-name awareness ------------------------------------------------------
// 1 when a word of the tool's server name (≥ 3 letters, stemmed) is a query word.
const serverHits = queries.map(({ query }) => {
  const words = new Set(lexicalTerms(query));
  return tools.map(({ server }) =>
    lexicalTerms(identifierWords(server))
      .filter((w) => w.length >= 3)
      .some((w) => words.has(w))
      ? 1
      : 0,
  );
});

// ---- fusion -------------------------------------------------------------------------
const minmax = (xs) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return xs.map((x) => (hi > lo ? (x - lo) / (hi - lo) : 1));
};
const zscore = (xs) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length) || 1;
  return xs.map((x) => (x - m) / sd);
};
const rankOf = (xs) => {
  const order = xs.map((_, i) => i).sort((a, b) => xs[b] - xs[a] || a - b);
  const r = new Array(xs.length);
  order.forEach((i, p) => (r[i] = p + 1));
  return r;
};
const FUSE = {
  convex: (alpha) => (lex, sem) => {
    const s = minmax(sem);
    return lex.map((l, i) => alpha * s[i] + (1 - alpha) * l);
  },
  // lexical also min-maxed over tools that match at all → same as /best since min is 0
  zscore: (alpha) => (lex, sem) => {
    const s = zscore(sem);
    const l = zscore(lex);
    return l.map((x, i) => alpha * s[i] + (1 - alpha) * x);
  },
  rrf: (k) => (lex, sem) => {
    const rs = rankOf(sem);
    const rl = rankOf(lex);
    return lex.map((l, i) => 1 / (k + rs[i]) + (l > 0 ? 1 / (k + rl[i]) : 0));
  },
  // trust semantic more when the lexical side is weak (few query words matched anything).
  adaptive: (alpha, gain) => (lex, sem, q) => {
    const terms = lexicalTerms(q);
    const s = minmax(sem);
    const sorted = [...lex].sort((a, b) => b - a);
    const margin = sorted[0] - sorted[1]; // 0..1: how clearly lexical picks one tool
    const a = Math.min(0.9, Math.max(0.1, alpha - gain * (margin - 0.2)));
    return lex.map((l, i) => a * s[i] + (1 - a) * l);
  },
};

// ---- scoring --------------------------------------------------------------------
const evaluate = (scoresPerQuery) => scoreSplits(queries, tools, scoresPerQuery);
const f = (xs) => xs.map((x) => x.toFixed(3)).join(" / ");
const results = [];
function report(name, scores) {
  if (values.only && !name.includes(values.only)) return;
  const r = evaluate(scores);
  results.push({ name, ...r });
  console.log(`${name.padEnd(48)} dev ${f(r.dev)} | test ${f(r.test)} | all ${f(r.all)}`);
}
const withServer = (scores, weight) => scores.map((s, qi) => s.map((x, ti) => x + weight * serverHits[qi][ti]));

console.log(`dev ${queries.filter((q) => q.dev).length} queries, test ${queries.filter((q) => !q.dev).length}; R@1 / R@5 / MRR`);

// Semantic variants
const SEMANTIC = values.all
  ? [
      ["short", "max", "asIs"],
      ["full", "max", "asIs"],
      ["multi", "max", "asIs"],
      ["multi", "maxMean10", "asIs"],
      ["multi", "maxMean30", "asIs"],
      ["multi", "top2", "asIs"],
      ["multi", "softmax", "asIs"],
      ["multiNamed", "max", "asIs"],
      ["multiNamed", "maxMean30", "asIs"],
      ["shortSentences", "max", "asIs"],
      ["shortMulti", "max", "asIs"],
      ["shortMulti", "maxMean30", "asIs"],
      ["shortMulti", "firstBias", "asIs"],
      ["shortMulti", "top2", "asIs"],
      ["shortMultiNamed", "max", "asIs"],
      ["shortMultiNamed", "maxMean30", "asIs"],
      ["shortMultiNamed", "top2", "asIs"],
      ["short", "max", "noStop"],
      ["short", "max", "both"],
      ["shortMulti", "max", "both"],
      ["shortMultiNamed", "max", "both"],
      ["shortMultiNamed", "top2", "both"],
    ]
  : [
      ["short", "max", "asIs"],
      ["multi", "max", "asIs"],
      ["shortMultiNamed", "max", "asIs"],
      ["shortMultiNamed", "maxMean30", "asIs"],
      ["shortMultiNamed", "top2", "asIs"],
    ];
const sem = {};
for (const [chunker, agg, qf] of SEMANTIC) {
  const name = `sem ${chunker} ${agg} q=${qf}`;
  sem[name] = await semanticScores(chunker, qf, AGG[agg]);
  report(name, sem[name]);
}

// Lexical variants
const LEXICAL = [
  ["lex baseline", {}],
  ["lex fields 1/1/1", { fields: "fields" }],
  ["lex fields name2", { fields: "fields", boost: { name: 2 } }],
  ["lex fields name2 param0.5", { fields: "fields", boost: { name: 2, parameters: 0.5 } }],
  ["lex syn", { synonyms: true }],
  ["lex fields syn", { fields: "fields", synonyms: true }],
  ["lex fields name2 syn", { fields: "fields", boost: { name: 2 }, synonyms: true }],
  ["lex fields name2 param0.5 syn", { fields: "fields", boost: { name: 2, parameters: 0.5 }, synonyms: true }],
  ["lex server field", { serverField: true }],
  ["lex fields server", { fields: "fields", serverField: true }],
  ["lex fields syn server", { fields: "fields", synonyms: true, serverField: true }],
  ["lex syn server", { synonyms: true, serverField: true }],
  ["lex fields syn0.3 server", { fields: "fields", synonyms: true, synWeight: 0.3, serverField: true }],
  ["lex fields syn0.7 server", { fields: "fields", synonyms: true, synWeight: 0.7, serverField: true }],
  ["lex fields syn server0.5", { fields: "fields", synonyms: true, serverField: true, boost: { server: 0.5 } }],
  ["lex fields syn server2", { fields: "fields", synonyms: true, serverField: true, boost: { server: 2 } }],
  ["lex fields name2 syn server", { fields: "fields", synonyms: true, serverField: true, boost: { name: 2 } }],
  ["lex fields param0.5 server", { fields: "fields", serverField: true, boost: { parameters: 0.5 } }],
  ["lex fields param0.5 syn", { fields: "fields", synonyms: true, boost: { parameters: 0.5 } }],
  ["lex fields param0.5", { fields: "fields", boost: { parameters: 0.5 } }],
  ["lex fields param0.5 syn server", { fields: "fields", synonyms: true, serverField: true, boost: { parameters: 0.5 } }],
  ...(values.all
    ? [
        ["lex fields name3", { fields: "fields", boost: { name: 3 } }],
        ["lex k1=0.9 b=0.4", { bm25: { k: 0.9, b: 0.4, d: 0.5 } }],
        ["lex k1=2 b=0.75", { bm25: { k: 2, b: 0.75, d: 0.5 } }],
        ["lex prefix", { prefix: true }],
        ["lex fuzzy0.2", { fuzzy: 0.2 }],
      ]
    : []),
];
const lex = {};
for (const [name, opts] of LEXICAL) {
  lex[name] = lexicalScores(opts);
  report(name, lex[name]);
}
for (const base of ["lex baseline", "lex fields syn"])
  for (const w of [0.1, 0.3]) {
    lex[`${base} +server ${w}`] = withServer(lex[base], w);
    report(`${base} +server ${w}`, lex[`${base} +server ${w}`]);
  }

// Hybrid grid: every semantic × lexical variant × fusion; printed sorted by dev R@5 + MRR.
const hybrid = [];
const quiet = (name, scores) => {
  const r = evaluate(scores);
  hybrid.push({ name, ...r });
};
for (const [semName, S] of Object.entries(sem)) {
  for (const [lexName, L] of Object.entries(lex)) {
    const tag = `[${semName.slice(4)} + ${lexName.slice(4)}]`;
    for (const a of [0.4, 0.5, 0.6])
      quiet(
        `convex ${a} ${tag}`,
        queries.map((q, i) => FUSE.convex(a)(L[i], S[i])),
      );
    for (const a of [0.5, 0.6])
      quiet(
        `zscore ${a} ${tag}`,
        queries.map((q, i) => FUSE.zscore(a)(L[i], S[i])),
      );
    for (const k of [10, 60])
      quiet(
        `rrf ${k} ${tag}`,
        queries.map((q, i) => FUSE.rrf(k)(L[i], S[i])),
      );
  }
}
hybrid.sort((a, b) => b.dev[1] + b.dev[2] - (a.dev[1] + a.dev[2]));
console.log(`\nhybrid, ${hybrid.length} combinations, best 40 on dev (R@5 + MRR):`);
for (const r of hybrid.slice(0, 40)) console.log(`${r.name.padEnd(70)} dev ${f(r.dev)} | test ${f(r.test)} | all ${f(r.all)}`);
// Ablation of the chosen defaults (zscore 0.5 over short max + fields param0.5 syn server).
console.log("\nablation of the chosen hybrid (each row drops one piece):");
const row = (label, name) => {
  const r = hybrid.find((h) => h.name === name) ?? results.find((h) => h.name === name);
  // With --only, most rows were not computed.
  if (!r) return;
  console.log(`${label.padEnd(40)} dev ${f(r.dev)} | test ${f(r.test)} | all ${f(r.all)}`);
};
row("before (convex 0.5, one-field BM25)", "convex 0.5 [short max q=asIs + baseline]");
row("chosen", "zscore 0.5 [short max q=asIs + fields param0.5 syn server]");
row("  convex 0.5 instead of zscore", "convex 0.5 [short max q=asIs + fields param0.5 syn server]");
row("  rrf k=60 instead of zscore", "rrf 60 [short max q=asIs + fields param0.5 syn server]");
row("  without the lexicon", "zscore 0.5 [short max q=asIs + fields param0.5 server]");
row("  without the server field", "zscore 0.5 [short max q=asIs + fields param0.5 syn]");
row("  one field instead of fields", "zscore 0.5 [short max q=asIs + syn server]");
row("  parameters at 1", "zscore 0.5 [short max q=asIs + fields syn server]");
row("  multi-vector semantic (shortMultiNamed maxMean30)", "zscore 0.5 [shortMultiNamed maxMean30 q=asIs + fields param0.5 syn server]");
row("lexical before", "lex baseline");
row("lexical chosen", "lex fields param0.5 syn server");
row("  without the lexicon", "lex fields param0.5 server");
row("  without the server field", "lex fields param0.5 syn");
row("  one field", "lex syn server");

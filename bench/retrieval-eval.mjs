// Scores tool search on the labelled retrieval set (__tests__/fixtures/retrieval):
// Recall@1, Recall@5 and MRR per mode, and the time each mode took (the first
// semantic mode includes loading the local embedding model and embedding the
// tools). Run: npm run bench:retrieval [-- --misses] [-- --mode lexical]
// `llm` mode needs a model endpoint and is not measured offline.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkRetrievalSet, evaluateRetrieval, readRetrievalSet } from "./retrieval-set.mjs";
import { SearchEngine } from "../lib/search/engine/search-engine.js";

const { values } = parseArgs({ options: { misses: { type: "boolean", default: false }, mode: { type: "string", multiple: true } } });
const modes = values.mode ?? ["lexical", "semantic", "hybrid"];
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../__tests__/fixtures/retrieval");

const set = await readRetrievalSet({ dir });
const problems = checkRetrievalSet(set);
if (problems.length > 0) throw new Error(`the retrieval set has problems:\n${problems.join("\n")}`);

// One engine for all modes, as in a run: the model loads once.
const engine = new SearchEngine({ embeddings: "local" });
const rows = [];
const halfRows = [];
const evaluated = [];
for (const mode of modes) {
  try {
    const {
      modes: [result],
      servers,
      tools,
    } = await evaluateRetrieval({ set, search: engine, modes: [mode] });
    evaluated.push(result);
    const cells = (scores) => `${scores.recallAt1.toFixed(3)} / ${scores.recallAt5.toFixed(3)} / ${scores.mrr.toFixed(3)}`;
    halfRows.push(`| ${mode} | ${cells(result.halves.dev)} | ${cells(result.halves.test)} | ${cells(result)} |`);
    rows.push(
      `| ${mode} | ${result.recallAt1.toFixed(3)} | ${result.recallAt5.toFixed(3)} | ${result.mrr.toFixed(3)} | ${fmtMs(result.durationMs)} | ${fmtMs(result.durationMs / result.queries)} |`,
    );
    if (rows.length === 1) console.log(`${set.queries.length} queries over ${tools} tools of ${servers} servers\n`);
  } catch (error) {
    rows.push(`| ${mode} | not available: ${error.message} | | | | |`);
  }
}
console.log("| mode | Recall@1 | Recall@5 | MRR | time | per query |\n| --- | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
console.log("| llm | not measured offline: it needs a model endpoint | | | | |");
if (halfRows.length > 0) {
  const [dev, test] = ["dev", "test"].map((half) => evaluated[0].halves[half].queries);
  console.log(`\nBy half (retrievalHalf: sha256 of the query, first byte even = dev): Recall@1 / Recall@5 / MRR\n`);
  console.log(`| mode | dev (${dev}, tuned on) | test (${test}, held out) | all (${dev + test}) |\n| --- | ---: | ---: | ---: |`);
  for (const row of halfRows) console.log(row);
}

// Which servers' tools are hard to find: Recall@5 over the queries labelled with a tool of that server.
if (evaluated.length > 0) {
  console.log(
    `\n| server | queries | ${evaluated.map((r) => `${r.mode} R@5`).join(" | ")} |\n| --- | ---: | ${evaluated.map(() => "---:").join(" | ")} |`,
  );
  for (const server of Object.keys(set.servers)) {
    const mine = (result) => result.ranks.filter((r) => r.relevant.some((label) => label.startsWith(`${server}/`)));
    const cells = evaluated.map((result) => {
      const ranks = mine(result);
      return (ranks.filter((r) => r.rank !== null && r.rank <= 5).length / ranks.length).toFixed(2);
    });
    console.log(`| ${server} | ${mine(evaluated[0]).length} | ${cells.join(" | ")} |`);
  }
}

if (values.misses) {
  for (const result of evaluated) {
    const misses = result.ranks.filter((r) => r.rank === null || r.rank > 5);
    console.log(`\n${result.mode}: ${misses.length} queries with no relevant tool in the top 5`);
    for (const miss of misses)
      console.log(`  [${miss.rank ?? "-"}] ${miss.query}\n      wanted ${miss.relevant.join(", ")}\n      got    ${miss.top.join(", ")}`);
  }
}

function fmtMs(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
}

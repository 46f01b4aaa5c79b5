import { fileURLToPath } from "node:url";
import {
  checkRetrievalSet,
  evaluateRetrieval,
  readRetrievalSet,
  type RetrievalModeResult,
  type RetrievalSet,
} from "../../../bench/retrieval-set.mjs";
import { SearchEngine } from "../../../src/search/engine/search-engine.js";
import { libLocalEmbedder } from "../../helpers/lib-local-embedder.js";

const SET_DIR = fileURLToPath(new URL("../../fixtures/retrieval", import.meta.url));

type Measured = "lexical" | "semantic" | "hybrid";

/**
 * Fixed expectations on the labelled set (__tests__/fixtures/retrieval: 129
 * tools of 16 servers, 199 queries): each floor is the value measured over all
 * queries on 2026-11-22 (retrieval-quality: local USE-lite embedder over
 * shortToolText; BM25 with name/description/parameters/server fields and the
 * query-synonyms lexicon; zscore fusion alpha 0.5), truncated to two decimals,
 * minus 0.02. A change that makes tools harder to find fails here; one that
 * helps should raise the floor. Re-measure with `npm run bench:retrieval`
 * after changing the queries, tool-text.ts, the embedder or a mode, and tune
 * only on the dev half it prints. `llm` needs a model and is not measured offline.
 */
const FLOORS: Record<Measured, { recallAt1: number; recallAt5: number; mrr: number }> = {
  lexical: { recallAt1: 0.47, recallAt5: 0.76, mrr: 0.6 }, // measured 0.497 / 0.789 / 0.622 (was 0.447 / 0.719 / 0.570)
  semantic: { recallAt1: 0.35, recallAt5: 0.58, mrr: 0.47 }, // measured 0.372 / 0.608 / 0.491 (unchanged)
  hybrid: { recallAt1: 0.53, recallAt5: 0.81, mrr: 0.66 }, // measured 0.558 / 0.834 / 0.680 (was 0.543 / 0.779 / 0.651)
};

let set: RetrievalSet;
// One engine for every mode, as in a run: the local model loads and embeds the set once (semantic), hybrid reuses the vectors.
let engine: SearchEngine;
const measured = new Map<Measured, RetrievalModeResult>();
beforeAll(async () => {
  set = await readRetrievalSet({ dir: SET_DIR });
  // The local model as installed: in its own process (see the helper).
  engine = new SearchEngine({ embedder: libLocalEmbedder() });
});

describe("labelled tool-retrieval set: data", () => {
  test("every label names a tool of the set, no query is asked twice, every server is asked about", () => {
    expect(checkRetrievalSet(set)).toEqual([]);
    expect(set.queries.length).toBeGreaterThanOrEqual(150);
  });

  test("the snapshot covers 8+ servers and 80-200 tools, each server with its npm package and version", () => {
    const servers = Object.entries(set.servers);
    const tools = servers.reduce((sum, [, server]) => sum + server.tools.length, 0);
    expect(servers.length).toBeGreaterThanOrEqual(8);
    expect(tools).toBeGreaterThanOrEqual(80);
    expect(tools).toBeLessThanOrEqual(200);
    for (const [, server] of servers) expect(server.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("the check catches a label for a missing tool, a repeated query and a server nobody asks about", () => {
    const broken: RetrievalSet = {
      servers: {
        ...set.servers,
        unasked: { package: "x", version: "1.0.0", tools: [{ name: "nothing", inputSchema: { type: "object" } }] },
      },
      queries: [
        ...set.queries,
        { query: "  Hit   ENTER ", relevant: ["playwright/browser_press_key"] },
        { query: "read my mail", relevant: ["filesystem/read_mail", "filesystem/read_text_file", "filesystem/read_text_file"] },
      ],
    };
    const problems = checkRetrievalSet(broken);
    expect(problems).toEqual([
      expect.stringMatching(/^queries\[\d+\] "  Hit   ENTER ": same query as queries\[\d+\]$/),
      expect.stringContaining('"filesystem/read_mail" is not a tool of the set'),
      expect.stringContaining('"filesystem/read_text_file" is listed twice'),
      'server "unasked": no query is labelled with any of its tools',
    ]);
  });
});

describe.each(Object.keys(FLOORS) as Measured[])("labelled tool-retrieval set: %s search", (mode) => {
  let result: RetrievalModeResult;
  beforeAll(async () => {
    const evaluation = await evaluateRetrieval({ set, search: engine, modes: [mode] });
    result = evaluation.modes[0]!;
    measured.set(mode, result);
  });

  test("every query is ranked, with its first relevant tool somewhere in the ranking", () => {
    expect(result.queries).toBe(set.queries.length);
    expect(result.ranks.filter((r) => r.rank === null)).toEqual([]);
  });

  // On a failure, `npm run bench:retrieval -- --misses` lists the queries that miss and what ranked instead.
  test("Recall@1, Recall@5 and MRR stay at or above the measured floors", () => {
    const floor = FLOORS[mode];
    expect(result.recallAt1).toBeGreaterThanOrEqual(floor.recallAt1);
    expect(result.recallAt5).toBeGreaterThanOrEqual(floor.recallAt5);
    expect(result.mrr).toBeGreaterThanOrEqual(floor.mrr);
  });
});

test("hybrid ranks better than either of its parts alone (Recall@5 and MRR)", () => {
  const [lexical, semantic, hybrid] = (["lexical", "semantic", "hybrid"] as const).map((mode) => measured.get(mode)!) as [
    RetrievalModeResult,
    RetrievalModeResult,
    RetrievalModeResult,
  ];
  expect(hybrid.recallAt5).toBeGreaterThan(Math.max(lexical.recallAt5, semantic.recallAt5));
  expect(hybrid.mrr).toBeGreaterThan(Math.max(lexical.mrr, semantic.mrr));
});

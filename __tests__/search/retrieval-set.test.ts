import { fileURLToPath } from "node:url";
import { checkRetrievalSet } from "../../src/search/check-retrieval-set.js";
import { evaluateRetrieval, type RetrievalModeResult } from "../../src/search/evaluate-retrieval.js";
import { readRetrievalSet } from "../../src/search/read-retrieval-set.js";
import type { RetrievalSet } from "../../src/search/retrieval-set-schema.js";
import { SearchEngine } from "../../src/search/search-engine.js";

const SET_DIR = fileURLToPath(new URL("../fixtures/retrieval", import.meta.url));

type Measured = "lexical" | "semantic" | "hybrid";

/**
 * Fixed expectations on the labelled set (__tests__/fixtures/retrieval: 129
 * tools of 16 servers, 199 queries): the measured value rounded down by about
 * 0.02, so a change that makes tools harder to find fails here, and one that
 * helps should raise the floor. Measured 2026-11-23 with the local embedder
 * (Universal Sentence Encoder lite, "local"); re-measure with
 * `npm run bench:retrieval` after changing the queries, tool-text.ts or a mode.
 * `llm` needs a model and is not measured offline.
 */
const FLOORS: Record<Measured, { recallAt1: number; recallAt5: number; mrr: number }> = {
  lexical: { recallAt1: 0.42, recallAt5: 0.68, mrr: 0.54 }, // measured 0.442 / 0.709 / 0.565
  semantic: { recallAt1: NaN, recallAt5: NaN, mrr: NaN }, // NOT MEASURED YET: semantic lands with search-core
  hybrid: { recallAt1: NaN, recallAt5: NaN, mrr: NaN }, // NOT MEASURED YET: hybrid lands with search-core
};

let set: RetrievalSet;
beforeAll(async () => {
  set = await readRetrievalSet({ dir: SET_DIR });
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
    // One engine per mode keeps the modes independent; the semantic ones load the local model.
    const evaluation = await evaluateRetrieval({ set, search: new SearchEngine({ embeddings: "local" }), modes: [mode] });
    result = evaluation.modes[0]!;
  }, 120_000);

  test("every query is ranked, with its first relevant tool somewhere in the ranking", () => {
    expect(result.queries).toBe(set.queries.length);
    expect(result.ranks.filter((r) => r.rank === null)).toEqual([]);
  });

  test("Recall@1, Recall@5 and MRR stay at or above the measured floors", () => {
    const floor = FLOORS[mode];
    // A NaN floor means "not measured yet": fail loudly instead of passing on nothing.
    expect({ mode, measured: Number.isFinite(floor.recallAt1) }).toEqual({ mode, measured: true });
    expect(result.recallAt1).toBeGreaterThanOrEqual(floor.recallAt1);
    expect(result.recallAt5).toBeGreaterThanOrEqual(floor.recallAt5);
    expect(result.mrr).toBeGreaterThanOrEqual(floor.mrr);
  });
});

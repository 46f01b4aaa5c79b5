/**
 * The tool-retrieval metric through evaluate(), against the real
 * server-everything: exact ranks in lexical mode, the gate, the fallback when
 * the embedder breaks (a loopback endpoint with no embeddings route), and
 * that runs which do not need tool search never load a model.
 */
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { mergeResults } from "../../src/eval/merge-results.js";
import { SearchEngine } from "../../src/search/engine/search-engine.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { EVERYTHING, expectedLexicalRetrieval, retrievalConfig } from "../fixtures/configs/retrieval-config.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";
import type { ConfigInput } from "../../src/config/schema.js";

const options = { cwd: REPO_ROOT, env: {} };

test("lexical ranks, Recall@k and MRR are exact; a gate above the recall fails a run whose workflows all passed", async () => {
  const result = await evaluate(retrievalConfig(), options);
  expect(EvalResultSchema.parse(result)).toEqual(result);
  expect(result.workflows.every((w) => w.passed)).toBe(true);
  expect(result.score).toBe(1);
  expect(result.retrieval).toEqual(expectedLexicalRetrieval(0.8));
  expect(result.passed).toBe(false);

  const ungated = await evaluate(retrievalConfig({ k: 3, mode: "lexical" }), options);
  expect(ungated.retrieval).toEqual(expectedLexicalRetrieval(null));
  expect(ungated.passed).toBe(true);
});

test("merging two shards gives the unsharded run's metric and gate", async () => {
  const config = retrievalConfig();
  const [whole, first, second] = await Promise.all([
    evaluate(config, options),
    evaluate(config, { ...options, shard: { index: 1, total: 2 } }),
    evaluate(config, { ...options, shard: { index: 2, total: 2 } }),
  ]);
  // Each shard ranked only its own workflows.
  expect(first.retrieval!.workflows.length + second.retrieval!.workflows.length).toBe(3);
  expect(first.retrieval!.queries).not.toBe(whole.retrieval!.queries);
  const merged = mergeResults([
    { file: "1.json", result: second },
    { file: "2.json", result: first },
  ]);
  const byName = (r: typeof whole) => ({
    ...r.retrieval!,
    workflows: [...r.retrieval!.workflows].sort((a, b) => a.name.localeCompare(b.name)),
  });
  expect(byName(merged)).toEqual(byName(whole));
  expect(merged.passed).toBe(false);
  expect(
    mergeResults(
      [
        { file: "1.json", result: first },
        { file: "2.json", result: second },
      ],
      { threshold: 0 },
    ).passed,
  ).toBe(false);
});

test("when the embedder breaks, the metric is ranked lexically, says why, and does not fail the run", async () => {
  // A real OpenAI-compatible endpoint on loopback that answers every request with HTTP 400 (not retried).
  await using fake = await startFakeLlm({ rules: [], failWith: { status: 400 } });
  const config: ConfigInput = {
    ...retrievalConfig({ k: 3, mode: "semantic" }),
    embeddings: { provider: "openai-compatible", model: "no-such-embedder", baseURL: fake.url },
  };
  const result = await evaluate(config, options);
  expect(result.retrieval).toEqual({
    ...expectedLexicalRetrieval(null),
    error: expect.stringMatching(/^semantic ranking failed: .+; ranked lexically instead$/),
  });
  expect(fake.requests.some((r) => r.path.endsWith("/embeddings"))).toBe(true);
  expect(result.passed).toBe(true);
});

test("a server that was never reached is left out, and the result says so", async () => {
  const result = await evaluate(
    {
      servers: { a: EVERYTHING, b: { command: "mcpvals-no-such-command-anywhere" } },
      model: "scripted",
      toolRetrieval: { k: 3, mode: "lexical" },
      workflows: [{ name: "both", steps: [{ user: "Echo back the message hello", expectTools: ["echo", "b__missing"] }] }],
    },
    options,
  );
  expect(result.workflows[0]!.error).not.toBeNull();
  // echo was ranked among a's tools; b__missing might have been one of b's, so it is not counted as a miss.
  expect(result.retrieval).toMatchObject({
    recallAtK: 1,
    queries: 1,
    workflows: [{ name: "both", steps: [{ expected: [{ server: "a", tool: "echo", rank: 1 }] }] }],
    error: "server b never reached: its tools were not ranked",
  });
});

describe("runs that do not need tool search load no model", () => {
  const withEngine = async (config: ConfigInput, extra: { only?: "tool-health" } = {}) => {
    const engine = new SearchEngine({ search: { mode: "hybrid", rerankTop: 10 } });
    const result = await evaluate(config, { ...options, searchEngine: engine, ...extra });
    return { result, stats: engine.stats() };
  };
  const untouched = { embedded: 0, reused: 0, modelLoaded: false };

  test("toolRetrieval: false", async () => {
    const { result, stats } = await withEngine({ ...retrievalConfig(false), search: { mode: "hybrid" } });
    expect(result.retrieval).toBeNull();
    expect(stats).toEqual(untouched);
  });

  test("no step names expectTools", async () => {
    const config: ConfigInput = {
      server: EVERYTHING,
      model: "scripted",
      workflows: [{ name: "chat", steps: [{ user: "Echo back the message hello", expectedState: "" }] }],
    };
    const { result, stats } = await withEngine(config);
    expect(result.retrieval).toBeNull();
    expect(stats).toEqual(untouched);
  });

  test("tool-health-only runs", async () => {
    const config = {
      ...retrievalConfig({ k: 3, mode: "hybrid" }),
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }],
    };
    const { result, stats } = await withEngine(config, { only: "tool-health" });
    expect(result.retrieval).toBeNull();
    expect(result.toolHealth).toHaveLength(1);
    expect(stats).toEqual(untouched);
  });

  test("while a hybrid metric does load and use it (the control that makes the others mean something)", async () => {
    const { result, stats } = await withEngine(retrievalConfig({ k: 3, mode: "hybrid" }));
    expect(result.retrieval).toMatchObject({ mode: "hybrid", error: null, queries: 4 });
    expect(stats.modelLoaded).toBe(true);
    // 13 tools and 4 user texts.
    expect(stats.embedded).toBe(17);
  });
});

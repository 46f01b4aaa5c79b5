/**
 * API embedders through the real AI SDK providers against a loopback
 * OpenAI-compatible `/v1/embeddings` endpoint (the fake LLM server, whose
 * vectors are hashed bags of words): what is sent, how it ranks, and the
 * errors for a missing key or base URL.
 */
import type { McpTool as Tool } from "../../../src/protocol/mcp-types.js";
import { createEmbedder } from "../../../src/search/embeddings/create-embedder.js";
import { SearchEngine } from "../../../src/search/engine/search-engine.js";
import { shortToolText, toolText } from "../../../src/search/engine/tool-text.js";
import { McpvalsError, UsageError } from "../../../src/errors.js";
import { startFakeLlm } from "../../fixtures/fake-llm/fake-llm-server.js";
import { useTempDir } from "../../helpers/temp-dir.js";
import { readdir } from "node:fs/promises";
import path from "node:path";

const temp = useTempDir();

const tool = (name: string, description: string): Tool => ({
  name,
  description,
  inputSchema: { type: "object", properties: { path: { type: "string", description: "Where" } } },
});
const tools = [
  { server: "files", tool: tool("read_file", "Read the contents of a file") },
  { server: "files", tool: tool("delete_file", "Delete a file from disk") },
  { server: "weather", tool: tool("forecast", "Weather forecast for a city") },
];

test("openai-compatible: model, inputs and key reach the endpoint; the ranking follows the vectors", async () => {
  await using fake = await startFakeLlm({ rules: [] });
  const engine = new SearchEngine({
    embeddings: { provider: "openai-compatible", model: "nomic-embed-text", baseURL: fake.url, apiKeyEnv: "EMBED_KEY" },
    search: { mode: "semantic", rerankTop: 10 },
    env: { EMBED_KEY: "sk-embed-1" },
    stateDir: temp.dir(),
  });
  expect(engine.embedderId).toBe("openai-compatible:nomic-embed-text");
  const hits = await engine.index(tools).rank("weather for a city tomorrow");
  expect(hits.map((hit) => hit.tool)).toEqual(["forecast", expect.any(String), expect.any(String)]);

  const embeddingCalls = fake.requests.filter((request) => request.kind === "embeddings");
  expect(embeddingCalls.map((request) => request.path)).toEqual(["/v1/embeddings", "/v1/embeddings"]);
  for (const request of embeddingCalls) {
    expect(request.authorization).toBe("Bearer sk-embed-1");
    expect(request.body?.model).toBe("nomic-embed-text");
  }
  const inputs = embeddingCalls.map((request) => request.body?.input as string[]);
  // API models get the full tool text (name, description, parameters with their descriptions).
  expect(inputs.map((input) => [...input].sort())).toEqual(
    expect.arrayContaining([tools.map(({ tool }) => toolText(tool)).sort(), ["weather for a city tomorrow"]]),
  );

  // Stored under the model id: a second engine asks the endpoint for nothing.
  expect(await engine.save()).toEqual([]);
  expect((await readdir(path.join(temp.dir(), "embeddings"))).some((name) => name.startsWith("openai-compatible_nomic-embed-text-"))).toBe(
    true,
  );
  const again = new SearchEngine({
    embeddings: { provider: "openai-compatible", model: "nomic-embed-text", baseURL: fake.url },
    stateDir: temp.dir(),
  });
  await again.index(tools).rank("weather for a city tomorrow", { mode: "semantic" });
  expect(fake.requests).toHaveLength(2);
});

test("openai: OPENAI_API_KEY and OPENAI_BASE_URL are honoured, dimensions are sent and part of the id", async () => {
  await using fake = await startFakeLlm({ rules: [] });
  const embedder = createEmbedder(
    { provider: "openai", model: "text-embedding-3-small", dimensions: 32 },
    { env: { OPENAI_API_KEY: "sk-openai", OPENAI_BASE_URL: fake.url } },
  );
  expect(embedder.id).toBe("openai:text-embedding-3-small:32");
  const engine = new SearchEngine({ embedder });
  const hits = await engine.index(tools).search("delete a file", { mode: "semantic", topK: 1 });
  expect(hits.map((hit) => hit.tool)).toEqual(["delete_file"]);
  const [request] = fake.requests;
  expect(request?.authorization).toBe("Bearer sk-openai");
  expect(request?.body).toMatchObject({ model: "text-embedding-3-small", dimensions: 32 });
});

test('"openai:<model>" as a string reads the same environment', async () => {
  await using fake = await startFakeLlm({ rules: [] });
  const engine = new SearchEngine({
    embeddings: "openai:text-embedding-3-small",
    env: { OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: fake.url },
  });
  expect(engine.embedderId).toBe("openai:text-embedding-3-small");
  expect((await engine.index(tools).rank("read the file contents", { mode: "hybrid" }))[0]!.tool).toBe("read_file");
});

test("a missing key or base URL is a UsageError naming what to set, raised before anything runs", () => {
  expect(() => createEmbedder("openai:text-embedding-3-small", { env: {} })).toThrow(UsageError);
  expect(() => createEmbedder("openai:text-embedding-3-small", { env: {} })).toThrow(/OPENAI_API_KEY/);
  expect(() =>
    createEmbedder({ provider: "openai", model: "m", apiKeyEnv: "MY_KEY" }, { env: { OPENAI_API_KEY: "not this one" } }),
  ).toThrow(/MY_KEY/);
  expect(() => createEmbedder("openai-compatible:nomic-embed-text", { env: {} })).toThrow(
    /embeddings.*baseURL|baseURL.*OPENAI_COMPATIBLE_BASE_URL/s,
  );
  expect(() => new SearchEngine({ embeddings: "openai-compatible:nomic-embed-text", env: {} })).toThrow(/^embeddings: /);
});

test("the local embedder is the default and embeds the short tool text", () => {
  const embedder = createEmbedder();
  expect(embedder.id).toBe("use-lite-512");
  expect(embedder.toolText(tools[0]!.tool)).toBe(shortToolText(tools[0]!.tool));
  expect(embedder.model).toMatchObject({ specificationVersion: "v4", modelId: "use-lite-512", maxEmbeddingsPerCall: 64 });
});

test("a model that changes its vector size behind the same id re-embeds every tool once and still ranks", async () => {
  // Same id ("openai-compatible:embed"), another endpoint: 64 floats before, 128 now (both run the SIMD kernel).
  await using before = await startFakeLlm({ rules: [], embeddingDimensions: 64 });
  await using after = await startFakeLlm({ rules: [], embeddingDimensions: 128 });
  const dir = temp.dir();
  const engineAt = (url: string) =>
    new SearchEngine({ embeddings: { provider: "openai-compatible", model: "embed", baseURL: url }, stateDir: dir, env: {} });
  const first = engineAt(before.url);
  await first.index(tools).rank("weather for a city", { mode: "semantic" });
  expect(await first.save()).toEqual([]);

  // All tool vectors are stored (64 floats); the new query is embedded with 128.
  const second = engineAt(after.url);
  const hits = await second.index(tools).rank("delete a file from disk", { mode: "semantic" });
  expect(hits[0]!.tool).toBe("delete_file");
  for (const hit of hits) expect(Number.isFinite(hit.score)).toBe(true);
  // The query once, the three tools once: nothing embedded twice.
  const inputs = after.requests.filter((request) => request.kind === "embeddings").flatMap((request) => request.body?.input as string[]);
  expect(inputs.sort()).toEqual([...tools.map(({ tool }) => toolText(tool)), "delete a file from disk"].sort());
  expect(second.stats()).toMatchObject({ embedded: 4 });
  expect(await second.save()).toEqual([]);

  // The store now holds the new size: a third run asks for nothing.
  const third = engineAt(after.url);
  expect((await third.index(tools).search("delete a file from disk", { mode: "semantic", topK: 1 }))[0]!.tool).toBe("delete_file");
  expect(third.stats()).toMatchObject({ embedded: 0 });
});

test("an embeddings endpoint that never answers fails after the call limit, naming the model", async () => {
  await using silent = await startFakeLlm({ rules: [], delayMs: 60_000 });
  const engine = new SearchEngine({
    embeddings: { provider: "openai-compatible", model: "embed", baseURL: silent.url },
    llmTimeoutMs: 200,
    env: {},
  });
  const failed = engine.index(tools).rank("weather for a city", { mode: "semantic" });
  await expect(failed).rejects.toThrow(McpvalsError);
  await expect(failed).rejects.toThrow(/^embeddings \(openai-compatible:embed\): could not embed \d+ texts?: no answer within 200 ms$/);
});

test("an API error says it came from embedding, with which model, and keeps the key out", async () => {
  await using refusing = await startFakeLlm({ rules: [], failWith: { status: 401 } });
  const engine = new SearchEngine({
    embeddings: { provider: "openai-compatible", model: "embed", baseURL: refusing.url, apiKeyEnv: "EMBED_KEY" },
    env: { EMBED_KEY: "sk-embed-secret" },
  });
  const error = await engine
    .index(tools)
    .rank("weather for a city", { mode: "semantic" })
    .catch((caught: unknown) => caught);
  expect(McpvalsError.isInstance(error) && error.code).toBe("MODEL");
  expect((error as Error).message).toMatch(
    /^embeddings \(openai-compatible:embed\): could not embed \d+ texts?: fake-llm: scripted failure \(HTTP 401\)$/,
  );
  expect((error as Error).message).not.toContain("sk-embed-secret");
});

test("one caller's abort does not fail another query on the same index that shares the tool vectors being built", async () => {
  await using slow = await startFakeLlm({ rules: [], delayMs: 300 });
  const search = new SearchEngine({ embeddings: { provider: "openai-compatible", model: "embed", baseURL: slow.url }, env: {} }).index(
    tools,
  );
  const controller = new AbortController();
  const cancelled = search.rank("weather for a city", { mode: "semantic", signal: controller.signal });
  const other = search.rank("delete a file from disk", { mode: "semantic" });
  setTimeout(() => controller.abort(new Error("cancelled by the first caller")), 50);
  await expect(cancelled).rejects.toThrow("cancelled by the first caller");
  expect((await other)[0]!.tool).toBe("delete_file");
});

test("prepareQueries embeds the queries to come in one request; ranking them then asks for nothing more", async () => {
  await using fake = await startFakeLlm({ rules: [] });
  const engine = new SearchEngine({
    embeddings: { provider: "openai-compatible", model: "embed", baseURL: fake.url },
    search: { mode: "hybrid", rerankTop: 10 },
    stateDir: false,
  });
  const index = engine.index(tools);
  const queries = ["weather for a city", "remove a file", "weather for a city", "  "];
  await index.prepareQueries(queries);
  const embeddingInputs = () => fake.requests.filter((r) => r.kind === "embeddings").map((r) => [...(r.body?.input as string[])].sort());
  // One request for the queries (each once, blank ones left out), nothing for the tools yet.
  expect(embeddingInputs()).toEqual([["remove a file", "weather for a city"]]);
  for (const query of queries) await index.rank(query);
  expect(embeddingInputs()).toHaveLength(2);
  expect(embeddingInputs()[1]).toEqual(tools.map(({ tool }) => toolText(tool)).sort());
  // Lexical ranking needs no vectors: nothing is embedded.
  await engine.index(tools).prepareQueries(["something else"], { mode: "lexical" });
  expect(embeddingInputs()).toHaveLength(2);
});

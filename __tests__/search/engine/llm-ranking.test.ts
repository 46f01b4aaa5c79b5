/**
 * The LLM side of tool search against the fake LLM (a loopback
 * OpenAI-compatible endpoint): hybrid re-ranks its top candidates with the
 * model's JSON answer, llm mode ranks every tool, and any failure (HTTP
 * error, garbage, unknown names only, timeout) falls back to the fused
 * ranking with the reason on the result. Embeddings come from the same
 * endpoint's /v1/embeddings so the test needs no local model.
 */
import type { McpTool as Tool } from "../../../src/protocol/mcp-types.js";
import { SearchEngine, type SearchEngineOptions } from "../../../src/search/engine/search-engine.js";
import { MissingApiKeyError, UsageError } from "../../../src/errors.js";
import { contentText, startFakeLlm, type FakeLlm, type FakeLlmOptions } from "../../fixtures/fake-llm/fake-llm-server.js";

const tool = (name: string, description: string): Tool => ({ name, description, inputSchema: { type: "object", properties: {} } });
const tools = [
  { server: "files", tool: tool("read_file", "Read a file") },
  { server: "files", tool: tool("write_file", "Write a file") },
  { server: "files", tool: tool("list_directory", "List a directory of files") },
  { server: "notes", tool: tool("read_file", "Read a note file") },
  { server: "weather", tool: tool("forecast", "Weather forecast for a city") },
];

function engineFor(
  fake: FakeLlm,
  search: Partial<NonNullable<SearchEngineOptions["search"]>> = {},
  extra: Partial<SearchEngineOptions> = {},
) {
  return new SearchEngine({
    embeddings: { provider: "openai-compatible", model: "embed", baseURL: fake.url },
    // One attempt per call: the retry policy has its own tests.
    search: {
      mode: "hybrid",
      rerankTop: 3,
      model: {
        provider: "openai-compatible",
        model: "ranker",
        baseURL: fake.url,
        stream: false,
        retries: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
      },
      ...search,
    },
    env: {},
    ...extra,
  });
}

async function fakeWith(options: Partial<FakeLlmOptions>) {
  return startFakeLlm({ rules: [], ...options });
}

const keys = (hits: Array<{ server: string; tool: string }>) => hits.map((hit) => `${hit.server}/${hit.tool}`);

test("hybrid: the model re-orders the top candidates; the rest keep the fused order and scores stay best first", async () => {
  await using fake = await fakeWith({ rules: [{ match: "read a file", final: '```json\n["files/write_file", "notes/read_file"]\n```' }] });
  const search = engineFor(fake).index(tools);
  const fused = await search.rank("read a file", { mode: "hybrid" });
  expect(fake.requests.filter((r) => r.kind === "rule")).toHaveLength(1);
  const fusedOnly = await engineFor(fake, { model: undefined }).index(tools).rankDetailed("read a file");
  const top3 = keys(fusedOnly.hits).slice(0, 3);
  expect(top3).toEqual(expect.arrayContaining(["files/write_file", "notes/read_file"]));

  const detailed = await search.rankDetailed("read a file");
  expect(detailed).toMatchObject({ mode: "hybrid", llmRanked: true, fallback: null });
  expect(top3[0]).not.toBe("files/write_file");
  const leftOut = top3.find((key) => key !== "files/write_file" && key !== "notes/read_file")!;
  expect(keys(detailed.hits)).toEqual(["files/write_file", "notes/read_file", leftOut, ...keys(fusedOnly.hits).slice(3)]);
  expect(detailed.hits.map((hit) => hit.score)).toEqual(fusedOnly.hits.map((hit) => hit.score));
  expect(keys(fused)).toEqual(keys(detailed.hits));

  // The prompt listed exactly the top candidates, with the query.
  const prompt = fake.requests
    .find((r) => r.kind === "rule")!
    .body!.messages!.map((m) => contentText(m.content))
    .join("\n");
  expect(prompt).toContain("Request: read a file");
  for (const key of top3) expect(prompt).toContain(`- ${key}:`);
  expect(prompt).not.toContain(`- ${keys(fusedOnly.hits)[4]}:`);
});

test.each([
  ["garbage", { rules: [{ match: "read a file", final: "I think read_file is best" }] }, /no JSON array/],
  ["unknown names only", { rules: [{ match: "read a file", final: '["nope", "also_nope"]' }] }, /names none of the 3 candidate tools/],
  ["an HTTP 500", { rules: [], failWith: { status: 500 } }, /failed/],
  ["no rule matched", { rules: [{ match: "something else", final: "[]" }] }, /no JSON array/],
] as const)("hybrid falls back to the fused ranking on %s, and says why", async (_label, options, reason) => {
  await using fake = await fakeWith({ ...options, rules: [...options.rules] });
  // Embeddings must work even when the chat endpoint fails: a separate endpoint serves them.
  await using embeddings = await fakeWith({ rules: [] });
  const extra = { embeddings: { provider: "openai-compatible" as const, model: "embed", baseURL: embeddings.url } };
  const fused = await engineFor(embeddings, { model: undefined }, extra).index(tools).rank("read a file");
  const search = engineFor(fake, {}, extra).index(tools);
  const result = await search.rankDetailed("read a file");
  expect(result.llmRanked).toBe(false);
  expect(result.hits).toEqual(fused);
  expect(result.fallback).toMatch(/^re-ranking by openai-compatible:ranker failed, kept the fused ranking: /);
  expect(result.fallback).toMatch(reason);
  expect(search.lastFallback).toBe(result.fallback);
});

test("a re-rank that outlives the LLM timeout falls back too", async () => {
  await using fake = await fakeWith({ rules: [{ match: "read a file", final: '["files/write_file"]' }], delayMs: 2_000 });
  await using embeddings = await fakeWith({ rules: [] });
  const search = engineFor(
    fake,
    {},
    { embeddings: { provider: "openai-compatible", model: "embed", baseURL: embeddings.url }, llmTimeoutMs: 200 },
  ).index(tools);
  const result = await search.rankDetailed("read a file");
  expect(result.llmRanked).toBe(false);
  expect(result.fallback).toMatch(/re-ranking by openai-compatible:ranker failed/);
});

test("a caller's abort is not swallowed as a fallback", async () => {
  await using fake = await fakeWith({ rules: [{ match: "read a file", final: '["files/write_file"]' }], delayMs: 2_000 });
  await using embeddings = await fakeWith({ rules: [] });
  const search = engineFor(fake, {}, { embeddings: { provider: "openai-compatible", model: "embed", baseURL: embeddings.url } }).index(
    tools,
  );
  const controller = new AbortController();
  const pending = search.rank("read a file", { signal: controller.signal });
  setTimeout(() => controller.abort(new Error("stop")), 100);
  await expect(pending).rejects.toThrow("stop");
});

test("llm mode: the model ranks every tool; tools it leaves out follow in lexical order; no embeddings needed", async () => {
  await using fake = await fakeWith({
    rules: [{ match: "weather in Paris", final: '["forecast", "read_file", "read_file", "files/write_file"]' }],
  });
  const search = engineFor(fake, { mode: "llm" }).index(tools);
  const result = await search.rankDetailed("weather in Paris");
  expect(result).toMatchObject({ mode: "llm", llmRanked: true, fallback: null });
  // Bare names map to the first untaken candidate of that name (key order: files before notes).
  expect(keys(result.hits).slice(0, 4)).toEqual(["weather/forecast", "files/read_file", "notes/read_file", "files/write_file"]);
  expect(keys(result.hits)[4]).toBe("files/list_directory");
  expect(result.hits.map((hit) => hit.score)).toEqual([1, 0.8, 0.6, 0.4, 0.2]);
  expect(fake.requests.filter((r) => r.kind === "embeddings")).toHaveLength(0);
  const prompt = fake.requests[0]!.body!.messages!.map((m) => contentText(m.content)).join("\n");
  for (const { server, tool: t } of tools) expect(prompt).toContain(`- ${server}/${t.name}:`);
});

test("llm mode falls back to the hybrid ranking when the model fails", async () => {
  await using fake = await fakeWith({ rules: [{ match: "weather in Paris", final: "no idea" }] });
  const result = await engineFor(fake, { mode: "llm" }).index(tools).rankDetailed("weather in Paris");
  expect(result.llmRanked).toBe(false);
  expect(result.fallback).toMatch(/^ranking by openai-compatible:ranker failed, used the hybrid ranking: /);
  expect(result.hits[0]!.tool).toBe("forecast");
  expect(result.hits).toHaveLength(tools.length);
});

test("llm mode without search.model is a UsageError naming search.model", async () => {
  const search = new SearchEngine({ search: { mode: "llm", rerankTop: 10 } }).index(tools);
  await expect(search.rank("weather")).rejects.toThrow(UsageError);
  await expect(search.rank("weather")).rejects.toThrow(/search\.model/);
});

test("search.model without its key is refused when the engine is made", () => {
  expect(() => new SearchEngine({ search: { mode: "hybrid", rerankTop: 10, model: "openai:gpt-4o-mini" }, env: {} })).toThrow(
    MissingApiKeyError,
  );
  expect(() => new SearchEngine({ search: { mode: "hybrid", rerankTop: 10, model: "openai:gpt-4o-mini" }, env: {} })).toThrow(
    /search\.model.*OPENAI_API_KEY/,
  );
  expect(() => new SearchEngine({ search: { mode: "hybrid", rerankTop: 10, model: "scripted" } })).toThrow(/search\.model/);
});

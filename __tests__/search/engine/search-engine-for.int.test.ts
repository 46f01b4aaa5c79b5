/**
 * The engine a run builds from its config, and what a run that does not
 * search pays for it: nothing (no `ai`, no model package, no provider
 * package is even resolved until a semantic query needs them).
 */
import { execa } from "execa";
import path from "node:path";
import { resolveConfig } from "../../../src/config/load-config.js";
import { searchEngineFor } from "../../../src/search/engine/search-engine-for.js";
import { MissingApiKeyError, UsageError } from "../../../src/errors.js";
import { startFakeLlm } from "../../fixtures/fake-llm/fake-llm-server.js";
import { REPO_ROOT } from "../../helpers/run-mcpvals.js";

const server = { command: "mcp-server-everything" };
const workflows = [{ name: "w", steps: [{ user: "hi" }] }];
const tools = [
  { server: "s", tool: { name: "get_weather", description: "Weather forecast for a city", inputSchema: { type: "object" as const } } },
  { server: "s", tool: { name: "read_file", description: "Read a file", inputSchema: { type: "object" as const } } },
];

test("embeddings, search.mode, search.model and the LLM timeout come from the config", async () => {
  await using fake = await startFakeLlm({ rules: [{ match: "weather", final: '["read_file"]' }] });
  const config = resolveConfig({
    server,
    workflows,
    embeddings: { provider: "openai-compatible", model: "embed", baseURL: fake.url },
    search: { mode: "llm", model: { provider: "openai-compatible", model: "ranker", baseURL: fake.url } },
  });
  const engine = searchEngineFor(config, { stateDir: false, env: {} });
  expect(engine.embedderId).toBe("openai-compatible:embed");
  const result = await engine.index(tools).rankDetailed("what is the weather");
  expect(result).toMatchObject({ mode: "llm", llmRanked: true });
  expect(result.hits[0]!.tool).toBe("read_file");
  expect(fake.requests.map((r) => r.body?.model)).toEqual(["ranker"]);
});

test("a config without search settings gets local embeddings and hybrid without an LLM", () => {
  const engine = searchEngineFor(resolveConfig({ server, workflows }), { stateDir: false, env: {} });
  expect(engine.embedderId).toBe("use-lite-512");
  expect(engine.index(tools).mode).toBe("hybrid");
});

test("missing keys fail when the engine is made, naming the field", () => {
  expect(() =>
    searchEngineFor(resolveConfig({ server, workflows, embeddings: "openai:text-embedding-3-small" }), { stateDir: false, env: {} }),
  ).toThrow(UsageError);
  expect(() =>
    searchEngineFor(resolveConfig({ server, workflows, search: { model: "openai:gpt-4o-mini" } }), { stateDir: false, env: {} }),
  ).toThrow(MissingApiKeyError);
});

test("lexical search loads neither `ai` nor a model or provider package", async () => {
  // A child process on the built lib/ with a resolve hook that records every bare import.
  const script = `
    import { registerHooks } from "node:module";
    const seen = new Set();
    registerHooks({ resolve(specifier, context, next) { if (!specifier.startsWith(".") && !specifier.startsWith("node:") && !specifier.startsWith("file:")) seen.add(specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/")); return next(specifier, context); } });
    const { SearchEngine } = await import(${JSON.stringify(path.join(REPO_ROOT, "lib", "search", "engine", "search-engine.js"))});
    const engine = new SearchEngine({ stateDir: false });
    const hits = await engine.index(${JSON.stringify(tools)}).rank("weather in Paris", { mode: "lexical" });
    console.log(JSON.stringify({ top: hits[0].tool, seen: [...seen].sort(), stats: engine.stats() }));
  `;
  const { stdout } = await execa(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT });
  const out = JSON.parse(stdout) as { top: string; seen: string[]; stats: unknown };
  expect(out.top).toBe("get_weather");
  expect(out.stats).toEqual({ embedded: 0, reused: 0, modelLoaded: false });
  expect(out.seen).toContain("minisearch");
  expect(out.seen.filter((name) => name === "ai" || name.startsWith("@ai-sdk/") || name.startsWith("@energetic-ai/"))).toEqual([]);
});

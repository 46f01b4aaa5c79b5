/**
 * Library entry points take a config file path, a config object
 * (defineConfig) or a loaded config (loadConfig), issue 18; and a config's
 * `stateKey` is checked where it is written. Real server-everything.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { defineConfig } from "../../src/config/define-config.js";
import { loadConfig, resolveConfig } from "../../src/config/load-config.js";
import { isResolvedConfig, resolveConfigSource } from "../../src/config/resolve-config-source.js";
import { ConfigError } from "../../src/errors.js";
import { evaluate } from "../../src/eval/evaluate.js";
import { searchServers } from "../../src/search/search-servers.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING_BIN = path.join(REPO_ROOT, "node_modules", ".bin", "mcp-server-everything");
const config = defineConfig({
  server: { command: EVERYTHING_BIN },
  toolHealthSuites: [{ name: "math", tests: [{ name: "sum", tool: "get-sum", args: { a: 2, b: 3 }, expectedResult: "5" }] }],
});

test("evaluate and searchServers take a config object, a loaded config and a path alike", async () => {
  await using dir = await tempDir();
  const file = await dir.write("calc.config.json", config);
  const loaded = await loadConfig({ path: file });
  expect(isResolvedConfig(loaded)).toBe(true);
  expect(isResolvedConfig(config)).toBe(false);
  // The loaded config is taken as it is, not loaded again.
  expect(await resolveConfigSource(loaded)).toBe(loaded);

  for (const source of [config, loaded, file]) {
    const result = await evaluate(source, { cwd: dir.path, stateDir: false });
    expect({ score: result.score, passed: result.passed }).toEqual({ score: 1, passed: true });
    const { hits } = await searchServers({ config: source, cwd: dir.path, query: "add two numbers", topK: 1, mode: "lexical" });
    expect(hits.map((hit) => hit.tool)).toEqual(["get-sum"]);
  }
  // A loaded config keeps its file's state key: calc.config.json writes state/calc; searchServers caches its vectors there too.
  await evaluate(loaded, { cwd: dir.path, stateDir: "state" });
  expect(await readdir(path.join(dir.path, "state"))).toEqual(["calc"]);
  await searchServers({ config: loaded, cwd: dir.path, query: "add two numbers", topK: 1, mode: "semantic", stateDir: "state" });
  expect(await readdir(path.join(dir.path, "state"))).toEqual(["calc"]);
  expect(await readdir(path.join(dir.path, "state", "calc"))).toContain("embeddings");
});

test("stateKey: a safe folder name, not the flat layout's embeddings/", () => {
  expect(resolveConfig({ ...config, stateKey: "nightly" }).stateKey).toBe("nightly");
  for (const [stateKey, message] of [
    ["../up", "letters, digits, _ and - (at most 64)"],
    ["embeddings", '"embeddings" is a folder of the older flat state layout'],
  ] as const) {
    let error: unknown;
    try {
      resolveConfig({ ...config, stateKey });
    } catch (caught) {
      error = caught;
    }
    expect(ConfigError.isInstance(error)).toBe(true);
    expect((error as ConfigError).message).toContain("stateKey");
    expect((error as ConfigError).message).toContain(message);
  }
});

/**
 * Two configs in one folder keep separate state (issue 18): each config has
 * its own sub-folder of `.mcpvals/`, so neither sees the other's tools as
 * "removed, breaking", and history and metrics stay apart. Also the move
 * from the flat layout of earlier releases, and who inherits it. Real CLI,
 * real servers (the fixture server and server-everything), both named
 * "default" in their configs: the collision the shared folder had.
 */
import { cp, mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING_BIN = join(REPO_ROOT, "node_modules", ".bin", "mcp-server-everything");

const fixtureConfig = {
  server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_VARIANT: "v1" } },
  toolHealthSuites: [{ name: "fixture", tests: [{ name: "add", tool: "add", args: { a: 1, b: 2 }, expectedResult: "3" }] }],
};
const calcConfig = {
  server: { command: EVERYTHING_BIN },
  toolHealthSuites: [{ name: "calc", tests: [{ name: "sum", tool: "get-sum", args: { a: 2, b: 3 }, expectedResult: "5" }] }],
};

async function run(dir: TempDir, config: string, report: string): Promise<EvalResult> {
  const result = await runMcpvals(["run", "-c", config, "--json", report], { cwd: dir.path });
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  return EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, report), "utf8")));
}

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8"));

describe("state per config", () => {
  test("two configs in one folder: no false breaking change, separate history and metrics", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", fixtureConfig);
    await dir.write("calc.config.json", calcConfig);
    await run(dir, "mcpvals.config.json", "m1.json");
    await run(dir, "calc.config.json", "c1.json");
    const m2 = await run(dir, "mcpvals.config.json", "m2.json");
    const c2 = await run(dir, "calc.config.json", "c2.json");
    // Each compares with its own baseline: the other config's tools are not "removed".
    for (const result of [m2, c2]) {
      expect(result.toolChanges?.baselineAt).not.toBeNull();
      expect(result.toolChanges?.breaking).toBe(false);
      expect(result.toolChanges?.entries).toEqual([]);
    }
    expect((await readdir(join(dir.path, ".mcpvals"))).sort()).toEqual(["calc", "mcpvals"]);
    expect((await readJson(join(dir.path, ".mcpvals", "mcpvals", "history.json"))).runs).toHaveLength(2);
    expect((await readJson(join(dir.path, ".mcpvals", "calc", "history.json"))).runs).toHaveLength(2);
    expect(Object.keys((await readJson(join(dir.path, ".mcpvals", "mcpvals", "metrics.json"))).tools)).toEqual(["default/add"]);
    expect(Object.keys((await readJson(join(dir.path, ".mcpvals", "calc", "metrics.json"))).tools)).toEqual(["default/get-sum"]);

    // tools --metrics reads the named config's folder only.
    const tools = await runMcpvals(["tools", "-c", "calc.config.json", "--metrics", "--json"], { cwd: dir.path });
    expect(tools.exitCode).toBe(0);
    const listed = JSON.parse(tools.stdout) as { stateDir: string; tools: Array<{ name: string; metrics: unknown }> };
    expect(listed.stateDir).toBe(join(dir.path, ".mcpvals", "calc"));
    expect(listed.tools.find((t) => t.name === "get-sum")?.metrics).not.toBeNull();
    expect(listed.tools.find((t) => t.name === "echo")?.metrics).toBeNull();
  });

  test("the flat layout of earlier releases goes to the default config, once; another config beside it starts its own", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", fixtureConfig);
    await run(dir, "mcpvals.config.json", "m1.json");
    // The layout an earlier mcpvals wrote: the same files, right in .mcpvals/.
    const state = join(dir.path, ".mcpvals");
    for (const name of await readdir(join(state, "mcpvals"))) await rename(join(state, "mcpvals", name), join(state, name));
    await rm(join(state, "mcpvals"), { recursive: true });
    const baselineAt = (await readJson(join(state, "tools.json"))).servers.default.at as string;

    // Not the default config: it starts empty and leaves the flat files alone.
    await dir.write("calc.config.json", calcConfig);
    const calc = await run(dir, "calc.config.json", "c1.json");
    expect(calc.toolChanges?.baselineAt).toBeNull();
    expect(await readdir(state)).toEqual(expect.arrayContaining(["tools.json", "metrics.json", "history.json", "calc"]));

    // The default config inherits them: its baseline and history continue.
    const second = await run(dir, "mcpvals.config.json", "m2.json");
    expect(second.toolChanges).toMatchObject({ baselineAt, breaking: false, entries: [] });
    expect(second.history?.runs).toHaveLength(1);
    expect((await readdir(state)).sort()).toEqual(["calc", "mcpvals"]);
    expect((await readJson(join(state, "mcpvals", "history.json"))).runs).toHaveLength(2);
  });

  test("without a default config, the first config that runs inherits the flat layout", async () => {
    await using dir = await tempDir();
    await dir.write("calc.config.json", calcConfig);
    await run(dir, "calc.config.json", "c1.json");
    const state = join(dir.path, ".mcpvals");
    await cp(join(state, "calc"), state, { recursive: true });
    await rm(join(state, "calc"), { recursive: true });
    await mkdir(join(state, "embeddings"), { recursive: true });
    const second = await run(dir, "calc.config.json", "c2.json");
    expect(second.toolChanges?.baselineAt).not.toBeNull();
    expect((await readdir(state)).sort()).toEqual(["calc"]);
    expect((await readdir(join(state, "calc"))).sort()).toEqual(["embeddings", "history.json", "metrics.json", "tools.json"]);
  });
});

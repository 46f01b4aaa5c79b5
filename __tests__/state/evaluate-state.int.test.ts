/** evaluate() and the state folder, as a library user calls it (real fixture server). */
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import type { Reporter } from "../../src/report/reporter.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { tempDir } from "../helpers/temp-dir.js";

const config = (variant: string, stateDir?: string) => ({
  server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_VARIANT: variant } },
  toolHealthSuites: [
    { name: "s", tests: [{ name: "echo", tool: "echo", args: { message: "hi", loud: false }, expectedResult: "Echo: hi" }] },
  ],
  ...(stateDir ? { stateDir } : {}),
});

describe("evaluate() with a state folder", () => {
  test("the stateDir option: first run records, second run reports changes and trends; warnings reach onWarning", async () => {
    await using dir = await tempDir();
    const first = await evaluate(config("v1"), { cwd: dir.path, stateDir: "st" });
    expect(first.toolChanges).toMatchObject({ baselineAt: null, entries: [] });
    expect(first.tools.map((t) => [t.tool, t.trend?.flags])).toEqual([["echo", ["new"]]]);
    expect((await readdir(path.join(dir.path, "st", "default"))).sort()).toEqual(["history.json", "metrics.json", "tools.json"]);

    await writeFile(path.join(dir.path, "st", "default", "history.json"), JSON.stringify({ version: 0, runs: [] }));
    const warnings: string[] = [];
    const reporter: Reporter = { onWarning: (message) => void warnings.push(message) };
    const second = await evaluate(config("v2"), { cwd: dir.path, stateDir: "st", reporters: [reporter] });
    expect(EvalResultSchema.parse(second)).toBeTruthy();
    expect(warnings).toEqual([expect.stringMatching(/history\.json has version 0, this mcpvals writes version 1; it is rebuilt/)]);
    expect(second.toolChanges?.breaking).toBe(true);
    expect(second.toolChanges?.entries.map((e) => `${e.tool}:${e.status}`)).toEqual([
      "add:changed",
      "echo:changed",
      "shout:added",
      "slow:removed",
    ]);
    expect(second.tools[0]?.trend).toMatchObject({ runs: 1, successRate: 1 });
    // "slower" compares two real calls' latencies, which a loaded machine decides: assert only what the clock cannot change.
    expect(second.tools[0]?.trend?.flags.filter((flag) => flag !== "slower")).toEqual([]);
  });

  test("a config object without stateDir keeps no state; with stateDir in the config it does", async () => {
    await using dir = await tempDir();
    const none = await evaluate(config("v1"), { cwd: dir.path });
    expect(none.toolChanges).toBeNull();
    expect(await readdir(dir.path)).toEqual([]);
    const kept = await evaluate(config("v1", "kept"), { cwd: dir.path });
    expect(kept.toolChanges).not.toBeNull();
    expect(await readdir(dir.path)).toEqual(["kept"]);
  });
});

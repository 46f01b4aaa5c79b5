/**
 * The action's shards split by the durations the merge job keeps, in process
 * (no dist/, no Actions cache service: the kept folder stays on disk, as a
 * restore would give it): before any merge they split by count; the merge
 * job records the whole run's durations beside the state folder; later
 * shards, each with its own state folder, read those same durations and
 * agree on a split longest first, which merge accepts. Every shard restores
 * one cache key, the base branch's, and never another.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runAction } from "../../src/github/run-action.js";
import { keepMergedDurations, shardDurationsFor } from "../../src/github/shard-durations.js";
import { durationsCacheKeys } from "../../src/github/state-cache.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { githubEnv, PR_EVENT } from "../helpers/action-fixtures.js";
import { captureStream } from "../helpers/capture-stream.js";
import { fakeActionCore } from "../helpers/fake-action-core.js";
import { tempDir } from "../helpers/run-mcpvals.js";
import { sampleResult } from "../report/sample-result.js";

const SUITES = ["alpha", "beta", "gamma", "delta"];

const CONFIG = JSON.stringify({
  server: { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "echo" } },
  toolHealthSuites: SUITES.map((name) => ({
    name,
    tests: [{ name: `${name} echoes`, tool: "echo", args: { message: name }, expectedResult: name }],
  })),
});

const INPUTS = { config: "mcpvals.config.json", "github-token": "ghs-test", cache: "false", "state-dir": "state", "html-path": "" };

test("shards split by the merge job's durations, alike on every shard, and merge accepts the parts", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  const env = { ...process.env, ...githubEnv(github.url), GITHUB_WORKSPACE: dir.path };
  const action = async (inputs: Record<string, string>) => {
    const core = fakeActionCore({ ...INPUTS, ...inputs });
    const code = await runAction({ core, env, payload: PR_EVENT, signal: new AbortController().signal, stdout: captureStream() });
    return { code, core };
  };
  const shards = async (round: string) => {
    for (const i of [1, 2]) expect((await action({ shard: `${i}/2`, "json-path": `${round}-${i}.json`, comment: "false" })).code).toBe(0);
    return Promise.all(
      [1, 2].map(async (i) => EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, `${round}-${i}.json`), "utf8")))),
    );
  };

  // Nothing kept yet: by count, the same on both shards.
  const first = await shards("first");
  expect(first.map((p) => p.shard?.by)).toEqual(["count", "count"]);
  const merged = await action({ "merge-reports": "first-*.json", "json-path": "merged.json" });
  expect(merged.core.failed).toEqual([]);
  expect(merged.code).toBe(0);

  // The merge job kept every suite's duration in a folder beside the config's state folder.
  const kept = (await readdir(join(dir.path, "state"))).filter((name) => name.endsWith(".shard-durations"));
  expect(kept).toHaveLength(1);
  const file = join(dir.path, "state", kept[0]!, "history.json");
  const history = JSON.parse(await readFile(file, "utf8"));
  expect(Object.keys(history.runs.at(-1).durations.suites).sort()).toEqual([...SUITES].sort());

  // One long suite: longest first puts it alone on one shard, the three short ones on the other.
  history.runs.at(-1).durations.suites = { alpha: 10, beta: 10, gamma: 5000, delta: 10 };
  await writeFile(file, JSON.stringify(history));
  const second = await shards("second");
  expect(second.map((p) => p.shard?.by)).toEqual(["duration", "duration"]);
  expect(second[1]!.shard?.plan).toBe(second[0]!.shard?.plan);
  expect(second.map((p) => p.toolHealth.map((t) => t.suite).sort())).toEqual([["gamma"], ["alpha", "beta", "delta"]]);
  const again = await action({ "merge-reports": "second-*.json", "json-path": "merged-2.json" });
  expect(again.code).toBe(0);
  expect(EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, "merged-2.json"), "utf8"))).toolHealth).toHaveLength(4);
});

test("every shard restores the same key, the base branch's only; the merge job adds to its own branch's first", () => {
  const run = { configId: "mcpvals.config.json", sha: "abc", runId: "42", runAttempt: "1" };
  const pr = durationsCacheKeys({ ...run, historyKey: "o/r#7@o/r", baselineKey: "o/r@refs/heads/main" });
  const other = durationsCacheKeys({ ...run, runId: "43", historyKey: "o/r#7@o/r", baselineKey: "o/r@refs/heads/main" });
  expect(pr.shards).toEqual(other.shards);
  expect(pr.shards.restoreKeys).toEqual([pr.shards.saveKey]);
  expect(pr.shards.saveKey).toMatch(/^mcpvals-durations-[0-9a-f]{12}-o\/r@refs\/heads\/main:$/);
  expect(pr.merge.restoreKeys).toEqual([expect.stringContaining("o/r#7@o/r:"), pr.shards.saveKey]);
  expect(pr.merge.saveKey).toMatch(/o\/r#7@o\/r:abc-42-1$/);
});

test("shards restore the kept durations by the same keys and never save them; the merge job saves under its own key", async () => {
  await using dir = await tempDir();
  const calls: string[] = [];
  // The Actions cache service's side (the one thing faked): what was asked of it.
  const client = {
    isFeatureAvailable: () => true,
    restoreCache: async (paths: string[], key: string, restoreKeys?: string[]) =>
      void calls.push(`restore ${paths[0]} ${key} ${restoreKeys}`),
    saveCache: async (paths: string[], key: string) => (calls.push(`save ${paths[0]} ${key}`), 1),
  };
  const stateDir = join(dir.path, "state", "mcpvals.config.json");
  const run = { configId: "mcpvals.config.json", sha: "abc", runAttempt: "1", historyKey: "o/r#7@o/r", baselineKey: "o/r@refs/heads/main" };
  for (const runId of ["42", "43"]) {
    // Nothing restored (a cold cache): no durations, so the shard splits by count.
    expect(await shardDurationsFor({ stateDir, keys: durationsCacheKeys({ ...run, runId }).shards, cache: true, client })).toBeUndefined();
  }
  expect(calls).toHaveLength(2);
  expect(calls[1]).toBe(calls[0]);
  const shardKey = durationsCacheKeys({ ...run, runId: "42" }).shards.saveKey;
  expect(calls[0]).toBe(`restore ${stateDir}.shard-durations ${shardKey} ${shardKey}`);

  calls.length = 0;
  const result = sampleResult();
  const keys = durationsCacheKeys({ ...run, runId: "44" }).merge;
  await keepMergedDurations({ stateDir, result, branch: run.historyKey, keys, cache: true, save: true, client });
  expect(calls).toEqual([
    `restore ${stateDir}.shard-durations ${keys.saveKey} ${keys.restoreKeys}`,
    `save ${stateDir}.shard-durations ${keys.saveKey}`,
  ]);
  expect(await shardDurationsFor({ stateDir, keys, cache: false })).toBe(`${stateDir}.shard-durations`);
});

/**
 * Sharding by recorded duration, merging and resuming through the real CLI
 * and the real server-everything with the scripted driver: the shards split
 * by the unsharded run's recorded durations and agree on the split, their
 * merge gives the unsharded verdict, and `run --resume` on a merge that lacks
 * a shard runs that shard's units only (the state folder's history records
 * which units a run gave a verdict), completing the whole run's result.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { HistoryFileSchema } from "../../src/state/state-files.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const echo = (name: string, message: string) => ({
  name,
  steps: [{ user: "e", expectTools: [{ name: "echo", args: { message } }], expectedState: `Echo: ${message}` }],
});
const CONFIG = {
  server: { command: "mcp-server-everything" },
  model: "scripted",
  threshold: 0.95,
  toolRetrieval: false,
  workflows: [
    echo("echo a", "a"),
    echo("echo b", "b"),
    { name: "sum wrong", steps: [{ user: "s", expectTools: [{ name: "get-sum", args: { a: 1, b: 1 } }], expectedState: "3" }] },
    { name: "sum", steps: [{ user: "s", expectTools: [{ name: "get-sum", args: { a: 1, b: 2 } }], expectedState: "3" }], repeats: 3 },
  ],
  toolHealthSuites: [
    { name: "one", tests: [{ name: "echo", args: { message: "x" }, expectedResult: "x" }] },
    { name: "two", tests: [{ name: "t", tool: "get-sum", args: { a: 2, b: 2 }, expectedResult: "4" }] },
  ],
};

test("shards split by recorded duration merge to the unsharded verdict; --resume runs only a missing shard's units", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  const read = async (name: string) => EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, name), "utf8")));
  const lastRun = async () =>
    HistoryFileSchema.parse(JSON.parse(await readFile(join(dir.path, ".mcpvals", "mcpvals", "history.json"), "utf8"))).runs.at(-1)!;

  const whole = await runMcpvals(["run", "--json", "whole.json"], { cwd: dir.path });
  expect(whole.exitCode).toBe(1);
  expect(Object.keys((await lastRun()).durations!.workflows).sort()).toEqual(["echo a", "echo b", "sum", "sum wrong"]);

  const parts = await Promise.all(
    [1, 2].map((i) => runMcpvals(["run", "--shard", `${i}/2`, "--json", `part-${i}.json`], { cwd: dir.path })),
  );
  for (const part of parts) expect(part.stderr).toBe("");
  const [p1, p2] = [await read("part-1.json"), await read("part-2.json")];
  expect([p1.shard?.by, p2.shard?.by]).toEqual(["duration", "duration"]);
  expect(p1.shard?.plan).toBe(p2.shard?.plan);
  // The repeats of "sum" ran together, in one shard.
  const withSum = [p1, p2].filter((p) => p.workflows.some((w) => w.name === "sum"));
  expect(withSum).toHaveLength(1);
  expect(withSum[0]!.workflows.find((w) => w.name === "sum")!.attempts).toHaveLength(3);

  const merged = await runMcpvals(["merge", "part-1.json", "part-2.json", "--json", "merged.json"], { cwd: dir.path });
  expect(merged.exitCode).toBe(whole.exitCode);
  const [a, b] = [await read("whole.json"), await read("merged.json")];
  expect(b.score).toBe(a.score);
  expect(b.passed).toBe(a.passed);
  expect(b.summary.workflows).toEqual(a.summary.workflows);
  expect(b.summary.toolHealth).toEqual(a.summary.toolHealth);
  expect(b.verdict).toEqual(a.verdict);
  expect(b.shards).toEqual({ total: 2, missing: [], failed: [] });

  // Shard 2's report is lost: the merge names it, and --resume runs its units and nothing else.
  const partial = await runMcpvals(["merge", "part-1.json", "--json", "partial.json"], { cwd: dir.path });
  expect(partial.stdout).toContain("shard 2/2 sent no report");
  const resumed = await runMcpvals(["run", "--resume", "partial.json", "--json", "resumed.json"], { cwd: dir.path });
  expect(resumed.exitCode).toBe(whole.exitCode);
  const counts = (await lastRun()).counts!;
  expect(Object.keys(counts.workflows).sort()).toEqual(p2.workflows.map((w) => w.name).sort());
  expect(Object.keys(counts.tests).sort()).toEqual(p2.toolHealth.map((t) => `${t.suite}/${t.test}`).sort());
  const c = await read("resumed.json");
  expect(c.score).toBe(a.score);
  expect(c.verdict).toEqual(a.verdict);
  expect(c.workflows.map((w) => w.name).sort()).toEqual(a.workflows.map((w) => w.name).sort());
  expect(c.shards).toBeUndefined();

  // Resuming a complete run runs nothing: the history gains no entry.
  const before = (await lastRun()).at;
  const again = await runMcpvals(["run", "--resume", "resumed.json"], { cwd: dir.path });
  expect(again.exitCode).toBe(whole.exitCode);
  expect((await lastRun()).at).toBe(before);
});

test("--resume refuses --shard, and a report of another config", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  await runMcpvals(["run", "--tool-health-only", "--json", "r.json"], { cwd: dir.path });
  const both = await runMcpvals(["run", "--resume", "r.json", "--shard", "1/2"], { cwd: dir.path });
  expect(both.exitCode).toBe(2);
  expect(both.stderr).toContain("--resume and --shard cannot be combined");
  await dir.write("mcpvals.config.json", { ...CONFIG, threshold: 0.5 });
  const other = await runMcpvals(["run", "--resume", "r.json"], { cwd: dir.path });
  expect(other.exitCode).toBe(2);
  expect(other.stderr).toContain("r.json was written for another version of the config (configHash differs)");
});

/**
 * `mcpvals run --shard i/N` and `mcpvals merge` through the real CLI and the
 * real server-everything: the merged parts score like one unsharded run, and
 * sets that cannot be one run are refused with exit 2, and a missing shard
 * is named in a merged report that fails for infrastructure (exit 3).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const CONFIG = {
  server: { command: "mcp-server-everything" },
  model: "scripted",
  // Merging the retrieval metric is tested in eval/retrieval-metric; off here, so no embedding model loads.
  toolRetrieval: false,
  workflows: [
    { name: "echo", steps: [{ user: "e", expectTools: [{ name: "echo", args: { message: "m" } }], expectedState: "Echo: m" }] },
    { name: "sum wrong", steps: [{ user: "s", expectTools: [{ name: "get-sum", args: { a: 1, b: 1 } }], expectedState: "3" }] },
    { name: "sum", steps: [{ user: "s", expectTools: [{ name: "get-sum", args: { a: 1, b: 2 } }], expectedState: "3" }] },
  ],
  toolHealthSuites: [
    { name: "one", tests: [{ name: "echo", args: { message: "x" }, expectedResult: "x" }] },
    { name: "two", tests: [{ name: "t", tool: "get-sum", args: { a: 2, b: 2 }, expectedResult: "5" }] },
  ],
};

test("three shards merged give the unsharded score; a missing shard is named", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  const read = async (name: string) => EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, name), "utf8")));

  const whole = await runMcpvals(["run", "--json", "whole.json"], { cwd: dir.path });
  expect(whole.exitCode).toBe(1);
  const parts = await Promise.all(
    ["1/3", "2/3", "3/3"].map((s, i) => runMcpvals(["run", "--shard", s, "--json", `part-${i + 1}.json`], { cwd: dir.path })),
  );
  for (const part of parts) expect(part.stderr).toBe("");
  const written = await Promise.all([1, 2, 3].map((i) => read(`part-${i}.json`)));
  // The whole run recorded each unit's time in the state folder: the shards balance it, and agree on the split.
  expect(written.map((r) => r.shard)).toEqual(
    [1, 2, 3].map((index) => ({ index, total: 3, by: "duration", plan: written[0]!.shard!.plan })),
  );
  expect(written.map((r) => r.workflows.length + r.toolHealth.length).reduce((x, y) => x + y)).toBe(5);
  expect(new Set(written.map((r) => r.configHash)).size).toBe(1);

  const merged = await runMcpvals(
    ["merge", "part-1.json", "part-2.json", "part-3.json", "--json", "merged.json", "--junit", "merged.xml"],
    { cwd: dir.path },
  );
  expect(merged.stderr).toBe("");
  expect(merged.exitCode).toBe(1);
  const [a, b] = [await read("whole.json"), await read("merged.json")];
  expect(b.score).toBe(a.score);
  expect(b.summary).toEqual(a.summary);
  expect(b.coverage).toEqual(a.coverage);
  expect(b.workflows.map((w) => w.name).sort()).toEqual(a.workflows.map((w) => w.name).sort());
  expect(await readFile(join(dir.path, "merged.xml"), "utf8")).toContain("<testsuites");

  const lenient = await runMcpvals(["merge", "part-1.json", "part-2.json", "part-3.json", "--threshold", "0"], { cwd: dir.path });
  expect(lenient.exitCode).toBe(0);
  expect(lenient.stdout).not.toContain("\u001b[");
  // FORCE_COLOR colours merge's console output as it does run's (CI logs are not TTYs).
  const coloured = await runMcpvals(["merge", "part-1.json", "part-2.json", "part-3.json"], {
    cwd: dir.path,
    env: { FORCE_COLOR: "1", NO_COLOR: "" },
  });
  expect(coloured.stdout).toContain("\u001b[");

  const missing = await runMcpvals(["merge", "part-1.json", "part-3.json", "--json", "partial.json"], { cwd: dir.path });
  // The parts hold real failures (exit 1); a missing shard alone fails for infrastructure (exit 3, eval/merge-results.test.ts).
  expect(missing.exitCode).toBe(1);
  expect(missing.stdout).toContain("shard 2/3 sent no report");
  expect((await read("partial.json")).shards).toEqual({ total: 3, missing: [2], failed: [] });
  const twice = await runMcpvals(["merge", "part-1.json", "part-1.json", "part-2.json"], { cwd: dir.path });
  expect(twice.exitCode).toBe(2);
  expect(twice.stderr).toMatch(/Shard 1\/3 is given twice/);
  // Nine CLI processes, each starting server-everything: generous on a busy 2-core runner.
});

test("a bad --shard is a usage error", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  const run = await runMcpvals(["run", "--shard", "4/3"], { cwd: dir.path });
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toBe('mcpvals: --shard must look like "i/N" with 1 <= i <= N (e.g. "2/4"), got "4/3".');
});

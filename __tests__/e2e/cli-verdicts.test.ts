/**
 * Verdicts no threshold can fake, through the real CLI: a run where no server
 * answered is infrastructure (exit 3) even at threshold 0; a cancelled run
 * says CANCELLED in every report; an empty shard is nothing to run, not a
 * failure, and the merge of all shards still gives the run's verdict.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { hostileServer, newMarker, orphansOf, startMcpvals, waitForFile } from "../faults/fault-helpers.js";

const readReport = async (file: string) => EvalResultSchema.parse(JSON.parse(await readFile(file, "utf8")));

test("threshold 0 does not let a dead server pass: exit 3, the report says nothing was evaluated", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: ["-e", "process.exit(1)"] },
    connection: { maxRetries: 0 },
    threshold: 0,
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }],
  });
  const run = await runMcpvals(["run", "--json", "r.json", "--no-state"], { cwd: dir.path });
  expect(run.exitCode).toBe(3);
  expect(run.stdout).toMatch(/FAILED {2}nothing was evaluated: no server could be reached/);
  expect(run.stdout).not.toContain("PASSED");
  const report = await readReport(path.join(dir.path, "r.json"));
  expect(report).toMatchObject({ passed: false, threshold: 0 });
});

test("an empty shard has nothing to run (exit 0); merging every shard gives the whole run's verdict", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "scripted",
    // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
    toolRetrieval: false,
    workflows: [
      { name: "echo", steps: [{ user: "e", expectTools: [{ name: "echo", args: { message: "m" } }], expectedState: "Echo: m" }] },
    ],
    toolHealthSuites: [{ name: "sum", tests: [{ name: "t", tool: "get-sum", args: { a: 2, b: 2 }, expectedResult: "4" }] }],
  });
  const parts = await Promise.all(
    [1, 2, 3, 4].map((i) => runMcpvals(["run", "--shard", `${i}/4`, "--json", `part-${i}.json`, "--no-state"], { cwd: dir.path })),
  );
  expect(parts.map((p) => p.exitCode)).toEqual([0, 0, 0, 0]);
  for (const empty of parts.slice(2)) {
    expect(empty.stdout).toMatch(/nothing to run in this shard \([34]\/4\)/);
    expect(empty.stdout).not.toContain("FAILED");
  }
  const third = await readReport(path.join(dir.path, "part-3.json"));
  expect(third).toMatchObject({ passed: true, shard: { index: 3, total: 4 }, workflows: [], toolHealth: [] });
  const merged = await runMcpvals(["merge", "part-1.json", "part-2.json", "part-3.json", "part-4.json", "--json", "merged.json"], {
    cwd: dir.path,
  });
  expect(merged.exitCode).toBe(0);
  expect(merged.stdout).toMatch(/PASSED {2}score 1\.00/);
  expect(await readReport(path.join(dir.path, "merged.json"))).toMatchObject({
    passed: true,
    score: 1,
    summary: { workflows: { total: 1, passed: 1 }, toolHealth: { total: 1, passed: 1 } },
  });
});

test("Ctrl-C (a real SIGINT) mid-run says CANCELLED in the console, JSON, Markdown and HTML, and exits 3", async () => {
  await using dir = await tempDir();
  const marker = newMarker("cancelled-verdict");
  const ready = path.join(dir.path, "ready");
  const config = await dir.write("c.json", {
    server: hostileServer(marker, [], { HOSTILE_READY_FILE: ready }),
    model: "scripted",
    workflows: [
      { name: "echo", steps: [{ user: "e", expectTools: [{ name: "echo", args: { text: "hi" } }], expectedState: "hi" }] },
      { name: "stuck", steps: [{ user: "s", expectTools: ["slow"] }] },
    ],
  });
  const out = (name: string): string => path.join(dir.path, name);
  const child = startMcpvals([
    "run",
    "-c",
    config,
    "--json",
    out("r.json"),
    "--markdown",
    out("r.md"),
    "--html",
    out("r.html"),
    "--no-state",
  ]);
  expect(await waitForFile(ready)).toBe(true);
  child.kill("SIGINT");
  const result = await child;
  expect(result.exitCode).toBe(3);
  const stdout = String(result.stdout);
  expect(stdout).toMatch(/CANCELLED {2}the run was cancelled before it finished {2}score/);
  expect(stdout).not.toMatch(/FAILED|fix the above and run again/);
  expect(stdout).toContain("(not evaluated: the run was cancelled)");
  expect(await readReport(out("r.json"))).toMatchObject({ passed: false, cancelled: true });
  expect(await readFile(out("r.md"), "utf8")).toMatch(/^## ⏹️ mcpvals cancelled: score/m);
  const html = await readFile(out("r.html"), "utf8");
  expect(html).toContain('<span class="badge skip">cancelled</span>');
  expect(html).toContain('<span class="big">CANCELLED</span>');
  expect(await orphansOf(marker)).toEqual([]);
});

/**
 * A load baseline is untrusted: a `--baseline` report or a load-history.json
 * restored from a fork's cache may carry crafted histograms (a zip bomb; a
 * run of 2^40 empty buckets that hdr-histogram-js's decoder walks forever).
 * `mcpvals load` against the real load fixture: the crafted baseline is not
 * used, a warning names the file and the test, the run finishes with its
 * own report (no gate from a bad file, the good runs of a history pooled).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LoadReportSchema } from "../../src/result/load-report.js";
import { LoadHistoryFileSchema } from "../../src/state/load-history.js";
import { compressed, rawHistogram, zigzag, zipBombHistogram } from "../helpers/crafted-histogram.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import "../helpers/integration-timeout.js";

const LOAD_SERVER = fileURLToPath(new URL("../fixtures/servers/load-server.mjs", import.meta.url));

const CONFIG = {
  server: { command: process.execPath, args: [LOAD_SERVER] },
  toolHealthSuites: [{ name: "s", tests: [{ name: "work", tool: "work" }] }],
  // Which runs are the baseline is tested, not the verdict: a loaded machine can slow the same server 1.2x
  // between two runs, so the slowdown allowed is one no noise reaches.
  load: { connections: 1, concurrency: 2, calls: 220, maxSlowdown: 100 },
};

test("--baseline with a zip-bomb histogram: not used, a warning naming the file and the test, the run passes without a gate", async () => {
  await using dir = await tempDir();
  const file = await dir.write("c.json", CONFIG);
  const base = await runMcpvals(["load", "-c", file, "--json", "base.json", "--no-state"], { cwd: dir.path });
  expect(base.exitCode).toBe(0);
  const report = JSON.parse(await readFile(path.join(dir.path, "base.json"), "utf8"));
  report.tools[0].stats.histogram = zipBombHistogram(32);
  await dir.write("bomb.json", report);
  const head = await runMcpvals(["load", "-c", file, "--json", "head.json", "--no-state", "--baseline", "bomb.json"], { cwd: dir.path });
  expect(head.exitCode).toBe(0);
  const warning = `bomb.json: tools[0].stats.histogram (test s/work): it inflates past 1048576 bytes (a load histogram is a few KB): refused; the file is not used as a baseline`;
  expect(head.stderr).toContain(warning);
  const out = LoadReportSchema.parse(JSON.parse(await readFile(path.join(dir.path, "head.json"), "utf8")));
  expect(out.gate).toBeNull();
  expect(out.overall.calls).toBe(220);
  expect(out.warnings.join("\n")).toContain(warning);
  expect(head.stdout).toContain("gate: no baseline");
});

test("load-history.json restored with a crafted run (2^40 empty buckets): that run is skipped with a warning, the good one is the baseline", async () => {
  await using dir = await tempDir();
  const file = await dir.write("c.json", CONFIG);
  const run = (args: string[]) => runMcpvals(["load", "-c", file, "--state-dir", "state", ...args], { cwd: dir.path });
  expect((await run(["--branch", "main"])).exitCode).toBe(0);
  // The state folder has one sub-folder per config.
  const found = (await readdir(path.join(dir.path, "state"), { recursive: true })).filter((f) => f.endsWith("load-history.json"));
  expect(found).toHaveLength(1);
  const historyFile = path.join(dir.path, "state", found[0]!);
  const history = LoadHistoryFileSchema.parse(JSON.parse(await readFile(historyFile, "utf8")));
  const endless = compressed(rawHistogram(zigzag(-(2 ** 40))));
  const crafted = { at: "2026-01-01T00:00:00.000Z", branch: "main", overall: history.runs[0]!.overall, tests: { "s/work": endless } };
  await writeFile(historyFile, JSON.stringify({ version: 1, runs: [...history.runs, crafted] }));
  const pr = await run(["--base-branch", "main", "--json", "pr.json"]);
  expect(pr.exitCode).toBe(0);
  expect(pr.stderr).toContain(
    "load-history.json: the run of 2026-01-01T00:00:00.000Z is skipped (test s/work): counts past its declared range",
  );
  const report = LoadReportSchema.parse(JSON.parse(await readFile(path.join(dir.path, "pr.json"), "utf8")));
  expect(report.gate).toMatchObject({
    source: "history",
    baselineRuns: 1,
    units: [{ name: "overall", baseline: { calls: 220 } }, { name: "s/work" }],
  });
});

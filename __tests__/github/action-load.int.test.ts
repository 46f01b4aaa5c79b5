/**
 * The action's `load: true`, in-process (a recording core, the real load
 * fixture server, a fake GitHub REST API on 127.0.0.1): a nightly run on main
 * records its load run in the state folder under main's history key; a pull
 * request's run gates its p95 on main's runs and puts the load table, the
 * ratio and its interval into the one PR comment and the summary; a
 * regression fails the step (exit 1) with the reason.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodeHistogram, newHistogram, recordMs } from "../../src/load/latency-histogram.js";
import { LoadHistoryFileSchema } from "../../src/state/load-history.js";
import { LoadReportSchema } from "../../src/result/load-report.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { githubEnv, PR_EVENT } from "../helpers/action-fixtures.js";
import { runActionInProcess } from "../helpers/run-action-in-process.js";
import { tempDir } from "../helpers/run-mcpvals.js";
import "../helpers/integration-timeout.js";

const LOAD_SERVER = fileURLToPath(new URL("../fixtures/servers/load-server.mjs", import.meta.url));

/** Tool tests and load settings only: no workflow, no model call. */
function config(latencyMs: number): object {
  return {
    server: { command: process.execPath, args: [LOAD_SERVER], env: { LOAD_LATENCY_MS: String(latencyMs) } },
    model: "scripted",
    toolHealthSuites: [{ name: "s", tests: [{ name: "work", tool: "work" }] }],
    load: { connections: 1, concurrency: 1, calls: 250, minCalls: 200 },
  };
}

const INPUTS = { config: "mcpvals.config.json", load: "true", cache: "false", "state-dir": "state", "github-token": "ghs-test" };
const MAIN_KEY = "o/r@refs/heads/main";

test("load: true records main's nightly run, then gates a PR's p95 on it: the table and interval in the comment, a regression fails the step", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(0));
  const nightly = await runActionInProcess(dir, {
    inputs: INPUTS,
    env: githubEnv(github.url, { GITHUB_EVENT_NAME: "schedule", GITHUB_REF: "refs/heads/main", GITHUB_HEAD_REF: "", GITHUB_BASE_REF: "" }),
    event: { repository: { full_name: "o/r", default_branch: "main" } },
  });
  expect([nightly.exitCode, nightly.core.failed]).toEqual([0, []]);
  expect(nightly.stdout).toMatch(/250 calls/);
  const historyFile = path.join(dir.path, "state", "mcpvals", "load-history.json");
  const history = LoadHistoryFileSchema.parse(JSON.parse(await readFile(historyFile, "utf8")));
  expect(history.runs.map((run) => run.branch)).toEqual([MAIN_KEY]);

  // Main's run as recorded on a quiet machine (9.5..10.5 ms): the PR's 30 ms server cannot answer faster than its
  // timer, so the verdict cannot flake on a busy one.
  const quiet = newHistogram();
  for (let i = 0; i < 250; i++) recordMs(quiet, 9.5 + (i % 11) / 10);
  const text = encodeHistogram(quiet);
  await dir.write(path.join("state", "mcpvals", "load-history.json"), {
    version: 1,
    runs: [{ ...history.runs[0]!, overall: text, tests: { "s/work": text } }],
  });
  await dir.write("mcpvals.config.json", config(30));
  const pr = await runActionInProcess(dir, { inputs: INPUTS, env: githubEnv(github.url), event: PR_EVENT });
  expect(pr.exitCode).toBe(1);
  expect(pr.core.failed).toHaveLength(1);
  expect(pr.core.failed[0]).toMatch(/load: overall: p95 .* all above 1\.2x/);
  expect(github.comments).toHaveLength(1);
  const comment = github.comments[0]!.body;
  expect(comment).toContain("### mcpvals load: ❌ failed");
  expect(comment).toMatch(/^\| s\/work \| 250 \| 0(\.0)?% \|/m);
  expect(comment).toContain("#### p95 against the base branch (1 runs)");
  expect(comment).toMatch(/^\| overall \| [\d.]+ \| [\d.]+ \| [\d.]+x \| [\d.]+ – [\d.]+ \| 🔴 regression \|$/m);
  expect(pr.summary).toContain("### mcpvals load: ❌ failed");
  expect(comment).toContain("a spread between runs of 7% (load.runNoise), assumed: 1 base run(s) are too few to measure it");
  // The JSON report is written where load-json-path says (its default here) and named by the output.
  const written = path.join(dir.path, "mcpvals-load.json");
  expect(pr.core.outputs["load-report-path"]).toBe(written);
  const report = LoadReportSchema.parse(JSON.parse(await readFile(written, "utf8")));
  expect(report).toMatchObject({ kind: "load", overall: { calls: 250 }, gate: { verdict: "regression" } });
  // The PR's run is recorded under its own key, never main's: it can never be its own baseline.
  const after = LoadHistoryFileSchema.parse(JSON.parse(await readFile(historyFile, "utf8")));
  expect(after.runs.map((run) => run.branch)).toEqual([MAIN_KEY, "o/r#7@o/r"]);
});

/**
 * The action's `mutate: true` in process (no dist/): a recording `core`, the
 * real fixture server, a fake GitHub REST API on 127.0.0.1. A push to the
 * default branch records its mutation score in the state folder; a pull
 * request's one comment then carries a mutation section (the score, the
 * change against that score, the survivors with their suggested assertion),
 * the outputs name the score and the report, and a score below
 * mutate-min-score fails the step (exit 1) after the comment went out.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runAction } from "../../src/github/run-action.js";
import { MutationReportSchema } from "../../src/result/mutation-report.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { githubEnv, PR_EVENT } from "../helpers/action-fixtures.js";
import { captureStream } from "../helpers/capture-stream.js";
import { fakeActionCore } from "../helpers/fake-action-core.js";
import { tempDir } from "../helpers/run-mcpvals.js";

/** Tests that check echo's result; `addCheck` also checks add's (then every mutant is killed). */
function config(addCheck: boolean): string {
  return JSON.stringify({
    server: { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "echo,add" } },
    timeouts: { toolCallMs: 1500 },
    mutate: { operators: ["empty-content", "perturb-result"], concurrency: 2 },
    toolHealthSuites: [
      {
        name: "basics",
        tests: [
          { name: "echo answers", tool: "echo", args: { message: "ping" }, expectedResult: "Echo: ping" },
          { name: "add runs", tool: "add", args: { a: 2, b: 3 }, ...(addCheck ? { expectedResult: "/^5$/" } : {}) },
        ],
      },
    ],
  });
}

const INPUTS = {
  config: "mcpvals.config.json",
  "github-token": "ghs-test",
  // No Actions cache service here: the state folder stays on disk between the two runs, as a restore would give it.
  cache: "false",
  "state-dir": "state",
  "json-path": "r.json",
  "html-path": "",
  mutate: "true",
  "mutate-json-path": "mutation.json",
};

const PUSH = { repository: { full_name: "o/r", default_branch: "main" } };

test("mutate: true puts the score, its change against the base branch and the survivors into the one PR comment", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  const run = async (event: "push" | "pull_request", inputs: Record<string, string>) => {
    const core = fakeActionCore({ ...INPUTS, ...inputs });
    const push = {
      GITHUB_EVENT_NAME: "push",
      GITHUB_REF: "refs/heads/main",
      GITHUB_REF_NAME: "main",
      GITHUB_HEAD_REF: "",
      GITHUB_BASE_REF: "",
    };
    const env = {
      ...process.env,
      ...githubEnv(github.url, event === "push" ? push : {}),
      GITHUB_WORKSPACE: dir.path,
      GITHUB_STEP_SUMMARY: join(dir.path, "summary.md"),
    };
    const code = await runAction({
      core,
      env,
      payload: event === "push" ? PUSH : PR_EVENT,
      signal: new AbortController().signal,
      stdout: captureStream(),
    });
    return { core, code };
  };

  // The default branch checks add's result too: every mutant is killed, and its score (100%) is kept in the state folder.
  await dir.write("mcpvals.config.json", config(true));
  const main = await run("push", {});
  expect(main.core.failed).toEqual([]);
  expect(main.code).toBe(0);
  expect(main.core.outputs["mutation-score"]).toBe("1");
  expect(github.comments).toHaveLength(0);

  // The pull request drops that assertion: add's mutants survive, and the comment says what to add.
  await dir.write("mcpvals.config.json", config(false));
  const pr = await run("pull_request", {});
  expect(pr.core.failed).toEqual([]);
  expect(pr.code).toBe(0);
  expect(pr.core.outputs).toMatchObject({ score: "1", "mutation-score": "0.5", "mutation-report-path": join(dir.path, "mutation.json") });
  const report = MutationReportSchema.parse(JSON.parse(await readFile(join(dir.path, "mutation.json"), "utf8")));
  expect(report).toMatchObject({ mutationScore: 0.5, baseline: { mutationScore: 1, change: -0.5 } });
  expect(github.comments).toHaveLength(1);
  const body = github.comments[0]!.body;
  // One comment: the run's report, then the mutation section.
  expect(body.indexOf("### Mutation score")).toBeGreaterThan(body.indexOf("basics"));
  expect(body).toContain("**50% (2 killed, 2 survived)**");
  expect(body).toContain("-50.0 points against the baseline (100%)");
  expect(body).toContain("| perturb-result on tool add |");
  expect(body).toMatch(/expectedResult on a test of "add"/);
  expect(pr.core.summaries.join("")).toContain("### Mutation score");

  // Below mutate-min-score: the step fails (exit 1) and says why; the comment is updated, not duplicated.
  const gated = await run("pull_request", { "mutate-min-score": "0.8" });
  expect(gated.code).toBe(1);
  expect(gated.core.failed).toEqual([expect.stringContaining("mutation testing: mutation score 50.0% is below minScore 80.0%")]);
  expect(github.comments).toHaveLength(1);

  // Not with a shard: a usage error naming the inputs, before anything runs.
  const sharded = await run("pull_request", { shard: "1/2" });
  expect(sharded.code).toBe(2);
  expect(sharded.core.failed[0]).toContain('Input "mutate" runs in an unsharded job');
});

test("mutate: true after a run that skipped work (no LLM key on a fork PR) is skipped with a notice, not failed", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  const withWorkflow = { ...JSON.parse(config(true)), model: "openai:gpt-4o", workflows: [{ name: "asks", steps: [{ user: "echo hi" }] }] };
  await dir.write("mcpvals.config.json", JSON.stringify(withWorkflow));
  const core = fakeActionCore({ ...INPUTS, "fail-on-missing-key": "false" });
  const env = { ...process.env, OPENAI_API_KEY: undefined, ...githubEnv(github.url), GITHUB_WORKSPACE: dir.path };
  const code = await runAction({ core, env, payload: PR_EVENT, signal: new AbortController().signal, stdout: captureStream() });
  expect(core.failed).toEqual([]);
  expect(code).toBe(0);
  expect(core.log).toContainEqual(expect.stringContaining("mutation testing skipped: the run skipped work"));
  expect(core.outputs["mutation-score"]).toBeUndefined();
  expect(github.comments[0]!.body).not.toContain("Mutation score");
});

/**
 * What the action decides and posts, run in-process (src/github/run-action.ts
 * with a recording `core`, see __tests__/helpers/run-action-in-process.ts)
 * against a fake GitHub REST API on 127.0.0.1 (GITHUB_API_URL) and the real
 * server-everything: the sticky comment is created then updated in place,
 * annotations point at config lines, fork PRs and a 403 never fail the job,
 * shards merged by the action score like one run, config secrets are masked,
 * and the fork-PR workflow_run recipe comments only on a PR whose head is the
 * commit the triggering run built. The bundle itself, with the real
 * @actions/core and @actions/cache, runs in action-bundle.test.ts and
 * action-cache.test.ts.
 */
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { CONFIG, FAILING, githubEnv, PR_EVENT, withConfig } from "../helpers/action-fixtures.js";
import { readmeActionInputs } from "../helpers/readme-workflows.js";
import { runActionInProcess } from "../helpers/run-action-in-process.js";
import { REPO_ROOT, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

test("a PR run creates the sticky comment, the next run updates it in place", async () => {
  // 150 comments by others: the marker search must follow the Link header to page 2.
  await using github = await startFakeGithub({ comments: Array.from({ length: 150 }, (_, i) => ({ issue: 7, body: `chatter ${i}` })) });
  await using dir = await withConfig();
  const env = githubEnv(github.url);
  // The README's copy-paste step, as a user would paste it (plus the token GitHub fills in).
  const inputs: Record<string, string> = { ...(await readmeActionInputs()), "github-token": "ghs-test-token", cache: "false" };
  expect(inputs.config).toBe("mcpvals.config.yaml");

  const first = await runActionInProcess(dir, { inputs, env, event: PR_EVENT });
  expect(first.core.failed).toEqual([]);
  expect(first.core.annotations.filter((a) => a.level !== "notice")).toEqual([]);
  expect(first.exitCode).toBe(0);
  const ours = github.comments.filter((c) => c.body.includes("<!-- mcpvals:comment:mcpvals.config.yaml -->"));
  expect(ours).toHaveLength(1);
  expect(ours[0]!.body).toMatch(/## ✅ mcpvals passed: score 1\.00 \(threshold 0\.80\)/);
  expect(ours[0]!.body).toContain("https://github.example/o/r/actions/runs/42");
  expect(first.outputs["comment-url"]).toBe(ours[0]!.html_url);
  expect(github.requests.some((r) => r.path.includes("page=2"))).toBe(true);
  expect(github.requests.every((r) => r.authorization === "token ghs-test-token")).toBe(true);

  const second = await runActionInProcess(dir, { inputs, env: { ...env, GITHUB_RUN_ID: "43" }, event: PR_EVENT });
  expect(second.exitCode).toBe(0);
  const after = github.comments.filter((c) => c.body.includes("<!-- mcpvals:comment:mcpvals.config.yaml -->"));
  expect(after).toHaveLength(1);
  expect(after[0]!.id).toBe(ours[0]!.id);
  expect(after[0]!.body).toContain("/actions/runs/43");
  expect(github.requests.filter((r) => r.method === "PATCH")).toHaveLength(1);
  expect(github.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  expect(second.outputs).toMatchObject({ score: "1", passed: "true", threshold: "0.8" });
  expect(second.summary).toMatch(/## ✅ mcpvals passed/);
});

test("a marker pasted into someone else's comment is never edited; a PAT's own comment is", async () => {
  const marker = "<!-- mcpvals:comment:mcpvals.config.yaml -->";
  await using github = await startFakeGithub({
    comments: [
      { issue: 7, body: `${marker}\nnot yours to overwrite`, user: { login: "mallory", type: "User" } },
      { issue: 7, body: `${marker}\nearlier run`, user: { login: "ci-user", type: "User" } },
    ],
    tokenUser: { login: "ci-user", type: "User" },
  });
  await using dir = await withConfig();
  const run = await runActionInProcess(dir, {
    inputs: { "github-token": "pat", cache: "false" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(0);
  expect(github.comments.map((c) => [c.user.login, c.body.split("\n")[1]])).toEqual([
    ["mallory", "not yours to overwrite"],
    ["ci-user", expect.stringMatching(/^## ✅ mcpvals passed/)],
  ]);
});

test("below the threshold: exit 1 with a one-line reason, annotations at the config lines, the comment still posted", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig(FAILING);
  const run = await runActionInProcess(dir, {
    inputs: { "github-token": "t", cache: "false", "junit-path": "junit.xml" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(1);
  expect(run.core.failed).toEqual([expect.stringMatching(/^mcpvals score 0\.\d+ is below the threshold 0\.80$/)]);
  const lines = FAILING.split("\n");
  const workflowLine = lines.findIndex((l) => l.includes("name: sum works")) + 1;
  const testLine = lines.findIndex((l) => l.includes("name: sum adds")) + 1;
  expect(run.core.annotations).toContainEqual({
    level: "error",
    message: expect.any(String),
    properties: { title: 'mcpvals: workflow "sum works" failed', file: "mcpvals.config.yaml", startLine: workflowLine },
  });
  expect(run.core.annotations).toContainEqual({
    level: "error",
    message: expect.stringMatching(/^get-sum/),
    properties: { title: 'mcpvals: tool test "basics / sum adds" failed', file: "mcpvals.config.yaml", startLine: testLine },
  });
  expect(run.outputs).toMatchObject({ passed: "false", "junit-path": join(dir.path, "junit.xml") });
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toMatch(/## ❌ mcpvals failed/);
  expect(github.comments[0]!.body).toContain("<details>");
});

test("a 403 from the comment API (fork token) is a notice, not a failure; the summary is still written", async () => {
  await using github = await startFakeGithub({ commentStatus: 403 });
  await using dir = await withConfig();
  const run = await runActionInProcess(dir, {
    inputs: { "github-token": "read-only", cache: "false" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(0);
  expect(run.core.log).toContainEqual(expect.stringMatching(/^notice: mcpvals: the token may not comment here \(HTTP 403/));
  expect(run.summary).toMatch(/## ✅ mcpvals passed/);
  expect(run.outputs["comment-url"]).toBeUndefined();
});

test("a PR from a fork skips the comment without calling the API", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig();
  const event = { ...PR_EVENT, pull_request: { ...PR_EVENT.pull_request, head: { repo: { full_name: "someone/r" } } } };
  const run = await runActionInProcess(dir, { inputs: { "github-token": "t", cache: "false" }, env: githubEnv(github.url), event });
  expect(run.exitCode).toBe(0);
  expect(run.core.log).toContainEqual(expect.stringMatching(/^notice: mcpvals: pull request from a fork/));
  expect(github.requests).toHaveLength(0);
  expect(run.summary).toMatch(/mcpvals passed/);
});

test("without the LLM key: fails with one line by default, or runs tool health and reports the workflows as skipped", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig(CONFIG.replace("model: scripted", "model: openai:gpt-4o-mini"));
  const env = githubEnv(github.url);
  const strict = await runActionInProcess(dir, { inputs: { "github-token": "t", cache: "false" }, env, event: PR_EVENT });
  expect(strict.exitCode).toBe(2); // a config problem: the CLI's usage/config code
  expect(strict.core.failed).toEqual([
    expect.stringMatching(/^mcpvals: The agent model uses provider "openai" but no API key was found\..*fail-on-missing-key: false/),
  ]);

  const lenient = await runActionInProcess(dir, {
    inputs: { "github-token": "t", cache: "false", "fail-on-missing-key": "false" },
    env,
    event: PR_EVENT,
  });
  expect(lenient.exitCode).toBe(0);
  expect(lenient.core.annotations).toContainEqual({
    level: "warning",
    message: expect.stringMatching(/^2 workflows not run: the LLM API key is absent \(OPENAI_API_KEY\)/),
    properties: { title: "mcpvals: workflows skipped", file: "mcpvals.config.yaml", startLine: expect.any(Number) },
  });
  expect(lenient.summary).toContain("2 workflows skipped: the LLM API key is absent");
  expect(github.comments[0]!.body).toContain("2 workflows skipped");
  const report = EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, "mcpvals-report.json"), "utf8")));
  expect(report.summary).toEqual({ workflows: { total: 0, passed: 0 }, toolHealth: { total: 2, passed: 2 } });
  expect(report.skipped?.map((s) => s.name)).toEqual(["echo works", "sum works"]);
});

test("two shards merged by the action give the score of one unsharded run and post one comment", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig(FAILING);
  const env = githubEnv(github.url);
  const base = { "github-token": "t", cache: "false" };
  const whole = await runActionInProcess(dir, { inputs: { ...base, comment: "false", "json-path": "whole.json" }, env, event: PR_EVENT });
  expect(whole.exitCode).toBe(1);
  for (const shard of ["1/2", "2/2"]) {
    const part = await runActionInProcess(dir, {
      inputs: { ...base, shard, "json-path": `parts/shard-${shard[0]}.json` },
      env,
      event: PR_EVENT,
    });
    expect(part.exitCode).toBe(0);
  }
  expect(github.comments).toHaveLength(0);
  const merged = await runActionInProcess(dir, {
    inputs: { ...base, "merge-reports": "parts/*.json", "json-path": "merged.json" },
    env,
    event: PR_EVENT,
  });
  expect(merged.exitCode).toBe(1);
  expect(merged.outputs.score).toBe(whole.outputs.score);
  const report = EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, "merged.json"), "utf8")));
  expect(report.summary).toEqual({ workflows: { total: 2, passed: 1 }, toolHealth: { total: 2, passed: 1 } });
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toContain("<!-- mcpvals:comment:mcpvals.config.yaml -->");
  // The shards split by the durations the merge job keeps (none yet), never by the state folder's, where the whole run
  // recorded some: by count, as every shard computes alike (__tests__/github/shard-durations.int.test.ts).
  for (const i of [1, 2]) {
    const part = EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, "parts", `shard-${i}.json`), "utf8")));
    expect(part.shard?.by).toBe("count");
  }
  // A shard's report lost: the merge job names it and fails.
  await rm(join(dir.path, "parts", "shard-2.json"));
  const partial = await runActionInProcess(dir, {
    inputs: { ...base, comment: "false", "merge-reports": "parts/*.json", "json-path": "partial.json" },
    env,
    event: PR_EVENT,
  });
  expect(partial.exitCode).toBe(1);
  expect(partial.core.failed.join("\n")).toContain("shard 2/2 sent no report");
});

test("an LLM workflow (loopback fake LLM) failing the judge: the comment shows the judge's reasoning", async () => {
  await using llm = await startFakeLlm({
    rules: [{ match: "echo judged", toolCalls: [{ name: "echo", args: { message: "judged" } }], final: "{{lastToolResult}}" }],
    judge: () => ({ score: 0.2, passed: false, reasoning: "The answer ignores the user's tone." }),
  });
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write(
    "mcpvals.config.yaml",
    "server:\n  command: mcp-server-everything\nmodel: openai:gpt-4o-mini\nllmJudge: true\nworkflows:\n  - name: judged echo\n    steps:\n      - user: echo judged\n        expectTools: [echo]\n",
  );
  const run = await runActionInProcess(dir, {
    inputs: { "github-token": "t", cache: "false" },
    env: githubEnv(github.url, { OPENAI_API_KEY: "sk-action-test", OPENAI_BASE_URL: llm.url }),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(1);
  expect(run.core.annotations).toContainEqual({
    level: "error",
    message: expect.stringMatching(/^llmJudge: score 0\.20 below 0\.70/),
    properties: { title: 'mcpvals: workflow "judged echo" failed', file: "mcpvals.config.yaml", startLine: 6 },
  });
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toContain("The answer ignores the user's tone.");
  expect(github.comments[0]!.body).not.toContain("sk-action-test");
  // The key is masked in the runner's log, and appears nowhere else.
  expect(run.core.secrets).toContain("sk-action-test");
  expect(JSON.stringify([run.stdout, run.core.log, run.core.failed, run.summary, run.outputs])).not.toContain("sk-action-test");
});

/** The fork-PR recipe's second workflow: a workflow_run job merging the fork's one unsharded report. */
async function forkReport(github: { url: string }): Promise<TempDir> {
  const dir = await withConfig();
  const push = githubEnv(github.url, { GITHUB_EVENT_NAME: "push", GITHUB_HEAD_REF: "", GITHUB_BASE_REF: "", GITHUB_REF_NAME: "main" });
  const run = await runActionInProcess(dir, { inputs: { comment: "false", cache: "false" }, env: push, event: {} });
  expect(run.exitCode).toBe(0);
  return dir;
}

const WORKFLOW_RUN_EVENT = {
  workflow_run: { id: 99, event: "pull_request", head_sha: "fork-head-sha", pull_requests: [] },
  repository: { full_name: "o/r", default_branch: "main" },
};
const workflowRunEnv = (apiUrl: string, runId: string) =>
  githubEnv(apiUrl, {
    GITHUB_EVENT_NAME: "workflow_run",
    GITHUB_HEAD_REF: "",
    GITHUB_BASE_REF: "",
    GITHUB_REF_NAME: "main",
    GITHUB_RUN_ID: runId,
  });
const RECIPE_INPUTS = {
  "merge-reports": "mcpvals-report.json",
  "pr-number": "7",
  annotations: "false",
  cache: "false",
  "github-token": "ghs-base-token",
};

test("workflow_run recipe: pr-number checked against the PR's head sha, then the sticky comment is posted and updated", async () => {
  await using github = await startFakeGithub({ pulls: { 7: { headSha: "fork-head-sha" } } });
  await using dir = await forkReport(github);
  const first = await runActionInProcess(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "70"), event: WORKFLOW_RUN_EVENT });
  expect(first.core.failed).toEqual([]);
  expect(first.exitCode).toBe(0);
  expect(github.requests.filter((r) => r.method === "GET" && r.path === "/repos/o/r/pulls/7")).toHaveLength(1);
  expect(github.comments.map((c) => c.issue)).toEqual([7]);
  expect(github.comments[0]!.body).toMatch(/^<!-- mcpvals:comment:mcpvals.config.yaml -->\n## ✅ mcpvals passed: score 1\.00/);
  expect(first.outputs["comment-url"]).toBe(github.comments[0]!.html_url);

  const second = await runActionInProcess(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "71"), event: WORKFLOW_RUN_EVENT });
  expect(second.exitCode).toBe(0);
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toContain("/actions/runs/71");

  // When GitHub lists the PR for the triggering run (same-repo PRs), that is proof enough: no API check.
  const listed = { ...WORKFLOW_RUN_EVENT, workflow_run: { ...WORKFLOW_RUN_EVENT.workflow_run, pull_requests: [{ number: 7 }] } };
  const before = github.requests.length;
  const third = await runActionInProcess(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "72"), event: listed });
  expect(third.exitCode).toBe(0);
  expect(github.requests.slice(before).some((r) => r.path.startsWith("/repos/o/r/pulls/"))).toBe(false);
  expect(github.comments[0]!.body).toContain("/actions/runs/72");
});

test("workflow_run recipe: a pr-number whose PR is at another commit gets no comment, only a warning", async () => {
  await using github = await startFakeGithub({ pulls: { 7: { headSha: "someone-elses-sha" } } });
  await using dir = await forkReport(github);
  const run = await runActionInProcess(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "80"), event: WORKFLOW_RUN_EVENT });
  expect(run.exitCode).toBe(0);
  expect(run.core.log).toContainEqual(
    expect.stringMatching(
      /^warning: mcpvals: comment skipped: pull request #7 is at someone-elses-sha, not at fork-head-sha, the commit the triggering run built/,
    ),
  );
  expect(github.comments).toHaveLength(0);
  expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /repos/o/r/pulls/7"]);
  expect(run.outputs["comment-url"]).toBeUndefined();
  expect(run.outputs.passed).toBe("true");

  // A number naming no PR at all: the check cannot confirm it, so no comment either.
  const unknown = await runActionInProcess(dir, {
    inputs: { ...RECIPE_INPUTS, "pr-number": "8" },
    env: workflowRunEnv(github.url, "81"),
    event: WORKFLOW_RUN_EVENT,
  });
  expect(unknown.exitCode).toBe(0);
  expect(unknown.core.log).toContainEqual(
    expect.stringMatching(/^warning: mcpvals: comment skipped: could not read pull request #8 to check it \(HTTP 404\)/),
  );
  expect(github.comments).toHaveLength(0);
});

const CHECK_FIXTURE = join(REPO_ROOT, "__tests__", "fixtures", "servers", "check-fixture-server.mjs");
const checkConfig = (fault: string) => `server:
  command: ${JSON.stringify(process.execPath)}
  args: [${JSON.stringify(CHECK_FIXTURE)}]
  env: { CHECK_FAULT: "${fault}" }
model: scripted
toolHealthSuites:
  - name: basics
    tests:
      - name: listed
        tool: ping_back
        args: {}
`;

test("check: true runs mcpvals check before the workflows: in the comment and the summary, and an error-level failure fails the check", async () => {
  await using github = await startFakeGithub();
  await using good = await withConfig(CONFIG);
  const passed = await runActionInProcess(good, {
    inputs: { "github-token": "t", cache: "false", check: "true" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect({ exitCode: passed.exitCode, failed: passed.core.failed }).toEqual({ exitCode: 0, failed: [] });
  expect(passed.summary).toContain("### mcpvals check: ✅ passed");
  expect(github.comments[0]!.body).toContain("### mcpvals check: ✅ passed");
  expect(github.comments[0]!.body).toContain("## ✅ mcpvals passed");

  // A server that logs to stdout: the workflows may pass, the check fails the job and names the check.
  await using stray = await withConfig(checkConfig("stray-stdout"));
  const failed = await runActionInProcess(stray, {
    inputs: { "github-token": "t", cache: "false", check: "true" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(failed.exitCode).toBe(1);
  expect(failed.core.failed).toEqual([expect.stringMatching(/^mcpvals check failed: .*wire\/stdout-json-only/)]);
  expect(failed.summary).toContain("### mcpvals check: ❌ failed");
  expect(failed.summary).toContain("`wire/stdout-json-only`");
  const comment = github.comments.find((c) => c.body.includes("❌ failed"))!;
  expect(comment.body).toContain("check-fixture starting up");

  // The same failure listed in a baseline no longer fails the check; it is shown as a baseline entry.
  await stray.write("check-baseline.json", {
    version: 1,
    expected: [{ id: "wire/stdout-json-only", server: "default", kind: "server", name: null }],
  });
  const baselined = await runActionInProcess(stray, {
    inputs: { "github-token": "t", cache: "false", check: "true", "check-baseline": "check-baseline.json" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(baselined.core.failed.join("\n")).not.toMatch(/mcpvals check failed/);
  expect(baselined.summary).toContain("(baseline)");
});

test("no config file: one failure line naming the config and working-directory inputs", async () => {
  await using github = await startFakeGithub();
  await using empty = await tempDir();
  const run = await runActionInProcess(empty, {
    inputs: { "github-token": "t", cache: "false" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(2); // usage/config, as the CLI
  expect(run.core.failed).toEqual([
    expect.stringMatching(
      /^mcpvals: No config file found in \. \(the "working-directory" input\)\. Set the "config" input to your config's path, or add one of mcpvals\.config\.json, .*mcpvals\.config\.mjs there\.$/,
    ),
  ]);
  expect(github.comments).toHaveLength(0);
});

/**
 * The action as GitHub runs it, against a fake GitHub REST API on 127.0.0.1
 * (GITHUB_API_URL) and the real server-everything: the sticky comment is
 * created then updated in place, annotations point at config lines, fork
 * PRs and a 403 never fail the job, an unreachable cache service is a
 * warning, shards merged by the action score like one run, a restored
 * baseline catches a breaking change of the fixture server, config secrets
 * are masked, and the fork-PR workflow_run recipe comments only on a PR
 * whose head is the commit the triggering run built.
 * Runs dist/index.js (see __tests__/helpers/run-action-bundle.ts).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { startFakeCache } from "../fixtures/fake-github/fake-cache-server.js";
import { runActionBundle } from "../helpers/run-action-bundle.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { readmeActionInputs } from "../helpers/readme-workflows.js";
import { REPO_ROOT, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const CONFIG = `server:
  command: mcp-server-everything
model: scripted
threshold: 0.8
workflows:
  - name: echo works
    steps:
      - user: echo hi
        expectTools:
          - name: echo
            args: { message: hi }
        expectedState: "Echo: hi"
  - name: sum works
    steps:
      - user: add
        expectTools:
          - name: get-sum
            args: { a: 1, b: 2 }
        expectedState: "3"
toolHealthSuites:
  - name: basics
    tests:
      - name: echo returns the message
        tool: echo
        args: { message: ok }
        expectedResult: ok
      - name: sum adds
        tool: get-sum
        args: { a: 2, b: 2 }
        expectedResult: "4"
`;

// "sum works" expects a wrong end state, and "sum adds" a wrong result: one failed workflow, one failed tool test.
const FAILING = CONFIG.replace('expectedState: "3"', 'expectedState: "nope"').replace('expectedResult: "4"', 'expectedResult: "five"');

const PR_EVENT = {
  pull_request: { number: 7, head: { repo: { full_name: "o/r" } }, base: { repo: { full_name: "o/r" } } },
  repository: { full_name: "o/r", default_branch: "main" },
};

function githubEnv(apiUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_REPOSITORY: "o/r",
    GITHUB_RUN_ID: "42",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_SHA: "abc123",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_HEAD_REF: "feature",
    GITHUB_BASE_REF: "main",
    GITHUB_REF_NAME: "7/merge",
    ...extra,
  };
}

async function withConfig(text = CONFIG): Promise<TempDir> {
  const dir = await tempDir();
  await dir.write("mcpvals.config.yaml", text);
  return dir;
}

test("a PR run creates the sticky comment, the next run updates it in place", async () => {
  // 150 comments by others: the marker search must follow the Link header to page 2.
  await using github = await startFakeGithub({ comments: Array.from({ length: 150 }, (_, i) => ({ issue: 7, body: `chatter ${i}` })) });
  await using dir = await withConfig();
  const env = githubEnv(github.url);
  // The README's copy-paste step, as a user would paste it (plus the token GitHub fills in).
  const inputs: Record<string, string> = { ...(await readmeActionInputs()), "github-token": "ghs-test-token", cache: "false" };
  expect(inputs.config).toBe("mcpvals.config.yaml");

  const first = await runActionBundle(dir, { inputs, env, event: PR_EVENT });
  expect(first.stderr).toBe("");
  expect(first.exitCode).toBe(0);
  const ours = github.comments.filter((c) => c.body.includes("<!-- mcpvals:comment:mcpvals.config.yaml -->"));
  expect(ours).toHaveLength(1);
  expect(ours[0]!.body).toMatch(/## ✅ mcpvals passed: score 1\.00 \(threshold 0\.80\)/);
  expect(ours[0]!.body).toContain("https://github.example/o/r/actions/runs/42");
  expect(first.outputs["comment-url"]).toBe(ours[0]!.html_url);
  expect(github.requests.some((r) => r.path.includes("page=2"))).toBe(true);
  expect(github.requests.every((r) => r.authorization === "token ghs-test-token")).toBe(true);

  const second = await runActionBundle(dir, { inputs, env: { ...env, GITHUB_RUN_ID: "43" }, event: PR_EVENT });
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
  const run = await runActionBundle(dir, {
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
  const run = await runActionBundle(dir, {
    inputs: { "github-token": "t", cache: "false", "junit-path": "junit.xml" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toMatch(/^::error::mcpvals score 0\.\d+ is below the threshold 0\.80$/m);
  const lines = FAILING.split("\n");
  const workflowLine = lines.findIndex((l) => l.includes("name: sum works")) + 1;
  const testLine = lines.findIndex((l) => l.includes("name: sum adds")) + 1;
  expect(run.stdout).toMatch(
    new RegExp(`^::error title=mcpvals%3A workflow "sum works" failed,file=mcpvals.config.yaml,line=${workflowLine}::`, "m"),
  );
  expect(run.stdout).toMatch(
    new RegExp(`^::error title=mcpvals%3A tool test "basics / sum adds" failed,file=mcpvals.config.yaml,line=${testLine}::get-sum`, "m"),
  );
  expect(run.outputs).toMatchObject({ passed: "false", "junit-path": join(dir.path, "junit.xml") });
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toMatch(/## ❌ mcpvals failed/);
  expect(github.comments[0]!.body).toContain("<details>");
});

test("a 403 from the comment API (fork token) is a notice, not a failure; the summary is still written", async () => {
  await using github = await startFakeGithub({ commentStatus: 403 });
  await using dir = await withConfig();
  const run = await runActionBundle(dir, {
    inputs: { "github-token": "read-only", cache: "false" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/^::notice::mcpvals: the token may not comment here \(HTTP 403/m);
  expect(run.summary).toMatch(/## ✅ mcpvals passed/);
  expect(run.outputs["comment-url"]).toBeUndefined();
});

test("a PR from a fork skips the comment without calling the API", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig();
  const event = { ...PR_EVENT, pull_request: { ...PR_EVENT.pull_request, head: { repo: { full_name: "someone/r" } } } };
  const run = await runActionBundle(dir, { inputs: { "github-token": "t", cache: "false" }, env: githubEnv(github.url), event });
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/^::notice::mcpvals: pull request from a fork/m);
  expect(github.requests).toHaveLength(0);
  expect(run.summary).toMatch(/mcpvals passed/);
});

test("a push (no PR) posts no comment; an unreachable cache service is a warning, not a failure", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig();
  await mkdir(join(dir.path, ".mcpvals", "mcpvals"), { recursive: true });
  await writeFile(join(dir.path, ".mcpvals", "mcpvals", "state.json"), "{}");
  const closedPort = await freePort();
  const env = githubEnv(github.url, {
    GITHUB_EVENT_NAME: "push",
    // @actions/cache treats other hosts as GitHub Enterprise Server (cache service v1).
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_HEAD_REF: "",
    GITHUB_BASE_REF: "",
    GITHUB_REF_NAME: "main",
    ACTIONS_CACHE_SERVICE_V2: "true",
    ACTIONS_RESULTS_URL: `http://127.0.0.1:${closedPort}/`,
    ACTIONS_RUNTIME_TOKEN: "runtime-token",
  });
  const run = await runActionBundle(dir, {
    inputs: { "github-token": "t" },
    env,
    event: { repository: { full_name: "o/r", default_branch: "main" } },
  });
  expect(run.exitCode).toBe(0);
  expect(github.requests).toHaveLength(0);
  // Restore and save both tried the closed port and said so as warnings.
  expect(run.stdout).toMatch(/^::warning::Failed to restore: .*ECONNREFUSED/m);
  expect(run.stdout).toMatch(/CreateCacheEntry: Unable to make request: ECONNREFUSED/);
  expect(run.stdout).toMatch(/^::warning::mcpvals: the state folder was not saved to the cache/m);
  expect(run.stdout).not.toMatch(/^::error::/m);
  expect(run.outputs.passed).toBe("true");
});

test("the state folder round-trips through the cache: saved on a push to main, restored on a PR from the base branch", async () => {
  await using github = await startFakeGithub();
  await using cache = await startFakeCache();
  const cacheEnv = {
    ACTIONS_CACHE_SERVICE_V2: "true",
    ACTIONS_RESULTS_URL: cache.url,
    ACTIONS_RUNTIME_TOKEN: "runtime-token",
    GITHUB_SERVER_URL: "https://github.com",
  };
  await using main = await withConfig();
  const history = async () =>
    JSON.parse(await readFile(join(main.path, ".mcpvals", "mcpvals", "history.json"), "utf8")) as { runs: unknown[] };
  const push = githubEnv(github.url, {
    ...cacheEnv,
    GITHUB_EVENT_NAME: "push",
    GITHUB_HEAD_REF: "",
    GITHUB_BASE_REF: "",
    GITHUB_REF_NAME: "main",
  });
  const saved = await runActionBundle(main, {
    inputs: { "github-token": "t" },
    env: push,
    event: { repository: { full_name: "o/r", default_branch: "main" } },
  });
  expect(saved.exitCode).toBe(0);
  expect(cache.entries.map((e) => [e.key, e.finalized])).toEqual([
    [expect.stringMatching(/^mcpvals-state-[0-9a-f]{12}-all-main-abc123-42-1$/), true],
  ]);
  expect((await history()).runs).toHaveLength(1);

  // A PR in a fresh checkout (same workspace path, as on a runner): the feature branch has no cache, main's is found.
  await rm(join(main.path, ".mcpvals"), { recursive: true });
  const pr = await runActionBundle(main, {
    inputs: { "github-token": "t" },
    env: githubEnv(github.url, { ...cacheEnv, GITHUB_RUN_ID: "50" }),
    event: PR_EVENT,
  });
  expect(pr.exitCode).toBe(0);
  expect(pr.stdout).toContain(`mcpvals: restored the state folder from cache key ${cache.entries[0]!.key}`);
  // The restored history plus this run: a fresh folder would hold one run.
  expect((await history()).runs).toHaveLength(2);
  // The restored baseline is what the PR is compared with.
  const comment = github.comments.find((c) => c.body.includes("<!-- mcpvals:comment:"));
  expect(comment?.body).toMatch(/### Tool changes\s+No tool changes since \d{4}-/);
  // PR runs read the main line's state but do not write their own (cache-save: auto).
  expect(cache.entries).toHaveLength(1);
  expect(cache.calls).toEqual(["GetCacheEntryDownloadURL", "CreateCacheEntry", "FinalizeCacheEntryUpload", "GetCacheEntryDownloadURL"]);
});

test("without the LLM key: fails with one line by default, or runs tool health and reports the workflows as skipped", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig(CONFIG.replace("model: scripted", "model: openai:gpt-4o-mini"));
  const env = githubEnv(github.url);
  const strict = await runActionBundle(dir, { inputs: { "github-token": "t", cache: "false" }, env, event: PR_EVENT });
  expect(strict.exitCode).toBe(2); // a config problem: the CLI's usage/config code
  expect(strict.stdout).toMatch(
    /^::error::mcpvals: The agent model uses provider "openai" but no API key was found\..*fail-on-missing-key: false/m,
  );

  const lenient = await runActionBundle(dir, {
    inputs: { "github-token": "t", cache: "false", "fail-on-missing-key": "false" },
    env,
    event: PR_EVENT,
  });
  expect(lenient.exitCode).toBe(0);
  expect(lenient.stdout).toMatch(
    /^::warning title=mcpvals%3A workflows skipped,file=mcpvals.config.yaml,line=\d+::2 workflows not run: the LLM API key is absent \(OPENAI_API_KEY\)/m,
  );
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
  const whole = await runActionBundle(dir, { inputs: { ...base, comment: "false", "json-path": "whole.json" }, env, event: PR_EVENT });
  expect(whole.exitCode).toBe(1);
  for (const shard of ["1/2", "2/2"]) {
    const part = await runActionBundle(dir, {
      inputs: { ...base, shard, "json-path": `parts/shard-${shard[0]}.json` },
      env,
      event: PR_EVENT,
    });
    expect(part.exitCode).toBe(0);
  }
  expect(github.comments).toHaveLength(0);
  const merged = await runActionBundle(dir, {
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
  const run = await runActionBundle(dir, {
    inputs: { "github-token": "t", cache: "false" },
    env: githubEnv(github.url, { OPENAI_API_KEY: "sk-action-test", OPENAI_BASE_URL: llm.url }),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toMatch(
    /^::error title=mcpvals%3A workflow "judged echo" failed,file=mcpvals.config.yaml,line=6::llmJudge: score 0\.20 below 0\.70/m,
  );
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toContain("The answer ignores the user's tone.");
  expect(github.comments[0]!.body).not.toContain("sk-action-test");
  // The key is masked (the runner consumes ::add-mask:: lines), and appears nowhere else.
  expect(run.stdout).toMatch(/^::add-mask::sk-action-test$/m);
  expect(withoutMaskCommands(run.stdout)).not.toContain("sk-action-test");
});

const FIXTURE_SERVER = join(REPO_ROOT, "__tests__", "fixtures", "servers", "fixture-server.mjs");

// Tool health only (no LLM): add still works in v2, so the score passes either way and only the baseline differs.
const FIXTURE_CONFIG = `server:
  command: ${JSON.stringify(process.execPath)}
  args: [${JSON.stringify(FIXTURE_SERVER)}]
  env:
    FIXTURE_VARIANT: "\${FIXTURE_VARIANT:-v1}"
    UPSTREAM_URL: "\${UPSTREAM_URL:-}"
model: scripted
toolHealthSuites:
  - name: basics
    tests:
      - name: add works
        tool: add
        args: { a: 1, b: 2 }
        expectedResult: "3"
`;

test("the restored baseline catches a breaking tool change: named in the comment, failing only with fail-on-breaking-change", async () => {
  await using github = await startFakeGithub();
  await using cache = await startFakeCache();
  await using dir = await withConfig(FIXTURE_CONFIG);
  const cacheEnv = {
    ACTIONS_CACHE_SERVICE_V2: "true",
    ACTIONS_RESULTS_URL: cache.url,
    ACTIONS_RUNTIME_TOKEN: "runtime-token",
    GITHUB_SERVER_URL: "https://github.com",
  };
  // Not a secret-looking name: a secret because the config substitutes it into the server's env.
  const upstream = "https://ci:pw-upstream-4711@db.example";
  const push = githubEnv(github.url, {
    ...cacheEnv,
    UPSTREAM_URL: upstream,
    GITHUB_EVENT_NAME: "push",
    GITHUB_HEAD_REF: "",
    GITHUB_BASE_REF: "",
    GITHUB_REF_NAME: "main",
  });
  const baseline = await runActionBundle(dir, {
    inputs: { "github-token": "t" },
    env: push,
    event: { repository: { full_name: "o/r", default_branch: "main" } },
  });
  expect(baseline.exitCode).toBe(0);
  // A cold cache is visible on the run page (a notice), not a warning and not a failure.
  expect(baseline.stdout).toMatch(/^::notice::mcpvals: no cached state folder yet/m);
  expect(cache.entries).toHaveLength(1);
  // Secrets the config collects are masked in the runner's log before anything runs; the action's own
  // inputs ("fail-on-missing-key: true") are not the config's environment and mask nothing.
  expect(baseline.stdout).toMatch(new RegExp(`^::add-mask::${upstream.replace(/[.]/g, "\\.")}$`, "m"));
  expect(baseline.stdout).not.toMatch(/^::add-mask::(true|false)$/m);
  expect(withoutMaskCommands(baseline.stdout)).not.toContain("pw-upstream-4711");

  // The PR changes the server (v2: echo gains a required parameter, slow is removed) in a fresh checkout.
  const pr = githubEnv(github.url, { ...cacheEnv, UPSTREAM_URL: upstream, FIXTURE_VARIANT: "v2", GITHUB_RUN_ID: "60" });
  const fresh = async () => rm(join(dir.path, ".mcpvals"), { recursive: true, force: true });
  await fresh();
  const lenient = await runActionBundle(dir, { inputs: { "github-token": "t" }, env: pr, event: PR_EVENT });
  expect(lenient.exitCode).toBe(0);
  expect(lenient.stdout).toContain(`mcpvals: restored the state folder from cache key ${cache.entries[0]!.key}`);
  expect(lenient.outputs.passed).toBe("true");
  const body = github.comments.find((c) => c.body.includes("<!-- mcpvals:comment:"))!.body;
  const changes = body.slice(body.indexOf("### Tool changes"));
  expect(changes).toContain("⚠️ **Breaking changes** against the baseline.");
  expect(changes).toMatch(/^- ✏️ `echo` changed — \*\*breaking\*\*$/m);
  expect(changes).toMatch(/^- ➖ `slow` removed — \*\*breaking\*\*$/m);
  expect(changes).toMatch(/^- ➕ `shout` added$/m);

  await fresh();
  const strict = await runActionBundle(dir, {
    inputs: { "github-token": "t", "fail-on-breaking-change": "true" },
    env: { ...pr, GITHUB_RUN_ID: "61" },
    event: PR_EVENT,
  });
  expect(strict.exitCode).toBe(1);
  expect(strict.outputs.passed).toBe("true");
  const errors = strict.stdout.split("\n").filter((line) => line.startsWith("::error::"));
  expect(errors).toEqual([expect.stringMatching(/^::error::breaking tool changes \(.*echo.*\) with fail-on-breaking-change set$/)]);
  expect(errors[0]).toContain("slow");
});

/** The fork-PR recipe's second workflow: a workflow_run job merging the fork's one unsharded report. */
async function forkReport(github: { url: string }): Promise<TempDir> {
  const dir = await withConfig();
  const push = githubEnv(github.url, { GITHUB_EVENT_NAME: "push", GITHUB_HEAD_REF: "", GITHUB_BASE_REF: "", GITHUB_REF_NAME: "main" });
  const run = await runActionBundle(dir, { inputs: { comment: "false", cache: "false" }, env: push, event: {} });
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
  const first = await runActionBundle(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "70"), event: WORKFLOW_RUN_EVENT });
  expect(first.stderr).toBe("");
  expect(first.exitCode).toBe(0);
  expect(github.requests.filter((r) => r.method === "GET" && r.path === "/repos/o/r/pulls/7")).toHaveLength(1);
  expect(github.comments.map((c) => c.issue)).toEqual([7]);
  expect(github.comments[0]!.body).toMatch(/^<!-- mcpvals:comment:mcpvals.config.yaml -->\n## ✅ mcpvals passed: score 1\.00/);
  expect(first.outputs["comment-url"]).toBe(github.comments[0]!.html_url);

  const second = await runActionBundle(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "71"), event: WORKFLOW_RUN_EVENT });
  expect(second.exitCode).toBe(0);
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toContain("/actions/runs/71");

  // When GitHub lists the PR for the triggering run (same-repo PRs), that is proof enough: no API check.
  const listed = { ...WORKFLOW_RUN_EVENT, workflow_run: { ...WORKFLOW_RUN_EVENT.workflow_run, pull_requests: [{ number: 7 }] } };
  const before = github.requests.length;
  const third = await runActionBundle(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "72"), event: listed });
  expect(third.exitCode).toBe(0);
  expect(github.requests.slice(before).some((r) => r.path.startsWith("/repos/o/r/pulls/"))).toBe(false);
  expect(github.comments[0]!.body).toContain("/actions/runs/72");
});

test("workflow_run recipe: a pr-number whose PR is at another commit gets no comment, only a warning", async () => {
  await using github = await startFakeGithub({ pulls: { 7: { headSha: "someone-elses-sha" } } });
  await using dir = await forkReport(github);
  const run = await runActionBundle(dir, { inputs: RECIPE_INPUTS, env: workflowRunEnv(github.url, "80"), event: WORKFLOW_RUN_EVENT });
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(
    /^::warning::mcpvals: comment skipped: pull request #7 is at someone-elses-sha, not at fork-head-sha, the commit the triggering run built/m,
  );
  expect(github.comments).toHaveLength(0);
  expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /repos/o/r/pulls/7"]);
  expect(run.outputs["comment-url"]).toBeUndefined();
  expect(run.outputs.passed).toBe("true");

  // A number naming no PR at all: the check cannot confirm it, so no comment either.
  const unknown = await runActionBundle(dir, {
    inputs: { ...RECIPE_INPUTS, "pr-number": "8" },
    env: workflowRunEnv(github.url, "81"),
    event: WORKFLOW_RUN_EVENT,
  });
  expect(unknown.exitCode).toBe(0);
  expect(unknown.stdout).toMatch(/^::warning::mcpvals: comment skipped: could not read pull request #8 to check it \(HTTP 404\)/m);
  expect(github.comments).toHaveLength(0);
});

/** ::add-mask:: lines never reach the visible log (the runner consumes them). */
function withoutMaskCommands(stdout: string): string {
  return stdout.replace(/^::add-mask::.*$/gm, "");
}

/** A port nothing listens on: bind one, then close it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

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
  const passed = await runActionBundle(good, {
    inputs: { "github-token": "t", cache: "false", check: "true" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect({ exitCode: passed.exitCode, stderr: passed.stderr }).toEqual({ exitCode: 0, stderr: "" });
  expect(passed.summary).toContain("### mcpvals check: ✅ passed");
  expect(github.comments[0]!.body).toContain("### mcpvals check: ✅ passed");
  expect(github.comments[0]!.body).toContain("## ✅ mcpvals passed");

  // A server that logs to stdout: the workflows may pass, the check fails the job and names the check.
  await using stray = await withConfig(checkConfig("stray-stdout"));
  const failed = await runActionBundle(stray, {
    inputs: { "github-token": "t", cache: "false", check: "true" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(failed.exitCode).toBe(1);
  expect(failed.stdout).toMatch(/^::error::mcpvals check failed: .*wire\/stdout-json-only/m);
  expect(failed.summary).toContain("### mcpvals check: ❌ failed");
  expect(failed.summary).toContain("`wire/stdout-json-only`");
  const comment = github.comments.find((c) => c.body.includes("❌ failed"))!;
  expect(comment.body).toContain("check-fixture starting up");

  // The same failure listed in a baseline no longer fails the check; it is shown as a baseline entry.
  await stray.write("check-baseline.json", {
    version: 1,
    expected: [{ id: "wire/stdout-json-only", server: "default", kind: "server", name: null }],
  });
  const baselined = await runActionBundle(stray, {
    inputs: { "github-token": "t", cache: "false", check: "true", "check-baseline": "check-baseline.json" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(baselined.stdout).not.toMatch(/mcpvals check failed/);
  expect(baselined.summary).toContain("(baseline)");
}, 120_000);

test("no config file: one failure line naming the config and working-directory inputs", async () => {
  await using github = await startFakeGithub();
  await using empty = await tempDir();
  const run = await runActionBundle(empty, {
    inputs: { "github-token": "t", cache: "false" },
    env: githubEnv(github.url),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(2); // usage/config, as the CLI
  expect(run.stdout).toMatch(
    /^::error::mcpvals: No config file found in \. \(the "working-directory" input\)\. Set the "config" input to your config's path, or add one of mcpvals\.config\.json, .*mcpvals\.config\.mjs there\.$/m,
  );
  expect(github.comments).toHaveLength(0);
});

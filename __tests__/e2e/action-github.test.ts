/**
 * The action as GitHub runs it, against a fake GitHub REST API on 127.0.0.1
 * (GITHUB_API_URL) and the real server-everything: the sticky comment is
 * created then updated in place, annotations point at config lines, fork
 * PRs and a 403 never fail the job, an unreachable cache service is a
 * warning, and shards merged by the action score like one run.
 * Runs dist/index.js (see __tests__/helpers/run-action-bundle.ts).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/eval/result-schema.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { startFakeCache } from "../fixtures/fake-github/fake-cache-server.js";
import { runActionBundle } from "../helpers/run-action-bundle.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { readmeActionInputs } from "../helpers/readme-workflows.js";
import { tempDir, type TempDir } from "../helpers/run-mcpvals.js";

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
  const run = await runActionBundle(dir, { inputs: { "github-token": "pat", cache: "false" }, env: githubEnv(github.url), event: PR_EVENT });
  expect(run.exitCode).toBe(0);
  expect(github.comments.map((c) => [c.user.login, c.body.split("\n")[1]])).toEqual([
    ["mallory", "not yours to overwrite"],
    ["ci-user", expect.stringMatching(/^## ✅ mcpvals passed/)],
  ]);
});

test("below the threshold: exit 1 with a one-line reason, annotations at the config lines, the comment still posted", async () => {
  await using github = await startFakeGithub();
  await using dir = await withConfig(FAILING);
  const run = await runActionBundle(dir, { inputs: { "github-token": "t", cache: "false", "junit-path": "junit.xml" }, env: githubEnv(github.url), event: PR_EVENT });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toMatch(/^::error::mcpvals score 0\.\d+ is below the threshold 0\.80$/m);
  const lines = FAILING.split("\n");
  const workflowLine = lines.findIndex((l) => l.includes("name: sum works")) + 1;
  const testLine = lines.findIndex((l) => l.includes("name: sum adds")) + 1;
  expect(run.stdout).toMatch(new RegExp(`^::error title=mcpvals%3A workflow "sum works" failed,file=mcpvals.config.yaml,line=${workflowLine}::`, "m"));
  expect(run.stdout).toMatch(new RegExp(`^::error title=mcpvals%3A tool test "basics / sum adds" failed,file=mcpvals.config.yaml,line=${testLine}::get-sum`, "m"));
  expect(run.outputs).toMatchObject({ passed: "false", "junit-path": join(dir.path, "junit.xml") });
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toMatch(/## ❌ mcpvals failed/);
  expect(github.comments[0]!.body).toContain("<details>");
});

test("a 403 from the comment API (fork token) is a notice, not a failure; the summary is still written", async () => {
  await using github = await startFakeGithub({ commentStatus: 403 });
  await using dir = await withConfig();
  const run = await runActionBundle(dir, { inputs: { "github-token": "read-only", cache: "false" }, env: githubEnv(github.url), event: PR_EVENT });
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
  await mkdir(join(dir.path, ".mcpvals"), { recursive: true });
  await writeFile(join(dir.path, ".mcpvals", "state.json"), "{}");
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
  const run = await runActionBundle(dir, { inputs: { "github-token": "t" }, env, event: { repository: { full_name: "o/r", default_branch: "main" } } });
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
  const cacheEnv = { ACTIONS_CACHE_SERVICE_V2: "true", ACTIONS_RESULTS_URL: cache.url, ACTIONS_RUNTIME_TOKEN: "runtime-token", GITHUB_SERVER_URL: "https://github.com" };
  await using main = await withConfig();
  const history = async () => JSON.parse(await readFile(join(main.path, ".mcpvals", "history.json"), "utf8")) as { runs: unknown[] };
  const push = githubEnv(github.url, { ...cacheEnv, GITHUB_EVENT_NAME: "push", GITHUB_HEAD_REF: "", GITHUB_BASE_REF: "", GITHUB_REF_NAME: "main" });
  const saved = await runActionBundle(main, { inputs: { "github-token": "t" }, env: push, event: { repository: { full_name: "o/r", default_branch: "main" } } });
  expect(saved.exitCode).toBe(0);
  expect(cache.entries.map((e) => [e.key, e.finalized])).toEqual([[expect.stringMatching(/^mcpvals-state-[0-9a-f]{12}-main-abc123-42-1$/), true]]);
  expect((await history()).runs).toHaveLength(1);

  // A PR in a fresh checkout (same workspace path, as on a runner): the feature branch has no cache, main's is found.
  await rm(join(main.path, ".mcpvals"), { recursive: true });
  const pr = await runActionBundle(main, { inputs: { "github-token": "t" }, env: githubEnv(github.url, { ...cacheEnv, GITHUB_RUN_ID: "50" }), event: PR_EVENT });
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
  expect(strict.exitCode).toBe(1);
  expect(strict.stdout).toMatch(/^::error::mcpvals: The agent model uses provider "openai" but no API key was found\..*fail-on-missing-key: false/m);

  const lenient = await runActionBundle(dir, { inputs: { "github-token": "t", cache: "false", "fail-on-missing-key": "false" }, env, event: PR_EVENT });
  expect(lenient.exitCode).toBe(0);
  expect(lenient.stdout).toMatch(/^::warning title=mcpvals%3A workflows skipped,file=mcpvals.config.yaml,line=\d+::2 workflows not run: the LLM API key is absent \(OPENAI_API_KEY\)/m);
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
    const part = await runActionBundle(dir, { inputs: { ...base, shard, "json-path": `parts/shard-${shard[0]}.json` }, env, event: PR_EVENT });
    expect(part.exitCode).toBe(0);
  }
  expect(github.comments).toHaveLength(0);
  const merged = await runActionBundle(dir, { inputs: { ...base, "merge-reports": "parts/*.json", "json-path": "merged.json" }, env, event: PR_EVENT });
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
  await dir.write("mcpvals.config.yaml", "server:\n  command: mcp-server-everything\nmodel: openai:gpt-4o-mini\nllmJudge: true\nworkflows:\n  - name: judged echo\n    steps:\n      - user: echo judged\n        expectTools: [echo]\n");
  const run = await runActionBundle(dir, {
    inputs: { "github-token": "t", cache: "false" },
    env: githubEnv(github.url, { OPENAI_API_KEY: "sk-action-test", OPENAI_BASE_URL: llm.url }),
    event: PR_EVENT,
  });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toMatch(/^::error title=mcpvals%3A workflow "judged echo" failed,file=mcpvals.config.yaml,line=6::llmJudge: score 0\.20 below 0\.70/m);
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body).toContain("The answer ignores the user's tone.");
  expect(github.comments[0]!.body).not.toContain("sk-action-test");
  expect(run.stdout).not.toContain("sk-action-test");
});

/** A port nothing listens on: bind one, then close it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

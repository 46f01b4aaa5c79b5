/**
 * The bundled action (dist/index.js, see __tests__/helpers/run-action-bundle.ts)
 * with the real @actions/cache against a fake cache service on 127.0.0.1:
 * an unreachable service is a warning, the state folder round-trips from a
 * push on main to a PR, and the restored baseline catches a breaking change
 * of the fixture server. The fake GitHub REST API takes the comments; config
 * secrets are masked with ::add-mask::. What the action decides and posts
 * without the cache runs in-process in action-github.test.ts.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { startFakeCache } from "../fixtures/fake-github/fake-cache-server.js";
import { githubEnv, PR_EVENT, withConfig } from "../helpers/action-fixtures.js";
import { runActionBundle } from "../helpers/run-action-bundle.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

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
    // Keyed by what a fork cannot forge: the base repository and its ref (docs/internals/cache-keys.md).
    [expect.stringMatching(/^mcpvals-state-[0-9a-f]{12}-all-o\/r@refs\/heads\/main:abc123-42-1$/), true],
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
  // The input is the config's `failOn: [breaking]` by another name: the run's own verdict fails, with its reason.
  expect(strict.exitCode).toBe(1);
  expect(strict.outputs.passed).toBe("false");
  const errors = strict.stdout.split("\n").filter((line) => line.startsWith("::error::"));
  expect(errors).toEqual([
    expect.stringMatching(/^::error::mcpvals breaking changes since the baseline \(.*echo.*\) with failOn: breaking$/),
  ]);
  expect(errors[0]).toContain("slow");
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

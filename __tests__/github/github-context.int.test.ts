import { readGithubContext, shouldSaveState } from "../../src/github/github-context.js";
import { stateCacheKeys } from "../../src/github/state-cache.js";

const env = {
  GITHUB_EVENT_NAME: "pull_request",
  GITHUB_REPOSITORY: "o/r",
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_RUN_ID: "5",
  GITHUB_RUN_ATTEMPT: "2",
  GITHUB_SHA: "sha1",
  GITHUB_HEAD_REF: "feat",
  GITHUB_BASE_REF: "main",
  GITHUB_REF_NAME: "9/merge",
};
const pr = (head: string) => ({
  pull_request: { number: 9, head: { repo: { full_name: head } }, base: { repo: { full_name: "o/r" } } },
  repository: { full_name: "o/r", default_branch: "main" },
});

test("a PR from the same repository", () => {
  expect(readGithubContext(env, pr("o/r"))).toEqual({
    eventName: "pull_request",
    repository: "o/r",
    pullRequestNumber: 9,
    fromFork: false,
    branch: "feat",
    baseBranch: "main",
    historyKey: "o/r#9@o/r",
    baselineKey: "o/r@refs/heads/main",
    defaultBranch: "main",
    sha: "sha1",
    runId: "5",
    runAttempt: "2",
    runUrl: "https://github.com/o/r/actions/runs/5",
    workflowRun: undefined,
    prNumberFromInput: false,
  });
});

test("a workflow_run job: the triggering run's head sha and PRs, and whether the PR number came from the input", () => {
  const payload = { workflow_run: { head_sha: "fork-sha", pull_requests: [{ number: 4 }, { number: "x" }] } };
  const ctx = readGithubContext({ ...env, GITHUB_EVENT_NAME: "workflow_run" }, payload);
  expect(ctx).toMatchObject({ pullRequestNumber: 4, workflowRun: { headSha: "fork-sha", pullRequests: [4] }, prNumberFromInput: false });
  const fork = readGithubContext(
    { ...env, GITHUB_EVENT_NAME: "workflow_run" },
    { workflow_run: { head_sha: "fork-sha", pull_requests: [] } },
    12,
  );
  expect(fork).toMatchObject({ pullRequestNumber: 12, workflowRun: { headSha: "fork-sha", pullRequests: [] }, prNumberFromInput: true });
});

test("a PR from a fork", () => {
  expect(readGithubContext(env, pr("someone/r")).fromFork).toBe(true);
});

test("history keys: a fork's `main` is its PR (number and head repository), never the base's `main`; only the base branch is a baseline", () => {
  const fromForkMain = readGithubContext({ ...env, GITHUB_HEAD_REF: "main" }, pr("someone/r"));
  expect(fromForkMain).toMatchObject({ branch: "main", historyKey: "o/r#9@someone/r", baselineKey: "o/r@refs/heads/main" });
  const push = readGithubContext(
    { ...env, GITHUB_EVENT_NAME: "push", GITHUB_HEAD_REF: "", GITHUB_BASE_REF: "", GITHUB_REF: "refs/heads/main", GITHUB_REF_NAME: "main" },
    { repository: { full_name: "o/r", default_branch: "main" } },
  );
  expect(push).toMatchObject({ historyKey: "o/r@refs/heads/main", baselineKey: "o/r@refs/heads/main" });
  const run = readGithubContext(
    { ...env, GITHUB_EVENT_NAME: "workflow_run" },
    { workflow_run: { pull_requests: [], head_repository: { full_name: "someone/r" } } },
    12,
  );
  expect(run).toMatchObject({ historyKey: "o/r#12@someone/r" });
});

test("workflow_run: the PR comes from the payload, or from the pr-number input", () => {
  const run = { workflow_run: { pull_requests: [{ number: 4 }] } };
  expect(readGithubContext({ ...env, GITHUB_EVENT_NAME: "workflow_run" }, run).pullRequestNumber).toBe(4);
  expect(
    readGithubContext({ ...env, GITHUB_EVENT_NAME: "workflow_run" }, { workflow_run: { pull_requests: [] } }, 17).pullRequestNumber,
  ).toBe(17);
});

test("a push has no PR; auto saves the state only on pushes to the default branch", () => {
  const push = readGithubContext(
    { ...env, GITHUB_EVENT_NAME: "push", GITHUB_HEAD_REF: "", GITHUB_BASE_REF: "", GITHUB_REF_NAME: "main" },
    { repository: { default_branch: "main" } },
  );
  expect(push.pullRequestNumber).toBeUndefined();
  expect(shouldSaveState(push, "auto")).toBe(true);
  expect(shouldSaveState({ ...push, branch: "dev" }, "auto")).toBe(false);
  expect(shouldSaveState(readGithubContext(env, pr("o/r")), "auto")).toBe(false);
  expect(shouldSaveState(readGithubContext(env, pr("o/r")), true)).toBe(true);
});

test("cache keys: unique save key, restore by this history key, then the baseline's, then any; a key ends at `:`", () => {
  const keys = stateCacheKeys({
    configId: "mcpvals.config.yaml",
    historyKey: "o/r#9@f/r,x",
    baselineKey: "o/r@refs/heads/main",
    sha: "abc",
    runId: "7",
    runAttempt: "1",
  });
  const prefix = keys.restoreKeys[2]!;
  expect(prefix).toMatch(/^mcpvals-state-[0-9a-f]{12}-all-$/);
  expect(keys).toEqual({
    saveKey: `${prefix}o/r#9@f/r_x:abc-7-1`,
    restoreKeys: [`${prefix}o/r#9@f/r_x:`, `${prefix}o/r@refs/heads/main:`, prefix],
  });
  const push = {
    configId: "other.yaml",
    historyKey: "o/r@refs/heads/b",
    baselineKey: "o/r@refs/heads/b",
    sha: "s",
    runId: "1",
    runAttempt: "1",
  };
  expect(stateCacheKeys(push).restoreKeys).toHaveLength(2);
  expect(stateCacheKeys(push).saveKey).not.toContain(prefix);
  // The base branch's prefix never restores a branch whose name only starts with it.
  const mainX = stateCacheKeys({ ...push, historyKey: "o/r@refs/heads/main-x" }).saveKey;
  expect(mainX.startsWith(stateCacheKeys({ ...push, historyKey: "o/r@refs/heads/main" }).restoreKeys[0]!)).toBe(false);
});

test("cache keys of a shard: its own prefix, so shard i never restores shard j's state folder", () => {
  const common = { configId: "mcpvals.config.yaml", historyKey: "feat", baselineKey: "main", sha: "abc", runId: "7", runAttempt: "1" };
  const shardKeys = (index: number) => stateCacheKeys({ ...common, shard: { index, total: 3 } });
  const unsharded = stateCacheKeys(common);
  const prefix = unsharded.restoreKeys[2]!.replace(/all-$/, "");
  expect(shardKeys(2)).toEqual({
    saveKey: `${prefix}shard2of3-feat:abc-7-1`,
    restoreKeys: [`${prefix}shard2of3-feat:`, `${prefix}shard2of3-main:`, `${prefix}shard2of3-`],
  });
  // Restore matches by prefix: no key of shard 1, shard 3 or the unsharded run starts with one of shard 2's restore keys.
  const others = [shardKeys(1).saveKey, shardKeys(3).saveKey, unsharded.saveKey];
  for (const key of shardKeys(2).restoreKeys) for (const other of others) expect(other.startsWith(key)).toBe(false);
});

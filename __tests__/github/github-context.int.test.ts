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

test("cache keys: unique save key, restore by this branch, then the base branch, then any", () => {
  const keys = stateCacheKeys({
    configId: "mcpvals.config.yaml",
    branch: "feat,x",
    baseBranch: "main",
    sha: "abc",
    runId: "7",
    runAttempt: "1",
  });
  const prefix = keys.restoreKeys[2]!;
  expect(prefix).toMatch(/^mcpvals-state-[0-9a-f]{12}-all-$/);
  expect(keys).toEqual({ saveKey: `${prefix}feat_x-abc-7-1`, restoreKeys: [`${prefix}feat_x-`, `${prefix}main-`, prefix] });
  expect(
    stateCacheKeys({ configId: "other.yaml", branch: "b", baseBranch: undefined, sha: "s", runId: "1", runAttempt: "1" }).restoreKeys,
  ).toHaveLength(2);
  expect(
    stateCacheKeys({ configId: "other.yaml", branch: "b", baseBranch: undefined, sha: "s", runId: "1", runAttempt: "1" }).saveKey,
  ).not.toContain(prefix);
});

test("cache keys of a shard: its own prefix, so shard i never restores shard j's state folder", () => {
  const shardKeys = (index: number) =>
    stateCacheKeys({
      configId: "mcpvals.config.yaml",
      branch: "feat",
      baseBranch: "main",
      sha: "abc",
      runId: "7",
      runAttempt: "1",
      shard: { index, total: 3 },
    });
  const unsharded = stateCacheKeys({
    configId: "mcpvals.config.yaml",
    branch: "feat",
    baseBranch: "main",
    sha: "abc",
    runId: "7",
    runAttempt: "1",
  });
  const prefix = unsharded.restoreKeys[2]!.replace(/all-$/, "");
  expect(shardKeys(2)).toEqual({
    saveKey: `${prefix}shard2of3-feat-abc-7-1`,
    restoreKeys: [`${prefix}shard2of3-feat-`, `${prefix}shard2of3-main-`, `${prefix}shard2of3-`],
  });
  // Restore matches by prefix: no key of shard 1, shard 3 or the unsharded run starts with one of shard 2's restore keys.
  const others = [shardKeys(1).saveKey, shardKeys(3).saveKey, unsharded.saveKey];
  for (const key of shardKeys(2).restoreKeys) for (const other of others) expect(other.startsWith(key)).toBe(false);
  for (const key of unsharded.restoreKeys) for (const index of [1, 2, 3]) expect(shardKeys(index).saveKey.startsWith(key)).toBe(false);
});

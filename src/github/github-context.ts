/**
 * What the action needs to know about the run it is in, read once from the
 * GITHUB_* environment and the event payload
 * (https://docs.github.com/actions/reference/variables-reference) into plain
 * data, so the decisions below it are testable without a runner.
 */

/** The run's context, as plain data. */
export interface GithubRunContext {
  eventName: string;
  /** owner/name of the repository the workflow runs in. */
  repository: string | undefined;
  /** The pull request the run is about; undefined for pushes, schedules and the like. */
  pullRequestNumber: number | undefined;
  /** A pull request from a fork: its token is read-only and secrets are absent. */
  fromFork: boolean;
  /** The branch the run is for: the PR's head branch on pull requests. */
  branch: string;
  /** The PR's base branch. */
  baseBranch: string | undefined;
  /**
   * Whose runs these are, in the history and the cache keys: what a fork
   * cannot forge. A push (or schedule, dispatch) is the repository plus its
   * ref (`o/r@refs/heads/main`); a pull request is the base repository, its
   * number and the head repository (`o/r#7@fork/r`), never its head branch's
   * name, which a fork chooses (a fork's `main` is not the base's `main`).
   */
  historyKey: string;
  /** The only runs that may be a baseline: the base repository's base branch (for a push, its own ref). */
  baselineKey: string;
  defaultBranch: string | undefined;
  sha: string;
  runId: string;
  runAttempt: string;
  /** The workflow run's page; null when the variables to build it are missing. */
  runUrl: string | null;
  /**
   * In a workflow_run job: the head commit of the run that triggered it, and
   * the PRs GitHub lists for it (empty for fork PRs). A PR number from the
   * `pr-number` input (read from the fork's artifact) is checked against these.
   */
  workflowRun: { headSha: string | undefined; pullRequests: number[] } | undefined;
  /** The PR number came from the `pr-number` input, not from the event. */
  prNumberFromInput: boolean;
}

type Payload = Record<string, unknown>;

/** Builds the context from the environment and the parsed event payload (`{}` when there is none). */
export function readGithubContext(env: Record<string, string | undefined>, payload: Payload, prNumberOverride?: number): GithubRunContext {
  const pr = asRecord(payload.pull_request);
  const workflowRun = asRecord(payload.workflow_run);
  // In a workflow_run job (the fork-PR recipe) the PR is the one that triggered the first workflow.
  const runPr = asRecord(asArray(workflowRun?.pull_requests)[0]);
  const prNumber = prNumberOverride ?? asNumber(pr?.number) ?? asNumber(asRecord(payload.issue)?.number) ?? asNumber(runPr?.number);
  const headRepo = asString(asRecord(asRecord(pr?.head)?.repo)?.full_name);
  const baseRepo =
    asString(asRecord(asRecord(pr?.base)?.repo)?.full_name) ?? asString(asRecord(payload.repository)?.full_name) ?? env.GITHUB_REPOSITORY;
  const server = env.GITHUB_SERVER_URL;
  const repository = env.GITHUB_REPOSITORY;
  const keys = historyKeys(env, payload, prNumber, baseRepo);
  return {
    ...keys,
    eventName: env.GITHUB_EVENT_NAME ?? "",
    repository,
    pullRequestNumber: prNumber,
    fromFork: pr !== undefined && headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo,
    branch: env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || "unknown",
    baseBranch: env.GITHUB_BASE_REF || undefined,
    defaultBranch: asString(asRecord(payload.repository)?.default_branch),
    sha: env.GITHUB_SHA ?? "unknown",
    runId: env.GITHUB_RUN_ID ?? "0",
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? "1",
    runUrl: server && repository && env.GITHUB_RUN_ID ? `${server}/${repository}/actions/runs/${env.GITHUB_RUN_ID}` : null,
    workflowRun: workflowRun
      ? {
          headSha: asString(workflowRun.head_sha),
          pullRequests: asArray(workflowRun.pull_requests)
            .map((p) => asNumber(asRecord(p)?.number))
            .filter((n): n is number => n !== undefined),
        }
      : undefined,
    prNumberFromInput: prNumberOverride !== undefined,
  };
}

/**
 * historyKey and baselineKey (see GithubRunContext). A pull request is known
 * by its number, from the event or, in a workflow_run job, from the run that
 * triggered it; its head repository comes from the payload, as GitHub wrote it.
 */
function historyKeys(
  env: Record<string, string | undefined>,
  payload: Payload,
  prNumber: number | undefined,
  baseRepo: string | undefined,
): { historyKey: string; baselineKey: string } {
  const pr = asRecord(payload.pull_request);
  const workflowRun = asRecord(payload.workflow_run);
  const runPr = asRecord(asArray(workflowRun?.pull_requests)[0]);
  const repository = baseRepo ?? env.GITHUB_REPOSITORY ?? "unknown";
  const defaultBranch = asString(asRecord(payload.repository)?.default_branch);
  if (prNumber !== undefined) {
    const headRepo =
      asString(asRecord(asRecord(pr?.head)?.repo)?.full_name) ?? asString(asRecord(workflowRun?.head_repository)?.full_name) ?? "unknown";
    const baseRef = env.GITHUB_BASE_REF || asString(asRecord(pr?.base)?.ref) || asString(asRecord(runPr?.base)?.ref) || defaultBranch;
    return {
      historyKey: `${repository}#${prNumber}@${headRepo}`,
      baselineKey: `${repository}@refs/heads/${baseRef ?? "unknown"}`,
    };
  }
  const ref = env.GITHUB_REF || (env.GITHUB_REF_NAME ? `refs/heads/${env.GITHUB_REF_NAME}` : "unknown");
  const key = `${env.GITHUB_REPOSITORY ?? repository}@${ref}`;
  return { historyKey: key, baselineKey: key };
}

/** `cache-save: auto` saves only on pushes to the default branch, so PRs read the main line's state and never overwrite it. */
export function shouldSaveState(ctx: GithubRunContext, setting: boolean | "auto"): boolean {
  if (setting !== "auto") return setting;
  return ctx.eventName === "push" && ctx.defaultBranch !== undefined && ctx.branch === ctx.defaultBranch;
}

function asRecord(value: unknown): Payload | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Payload) : undefined;
}
function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
function asString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
function asNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

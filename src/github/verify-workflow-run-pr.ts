/**
 * The fork-PR recipe comments from a `workflow_run` job with a PR number read
 * from the fork's artifact, which the fork's code wrote: it could name any
 * PR. Before commenting, the number is checked: either GitHub lists that PR
 * for the triggering run, or the PR's head commit (GET
 * /repos/{owner}/{repo}/pulls/{n}) is the commit the triggering run built.
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 */
import { getOctokit } from "@actions/github";
import { describeError } from "../errors.js";
import type { GithubRunContext } from "./github-context.js";

/** Whether the comment may go to the PR; `reason` says why not (for a warning). */
export type PrCheck = { ok: true; checkedWith: "event" | "api" | "not-needed" } | { ok: false; reason: string };

/** Options for {@link verifyWorkflowRunPr}. */
export interface VerifyWorkflowRunPrOptions {
  ctx: Pick<GithubRunContext, "workflowRun" | "prNumberFromInput" | "pullRequestNumber">;
  token: string;
  owner: string;
  repo: string;
  /** The REST API's base URL (GITHUB_API_URL). @default https://api.github.com */
  apiUrl?: string;
  /** @default AbortSignal.timeout(30_000) */
  signal?: AbortSignal;
}

/** Checks a `pr-number` given in a workflow_run job against the triggering run. Other runs need no check. */
export async function verifyWorkflowRunPr({
  ctx,
  token,
  owner,
  repo,
  apiUrl,
  signal = AbortSignal.timeout(30_000),
}: VerifyWorkflowRunPrOptions): Promise<PrCheck> {
  const number = ctx.pullRequestNumber;
  if (!ctx.workflowRun || !ctx.prNumberFromInput || number === undefined) return { ok: true, checkedWith: "not-needed" };
  if (ctx.workflowRun.pullRequests.includes(number)) return { ok: true, checkedWith: "event" };
  const headSha = ctx.workflowRun.headSha;
  if (!headSha) return { ok: false, reason: `the workflow_run event has no head_sha to check pull request #${number} against` };
  let prHead: string | undefined;
  try {
    const { data } = await getOctokit(token, apiUrl ? { baseUrl: apiUrl } : {}).rest.pulls.get({
      owner,
      repo,
      pull_number: number,
      request: { signal },
    });
    prHead = data.head.sha;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return {
      ok: false,
      reason: `could not read pull request #${number} to check it (${typeof status === "number" ? `HTTP ${status}` : describeError(error)})`,
    };
  }
  if (prHead !== headSha) {
    return {
      ok: false,
      reason: `pull request #${number} is at ${prHead}, not at ${headSha}, the commit the triggering run built: the pr-number does not belong to this run`,
    };
  }
  return { ok: true, checkedWith: "api" };
}

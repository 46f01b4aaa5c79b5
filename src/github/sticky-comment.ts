/**
 * One comment per config on a pull request that later runs update in place:
 * the comment is found among all of the PR's comments (paginated) by its
 * hidden marker at the start and its author (the token's user, or a bot for
 * GITHUB_TOKEN), then updated, or created when there is none.
 * https://docs.github.com/rest/issues/comments
 */
import { getOctokit } from "@actions/github";
import { describeError } from "../errors.js";

/** Which pull request, and the token allowed to comment on it. */
export interface StickyCommentTarget {
  token: string;
  owner: string;
  repo: string;
  issueNumber: number;
  /** The REST API's base URL (GITHUB_API_URL: GitHub Enterprise, or a test server). @default https://api.github.com */
  apiUrl?: string;
}

/** What happened: the comment's URL, or why there is none (a read-only fork token answers 403). */
export type StickyCommentOutcome =
  { status: "created" | "updated"; url: string; id: number } | { status: "forbidden"; httpStatus: number; message: string };

/** Options for {@link upsertStickyComment}. */
export interface UpsertStickyCommentOptions {
  target: StickyCommentTarget;
  /** Hidden marker identifying the comment (see commentMarker). */
  marker: string;
  /** Full body; must contain the marker. */
  body: string;
  /** @default AbortSignal.timeout(60_000) */
  signal?: AbortSignal;
}

/** Updates the marked comment, or creates it. Other HTTP errors throw. */
export async function upsertStickyComment({
  target,
  marker,
  body,
  signal = AbortSignal.timeout(60_000),
}: UpsertStickyCommentOptions): Promise<StickyCommentOutcome> {
  const octokit = getOctokit(target.token, target.apiUrl ? { baseUrl: target.apiUrl } : {});
  const where = { owner: target.owner, repo: target.repo, issue_number: target.issueNumber };
  try {
    // Only our own comment is ours to edit: anyone can paste the marker into theirs, and a token with
    // write access could overwrite it. GITHUB_TOKEN cannot read GET /user; its comments are by a bot.
    const self = await tokenLogin(octokit, signal);
    const isOurs = (c: { body?: string | null; user?: { login: string; type: string } | null }): boolean =>
      typeof c.body === "string" && c.body.startsWith(marker) && (self !== null ? c.user?.login === self : c.user?.type === "Bot");
    let existing: { id: number } | undefined;
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      ...where,
      per_page: 100,
      request: { signal },
    })) {
      existing = page.data.find(isOurs);
      if (existing) break;
    }
    if (existing) {
      const { data } = await octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: existing.id,
        body,
        request: { signal },
      });
      return { status: "updated", url: data.html_url, id: data.id };
    }
    const { data } = await octokit.rest.issues.createComment({ ...where, body, request: { signal } });
    return { status: "created", url: data.html_url, id: data.id };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    // Fork PRs get a read-only token: 403 (or 404 for a token that cannot see the PR). Not a failure of the check.
    if (status === 403 || status === 404) return { status: "forbidden", httpStatus: status, message: describeError(error) };
    throw error;
  }
}

/** The login of a user token (a PAT), or null for an installation token such as GITHUB_TOKEN. */
async function tokenLogin(octokit: ReturnType<typeof getOctokit>, signal: AbortSignal): Promise<string | null> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated({ request: { signal } });
    return data.login;
  } catch {
    return null;
  }
}

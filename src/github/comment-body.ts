/**
 * The Markdown the action posts: the report (src/report/markdown-reporter.ts)
 * (which has the state folder's tool changes and trends) plus what only the
 * action knows (skipped work, a link to the run). The PR comment carries a
 * hidden marker so later runs find and update it, and stays under GitHub's
 * 65,536-character comment limit; the job summary gets up to 1 MiB.
 */
import type { CheckReport } from "../result/check-report.js";
import { renderCheckMarkdown } from "../report/check/render-check.js";
import type { LoadReport } from "../result/load-report.js";
import { renderLoadMarkdown } from "../report/load/load-markdown.js";
import type { EvalResult } from "../result/eval-result.js";
import { renderMarkdown } from "../report/markdown/markdown-reporter.js";
import { plural, truncate } from "../report/format.js";
import { safeSliceEnd } from "../util/clip-text.js";
import { escapeText } from "../report/markdown/markdown-escape.js";
import { renderScoreTrend } from "../report/markdown/markdown-trend.js";
import { renderMutationMarkdown } from "../report/mutate/render-mutation.js";
import type { MutationReport } from "../result/mutation-report.js";

/** GitHub rejects issue comments longer than this. */
export const COMMENT_LIMIT = 65_536;
/** A step's job summary may be 1 MiB (bytes): 340k UTF-16 units stay below it even at 3 bytes each. */
export const SUMMARY_LIMIT = 340_000;

/** The hidden marker that identifies the comment of one config: `<!-- mcpvals:comment:<id> -->`. */
export function commentMarker(configId: string): string {
  // `--` would end the HTML comment early; keep the id to a safe alphabet.
  const safe = configId.replace(/[^A-Za-z0-9._/:@+-]/g, "_").replace(/-{2,}/g, "-") || "default";
  return `<!-- mcpvals:comment:${safe} -->`;
}

/** Options for {@link renderActionReport}. */
export interface ActionReportOptions {
  /** Upper bound on the length of the text. */
  maxLength: number;
  /** First line (the hidden comment marker); none for the job summary. */
  marker?: string;
  /** The workflow run's page, linked as "full report" when the comment had to be trimmed. */
  runUrl?: string | null;
  /** Heading title. @default "mcpvals" */
  title?: string;
  /** The artifact the workflow uploads the HTML report as (see the README), and the run page's artifact list. */
  htmlArtifact?: { name: string; url: string } | null;
  /** Where the trend's earlier runs come from, for its title (the PR's base branch). */
  trendSource?: string;
  /** The protocol check run before the workflows (the `check` input), shown after the evaluation. */
  check?: CheckReport | null;
  /** The load run after the workflows (the `load` input): its table and the p95 ratio with its interval. */
  load?: LoadReport | null;
  /** The mutate step's report (`mutate: true`): the score, its change against the base branch and the top survivors. */
  mutation?: MutationReport | null;
}

/** Renders the comment or summary body; never longer than `maxLength`. */
export function renderActionReport(
  result: EvalResult,
  {
    maxLength,
    marker,
    runUrl = null,
    title,
    htmlArtifact = null,
    trendSource,
    check = null,
    mutation = null,
    load = null,
  }: ActionReportOptions,
): string {
  const head = marker ? `${marker}\n` : "";
  const skipped = skippedNotice(result);
  const footer = runUrl ? `\n---\n[Full report in the job summary](${runUrl})\n` : "";
  const trend = renderScoreTrend(result, { source: trendSource });
  // The check's failures come first among the extras: what is cut for length is the trend, not a failed check.
  const checkText = check ? renderCheckMarkdown(check).replace(/^## /, "### ") : "";
  // The load section's headings one level down, under the report's own.
  const loadText = load ? renderLoadMarkdown(load).replace(/^(#+) /gm, "#$1 ") : "";
  // The mutate renderer escapes what the servers said (item names, details), as every report does.
  const mutationText = mutation ? renderMutationMarkdown(mutation).replace(/^## /, "### ") : "";
  const extras = [skipped, checkText, mutationText, loadText, htmlLink(htmlArtifact), trend === "" ? "" : `${trend}\n`].filter(
    (part) => part !== "",
  );
  let extraText = extras.length > 0 ? `\n${extras.join("\n")}` : "";
  // The notice is short by construction (a capped list); if it alone is too much, it gives way.
  if (head.length + extraText.length + footer.length > maxLength / 2) extraText = truncate(extraText, Math.floor(maxLength / 4));
  const budget = maxLength - head.length - extraText.length - footer.length;
  const report = renderMarkdown(result, { title, maxLength: Math.max(1, budget) });
  const text = `${head}${report}${extraText}${footer}`;
  return text.slice(0, safeSliceEnd(text, maxLength));
}

/** "⚠️ 3 workflows were skipped: …": a run that skipped work must say so where reviewers look. */
function skippedNotice(result: EvalResult): string {
  const skipped = result.skipped ?? [];
  if (skipped.length === 0) return "";
  const kinds = new Set(skipped.map((s) => s.kind));
  const noun = kinds.size > 1 ? "item" : kinds.has("workflow") ? "workflow" : "tool-health suite";
  const reason = skipped[0]!.reason;
  const names = skipped
    .slice(0, 20)
    .map((s) => escapeText(s.name))
    .join(", ");
  const count = plural(skipped.length, noun);
  return `> [!WARNING]\n> ${count} skipped: ${escapeText(reason)}. The score covers only what ran.\n> Skipped: ${names}${skipped.length > 20 ? ", …" : ""}\n`;
}

/** Where the HTML trace replay is: the run page's artifacts (the action writes the file; the workflow uploads it). */
function htmlLink(artifact: { name: string; url: string } | null): string {
  if (!artifact || artifact.name === "") return "";
  return `📄 **[Trace replay (HTML)](${artifact.url})**: the \`${escapeText(artifact.name)}\` artifact of this run; open the file in a browser, offline.\n`;
}

/**
 * GitHub-flavoured Markdown (https://github.github.com/gfm/) for pull-request
 * comments and job summaries: a verdict heading, a workflows table, a
 * collapsible `<details>` block per failed workflow, tool health, servers,
 * per-tool stats and coverage.
 *
 * All text that came from config, servers or models is escaped (tables,
 * inline text, HTML summaries) or put in fenced code blocks whose fence is
 * longer than any backtick run inside, so it cannot break the layout.
 * `maxLength` exists because GitHub rejects comments over 65,536 characters.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { UsageError } from "../../errors.js";
import { safeSliceEnd } from "../../util/clip-text.js";
import { renderSections } from "./markdown-sections.js";
import { isFailedWorkflow } from "./markdown-rows.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import type { Reporter } from "../reporter.js";
import { writeOutput } from "../write-output.js";
import { groupDigits } from "../../util/group-digits.js";

/** Options for {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Heading text before the verdict. Default: "mcpvals". */
  title?: string;
  /**
   * Upper bound on the output length in UTF-16 code units (`string.length`,
   * never fewer than the characters GitHub counts). When the full report is
   * longer, the least important parts are dropped first and a line says so.
   */
  maxLength?: number;
}

/**
 * Options for {@link createMarkdownReporter}: where to write (a file: parent
 * directories are created, the write is atomic; or else a stream), plus the
 * rendering options.
 */
export type MarkdownReporterOptions = MarkdownOptions &
  ({ path: string; stream?: undefined } | { path?: undefined; stream: NodeJS.WritableStream });

/** Creates the Markdown reporter; it writes the document in `onRunEnd`. */
export function createMarkdownReporter(options: MarkdownReporterOptions): Reporter {
  const { path, stream, title, maxLength } = options ?? {};
  if (stream === undefined && (typeof path !== "string" || path.trim() === "")) {
    throw new UsageError("The markdown reporter needs a file path to write to, e.g. reports/mcpvals.md.");
  }
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      const markdown = renderMarkdown(result, { title, maxLength });
      // On a terminal the document ends with a newline; a file holds exactly the rendering.
      await writeOutput({ path, stream }, path === undefined ? `${markdown}\n` : markdown);
    },
  };
}

/** Longest server or model text shown in one block when there is no length limit; the JSON report has the rest. */
const DEFAULT_TEXT_LIMIT = 2000;
/** Failure texts are shortened in these steps before whole blocks are dropped. */
const TEXT_LIMIT_STEPS = [1000, 400, 150];
/** Failed workflows that keep their details while table rows are being cut. */
const MIN_DETAILS = 5;

/**
 * Renders the result as GitHub-flavoured Markdown. Pure. With `maxLength`, the
 * output is never longer than `maxLength`: per-tool stats go first, then the
 * rows of passed workflows and tests, then failure texts are shortened and
 * failure blocks dropped, then table rows; as a last resort the text is cut.
 */
export function renderMarkdown(result: EvalResult, options: MarkdownOptions = {}): string {
  const title = options.title ?? "mcpvals";
  const { maxLength } = options;
  if (maxLength !== undefined && !(Number.isInteger(maxLength) && maxLength > 0)) {
    throw new UsageError(`Markdown maxLength must be a positive integer, got ${String(maxLength)}.`);
  }
  const full: MarkdownPlan = {
    toolStats: true,
    passedRows: true,
    textLimit: DEFAULT_TEXT_LIMIT,
    maxDetails: Number.POSITIVE_INFINITY,
    maxRows: Number.POSITIVE_INFINITY,
  };
  const untrimmed = renderSections(result, title, full, null);
  if (maxLength === undefined || untrimmed.length <= maxLength) return untrimmed;

  const attempt = (plan: MarkdownPlan): string => renderSections(result, title, plan, trimNotice(result, plan, maxLength));
  const fits = (plan: MarkdownPlan): boolean => attempt(plan).length <= maxLength;

  let plan: MarkdownPlan = { ...full, toolStats: false };
  if (fits(plan)) return attempt(plan);
  plan = { ...plan, passedRows: false };
  if (fits(plan)) return attempt(plan);
  for (const textLimit of TEXT_LIMIT_STEPS) {
    plan = { ...plan, textLimit };
    if (fits(plan)) return attempt(plan);
  }

  const failedWorkflows = result.workflows.filter(isFailedWorkflow).length;
  const details = largestFitting(failedWorkflows, (maxDetails) => fits({ ...plan, maxDetails }));
  if (details !== null) return attempt({ ...plan, maxDetails: details });

  // Even the failed rows alone are too many. The first few failures explained beat a longer list of ✗s,
  // so keep a few details and cut the tables; drop the details too only if that still does not fit.
  const mostRows = Math.max(
    result.workflows.length,
    result.toolHealth.length,
    result.servers.length,
    result.coverage.unexercised.length,
    result.coverage.resources?.unexercised.length ?? 0,
    result.coverage.prompts?.unexercised.length ?? 0,
  );
  for (const maxDetails of [Math.min(failedWorkflows, MIN_DETAILS), 0]) {
    const rows = largestFitting(mostRows, (maxRows) => fits({ ...plan, maxDetails, maxRows }));
    if (rows !== null) return attempt({ ...plan, maxDetails, maxRows: rows });
  }
  plan = { ...plan, maxDetails: 0 };

  // Only a huge title or a tiny limit gets here: cut the smallest rendering, keeping a marker if there is room.
  const smallest = attempt({ ...plan, maxRows: 0 });
  const marker = "\n\n_…cut to fit the length limit._\n";
  if (maxLength <= marker.length) return smallest.slice(0, safeSliceEnd(smallest, maxLength));
  return smallest.slice(0, safeSliceEnd(smallest, maxLength - marker.length)) + marker;
}

/** Largest n in [0, max] for which `fits(n)` holds, assuming longer output for larger n; null if even 0 does not fit. */
function largestFitting(max: number, fits: (n: number) => boolean): number | null {
  if (!fits(0)) return null;
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

function trimNotice(result: EvalResult, plan: MarkdownPlan, maxLength: number): string {
  const parts: string[] = [];
  if (!plan.toolStats && result.tools.length > 0) parts.push("per-tool stats omitted");
  if (!plan.passedRows) parts.push("passed workflows and tool tests not listed");
  if (plan.textLimit < DEFAULT_TEXT_LIMIT) parts.push(`failure texts cut to ${plan.textLimit} characters`);
  const failed = result.workflows.filter(isFailedWorkflow).length;
  if (plan.maxDetails < failed) {
    parts.push(plan.maxDetails === 0 ? "failure details omitted" : `details for ${plan.maxDetails} of ${failed} failed workflows`);
  }
  if (Number.isFinite(plan.maxRows)) parts.push(`tables cut to ${plan.maxRows} rows`);
  const what = parts.length > 0 ? `: ${parts.join("; ")}` : "";
  return `✂️ Report trimmed to fit ${groupDigits(maxLength)} characters${what}. The JSON report has the full result.`;
}

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
import type { EvalResult, JudgeMetric, ToolHealthResult, WorkflowResult } from "../eval/result-schema.js";
import { UsageError } from "../errors.js";
import { describeToolOrderMismatch, metricFailed, workflowFailureReasons } from "./failure-reasons.js";
import {
  formatDuration,
  formatMs,
  formatPercent,
  formatScore,
  formatSequence,
  oneLine,
  plural,
  safeSliceEnd,
  shortHash,
  stripControl,
  truncate,
} from "./format.js";
import type { Reporter } from "./reporter.js";
import { writeFileAtomic } from "./write-file-atomic.js";

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

/** Options for {@link createMarkdownReporter}: where to write, plus the rendering options. */
export interface MarkdownReporterOptions extends MarkdownOptions {
  /** File to write; parent directories are created and the write is atomic. */
  path: string;
}

/** Creates the Markdown reporter; it writes the file in `onRunEnd`. */
export function createMarkdownReporter(options: MarkdownReporterOptions): Reporter {
  const path = options?.path;
  if (typeof path !== "string" || path.trim() === "") {
    throw new UsageError("The markdown reporter needs a file path to write to, e.g. reports/mcpvals.md.");
  }
  const { title, maxLength } = options;
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      await writeFileAtomic(path, renderMarkdown(result, { title, maxLength }));
    },
  };
}

/** Longest server or model text shown in one block when there is no length limit; the JSON report has the rest. */
const DEFAULT_TEXT_LIMIT = 2000;
/** Failure texts are shortened in these steps before whole blocks are dropped. */
const TEXT_LIMIT_STEPS = [1000, 400, 150];
/** Failed workflows that keep their details while table rows are being cut. */
const MIN_DETAILS = 5;
/** Tool errors listed per failed workflow. */
const TOOL_FAILURES_PER_WORKFLOW = 20;

/** What one rendering includes; trimming walks from the full plan towards smaller ones. */
interface Plan {
  toolStats: boolean;
  passedRows: boolean;
  textLimit: number;
  /** Failed workflows that get a `<details>` block. */
  maxDetails: number;
  /** Rows per table (and entries in the unexercised-tools list). */
  maxRows: number;
}

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
  const full: Plan = {
    toolStats: true,
    passedRows: true,
    textLimit: DEFAULT_TEXT_LIMIT,
    maxDetails: Number.POSITIVE_INFINITY,
    maxRows: Number.POSITIVE_INFINITY,
  };
  const untrimmed = render(result, title, full, null);
  if (maxLength === undefined || untrimmed.length <= maxLength) return untrimmed;

  const attempt = (plan: Plan): string => render(result, title, plan, trimNotice(result, plan, maxLength));
  const fits = (plan: Plan): boolean => attempt(plan).length <= maxLength;

  let plan: Plan = { ...full, toolStats: false };
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

function trimNotice(result: EvalResult, plan: Plan, maxLength: number): string {
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
  return `✂️ Report trimmed to fit ${maxLength.toLocaleString("en-US")} characters${what}. The JSON report has the full result.`;
}

function render(result: EvalResult, title: string, plan: Plan, notice: string | null): string {
  const out: string[] = [];
  const verdict = result.passed ? "✅" : "❌";
  out.push(
    `## ${verdict} ${escapeText(title)} ${result.passed ? "passed" : "failed"}: score ${formatScore(result.score)} (threshold ${formatScore(result.threshold)})`,
    "",
  );
  const { workflows, toolHealth } = result.summary;
  const facts = [
    `${workflows.passed}/${workflows.total} workflows`,
    `${toolHealth.passed}/${toolHealth.total} tool tests`,
    `model ${codeSpan(result.model)}`,
  ];
  if (result.judgeModel !== null) facts.push(`judge ${codeSpan(result.judgeModel)}`);
  facts.push(formatDuration(result.durationMs));
  out.push(facts.join(" · "), "");
  if (notice !== null) out.push(`> ${notice}`, "");

  if (result.workflows.length > 0) renderWorkflows(out, result.workflows, plan);
  if (result.toolHealth.length > 0) renderToolHealth(out, result.toolHealth, plan);
  if (result.servers.length > 0) renderServers(out, result, plan);
  if (plan.toolStats && result.tools.length > 0) renderToolStats(out, result, plan);
  if (result.coverage.total > 0) renderCoverage(out, result, plan);
  return `${out.join("\n").trimEnd()}\n`;
}

function renderWorkflows(out: string[], all: readonly WorkflowResult[], plan: Plan): void {
  out.push("### Workflows", "");
  const listed = plan.passedRows ? all : all.filter(isFailedWorkflow);
  const rows = listed.slice(0, finiteOr(plan.maxRows, listed.length));
  if (rows.length > 0) {
    out.push(
      "| Workflow | Result | Score | End-to-end | Tool order | Tool health | Judge | Duration |",
      "| --- | --- | ---: | :---: | :---: | :---: | :---: | ---: |",
    );
  }
  for (const w of rows) {
    const m = w.metrics;
    const result = w.error !== null ? "❌ error" : w.passed ? "✅ passed" : "❌ failed";
    out.push(
      `| ${escapeText(w.name)} | ${result} | ${formatScore(w.score)} | ${verdict(m.endToEnd)} | ${verdict(m.toolOrder)} | ` +
        `${verdict(m.toolHealth)} | ${verdict(m.llmJudge)} | ${formatDuration(w.durationMs)} |`,
    );
  }
  omitted(out, all.length - listed.length, "passed workflow", "not listed");
  omitted(out, listed.length - rows.length, plan.passedRows ? "workflow" : "failed workflow", "not listed");
  out.push("");

  const failed = all.filter(isFailedWorkflow);
  const detailed = failed.slice(0, finiteOr(plan.maxDetails, failed.length));
  for (const w of detailed) renderWorkflowDetails(out, w, plan);
  omitted(out, failed.length - detailed.length, "failed workflow", "without details (see the JSON report)");
  if (failed.length > detailed.length) out.push("");
}

function renderWorkflowDetails(out: string[], w: WorkflowResult, plan: Plan): void {
  const reasons = workflowFailureReasons(w, 120).join("; ");
  out.push("<details>", `<summary>❌ <b>${escapeHtml(oneLine(stripControl(w.name)))}</b>: ${escapeHtml(truncate(reasons, 300))}</summary>`, "");
  const { endToEnd, toolOrder, toolHealth, llmJudge } = w.metrics;

  if (w.error !== null) out.push("**Error**", "", fence(truncate(stripControl(w.error), plan.textLimit)), "");

  if (metricFailed(endToEnd)) {
    const message = oneLine(stripControl(endToEnd.message));
    out.push(`**End-to-end**${message ? `: ${escapeText(message)}` : ""}`, "");
    for (const check of endToEnd.checks.filter((c) => !c.passed)) {
      const body = [
        `expected (${oneLine(stripControl(check.scope))}):`,
        truncate(stripControl(check.expected), plan.textLimit),
        "",
        "actual:",
        truncate(stripControl(check.actual), plan.textLimit),
      ].join("\n");
      out.push(fence(body), "");
    }
  }

  if (metricFailed(toolOrder)) {
    const index = toolOrder.firstMismatch;
    const expected = index === null ? undefined : toolOrder.expected[index];
    let headline: string;
    if (index !== null && expected !== undefined && toolOrder.mode !== "any") {
      const got = toolOrder.actual[index];
      headline = `first mismatch at index ${index}: expected ${codeSpan(expected)}, got ${got === undefined ? "no call" : codeSpan(got)}`;
    } else {
      headline = escapeText(describeToolOrderMismatch(toolOrder));
    }
    const actualMark = toolOrder.mode === "any" ? null : index;
    const sequences = [
      `expected: ${formatSequence(toolOrder.expected, { mark: index, max: 30 })}`,
      `actual:   ${formatSequence(toolOrder.actual, { mark: actualMark, max: 30 })}`,
    ].join("\n");
    out.push(`**Tool order** (${toolOrder.mode}): ${headline}`, "", fence(stripControl(sequences)), "");
  }

  if (metricFailed(toolHealth)) {
    const count = toolHealth.failed || toolHealth.failures.length;
    out.push(`**Tool errors**: ${plural(count, "failing call")} of ${toolHealth.total}`, "");
    const limit = Math.min(TOOL_FAILURES_PER_WORKFLOW, finiteOr(plan.maxRows, TOOL_FAILURES_PER_WORKFLOW));
    const shown = toolHealth.failures.slice(0, limit);
    if (shown.length > 0) {
      out.push("| Tool | Kind | Error |", "| --- | --- | --- |");
      for (const f of shown) {
        out.push(`| ${escapeText(f.tool)} | ${f.errorKind} | ${escapeText(truncate(oneLine(stripControl(f.error)), plan.textLimit))} |`);
      }
    }
    omitted(out, toolHealth.failures.length - shown.length, "more tool error", "not listed");
    out.push("");
  }

  if (llmJudge && metricFailed(llmJudge)) renderJudge(out, llmJudge, plan);

  if (w.error === null && ![endToEnd, toolOrder, toolHealth, llmJudge].some(metricFailed)) {
    out.push(`Score ${formatScore(w.score)}.`, "");
  }
  out.push("</details>", "");
}

function renderJudge(out: string[], judge: JudgeMetric, plan: Plan): void {
  out.push(
    `**Judge**: score ${formatScore(judge.score)} (min ${formatScore(judge.minScore)}, model ${codeSpan(judge.model)})`,
    "",
  );
  if (judge.reasoning) out.push(fence(truncate(stripControl(judge.reasoning), plan.textLimit)), "");
}

function renderToolHealth(out: string[], all: readonly ToolHealthResult[], plan: Plan): void {
  out.push("### Tool health", "");
  const listed = plan.passedRows ? all : all.filter((t) => !t.passed);
  const rows = listed.slice(0, finiteOr(plan.maxRows, listed.length));
  if (rows.length > 0) {
    out.push("| Suite | Test | Tool | Result | Attempts | Latency | Error |", "| --- | --- | --- | --- | ---: | ---: | --- |");
    for (const t of rows) {
      const error = t.passed ? "" : escapeText(truncate(oneLine(stripControl(t.error ?? "failed")), Math.min(plan.textLimit, 300)));
      out.push(
        `| ${escapeText(t.suite)} | ${escapeText(t.test)} | ${escapeText(t.tool)} | ${t.passed ? "✅ passed" : "❌ failed"} | ` +
          `${t.attempts} | ${formatDuration(t.latencyMs)} | ${error} |`,
      );
    }
  }
  omitted(out, all.length - listed.length, "passed tool test", "not listed");
  omitted(out, listed.length - rows.length, plan.passedRows ? "tool test" : "failed tool test", "not listed");
  out.push("");
}

function renderServers(out: string[], result: EvalResult, plan: Plan): void {
  out.push("### Servers", "");
  const rows = result.servers.slice(0, finiteOr(plan.maxRows, result.servers.length));
  if (rows.length > 0) {
    out.push("| Server | Transport | Version | Tools | Tools hash | Status |", "| --- | --- | --- | ---: | --- | --- |");
    for (const s of rows) {
      const via = s.connectedVia !== null && s.connectedVia !== s.transport ? ` → ${s.connectedVia}` : "";
      const version = s.serverInfo ? escapeText(`${s.serverInfo.name}@${s.serverInfo.version}`) : "—";
      const hash = s.toolsHash === null ? "—" : `\`${shortHash(s.toolsHash).replaceAll("`", "")}\``;
      const status = s.error === null ? "✅" : `❌ ${escapeText(truncate(oneLine(stripControl(s.error)), Math.min(plan.textLimit, 300)))}`;
      out.push(`| ${escapeText(s.name)} | ${s.transport}${via} | ${version} | ${s.tools} | ${hash} | ${status} |`);
    }
  }
  omitted(out, result.servers.length - rows.length, "server", "not listed");
  out.push("");
}

function renderToolStats(out: string[], result: EvalResult, plan: Plan): void {
  out.push("### Tools", "");
  const rows = result.tools.slice(0, finiteOr(plan.maxRows, result.tools.length));
  out.push("| Server | Tool | Calls | OK | Failed | Avg ms | p95 ms |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const t of rows) {
    out.push(
      `| ${escapeText(t.server)} | ${escapeText(t.tool)} | ${t.calls} | ${t.successes} | ${t.failures} | ` +
        `${formatMs(t.avgLatencyMs)} | ${formatMs(t.p95LatencyMs)} |`,
    );
  }
  omitted(out, result.tools.length - rows.length, "tool", "not listed");
  out.push("");
}

function renderCoverage(out: string[], result: EvalResult, plan: Plan): void {
  const { coverage } = result;
  out.push(
    "### Coverage",
    "",
    `**${coverage.exercised}/${coverage.total}** tools exercised (${formatPercent(coverage.ratio)}).`,
  );
  const shown = coverage.unexercised.slice(0, finiteOr(plan.maxRows, coverage.unexercised.length));
  if (shown.length > 0) {
    const more = coverage.unexercised.length - shown.length;
    out.push("", `Not exercised: ${shown.map(codeSpan).join(", ")}${more > 0 ? `, and ${more} more` : ""}.`);
  } else if (coverage.unexercised.length > 0) {
    out.push("", `Not exercised: ${plural(coverage.unexercised.length, "tool")} (not listed).`);
  }
  out.push("");
}

function isFailedWorkflow(w: WorkflowResult): boolean {
  return !w.passed || w.error !== null;
}

/** ✅ passed, ❌ failed, — skipped or not configured (a skipped metric did not count). */
function verdict(metric: { passed: boolean; skipped: boolean } | undefined): string {
  if (metric === undefined || metric.skipped) return "—";
  return metric.passed ? "✅" : "❌";
}

/** An italic "N things not listed" note, separated by a blank line so it does not join a table above it. */
function omitted(out: string[], count: number, noun: string, what: string): void {
  if (count <= 0) return;
  if (out[out.length - 1] !== "") out.push("");
  out.push(`_${plural(count, noun)} ${what}._`);
}

function finiteOr(limit: number, fallback: number): number {
  return Number.isFinite(limit) ? limit : fallback;
}

/**
 * Escapes user text for a table cell or a line of Markdown: one line, `|`
 * and Markdown punctuation backslash-escaped, `<` and `&` as entities so no
 * HTML gets through.
 */
function escapeText(text: string): string {
  return oneLine(stripControl(text))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/[\\`*_~[\]|]/g, "\\$&");
}

/** For text inside raw HTML (`<summary>`), where Markdown is not parsed but HTML is. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An inline code span whose delimiter is longer than any backtick run inside (GFM §6.1). Not for table cells. */
function codeSpan(text: string): string {
  const clean = oneLine(stripControl(text));
  const longest = longestBacktickRun(clean);
  const ticks = "`".repeat(longest + 1);
  // A span that starts or ends with a backtick needs a space so the delimiter is not read as part of it.
  const pad = clean.startsWith("`") || clean.endsWith("`") ? " " : "";
  return `${ticks}${pad}${clean}${pad}${ticks}`;
}

/** A fenced code block whose fence is longer than any backtick run in the text, so the text cannot close it. */
function fence(text: string, info = "text"): string {
  const longest = longestBacktickRun(text);
  const ticks = "`".repeat(Math.max(3, longest + 1));
  return `${ticks}${info}\n${text.replace(/\n+$/, "")}\n${ticks}`;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

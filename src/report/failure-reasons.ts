/**
 * Why a workflow or tool test failed, in words, for every reporter to share:
 * one-line reasons (progress lines, JUnit `message`, Markdown summaries) and
 * multi-line details (console "Failures" section, JUnit failure body).
 *
 * These read the metrics the scorer already produced; they never decide
 * whether something passed.
 */
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { ToolOrderMetric } from "../result/workflow-metrics.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { formatDuration, formatScore, formatSequence, oneLine, plural, stripControl, truncate } from "./format.js";
import { verificationFailureDetails, verificationFailureReasons } from "./verification-lines.js";

/** A metric counts as failed only when it was checked: skipped metrics do not count in the score either. */
export function metricFailed(metric: { passed: boolean; skipped: boolean } | undefined): boolean {
  return metric !== undefined && !metric.skipped && !metric.passed;
}

/**
 * "expected echo at index 1, got get-sum": the first entry of the expected
 * sequence that was not matched, and what was called at that position.
 * Falls back to the scorer's own message when there is no mismatch index
 * (an exact-order run with extra calls, for example).
 */
export function describeToolOrderMismatch(metric: ToolOrderMetric): string {
  const index = metric.firstMismatch;
  const expected = index === null ? undefined : metric.expected[index];
  if (index !== null && expected !== undefined) {
    // In "any" mode positions mean nothing; the tool simply was not called.
    if (metric.mode === "any") return `expected ${expected} to be called, it was not`;
    return `expected ${expected} at index ${index}, got ${metric.actual[index] ?? "no call"}`;
  }
  if (metric.message) return oneLine(metric.message);
  return `expected ${formatSequence(metric.expected)}, got ${formatSequence(metric.actual)}`;
}

/**
 * One short reason per failed metric (plus the infrastructure error, if any),
 * e.g. `toolOrder: expected echo at index 1, got get-sum`. Empty for a
 * passed workflow.
 */
export function workflowFailureReasons(workflow: WorkflowResult, maxTextLength = 80): string[] {
  if (workflow.passed && workflow.error === null) return [];
  const clip = (text: string): string => truncate(oneLine(stripControl(text)), maxTextLength);
  const reasons: string[] = [];
  const { endToEnd, toolOrder, toolHealth, llmJudge } = workflow.metrics;
  // A cassette that could not serve the workflow is not a scoring failure: say which it was.
  const cassette = workflow.cassette && ["diverged", "stale", "missing", "invalid"].includes(workflow.cassette.status) ? workflow.cassette : undefined;
  if (workflow.error !== null) reasons.push(`${cassette ? `cassette ${cassette.status}` : "error"}: ${clip(workflow.error)}`);
  // The workflow never ran (no server, no model): its unmet expectations are noise; the one reason says it all.
  if (workflow.error !== null && workflow.infrastructure) return reasons;
  if (metricFailed(endToEnd)) {
    const check = endToEnd.checks.find((c) => !c.passed);
    reasons.push(
      check
        ? `endToEnd: ${check.scope}: expected "${clip(check.expected)}", got "${clip(check.actual)}"`
        : `endToEnd: ${clip(endToEnd.message)}`,
    );
  }
  if (metricFailed(toolOrder)) reasons.push(`toolOrder: ${clip(describeToolOrderMismatch(toolOrder))}`);
  if (metricFailed(toolHealth)) {
    const first = toolHealth.failures[0];
    const count = toolHealth.failed || toolHealth.failures.length;
    reasons.push(`toolHealth: ${plural(count, "failing call")}${first ? ` (${clip(first.tool)}: ${first.errorKind})` : ""}`);
  }
  if (llmJudge && metricFailed(llmJudge)) {
    // Why, in the judge's words (or why the judge could not judge): a bare score explains nothing.
    const why = llmJudge.reasoning || llmJudge.message;
    reasons.push(`llmJudge: score ${formatScore(llmJudge.score)} below ${formatScore(llmJudge.minScore)}${why ? `: ${clip(why)}` : ""}`);
  }
  reasons.push(...verificationFailureReasons(workflow, maxTextLength));
  // A failed workflow whose metrics all passed: say so rather than print nothing.
  if (reasons.length === 0) reasons.push(`score ${formatScore(workflow.score)}`);
  return reasons;
}

/** One line for a failed tool-health test: its error, or a plain "failed" if it has none. */
export function toolTestFailureReason(test: ToolHealthResult, maxTextLength = 200): string {
  return truncate(oneLine(stripControl(test.error ?? "failed")), maxTextLength);
}

/** How much of the server and model text {@link workflowFailureDetails} keeps, and how it styles it. */
export interface FailureDetailOptions {
  /** Longest a single piece of server or model text may be before it is cut. */
  textLimit: number;
  /** How many tool failures to list per workflow before "… N more". */
  maxToolFailures?: number;
  /** Styles the bracketed first-mismatch entries (colour in a terminal). */
  highlight?: (text: string) => string;
  /** Styles metric headings. */
  heading?: (text: string) => string;
}

/**
 * Expected-versus-actual for every failed part of a workflow, as plain lines
 * indented by two spaces per level. Console and JUnit print these as-is.
 */
export function workflowFailureDetails(workflow: WorkflowResult, options: FailureDetailOptions): string[] {
  const heading = options.heading ?? ((text: string) => text);
  const maxToolFailures = options.maxToolFailures ?? 10;
  const lines: string[] = [];
  const { endToEnd, toolOrder, toolHealth, llmJudge } = workflow.metrics;

  if (workflow.error !== null) lines.push(...labelled(heading("error"), workflow.error, "", options.textLimit));
  // Could not run: say that once, without listing every expectation it therefore did not meet.
  if (workflow.error !== null && workflow.infrastructure) return [...lines, "(not evaluated: fix the above and run again)"];

  if (metricFailed(endToEnd)) {
    const message = oneLine(stripControl(endToEnd.message));
    lines.push(`${heading("endToEnd")}${message ? `: ${message}` : ""}`);
    for (const check of endToEnd.checks.filter((c) => !c.passed)) {
      lines.push(`  ${oneLine(stripControl(check.scope))}`);
      lines.push(...labelled("expected", check.expected, "    ", options.textLimit, 9));
      lines.push(...labelled("actual", check.actual, "    ", options.textLimit, 9));
    }
  }

  if (metricFailed(toolOrder)) {
    lines.push(`${heading(`toolOrder (${toolOrder.mode})`)}: ${describeToolOrderMismatch(toolOrder)}`);
    const mark = toolOrder.firstMismatch;
    const sequence = { highlight: options.highlight, max: 20 };
    lines.push(`  expected: ${formatSequence(toolOrder.expected, { ...sequence, mark })}`);
    // Positions in the actual sequence only line up with expected ones when order matters.
    const actualMark = toolOrder.mode === "any" ? null : mark;
    lines.push(`  actual:   ${formatSequence(toolOrder.actual, { ...sequence, mark: actualMark })}`);
    if (mark !== null) lines.push(`  first mismatch at index ${mark}`);
  }

  if (metricFailed(toolHealth)) {
    const count = toolHealth.failed || toolHealth.failures.length;
    lines.push(`${heading("toolHealth")}: ${plural(count, "failing call")} of ${toolHealth.total}`);
    for (const failure of toolHealth.failures.slice(0, maxToolFailures)) {
      lines.push(...labelled(`${stripControl(failure.tool)} [${failure.errorKind}]`, failure.error, "  ", options.textLimit));
    }
    if (toolHealth.failures.length > maxToolFailures) {
      lines.push(`  … ${toolHealth.failures.length - maxToolFailures} more`);
    }
  }

  if (llmJudge && metricFailed(llmJudge)) {
    lines.push(
      `${heading("llmJudge")}: score ${formatScore(llmJudge.score)} (min ${formatScore(llmJudge.minScore)}, model ${llmJudge.model})`,
    );
    const why = llmJudge.reasoning || llmJudge.message;
    if (why) lines.push(...indentBlock(truncate(stripControl(why), options.textLimit), "  "));
  }

  lines.push(...verificationFailureDetails(workflow, options.textLimit, heading));
  if (lines.length === 0 && !workflow.passed) lines.push(`score ${formatScore(workflow.score)}`);
  return lines;
}

/** Plain-text body for a failed tool test: what ran, how often, and what came back. */
export function toolTestFailureDetails(test: ToolHealthResult, textLimit: number): string[] {
  const lines = [
    targetLine(test),
    `attempts: ${test.attempts}`,
    `latency: ${formatDuration(test.latencyMs)}`,
    ...labelled("error", test.error ?? "failed", "", textLimit),
  ];
  if (test.resultText) lines.push(...labelled("result", test.resultText, "", textLimit));
  return lines;
}

/** What the test called: `tool: echo`, `resource: <uri>` (with its template and MIME types), `prompt: <name>`. */
function targetLine(test: ToolHealthResult): string {
  const { target } = test;
  if (target?.kind === "prompt") return `prompt: ${stripControl(target.name)}`;
  if (target?.kind === "resource") {
    const template = target.uriTemplate === null ? "" : ` (from ${target.uriTemplate})`;
    const mime = target.mimeTypes.length > 0 ? `, MIME ${[...new Set(target.mimeTypes.map((m) => m ?? "(none)"))].join(", ")}` : "";
    return `resource: ${stripControl(`${target.uri}${template}${mime}`)}`;
  }
  return `tool: ${stripControl(test.tool)}`;
}

/** `label: text` on one line when the text is one line, else the label followed by the text indented below it. */
function labelled(label: string, text: string, indent: string, limit: number, width = 0): string[] {
  const clean = truncate(stripControl(text), limit);
  // `width` lines up the values of neighbouring labels ("expected:" / "actual:  ").
  if (!clean.includes("\n")) return [`${indent}${`${label}:`.padEnd(width)} ${clean}`];
  return [`${indent}${label}:`, ...indentBlock(clean, `${indent}  `)];
}

function indentBlock(text: string, indent: string): string[] {
  return text.split("\n").map((line) => `${indent}${line}`.trimEnd());
}

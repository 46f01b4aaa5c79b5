/**
 * Why a workflow or tool test failed, in words, for every reporter to share:
 * one-line reasons (progress lines, JUnit `message`, Markdown summaries) and
 * multi-line details (console "Failures" section, JUnit failure body).
 *
 * These read the metrics the scorer already produced; they never decide
 * whether something passed.
 */
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { formatDuration, formatScore, oneLine, stripControl, truncate } from "./format.js";
import { verificationFailureDetails, verificationFailureReasons } from "./verification-lines.js";
import { workflowMetricList } from "./workflow-metric-list.js";
import { labelled } from "./labelled-lines.js";
import { metricDetails, metricFailed, metricReason } from "./metric-failure-text.js";
import { CANCELLED_ERROR } from "../result/cancelled-error.js";

/**
 * One short reason per failed metric (plus the infrastructure error, if any),
 * e.g. `toolOrder: expected echo at index 1, got get-sum`. Empty for a
 * passed workflow.
 */
export function workflowFailureReasons(workflow: WorkflowResult, maxTextLength = 80): string[] {
  if (workflow.passed && workflow.error === null) return [];
  const clip = (text: string): string => truncate(oneLine(stripControl(text)), maxTextLength);
  const reasons: string[] = [];
  // A cassette that could not serve the workflow is not a scoring failure: say which it was.
  const cassette =
    workflow.cassette && ["diverged", "stale", "missing", "invalid"].includes(workflow.cassette.status) ? workflow.cassette : undefined;
  if (workflow.error !== null) {
    // A connect failure's useful part is its end (the last try's cause): a progress line keeps that, not the preamble.
    const text = workflow.infrastructure
      ? clipFront(oneLine(stripControl(errorGist(workflow.error))), maxTextLength)
      : clip(workflow.error);
    reasons.push(`${cassette ? `cassette ${cassette.status}` : "error"}: ${text}`);
  }
  // The workflow never ran (no server, no model): its unmet expectations are noise; the one reason says it all.
  if (workflow.error !== null && workflow.infrastructure) return reasons;
  for (const { name, metric } of workflowMetricList(workflow)) {
    if (metric && metricFailed(metric)) reasons.push(metricReason(name, metric, clip));
  }
  reasons.push(...verificationFailureReasons(workflow, maxTextLength));
  // A failed workflow whose metrics all passed: say so rather than print nothing.
  if (reasons.length === 0) reasons.push(`score ${formatScore(workflow.score)}`);
  return reasons;
}

/**
 * What an infrastructure error comes down to: the last try's error after a
 * retry summary ("… unavailable: 4 connect tries failed. Last error: X" → X).
 */
export function errorGist(error: string): string {
  const at = error.lastIndexOf("Last error: ");
  return at < 0 ? error : error.slice(at + "Last error: ".length);
}

/**
 * `text` cut to `max` characters in its middle: its start names what failed ("llmJudge not graded", "server
 * exited") and its end says why (the last cause), so a third of the room goes to the one and the rest to the other.
 */
function clipFront(text: string, max: number): string {
  if (text.length <= max) return text;
  let headEnd = Math.floor((max - 1) / 3);
  let start = text.length - (max - 1 - headEnd);
  // Never half a surrogate pair: a lone surrogate renders as garbage.
  const isLow = (at: number) => {
    const code = text.charCodeAt(at);
    return code >= 0xdc00 && code <= 0xdfff;
  };
  if (isLow(headEnd)) headEnd -= 1;
  if (isLow(start)) start += 1;
  return `${text.slice(0, headEnd)}…${text.slice(start)}`;
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

  if (workflow.error !== null) lines.push(...labelled(heading("error"), workflow.error, "", options.textLimit));
  // Could not run: say that once, without listing every expectation it therefore did not meet.
  if (workflow.error !== null && workflow.infrastructure)
    return [
      ...lines,
      workflow.error === CANCELLED_ERROR ? "(not evaluated: the run was cancelled)" : "(not evaluated: fix the above and run again)",
    ];

  for (const { name, metric } of workflowMetricList(workflow)) {
    if (metric && metricFailed(metric)) lines.push(...metricDetails(name, metric, { ...options, heading, maxToolFailures }));
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

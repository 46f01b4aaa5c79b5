/**
 * A failed metric in plain text: a one-line reason (progress lines, JUnit
 * `message`, Markdown summaries) and detail lines (console "Failures",
 * JUnit body). Any metric of scoring's table renders through its uniform
 * fields (name, score, message, details); the built-in ones keep the richer
 * text their reports have always shown, from their own fields.
 */
import type { MetricResult } from "../result/metric-result.js";
import type { ToolOrderMetric } from "../result/workflow-metrics.js";
import type { WorkflowMetricName, WorkflowMetricResult } from "../scoring/workflow-metric-table.js";
import { formatScore, formatSequence, oneLine, plural, stripControl, truncate } from "./format.js";
import { indentBlock, labelled } from "./labelled-lines.js";
import { ownEntry } from "./workflow-metric-list.js";

/** How much server and model text the detail lines keep, and how they style it. */
export interface MetricTextOptions {
  /** Longest a single piece of server or model text may be before it is cut. */
  textLimit: number;
  /** How many tool failures to list before "… N more". */
  maxToolFailures: number;
  /** Styles the bracketed first-mismatch entries (colour in a terminal). */
  highlight?: ((text: string) => string) | undefined;
  /** Styles metric headings. */
  heading: (text: string) => string;
}

type Clip = (text: string) => string;

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

/** `name: reason` for a failed metric, e.g. `toolOrder: expected echo at index 1, got get-sum`. */
export function metricReason(name: string, metric: MetricResult, clip: Clip): string {
  // Not graded says so in its message ("not graded: the judge failed: ..."); a score beside it would mislead.
  if (metric.notGraded === true) return `${clip(name)}: ${clip(metric.message)}`;
  const own = ownEntry(REASONS, name) as ((metric: MetricResult, clip: Clip) => string) | undefined;
  if (own) return `${name}: ${own(metric, clip)}`;
  return `${clip(name)}: ${clip(metric.message)}${metric.score === undefined ? "" : ` (score ${formatScore(metric.score)})`}`;
}

/** The heading line of a failed metric and what it expected against what came, indented below it. */
export function metricDetails(name: string, metric: MetricResult, options: MetricTextOptions): string[] {
  const own = ownEntry(DETAILS, name) as ((metric: MetricResult, options: MetricTextOptions) => string[]) | undefined;
  if (own && metric.notGraded !== true) return own(metric, options);
  const message = oneLine(stripControl(metric.message));
  const score = metric.score === undefined || metric.notGraded === true ? "" : ` (score ${formatScore(metric.score)})`;
  return [
    `${options.heading(oneLine(stripControl(name)))}${message ? `: ${message}` : ""}${score}`,
    ...(metric.details ?? []).flatMap((line) => indentBlock(truncate(stripControl(line), options.textLimit), "  ")),
  ];
}

/** Text of the built-in metrics from their own fields; a metric without an entry renders through its uniform fields. */
type Overrides<A, R> = { [K in WorkflowMetricName]?: (metric: WorkflowMetricResult<K>, arg: A) => R };

const REASONS: Overrides<Clip, string> = {
  endToEnd: (metric, clip) => {
    const check = metric.checks.find((c) => !c.passed);
    return check ? `${check.scope}: expected "${clip(check.expected)}", got "${clip(check.actual)}"` : clip(metric.message);
  },
  toolOrder: (metric, clip) => clip(describeToolOrderMismatch(metric)),
  toolHealth: (metric, clip) => {
    const first = metric.failures[0];
    const count = metric.failed || metric.failures.length;
    return `${plural(count, "failing call")}${first ? ` (${clip(first.tool)}: ${first.errorKind})` : ""}`;
  },
  llmJudge: (metric, clip) => {
    // Why, in the judge's words (or why the judge could not judge): a bare score explains nothing.
    const why = metric.reasoning || metric.message;
    return `score ${formatScore(metric.score)} below ${formatScore(metric.minScore)}${why ? `: ${clip(why)}` : ""}`;
  },
};

const DETAILS: Overrides<MetricTextOptions, string[]> = {
  endToEnd: (metric, { heading, textLimit }) => {
    const message = oneLine(stripControl(metric.message));
    return [
      `${heading("endToEnd")}${message ? `: ${message}` : ""}`,
      ...metric.checks
        .filter((c) => !c.passed)
        .flatMap((check) => [
          `  ${oneLine(stripControl(check.scope))}`,
          ...labelled("expected", check.expected, "    ", textLimit, 9),
          ...labelled("actual", check.actual, "    ", textLimit, 9),
        ]),
    ];
  },
  toolOrder: (metric, { heading, highlight }) => {
    const mark = metric.firstMismatch;
    const sequence = { highlight, max: 20 };
    // Positions in the actual sequence only line up with expected ones when order matters.
    const actualMark = metric.mode === "any" ? null : mark;
    return [
      `${heading(`toolOrder (${metric.mode})`)}: ${describeToolOrderMismatch(metric)}`,
      `  expected: ${formatSequence(metric.expected, { ...sequence, mark })}`,
      `  actual:   ${formatSequence(metric.actual, { ...sequence, mark: actualMark })}`,
      ...(mark !== null ? [`  first mismatch at index ${mark}`] : []),
    ];
  },
  toolHealth: (metric, { heading, textLimit, maxToolFailures }) => {
    const count = metric.failed || metric.failures.length;
    const more = metric.failures.length - maxToolFailures;
    return [
      `${heading("toolHealth")}: ${plural(count, "failing call")} of ${metric.total}`,
      ...metric.failures
        .slice(0, maxToolFailures)
        .flatMap((failure) => labelled(`${stripControl(failure.tool)} [${failure.errorKind}]`, failure.error, "  ", textLimit)),
      ...(more > 0 ? [`  … ${more} more`] : []),
    ];
  },
  llmJudge: (metric, { heading, textLimit }) => {
    const why = metric.reasoning || metric.message;
    return [
      `${heading("llmJudge")}: score ${formatScore(metric.score)} (min ${formatScore(metric.minScore)}, model ${metric.model})`,
      ...(why ? indentBlock(truncate(stripControl(why), textLimit), "  ") : []),
    ];
  },
};

/**
 * A metric's uniform text (result/metric-result.ts) as one string: its own
 * words as they are, each quoted piece of server or model text through the
 * report's `quote` (clipped, escaped, set apart). Without a `reason` or
 * `headline`, a metric says its message, and its score when it has one.
 */
import type { MetricResult, MetricText } from "../result/metric-result.js";
import { formatScore } from "./format.js";

export function renderMetricText(text: MetricText, own: (words: string) => string, quote: (text: string) => string): string {
  if (typeof text === "string") return own(text);
  return text.map((piece) => (typeof piece === "string" ? own(piece) : quote(piece.quote))).join("");
}

/** The one-line failure reason, after the metric's name. */
export function metricReasonText(metric: MetricResult): MetricText {
  return metric.reason ?? withScore(metric);
}

/** What a failure's details begin with, after the metric's name (the message is the metric's own words here). */
export function metricHeadlineText(metric: MetricResult): MetricText {
  return metric.headline ?? `${metric.message}${scoreSuffix(metric)}`;
}

// In a reason the message is clipped like quoted text: it can quote a server at length.
function withScore(metric: MetricResult): MetricText {
  return [{ quote: metric.message }, scoreSuffix(metric)];
}

function scoreSuffix(metric: MetricResult): string {
  // A metric that could not grade has no score to show: its message says why.
  return metric.score === undefined || metric.notGraded === true ? "" : ` (score ${formatScore(metric.score)})`;
}

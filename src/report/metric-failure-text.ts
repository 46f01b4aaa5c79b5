/**
 * A failed metric in plain text: a one-line reason (progress lines, JUnit
 * `message`, Markdown summaries) and detail lines (console "Failures",
 * JUnit body). Every metric renders through its uniform fields (reason,
 * headline, details): none is known here by name.
 */
import type { MetricBlock, MetricResult } from "../result/metric-result.js";
import { formatSequence, oneLine, stripControl, truncate } from "./format.js";
import { indentBlock, labelled } from "./labelled-lines.js";
import { metricHeadlineText, metricReasonText, renderMetricText } from "./metric-text.js";

/** How much server and model text the detail lines keep, and how they style it. */
export interface MetricTextOptions {
  /** Longest a single piece of server or model text may be before it is cut. */
  textLimit: number;
  /** How many rows of an entries block (tool failures) to list before "… N more". */
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

/** `name: reason` for a failed metric, e.g. `toolOrder: expected echo at index 1, got get-sum`. */
export function metricReason(name: string, metric: MetricResult, clip: Clip): string {
  return `${clip(name)}: ${oneLine(renderMetricText(metricReasonText(metric), spaced, clip))}`;
}

/** Own words on one line, keeping the spaces at their ends (they join quoted pieces). */
function spaced(words: string): string {
  return stripControl(words).replace(/\s+/g, " ");
}

/** The heading line of a failed metric and its details, indented below it. */
export function metricDetails(name: string, metric: MetricResult, options: MetricTextOptions): string[] {
  const headline = oneLine(renderMetricText(metricHeadlineText(metric), spaced, spaced));
  return [
    `${options.heading(oneLine(stripControl(name)))}${headline ? `: ${headline}` : ""}`,
    ...(metric.details ?? []).flatMap((detail) =>
      typeof detail === "string" ? indentBlock(truncate(stripControl(detail), options.textLimit), "  ") : blockLines(detail, options),
    ),
  ];
}

function blockLines(block: MetricBlock, { textLimit, highlight, maxToolFailures }: MetricTextOptions): string[] {
  switch (block.kind) {
    case "text":
      return indentBlock(truncate(stripControl(block.text), textLimit), "  ");
    case "compare":
      // Only what failed: a passed check explains nothing about the failure.
      if (block.passed) return [];
      return [
        `  ${oneLine(stripControl(block.scope))}`,
        ...labelled("expected", block.expected, "    ", textLimit, 9),
        ...labelled("actual", block.actual, "    ", textLimit, 9),
      ];
    case "sequence": {
      // Sanitised before the highlight, whose colour codes must stay.
      const sequence = (items: string[], mark: number | null) =>
        formatSequence(
          items.map((item) => stripControl(item)),
          { highlight, max: 20, mark },
        );
      return [
        `  expected: ${sequence(block.expected, block.mark)}`,
        `  actual:   ${sequence(block.actual, block.actualMark)}`,
        ...(block.mark !== null ? [`  first mismatch at index ${block.mark}`] : []),
      ];
    }
    case "entries": {
      const more = block.rows.length - maxToolFailures;
      return [
        ...block.rows
          .slice(0, maxToolFailures)
          .flatMap((row) => labelled(`${oneLine(stripControl(row.name))} [${oneLine(stripControl(row.kind))}]`, row.text, "  ", textLimit)),
        ...(more > 0 ? [`  … ${more} more`] : []),
      ];
    }
  }
}

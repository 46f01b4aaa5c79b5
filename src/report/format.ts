/**
 * Small text helpers shared by the reporters. They only present values that
 * are already in the result; nothing here computes or changes a score.
 */
import { clipText } from "../util/clip-text.js";

/** "850ms", "4.2s", "2m 05s": short enough for a progress line, precise enough to compare runs. */
/**
 * A workflow step as every reporter shows it: counted from 1 (the result
 * stores the 0-based index). One function, so no report says "step 0".
 */
export function stepNumber(index: number): number {
  return index + 1;
}

/** `step 1` for index 0. */
export function stepLabel(index: number): string {
  return `step ${stepNumber(index)}`;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const totalSeconds = Math.round(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
}

/** Scores are 0..1; two decimals is what the threshold is written with. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

/** Whole milliseconds for tables: sub-millisecond precision is noise at MCP latencies. */
export function formatMs(ms: number): string {
  return String(Math.round(ms));
}

/** "67%": coverage ratios. */
export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** "1 failing call" / "2 failing calls". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** 12 hex digits identify a tool list well enough for a human comparing two runs; the JSON has the full hash. */
export function shortHash(hash: string): string {
  return hash.slice(0, 12);
}

/**
 * Cuts `text` to at most `max` characters plus a marker saying how much was
 * dropped (or leaves it whole when the marker would be longer than the cut).
 * Never splits a surrogate pair (clipText).
 */
export function truncate(text: string, max: number): string {
  const clipped = clipText(text, Math.max(0, max), { marker: (dropped) => `… (${dropped} more chars)` });
  // Dropping fewer characters than the marker adds saves nothing.
  return clipped.length >= text.length ? text : clipped;
}

/** Collapses all whitespace (newlines included) to single spaces, for one-line summaries. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Text from a config, a server or a model on one line with no escape sequences: names and short messages. */
export function cleanLine(text: string): string {
  return oneLine(stripControl(text));
}

// ESC/CSI sequences first (so their parameters go too), then any other C0/C1 control except tab and newline.
const ANSI_SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

// GitHub Actions runs `::command::` at a line's start (after whitespace) and `##[command]` anywhere on a line
// (https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions); a zero-width space breaks both.
const WORKFLOW_COMMAND = /^(\s*):(?=:)|##(?=\[)/gm;

/**
 * The one sanitiser for text that came from a server or a model, wherever it
 * is printed: removes terminal escape sequences and control characters (such
 * text must not move the cursor, set the window title or recolour the
 * terminal, and most control characters are illegal in XML 1.0), and keeps
 * it from forming a GitHub workflow command in a job's log. Carriage returns
 * become newlines so Windows line ends survive.
 */
export function stripControl(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(ANSI_SEQUENCE, "")
    .replace(CONTROL, "")
    .replace(WORKFLOW_COMMAND, (_match: string, space: string | undefined) => (space === undefined ? "##\u200b" : `${space}:\u200b`));
}

/**
 * A tool sequence on one line: `get-sum → [echo] → add`. The entry at `mark`
 * is bracketed (and passed through `highlight`) so the first mismatch is
 * visible without colour. Long sequences show a window around the mark.
 */
export function formatSequence(
  items: readonly string[],
  options: { mark?: number | null; max?: number; highlight?: (text: string) => string } = {},
): string {
  if (items.length === 0) return "(no calls)";
  const max = Math.max(1, options.max ?? 20);
  const mark = options.mark ?? null;
  const highlight = options.highlight ?? ((text: string) => text);
  let start = 0;
  if (items.length > max) {
    const center = mark ?? 0;
    start = Math.max(0, Math.min(center - Math.floor(max / 2), items.length - max));
  }
  const end = Math.min(items.length, start + max);
  const parts = items.slice(start, end).map((item, i) => (start + i === mark ? highlight(`[${item}]`) : item));
  if (start > 0) parts.unshift(`…${start} earlier`);
  if (end < items.length) parts.push(`…${items.length - end} more`);
  return parts.join(" → ");
}

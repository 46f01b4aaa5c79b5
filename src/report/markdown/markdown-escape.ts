/**
 * Escaping for GitHub-flavoured Markdown (https://github.github.com/gfm/):
 * text from configs, servers and models must not break tables or inject HTML.
 */
import { oneLine, stripControl } from "../format.js";

/**
 * Escapes user text for a table cell or a line of Markdown: one line, `|`
 * and Markdown punctuation backslash-escaped, `<` and `&` as entities so no
 * HTML gets through.
 */
export function escapeText(text: string): string {
  return oneLine(stripControl(text))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/[\\`*_~[\]|]/g, "\\$&");
}

/** For text inside raw HTML (`<summary>`), where Markdown is not parsed but HTML is. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An inline code span whose delimiter is longer than any backtick run inside (GFM §6.1). Not for table cells. */
export function codeSpan(text: string): string {
  const clean = oneLine(stripControl(text));
  const longest = longestBacktickRun(clean);
  const ticks = "`".repeat(longest + 1);
  // A span that starts or ends with a backtick needs a space so the delimiter is not read as part of it.
  const pad = clean.startsWith("`") || clean.endsWith("`") ? " " : "";
  return `${ticks}${pad}${clean}${pad}${ticks}`;
}

/** A fenced code block whose fence is longer than any backtick run in the text, so the text cannot close it. */
export function fence(text: string, info = "text"): string {
  const longest = longestBacktickRun(text);
  const ticks = "`".repeat(Math.max(3, longest + 1));
  return `${ticks}${info}\n${text.replace(/\n+$/, "")}\n${ticks}`;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

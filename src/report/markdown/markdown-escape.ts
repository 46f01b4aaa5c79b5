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
  return noMentions(
    oneLine(stripControl(text))
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/[\\`*_~[\]|]/g, "\\$&"),
  );
}

/**
 * For text inside raw HTML on one line (`<summary>`), where Markdown is not
 * parsed but HTML is. One line matters: a blank line would end the HTML
 * block and what follows (headings, images) would be live Markdown.
 */
export function escapeHtml(text: string): string {
  return noMentions(oneLine(stripControl(text)).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"));
}

/**
 * `@user` and `@org/team` would notify people from a report or PR comment; a
 * zero-width joiner after the `@` keeps the text and drops the mention
 * (GitHub only links an `@` directly followed by a name, after a non-word character).
 */
function noMentions(text: string): string {
  return text.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, "@\u200d");
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

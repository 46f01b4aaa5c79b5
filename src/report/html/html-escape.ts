/**
 * Escaping and shortening for the HTML report. Every string that came from a
 * config, a server or a model passes through `esc` (text and attribute
 * values alike); data handed to the inline script goes through `scriptJson`.
 * https://html.spec.whatwg.org/multipage/syntax.html#cdata-rcdata-restrictions
 */
import { groupDigits } from "../../util/group-digits.js";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// C0/C1 controls (but tab and newline) and lone surrogates are not allowed in HTML text.
const CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or attribute value: `&<>"'` as entities, control characters dropped. */
export function esc(value: unknown): string {
  return String(value ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Text content only (never an attribute): quotes may stay, which keeps JSON in `<pre>` blocks readable and small. */
export function escText(value: unknown): string {
  return String(value ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[&<>]/g, (c) => ENTITIES[c]!);
}

/**
 * JSON for a `<script type="application/json">` block. Inside script data only
 * `</` (which could close the element) and `<!--` (which changes how the
 * parser looks for the end) are dangerous, so just those are escaped (`<\/`
 * and `<\u0021--` parse back to the same strings), plus the line separators.
 * Escaping every `<` would make a trace-heavy page a third bigger.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (match) => SCRIPT_ESCAPES[match]!);
}

// One pass over what can be megabytes of trace HTML.
const SCRIPT_UNSAFE = /<\/|<!--|\u2028|\u2029/g;
const SCRIPT_ESCAPES: Record<string, string> = { "</": "<\\/", "<!--": "<\\u0021--", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** A shortened text and how many characters were dropped (0 when whole). */
export interface Clipped {
  text: string;
  dropped: number;
}

/** `text` cut to `max` characters, never between the halves of a surrogate pair. */
export function clip(text: string, max: number): Clipped {
  if (text.length <= max) return { text, dropped: 0 };
  let end = Math.max(0, max);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return { text: text.slice(0, end), dropped: text.length - end };
}

/** A `<pre>` of escaped text, shortened to `max` with a note saying how much the JSON report has beyond it. */
export function preBlock(text: string, max: number, className = ""): string {
  const { text: shown, dropped } = clip(text, max);
  const note =
    dropped > 0 ? `<p class="note">… ${groupDigits(dropped)} more characters truncated; the JSON report has the full text.</p>` : "";
  return `<pre${className ? ` class="${className}"` : ""}>${escText(shown)}</pre>${note}`;
}

/** Pretty JSON of a value for display (`undefined` as "(none)"). */
export function prettyJson(value: unknown): string {
  if (value === undefined) return "(none)";
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

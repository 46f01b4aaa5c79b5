/**
 * The MIME check of a resource test (`expectedMimeType`). Pure. Every content
 * item must match: a read that mixes types is what the check is there to
 * catch. Compared case-insensitively on the essence (`text/plain` matches
 * `text/plain; charset=utf-8`) unless the expectation gives parameters
 * itself; `text/*` matches any text type.
 */
import type { ToolTestVerdict } from "./score-tool-test.js";

export function scoreMimeType(expected: string, actual: ReadonlyArray<string | null>): ToolTestVerdict {
  const wrong = actual.filter((mime) => mime === null || !mimeMatches(expected, mime));
  if (wrong.length === 0) return { passed: true, reason: null };
  const got = [...new Set(actual.map((m) => m ?? "(none)"))].join(", ");
  return { passed: false, reason: `expected MIME type ${expected}, got ${got}` };
}

function mimeMatches(expected: string, actual: string): boolean {
  const want = normalize(expected);
  const have = normalize(actual);
  const compared = want.includes(";") ? have : essence(have);
  if (want.endsWith("/*")) return essence(have).startsWith(want.slice(0, -1));
  return compared === want;
}

function normalize(mime: string): string {
  return mime.toLowerCase().replace(/\s+/g, "");
}

function essence(mime: string): string {
  return mime.split(";")[0]!;
}

/**
 * Whether a tool's answer matches an `expectedResult` (tool tests and `type:
 * mcp` verifiers), never the JSON-RPC envelope: a string is a
 * case-insensitive substring (or /regex/) of the text; an object or array is
 * a deep-partial match of the structured content (or of the text parsed as
 * JSON); a number or boolean equals the structured content or appears as a
 * standalone token in the text ("The sum is 8." matches 8).
 */
import { matchesText } from "./match-text.js";
import { deepEqual, matchesDeepPartial } from "./match-values.js";
import { parseJson } from "./parse-json.js";
import { clipText } from "../util/clip-text.js";

export function matchesResult(expected: unknown, text: string, structured: unknown): boolean {
  if (typeof expected === "string") return matchesText(text, expected);
  const candidates = [structured, parseJson(text)].filter((c) => c !== undefined);
  if (expected !== null && typeof expected === "object") return candidates.some((c) => matchesDeepPartial(c, expected));
  return candidates.some((c) => deepEqual(c, expected)) || containsToken(text, String(expected));
}

function containsToken(text: string, token: string): boolean {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Not part of a longer number or word: "8" matches "is 8." but not "18" or "8.5".
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w]|\\.\\d)`).test(text);
}

/** The reason a result did not match, as tool tests and verifiers report it. */
export function resultMismatch(expected: unknown, text: string): string {
  return `expected result ${JSON.stringify(expected)}, got ${clipText(text, 300)}`;
}

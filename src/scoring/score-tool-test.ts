/**
 * Verdict of one direct tool test (tool-health suites). `expectedResult` is
 * matched against what the tool said, never the JSON-RPC envelope: a string
 * is a case-insensitive substring (or /regex/) of the text; an object or
 * array is a deep-partial match of the structured content (or of the text
 * parsed as JSON); a number or boolean equals the structured content or
 * appears as a standalone token in the text ("The sum is 8." matches 8).
 */
import type { ResolvedToolTest } from "../config/resolved-config.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import { matchesText } from "../match/match-text.js";
import { deepEqual, matchesDeepPartial } from "../match/match-values.js";
import { clipText } from "../util/clip-text.js";

export interface ToolTestVerdict {
  passed: boolean;
  /** Why it failed; null when it passed. */
  reason: string | null;
}

export function scoreToolTest(test: Pick<ResolvedToolTest, "expectedResult" | "expectedError" | "maxLatency">, record: ToolCallRecord, structured: unknown): ToolTestVerdict {
  if (test.expectedError !== undefined) {
    const failedAsExpected = record.isError || (record.errorKind !== null && record.errorKind !== "invalid-output");
    if (!failedAsExpected) return { passed: false, reason: `expected an error containing ${JSON.stringify(test.expectedError)}, but the call succeeded` };
    const text = `${record.error ?? ""}\n${record.resultText}`;
    if (!matchesText(text, test.expectedError)) {
      return { passed: false, reason: `expected an error containing ${JSON.stringify(test.expectedError)}, got: ${record.error ?? record.resultText}` };
    }
    return latency(test, record);
  }
  if (!record.ok) return { passed: false, reason: `${record.errorKind}: ${record.error}` };
  if (test.expectedResult !== undefined && !matchesResult(test.expectedResult, record.resultText, structured)) {
    return {
      passed: false,
      reason: `expected result ${JSON.stringify(test.expectedResult)}, got ${clipText(record.resultText, 300)}`,
    };
  }
  return latency(test, record);
}

function latency(test: Pick<ResolvedToolTest, "maxLatency">, record: ToolCallRecord): ToolTestVerdict {
  if (test.maxLatency !== undefined && record.latencyMs > test.maxLatency) {
    return { passed: false, reason: `took ${Math.round(record.latencyMs)} ms, more than maxLatency ${test.maxLatency} ms` };
  }
  return { passed: true, reason: null };
}

function matchesResult(expected: unknown, text: string, structured: unknown): boolean {
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

/** JSON.parse, or undefined for text that is not JSON (tool results may be either). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

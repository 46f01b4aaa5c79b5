/**
 * Verdict of one direct tool test (tool-health suites): an expected error,
 * the `expectedResult` (matched against what the tool said, never the
 * JSON-RPC envelope: match/match-result.ts) and `maxLatency`.
 */
import type { ResolvedToolTest } from "../config/resolved-config.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import { matchesText } from "../match/match-text.js";
import { matchesResult, resultMismatch } from "../match/match-result.js";

export interface ToolTestVerdict {
  passed: boolean;
  /** Why it failed; null when it passed. */
  reason: string | null;
}

export function scoreToolTest(
  test: Pick<ResolvedToolTest, "expectedResult" | "expectedError" | "maxLatency">,
  record: ToolCallRecord,
  structured: unknown,
): ToolTestVerdict {
  if (test.expectedError !== undefined) {
    const failedAsExpected = record.isError || (record.errorKind !== null && record.errorKind !== "invalid-output");
    if (!failedAsExpected)
      return { passed: false, reason: `expected an error containing ${JSON.stringify(test.expectedError)}, but the call succeeded` };
    const text = `${record.error ?? ""}\n${record.resultText}`;
    if (!matchesText(text, test.expectedError)) {
      return {
        passed: false,
        reason: `expected an error containing ${JSON.stringify(test.expectedError)}, got: ${record.error ?? record.resultText}`,
      };
    }
    return latency(test, record);
  }
  if (!record.ok) return { passed: false, reason: `${record.errorKind}: ${record.error}` };
  if (test.expectedResult !== undefined && !matchesResult(test.expectedResult, record.resultText, structured)) {
    return { passed: false, reason: resultMismatch(test.expectedResult, record.resultText) };
  }
  return latency(test, record);
}

function latency(test: Pick<ResolvedToolTest, "maxLatency">, record: ToolCallRecord): ToolTestVerdict {
  if (test.maxLatency !== undefined && record.latencyMs > test.maxLatency) {
    return { passed: false, reason: `took ${Math.round(record.latencyMs)} ms, more than maxLatency ${test.maxLatency} ms` };
  }
  return { passed: true, reason: null };
}

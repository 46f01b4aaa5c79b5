/**
 * Tool invocation order: the calls made against `expectTools`.
 * - in-order: the expected calls appear as a subsequence (other calls may come between);
 * - exact: the calls are exactly the expected list;
 * - any: every expected call appears somewhere.
 * An expected entry with `args` only matches a call whose arguments match
 * (partial: the given keys deep-equal; exact: the whole object deep-equals).
 */
import type { ExpectedToolCall } from "../config/resolved-config.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolOrderMetric } from "./tool-order-metric.js";
import type { MetricResult, MetricText } from "../result/metric-result.js";
import { QUALIFIED_TOOL_SEPARATOR } from "../protocol/server-names.js";
import { deepEqual, matchesKeys } from "../match/match-values.js";

type Call = Pick<ToolCallRecord, "tool" | "args"> & { server?: string };

/**
 * `scopes[i]` names where expected entry i came from (a conversation's "turn 2"), so that a mismatch names it;
 * absent: entries are named by position only.
 */
export function scoreToolOrder(
  expected: ExpectedToolCall[] | undefined,
  calls: Call[],
  mode: ToolOrderMetric["mode"],
  scopes: ReadonlyArray<string | undefined> = [],
): ToolOrderMetric {
  const actual = calls.map((c) => c.tool);
  if (!expected || expected.length === 0) {
    return { passed: true, skipped: true, message: "no expectTools given", mode, expected: [], actual, firstMismatch: null };
  }
  const names = expected.map((e) => e.name);
  const firstMismatch =
    mode === "exact" ? exactMismatch(expected, calls) : mode === "any" ? anyMismatch(expected, calls) : inOrderMismatch(expected, calls);
  const passed = firstMismatch === null;
  const scope = firstMismatch === null ? undefined : scopes[firstMismatch];
  return {
    passed,
    skipped: false,
    message: passed ? "tools called as expected" : `${scope ? `${scope}: ` : ""}${describe(expected, calls, firstMismatch, mode)}`,
    mode,
    expected: names,
    actual,
    firstMismatch,
    ...(scope ? { firstMismatchScope: scope } : {}),
  };
}

export function callMatches(expected: ExpectedToolCall, call: Call): boolean {
  // An expected name may be qualified (`server__tool`, see config/resolve-servers.ts) when two servers offer the tool.
  if (
    call.tool !== expected.name &&
    (call.server === undefined || `${call.server}${QUALIFIED_TOOL_SEPARATOR}${call.tool}` !== expected.name)
  )
    return false;
  if (!expected.args) return true;
  return expected.argsMatch === "exact" ? deepEqual(call.args, expected.args) : matchesKeys(call.args, expected.args);
}

// Greedy earliest match is optimal for subsequence matching: taking the
// earliest matching call never prevents a later expected entry from matching.
function inOrderMismatch(expected: ExpectedToolCall[], calls: Call[]): number | null {
  let next = 0;
  for (const [i, entry] of expected.entries()) {
    while (next < calls.length && !callMatches(entry, calls[next]!)) next++;
    if (next >= calls.length) return i;
    next++;
  }
  return null;
}

function exactMismatch(expected: ExpectedToolCall[], calls: Call[]): number | null {
  const length = Math.max(expected.length, calls.length);
  for (let i = 0; i < length; i++) {
    const entry = expected[i];
    const call = calls[i];
    // i may equal expected.length: the calls went on past the expected list.
    if (!entry || !call || !callMatches(entry, call)) return i;
  }
  return null;
}

function anyMismatch(expected: ExpectedToolCall[], calls: Call[]): number | null {
  const index = expected.findIndex((entry) => !calls.some((call) => callMatches(entry, call)));
  return index === -1 ? null : index;
}

function describe(expected: ExpectedToolCall[], calls: Call[], index: number, mode: ToolOrderMetric["mode"]): string {
  const entry = expected[index];
  if (!entry)
    return `expected exactly ${expected.length} calls, got ${calls.length} (extra: ${calls
      .slice(index)
      .map((c) => c.tool)
      .join(", ")})`;
  const wanted = entry.args ? `${entry.name} with args ${JSON.stringify(entry.args)}` : entry.name;
  if (mode === "exact") {
    const got = calls[index];
    return `expected ${wanted} at position ${index}, got ${got ? got.tool : "no call"}`;
  }
  const sameName = calls.filter((c) => c.tool === entry.name);
  if (entry.args && sameName.length > 0) {
    return `expected ${wanted} (position ${index}); ${entry.name} was called with ${JSON.stringify(sameName[0]!.args)}`;
  }
  return mode === "any"
    ? `expected ${wanted} to be called; it was not`
    : `expected ${wanted} at position ${index} of the expected order; not found after the previous match`;
}

/**
 * The reports' text: the first expected call not matched and what was called
 * at its position (`expected echo at index 1, got get-sum`), and both
 * sequences with it marked.
 */
export function describeToolOrder(metric: ToolOrderMetric): Pick<MetricResult, "reason" | "headline" | "details"> {
  if (metric.skipped) return {};
  const mark = metric.firstMismatch;
  // Positions in the actual sequence only line up with expected ones when order matters.
  const details = [
    { kind: "sequence" as const, expected: metric.expected, actual: metric.actual, mark, actualMark: metric.mode === "any" ? null : mark },
  ];
  if (metric.passed) return { details };
  const found = toolOrderMismatch(metric);
  const mismatch = found && metric.firstMismatchScope ? [`${metric.firstMismatchScope}: `, ...found] : found;
  // Without a mismatch to name, the scorer's own words: quoted (clipped) in the one-line reason.
  const headline = mismatch ? [...mismatch, ` (${metric.mode})`] : `${metric.message} (${metric.mode})`;
  return { reason: mismatch ?? [{ quote: metric.message }], headline, details };
}

function toolOrderMismatch(metric: ToolOrderMetric): Exclude<MetricText, string> | undefined {
  const index = metric.firstMismatch;
  const expected = index === null ? undefined : metric.expected[index];
  if (index !== null && expected !== undefined) {
    // In "any" mode positions mean nothing; the tool simply was not called.
    if (metric.mode === "any") return ["expected ", { quote: expected }, " to be called, it was not"];
    const got = metric.actual[index];
    // The same name there: its arguments did not match, which the scorer's own words say ("was called with …").
    if (got === expected) return undefined;
    return ["expected ", { quote: expected }, ` at index ${index}, got `, got === undefined ? "no call" : { quote: got }];
  }
  // An exact-order run with extra calls, for example.
  return undefined;
}

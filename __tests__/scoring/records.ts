/** Builders for the record shapes the scoring functions read (src/eval/result-schema.ts). */
import type { ExpectedToolCall } from "../../src/config/resolved-config.js";
import type { EndToEndMetric } from "../../src/scoring/end-to-end-metric.js";
import type { ToolHealthMetric } from "../../src/scoring/tool-health-metric.js";
import type { ToolOrderMetric } from "../../src/scoring/tool-order-metric.js";
import type { JudgeMetric } from "../../src/scoring/judge-metric.js";
import type { ToolCallRecord } from "../../src/result/tool-call-record.js";

export function call(tool: string, overrides: Partial<ToolCallRecord> = {}): ToolCallRecord {
  return {
    server: "default",
    tool,
    args: {},
    ok: true,
    isError: false,
    latencyMs: 10,
    errorKind: null,
    error: null,
    resultText: "",
    step: 0,
    ...overrides,
  };
}

/** `"add"` or `["add", { a: 1 }]` or `["add", { a: 1 }, "exact"]`. */
export type Exp = string | [string, Record<string, unknown>] | [string, Record<string, unknown>, "partial" | "exact"];

export function expected(...entries: Exp[]): ExpectedToolCall[] {
  return entries.map((e) =>
    typeof e === "string" ? { name: e, argsMatch: "partial" } : { name: e[0], args: e[1], argsMatch: e[2] ?? "partial" },
  );
}

const base = { message: "" };
export const metric = {
  endToEnd: (passed: boolean, skipped = false): EndToEndMetric => ({ ...base, passed, skipped, checks: [] }),
  toolOrder: (passed: boolean, skipped = false): ToolOrderMetric => ({
    ...base,
    passed,
    skipped,
    mode: "in-order",
    expected: [],
    actual: [],
    firstMismatch: passed ? null : 0,
  }),
  toolHealth: (passed: boolean, skipped = false): ToolHealthMetric => ({ ...base, passed, skipped, total: 0, failed: 0, failures: [] }),
  llmJudge: (passed: boolean, skipped = false): JudgeMetric => ({
    ...base,
    passed,
    skipped,
    score: passed ? 1 : 0,
    minScore: 0.7,
    reasoning: "",
    model: "openai:gpt-4o",
  }),
};

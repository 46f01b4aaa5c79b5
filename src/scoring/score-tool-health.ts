/**
 * Tool-call health: every call answered without a JSON-RPC error, without
 * `isError`, within its timeout, with arguments valid for the inputSchema
 * and structured output valid for the outputSchema. Unknown tools count.
 */
import type { ToolCallRecord, ToolHealthMetric } from "../eval/result-schema.js";

export function scoreToolHealth(calls: ToolCallRecord[]): ToolHealthMetric {
  const failures = calls.flatMap((c) => (c.ok ? [] : [{ tool: c.tool, errorKind: c.errorKind ?? "tool", error: c.error ?? "failed" }]));
  if (calls.length === 0) {
    return { passed: true, skipped: true, message: "no tool calls were made", total: 0, failed: 0, failures };
  }
  const passed = failures.length === 0;
  const message = passed
    ? `${calls.length} healthy call${calls.length === 1 ? "" : "s"}`
    : `${failures.length} of ${calls.length} calls failed: ${failures.map((f) => `${f.tool} (${f.errorKind})`).join(", ")}`;
  return { passed, skipped: false, message, total: calls.length, failed: failures.length, failures };
}

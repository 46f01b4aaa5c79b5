/**
 * Tool-call health: every call answered without a JSON-RPC error, without
 * `isError`, within its timeout, with arguments valid for the inputSchema
 * and structured output valid for the outputSchema. Unknown tools count.
 *
 * A failed call that a fallback recovered (a suggested tool was called
 * instead and succeeded) does not fail the metric: the workflow got what it
 * needed. It is listed under `recovered`, so the failure stays visible.
 */
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealthMetric } from "./tool-health-metric.js";
import type { MetricResult } from "../result/metric-result.js";
import { countWords } from "./metric-words.js";

/**
 * @param recovered index into `calls` of each failed call a fallback recovered → the tool that stood in for it.
 */
export function scoreToolHealth(calls: ToolCallRecord[], recovered: ReadonlyMap<number, string> = new Map()): ToolHealthMetric {
  const failed = calls.flatMap((c, index) =>
    c.ok ? [] : [{ index, tool: c.tool, errorKind: c.errorKind ?? "tool", error: c.error ?? "failed" }],
  );
  const failures = failed.filter((f) => !recovered.has(f.index)).map(({ index: _index, ...f }) => f);
  const saved = failed.flatMap(({ index, ...f }) => {
    const by = recovered.get(index);
    return by === undefined ? [] : [{ ...f, by }];
  });
  if (calls.length === 0) {
    return { passed: true, skipped: true, message: "no tool calls were made", total: 0, failed: 0, failures };
  }
  const passed = failures.length === 0;
  const healthy = calls.length - failed.length;
  const savedText =
    saved.length > 0
      ? `; ${saved.length} failed but recovered through a fallback: ${saved.map((f) => `${f.tool} (${f.errorKind}) → ${f.by}`).join(", ")}`
      : "";
  const message = passed
    ? `${healthy} healthy call${healthy === 1 ? "" : "s"}${savedText}`
    : `${failures.length} of ${calls.length} calls failed: ${failures.map((f) => `${f.tool} (${f.errorKind})`).join(", ")}${savedText}`;
  return {
    passed,
    skipped: false,
    message,
    total: calls.length,
    failed: failures.length,
    failures,
    ...(saved.length > 0 ? { recovered: saved } : {}),
  };
}

/** The reports' text: how many calls failed, and each failure's tool, kind and error. */
export function describeToolHealth(metric: ToolHealthMetric): Pick<MetricResult, "reason" | "headline" | "details"> {
  if (metric.skipped) return {};
  const rows = metric.failures.map((f) => ({ name: f.tool, kind: f.errorKind, text: f.error }));
  const details =
    rows.length > 0 ? [{ kind: "entries" as const, columns: ["Tool", "Kind", "Error"] as [string, string, string], rows }] : [];
  if (metric.passed) return details.length > 0 ? { details } : {};
  const count = countWords(metric.failed || metric.failures.length, "failing call");
  const first = metric.failures[0];
  return {
    reason: first ? [`${count} (`, { quote: first.tool }, `: ${first.errorKind})`] : count,
    headline: `${count} of ${metric.total}`,
    ...(details.length > 0 ? { details } : {}),
  };
}

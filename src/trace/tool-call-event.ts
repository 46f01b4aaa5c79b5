import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolCallEvent } from "./observer.js";

/** The observer event for a recorded tool call. */
export function toolCallEvent(workflow: string, record: ToolCallRecord): ToolCallEvent {
  return {
    workflow,
    step: record.step,
    server: record.server,
    name: record.tool,
    args: record.args,
    result: record.resultText,
    isError: record.isError,
    ok: record.ok,
    latencyMs: record.latencyMs,
    error: record.error,
    ...(record.startedAt ? { startedAt: record.startedAt } : {}),
  };
}

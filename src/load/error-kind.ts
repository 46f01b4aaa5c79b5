/**
 * A failed call's kind as the load report counts it: the record's kind, with
 * the JSON-RPC error code or the HTTP status when the error names one
 * (`protocol -32001`, `transport HTTP 503`, `tool`, `timeout`). The code is
 * read from our own error text (mcp/requests/record-request.ts), never a
 * server's words, so a kind is one of a small, safe set of strings.
 */
import type { ToolCallRecord } from "../result/tool-call-record.js";

export function loadErrorKind(record: Pick<ToolCallRecord, "errorKind" | "error" | "isError">): string {
  const kind = record.errorKind ?? (record.isError ? "tool" : "error");
  const error = record.error ?? "";
  if (kind === "protocol") {
    const code = /^MCP error (-?\d{1,6})\b/.exec(error)?.[1];
    return code ? `protocol ${code}` : kind;
  }
  if (kind === "transport") {
    const status = /^HTTP (\d{3})\b/.exec(error)?.[1];
    return status ? `transport HTTP ${status}` : kind;
  }
  return kind;
}

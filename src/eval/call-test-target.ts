/**
 * One attempt of a tool-health test against its target: a tool call, a
 * resource read or a prompt get, each yielding the same call record, plus
 * what the verdict matches `expectedResult` against besides the text
 * (structured content; a read's `{ contents }`; a prompt's `{ messages }`).
 */
import type { ResolvedToolTest } from "../config/resolved-config.js";
import { callTool, type CallToolOptions } from "../mcp/requests/call-tool.js";
import type { Traffic } from "../protocol/tool-call-outcome.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import { getPrompt } from "../mcp/requests/get-prompt.js";
import { readResource } from "../mcp/requests/read-resource.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealthTarget } from "../result/tool-health-result.js";

export interface TargetAttempt {
  record: ToolCallRecord;
  /** Structured value `expectedResult` objects are matched against; undefined when there is none. */
  structured: unknown;
  /** For the result record; undefined for a tool. */
  target: ToolHealthTarget | undefined;
  /** Requests and notifications the server sent during a tool call. */
  traffic?: Traffic;
}

export async function callTestTarget(
  test: ResolvedToolTest,
  connection: ServerConnection,
  validator: SchemaValidator,
  signal: AbortSignal,
  traceContext?: CallToolOptions["traceContext"],
): Promise<TargetAttempt> {
  const { target, timeoutMs } = test;
  if (target.kind === "resource") {
    const { record, result, mimeTypes } = await readResource({ connection, uri: target.uri, args: test.args, timeoutMs, signal });
    return {
      record,
      structured: result ? { contents: result.contents } : undefined,
      target: { kind: "resource", uri: target.uri, uriTemplate: target.uriTemplate, mimeTypes },
    };
  }
  if (target.kind === "prompt") {
    const { record, result } = await getPrompt({
      connection,
      name: target.name,
      args: test.args as Record<string, string>,
      timeoutMs,
      signal,
    });
    return { record, structured: result ? { messages: result.messages } : undefined, target: { kind: "prompt", name: target.name } };
  }
  const { record, result, traffic } = await callTool({
    connection,
    validator,
    tool: test.tool,
    args: test.args,
    timeoutMs,
    signal,
    traceContext,
  });
  return { record, structured: result?.structuredContent, target: undefined, traffic };
}

/** The result record's `target` of a test whose attempt never happened (its server could not be reached). */
export function untriedTarget(test: Pick<ResolvedToolTest, "target">): ToolHealthTarget | undefined {
  const { target } = test;
  if (target.kind === "resource") return { kind: "resource", uri: target.uri, uriTemplate: target.uriTemplate, mimeTypes: [] };
  return target.kind === "prompt" ? { kind: "prompt", name: target.name } : undefined;
}

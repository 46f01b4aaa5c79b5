/**
 * One tool call, recorded. Every call yields the same record shape whether it
 * succeeded or not: failing calls are data (errorKind + error), never throws.
 * The SDK gets the tool's definition without its outputSchema
 * (tool-answer.ts), so a bad output is measured here as `invalid-output` and
 * the model still sees what the tool returned.
 */
import type { McpCallToolResult as CallToolResult, McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ToolCallRecord } from "../../result/tool-call-record.js";
import type { ServerConnection } from "../transport/connect-server.js";
import type { SchemaCheck, SchemaValidator } from "./schema-validator.js";
import { resultText } from "../../protocol/result-text.js";
import type { Elicitor } from "../../protocol/server-request.js";
import type { ToolCallOutcome, Traffic } from "../../protocol/tool-call-outcome.js";
import { failedCall, recordRequest } from "./record-request.js";
import { unusableReason } from "./guard-deep-tools.js";
import { isoNow } from "../../util/iso-now.js";
import { answerFailure, withoutOutputSchema } from "./tool-answer.js";

export interface CallToolOptions {
  connection: ServerConnection;
  validator: SchemaValidator;
  tool: string;
  args: Record<string, unknown>;
  timeoutMs: number;
  /** Index of the workflow step the call belongs to (0 for tool tests). @default 0 */
  step?: number;
  signal?: AbortSignal;
  /** Clock for latency; injectable for tests. @default performance.now */
  now?: () => number;
  /**
   * W3C trace context for the request's `_meta` (`traceparent`, `tracestate`: the keys MCP 2026-07-28
   * reserves), so the server's own spans join the caller's trace. @default none
   */
  traceContext?: { traceparent: string; tracestate?: string };
  /** Answers the server's elicitation during this call when no `client.elicitation` rule matches (a simulated user). */
  elicit?: Elicitor;
}

export async function callTool({
  connection,
  validator,
  tool,
  args,
  timeoutMs,
  step = 0,
  signal,
  now = performanceNow,
  traceContext,
  elicit,
}: CallToolOptions): Promise<ToolCallOutcome> {
  const base = { server: connection.name, tool, args, step, startedAt: isoNow() };
  const definition = connection.tools.find((t) => t.name === tool);
  if (!definition) {
    const offered = connection.tools.map((t) => t.name).join(", ");
    return failedCall(base, 0, "unknown-tool", `server "${connection.name}" has no tool "${tool}" (it offers: ${offered || "none"})`);
  }
  const unusable = unusableReason(definition);
  if (unusable) return failedCall(base, 0, "protocol", `tool "${tool}" of server "${connection.name}" cannot be used: ${unusable}`);

  // Invalid arguments are recorded, but the call still goes out: what the
  // server does with them is part of what we measure.
  const argsCheck = validator.check(definition.inputSchema, args);

  const abortedBefore = signal?.aborted === true;
  const scope = connection.traffic.begin(tool, step, elicit);
  // Asking for progress costs nothing; the last value tells how far a slow or timed-out call got.
  const params = { name: tool, arguments: args, _meta: { ...traceContext, progressToken: scope.progressToken } };
  const progressField = () => (scope.progress ? { progress: scope.progress } : {});
  // The call's traffic is closed the moment its answer or failure is known, in the same tick, as a progress value is read.
  let traffic: Traffic | undefined;
  const end = (): Traffic => (traffic ??= scope.end());
  const sent = await recordRequest<CallToolResult>({
    base,
    send: () => connection.client.callTool(params, { signal, timeout: timeoutMs, toolDefinition: withoutOutputSchema(definition) }),
    text: resultText,
    timeoutMs,
    signal,
    now,
    answered: (result) => {
      end();
      return { isError: result.isError === true, ...progressField() };
    },
    failed: (kind, message) => {
      // Why the transport closed the connection itself explains a transport failure.
      const why = kind === "transport" ? connection.closedBecause : undefined;
      // The SDK tells the server (notifications/cancelled) when a request times out or is aborted.
      const cancelSent = !abortedBefore && (kind === "timeout" || kind === "aborted");
      const fields = { ...progressField(), ...(cancelSent ? { cancelSent } : {}) };
      end();
      // An authorization failure names the server and the scope; the tool it stopped is said here.
      if (kind === "auth") return { message: `${message} (calling tool "${tool}")`, fields };
      return {
        message: why && !message.includes(why) ? `${message}: ${why}` : message,
        fields,
      };
    },
  });
  if (!sent.answered) return { record: sent.record, result: undefined, traffic: end() };
  const { record, result, text } = sent;
  return { record: judgeAnswer(record, result, text, argsCheck, definition, validator), result, traffic: end() };
}

/** The default clock: one function, not a new one per call. */
const performanceNow = (): number => performance.now();

/** The record of a call the server answered, failed by the first problem answerFailure finds. */
function judgeAnswer(
  record: ToolCallRecord,
  result: CallToolResult,
  text: string,
  argsCheck: SchemaCheck,
  definition: Tool,
  validator: SchemaValidator,
): ToolCallRecord {
  const failure = answerFailure(result, () => text, argsCheck, definition, validator);
  return failure ? { ...record, ok: false, ...failure } : record;
}

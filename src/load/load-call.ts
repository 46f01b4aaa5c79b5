/**
 * One call of a load run, and only what load counts of it: whether it failed,
 * and how (error-kind.ts). A tool call goes straight to the SDK: no call
 * record, result text, traffic scope or progress token, which a run keeps for
 * its report and a load run of a million calls would only throw away (they
 * were most of the client's own CPU per call: bench/load.mjs). What fails a
 * call is decided by the same functions as a recorded call's (tool-answer.ts,
 * classifyCallError), so a kind means the same in both. A resource read, a
 * prompt get, and a tool the connection cannot call take the recorded path.
 */
import type { ResolvedToolTest } from "../config/resolved-config.js";
import { callTestTarget } from "../eval/call-test-target.js";
import { unusableReason } from "../mcp/requests/guard-deep-tools.js";
import { classifyCallError } from "../mcp/requests/record-request.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import { answerFailure, withoutOutputSchema } from "../mcp/requests/tool-answer.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import type { McpCallToolResult } from "../protocol/mcp-types.js";
import { resultText } from "../protocol/result-text.js";
import { loadErrorKind } from "./error-kind.js";

/** The call's error kind as the load report counts it, or undefined when it did what its test expects. */
export async function loadCall(
  test: ResolvedToolTest,
  connection: ServerConnection,
  validator: SchemaValidator,
  signal: AbortSignal,
): Promise<string | undefined> {
  const definition = test.target.kind === "tool" ? connection.tools.find((t) => t.name === test.tool) : undefined;
  if (!definition || unusableReason(definition)) {
    const { record } = await callTestTarget(test, connection, validator, signal);
    return counted(test, record.ok ? undefined : loadErrorKind(record));
  }
  const argsCheck = validator.check(definition.inputSchema, test.args);
  let result: McpCallToolResult;
  try {
    result = (await connection.client.callTool(
      { name: test.tool, arguments: test.args },
      { signal, timeout: test.timeoutMs, toolDefinition: withoutOutputSchema(definition) },
    )) as McpCallToolResult;
  } catch (error) {
    const [errorKind, message] = classifyCallError(error, test.timeoutMs, signal);
    return counted(test, loadErrorKind({ errorKind, error: message, isError: false }));
  }
  const failure = answerFailure(result, () => resultText(result), argsCheck, definition, validator);
  return counted(test, failure ? loadErrorKind({ ...failure, isError: failure.errorKind === "tool" }) : undefined);
}

/** A test that expects an error counts its failure as a success (docs/load.md). */
function counted(test: ResolvedToolTest, kind: string | undefined): string | undefined {
  return test.expectedError === undefined ? kind : undefined;
}

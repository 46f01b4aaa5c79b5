/**
 * What every path that calls a tool decides the same way (a recorded call,
 * and the lean call of `mcpvals load`): the definition handed to the SDK, and
 * whether an answer fails the call, by the first of: arguments that break the
 * inputSchema, a tool error, output that breaks the outputSchema.
 */
import type { Tool as SdkTool } from "@modelcontextprotocol/client";
import type { McpCallToolResult as CallToolResult, McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ToolErrorKind } from "../../result/tool-call-record.js";
import type { SchemaCheck, SchemaValidator } from "./schema-validator.js";

/**
 * The SDK's `callTool` validates structured output itself and throws on a
 * mismatch; it gets the tool's definition without its outputSchema, so a bad
 * output is measured as `invalid-output` (the definition still drives the
 * 2026 era's `Mcp-Param-*` header mirroring on HTTP). Made once per listed
 * tool: a load run calls the same tool thousands of times a second.
 */
export function withoutOutputSchema(definition: Tool): SdkTool {
  let sdk = sdkDefinitions.get(definition);
  if (!sdk) {
    const { outputSchema: _validatedHere, ...rest } = definition;
    sdkDefinitions.set(definition, (sdk = rest as SdkTool));
  }
  return sdk;
}

const sdkDefinitions = new WeakMap<Tool, SdkTool>();

export interface AnswerFailure {
  errorKind: Extract<ToolErrorKind, "invalid-args" | "tool" | "invalid-output">;
  error: string;
}

/** Why an answered call failed, or undefined when it passed. `text`: the answer's text, read only for a tool error. */
export function answerFailure(
  result: CallToolResult,
  text: () => string,
  argsCheck: SchemaCheck,
  definition: Tool,
  validator: SchemaValidator,
): AnswerFailure | undefined {
  if (!argsCheck.valid) return { errorKind: "invalid-args", error: `arguments do not match the inputSchema: ${argsCheck.errors}` };
  if (result.isError) return { errorKind: "tool", error: text() || "the tool returned isError: true" };
  if (!definition.outputSchema) return undefined;
  if (result.structuredContent === undefined) {
    return { errorKind: "invalid-output", error: "the tool declares an outputSchema but returned no structuredContent" };
  }
  const outputCheck = validator.check(definition.outputSchema, result.structuredContent);
  if (outputCheck.valid) return undefined;
  return { errorKind: "invalid-output", error: `structuredContent does not match the outputSchema: ${outputCheck.errors}` };
}

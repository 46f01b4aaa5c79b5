/**
 * MCP tools as AI SDK tools. Model APIs restrict tool names
 * (OpenAI: ^[a-zA-Z0-9_-]{1,64}$) while MCP allows dots, slashes and longer
 * names, so names are made safe and mapped back; the trace always records
 * the MCP name.
 */
import { dynamicTool, jsonSchema, type JSONSchema7, type ToolSet } from "ai";
import type { ServerConnection } from "../mcp/connect-server.js";
import type { ToolCallOutcome } from "../mcp/call-tool.js";
import { resultText } from "../mcp/result-text.js";

export interface McpToolSetOptions {
  connection: ServerConnection;
  step: number;
  callTool(tool: string, args: Record<string, unknown>, step: number, signal: AbortSignal): Promise<ToolCallOutcome>;
  signal: AbortSignal;
}

export interface McpToolSet {
  tools: ToolSet;
  /** AI SDK tool name → MCP tool name. */
  mcpName(safeName: string): string | undefined;
  /** Tool call ids that reached `execute`. */
  executed: Set<string>;
}

export function createMcpToolSet({ connection, step, callTool, signal }: McpToolSetOptions): McpToolSet {
  const tools: ToolSet = {};
  const names = new Map<string, string>();
  const executed = new Set<string>();
  const used = new Set<string>();
  for (const definition of connection.tools) {
    const safe = uniqueName(safeToolName(definition.name), used);
    names.set(safe, definition.name);
    tools[safe] = dynamicTool({
      description: definition.description ?? "",
      inputSchema: jsonSchema(definition.inputSchema as JSONSchema7),
      execute: async (input, options) => {
        executed.add(options.toolCallId);
        const callSignal = options.abortSignal ? AbortSignal.any([signal, options.abortSignal]) : signal;
        const args = input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
        const { record, result } = await callTool(definition.name, args, step, callSignal);
        // The full text, not the record's clipped copy: the model reads all of what the tool said.
        return toolMessage(record, result ? resultText(result) : undefined);
      },
    });
  }
  return { tools, mcpName: (safeName) => names.get(safeName), executed };
}

/** What the model reads back: the tool's own words, or a plain error it can react to. */
export function toolMessage(record: ToolCallOutcome["record"], text: string | undefined): string {
  if (text === undefined) return `Error (${record.errorKind}): ${record.error}`;
  if (record.isError) return `Tool error: ${text}`;
  return text;
}

export function safeToolName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
  return cleaned || "tool";
}

/** `name`, or `name_2`, `name_3`... when taken; records the result in `used`. */
export function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let i = 2; used.has(candidate); i++) candidate = `${name.slice(0, 60)}_${i}`;
  used.add(candidate);
  return candidate;
}

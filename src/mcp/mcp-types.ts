/**
 * The MCP shapes the rest of mcpvals works with. Only mcp/ imports the SDK;
 * everything outside it uses these names, so a change of SDK (v1 → v2 was
 * one) stays inside this folder.
 */
import type { CallToolResult, JSONRPCMessage, Tool } from "@modelcontextprotocol/client";

/** A JSON Schema object as tools declare them (`type: "object"`, properties by name). */
export interface McpObjectSchema {
  [key: string]: unknown;
  type: "object";
  properties?: Record<string, object>;
  required?: string[];
}

/**
 * A tool as a server lists it (`tools/list`): name, description, input and
 * output schema. The SDK types property schemas as any JSON value; servers
 * send objects, and the code that reads them (search, fallbacks, schema diff)
 * relies on that, so the schemas are typed as objects here.
 */
export type McpTool = Omit<Tool, "inputSchema" | "outputSchema"> & { inputSchema: McpObjectSchema; outputSchema?: McpObjectSchema };

/** What `tools/call` answers: content blocks, optional structuredContent, isError. */
export type McpCallToolResult = CallToolResult;

/** One JSON-RPC message on the wire (request, notification or response). */
export type McpJsonRpcMessage = JSONRPCMessage;

/**
 * The MCP shapes the rest of mcpvals works with. Only protocol/ and mcp/
 * import the SDK; everything else uses these names, so a change of SDK
 * (v1 → v2 was one) stays inside those two folders.
 */
import type {
  CallToolResult,
  ClientCapabilities,
  GetPromptResult,
  JSONRPCMessage,
  Prompt,
  ReadResourceResult,
  Resource,
  Tool,
} from "@modelcontextprotocol/client";

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

/** What a client declares in `initialize` (roots, sampling, elicitation, extensions). */
export type McpClientCapabilities = ClientCapabilities;

/** A resource as `resources/list` lists it (uri, name, mimeType, ...). */
export type McpResource = Resource;

/** A resource template as `resources/templates/list` lists it (uriTemplate, name, mimeType, ...). */
export type McpResourceTemplate = Omit<Resource, "uri"> & { uriTemplate: string };

/** A prompt as `prompts/list` lists it (name, arguments). */
export type McpPrompt = Prompt;

/** What `resources/read` answers: text or blob contents. */
export type McpReadResourceResult = ReadResourceResult;

/** What `prompts/get` answers: messages. */
export type McpGetPromptResult = GetPromptResult;

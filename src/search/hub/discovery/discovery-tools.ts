/**
 * The three discovery tools (search_tools, get_tool_schema, call_tool): their
 * names, descriptions, zod input schemas and handlers over a ToolHub. The
 * proxy serves them as MCP tools; a discovery-mode workflow offers exactly
 * these to its model. One definition, so what an eval measures is what the
 * proxy does.
 */
import { z } from "zod";
import type { McpCallToolResult, McpTool as Tool } from "../../../protocol/mcp-types.js";
import { SearchModeSchema } from "../../../result/search-mode.js";
import type { DiscoveryBackend, HubCallResult } from "./discovery-backend.js";

export const SearchToolsInput = z.object({
  query: z.string().min(1).describe('What you want to do, in plain words (e.g. "add two numbers")'),
  mode: SearchModeSchema.optional().describe("lexical, semantic, hybrid or llm (default: the config's search.mode)"),
  limit: z.number().int().min(1).max(50).optional().describe("How many tools to return (default 10)"),
  server: z.string().optional().describe("Only this server's tools"),
});

export const ToolRefInput = z.object({
  server: z.string().min(1).describe("Server name, as search_tools returns it"),
  tool: z.string().min(1).describe("Tool name, as search_tools returns it"),
});

export const CallToolInput = ToolRefInput.extend({
  arguments: z.record(z.string(), z.unknown()).optional().describe("The tool's arguments, matching its inputSchema (see get_tool_schema)"),
});

/** One discovery tool: what a model is offered and what answers it. */
export interface DiscoveryTool<S extends z.ZodObject = z.ZodObject, B = DiscoveryBackend> {
  name: string;
  description: string;
  input: S;
  run(hub: B, args: z.output<S>, context: { signal?: AbortSignal; step?: number }): Promise<McpCallToolResult>;
}

/** A JSON answer as tool content (isError for a failure the caller should read). */
export function jsonResult(value: unknown, isError = false): McpCallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 1) }], ...(isError ? { isError: true } : {}) };
}

const searchTools: DiscoveryTool<typeof SearchToolsInput> = {
  name: "search_tools",
  description:
    "Find tools for a task among every configured MCP server. Returns the best matches (server, tool, score, description), best first. Then read one with get_tool_schema and run it with call_tool.",
  input: SearchToolsInput,
  async run(hub, { query, mode, limit, server }, { signal }) {
    const { hits, unreachable, note } = await hub.search(query, { mode, limit, server, signal });
    return jsonResult({ tools: hits, ...(unreachable.length > 0 ? { unreachable } : {}), ...(note ? { note } : {}) });
  },
};

const getToolSchema: DiscoveryTool<typeof ToolRefInput> = {
  name: "get_tool_schema",
  description: "The full definition of one tool (description, inputSchema, outputSchema), to know its arguments before call_tool.",
  input: ToolRefInput,
  async run(hub, { server, tool }, { signal }) {
    const definition = await hub.schema(server, tool, signal);
    if (!definition) return jsonResult({ error: `server "${server}" has no tool "${tool}"; use search_tools to find one` }, true);
    return jsonResult({ server, ...definition });
  },
};

const callToolTool: DiscoveryTool<typeof CallToolInput> = {
  name: "call_tool",
  description:
    "Run a tool of a server with arguments. On failure the answer is { success: false, error, fallback_suggestions } naming other tools that may do the job.",
  input: CallToolInput,
  async run(hub, { server, tool, arguments: args = {} }, { signal, step }) {
    return callResult(await hub.call(server, tool, args, { signal, step }));
  },
};

/** The downstream answer as is on success; on failure a JSON object with the error, the suggestions and an automatic fallback's result. */
export function callResult(call: HubCallResult): McpCallToolResult {
  if (call.success && call.result) return call.result;
  const text = (result: McpCallToolResult | undefined) => result?.content?.flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n");
  return jsonResult(
    {
      success: false,
      error: call.error,
      ...(call.fallback_suggestions ? { fallback_suggestions: call.fallback_suggestions } : {}),
      ...(call.fallback ? { fallback: { ...call.fallback, result: text(call.fallback.result) } } : {}),
    },
    true,
  );
}

/** search_tools, get_tool_schema, call_tool: in this order. */
export const DISCOVERY_TOOLS: readonly DiscoveryTool[] = [searchTools, getToolSchema, callToolTool] as unknown as readonly DiscoveryTool[];

/** The discovery tools as MCP tool definitions (JSON Schema inputs), as a model is offered them. */
export function discoveryDefinitions(): Tool[] {
  return DISCOVERY_TOOLS.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.input) as Tool["inputSchema"],
  }));
}

/**
 * What the discovery tools run on, and what a call through them returns: the
 * proxy's ToolHub and a discover-mode workflow both implement it.
 */
import type { McpCallToolResult, McpTool as Tool } from "../../../protocol/mcp-types.js";
import type { ToolCallRecord } from "../../../result/tool-call-record.js";
import type { SearchMode } from "../../../result/search-mode.js";
import type { FoundTool } from "./find-tools.js";

/** What call() returns: the downstream result, or why it failed and what to try instead. */
export interface HubCallResult {
  success: boolean;
  record: ToolCallRecord;
  result?: McpCallToolResult;
  error?: string;
  fallback_suggestions?: Array<{ server: string; tool: string; similarity: number; success_rate: number | null; reason: string }>;
  /** The first suggestion, called automatically (autoRetryFallback). */
  fallback?: { server: string; tool: string; success: boolean; result?: McpCallToolResult; error?: string };
}

/** What the discovery tools run on: the proxy's ToolHub, or a workflow's tools in discover mode. */
export interface DiscoveryBackend {
  search(
    query: string,
    options: { mode?: SearchMode; limit?: number; server?: string; signal?: AbortSignal },
  ): Promise<{ hits: FoundTool[]; unreachable: Array<{ server: string; error: string }>; note: string | null }>;
  schema(server: string, tool: string, signal?: AbortSignal): Promise<Tool | undefined>;
  call(
    server: string,
    tool: string,
    args: Record<string, unknown>,
    options: { signal?: AbortSignal; step?: number },
  ): Promise<HubCallResult>;
}

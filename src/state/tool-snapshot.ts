import type { McpTool as Tool } from "../protocol/mcp-types.js";
import { toolHash } from "../protocol/tools-hash.js";
import type { ToolSnapshot } from "./state-files.js";

/** What the state folder keeps of a tool: its hash and the parts the change list compares. */
export function toolSnapshot(tool: Tool): ToolSnapshot {
  return {
    hash: toolHash(tool),
    title: tool.title ?? null,
    description: tool.description ?? null,
    inputSchema: { ...tool.inputSchema },
    outputSchema: tool.outputSchema ? { ...tool.outputSchema } : null,
    annotations: tool.annotations ? { ...tool.annotations } : null,
  };
}

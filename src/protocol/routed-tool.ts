import type { McpTool as Tool } from "./mcp-types.js";

/** A tool as the agent sees it. */
export interface RoutedTool {
  /** Name the agent uses: plain, or `server__tool` when two servers offer the same name. */
  exposedName: string;
  server: string;
  /** The server's own definition (its own name). */
  definition: Tool;
}

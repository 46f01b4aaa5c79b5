import type { McpPrompt as Prompt, McpResource as Resource, McpResourceTemplate as ResourceTemplate } from "./mcp-types.js";

/** What a server offers besides tools. A list is undefined when listing it failed (not known, not "none"). */
export interface ServerOfferings {
  resources: Resource[] | undefined;
  resourceTemplates: ResourceTemplate[] | undefined;
  prompts: Prompt[] | undefined;
}

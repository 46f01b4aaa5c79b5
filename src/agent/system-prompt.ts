/** The system prompt of an Agent that sets none, and of the LLM driver that runs config workflows. */
export const DEFAULT_SYSTEM_PROMPT =
  "You are an assistant with access to tools from MCP servers. Use the tools to do what the user asks, then answer briefly with the result.";

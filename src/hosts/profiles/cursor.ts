/** Cursor (the AI editor). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";
const LIMITS = {
  url: "https://easymanage.com/res/docs/tutorials/ai-solutions/chapter-3-mcp-advanced",
  read: READ,
  note: '"Cursor allows maximum total of 40 Tools from all MCP Servers" and "Server Name + Tool Name length must be <= 60 chars" (third-party tutorial; Cursor\'s own docs were not found stating either).',
};

export const CURSOR: HostProfile = {
  kind: "host",
  id: "cursor",
  version: "1",
  title: "Cursor",
  modelApi: "openai",
  clientInfo: { name: "cursor-vscode", version: "1.0.0" },
  capabilities: { roots: { listChanged: false } },
  declaredSource: {
    url: "https://www.orbital.co.nz/post/mcp-client-feature-support",
    read: READ,
    note: 'Recorded initialize messages (protocol 2025-11-25) send clientInfo {"name":"cursor-vscode","version":"1.0.0"} (not the app version) and capabilities {"roots":{"listChanged":false}}; feature matrix: no sampling, no elicitation.',
  },
  naming: { prefix: "", onInvalid: "rejected", maxLength: 60, lengthCounts: "server-and-name", source: LIMITS },
  limits: [
    {
      id: "cursor/tool-count",
      what: "tools",
      max: 40,
      effect: "cut",
      summary: "Only the first 40 tools of all MCP servers reach the model; the rest are left out.",
      source: LIMITS,
    },
  ],
  transports: {
    supported: ["stdio", "shttp", "sse"],
    source: { url: "https://cursor.com/docs/context/mcp", read: READ, note: "stdio, SSE and Streamable HTTP servers." },
  },
  oauth: { modes: ["dcr"], source: { url: "https://cursor.com/docs/context/mcp", read: READ, note: "OAuth for remote servers." } },
  notes: [
    {
      topic: "model API",
      text: "Cursor sends tools to several providers (OpenAI, Anthropic, Google, its own models); openai is applied as the model API. Its name rule matches Anthropic's.",
      sources: [{ url: "https://cursor.com/docs/models", read: READ }],
    },
    {
      topic: "limits",
      text: 'The 40-tool and 60-character limits come from a third-party guide and user reports ("degrades past ~40", mcptrove.com); Cursor\'s docs do not state them. The name prefix Cursor builds is not documented: the 60-character cap is applied to server name + tool name.',
      sources: [LIMITS, { url: "https://mcptrove.com/blog/cursor-tool-limit-math", read: READ }],
    },
  ],
};

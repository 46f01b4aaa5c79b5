/** ChatGPT apps and connectors (remote MCP servers). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const CHATGPT: HostProfile = {
  kind: "host",
  id: "chatgpt",
  version: "1",
  title: "ChatGPT (apps and connectors)",
  modelApi: "openai",
  clientInfo: { name: "openai-mcp", version: "1.0.0" },
  capabilities: {
    experimental: { "openai/visibility": { enabled: true } },
    extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } },
  },
  declaredSource: {
    url: "https://developers.openai.com/apps-sdk/build/mcp-server",
    read: READ,
    note: 'Recorded initialize / server/discover messages from ChatGPT send clientInfo {"name":"openai-mcp","version":"1.0.0"} and capabilities {"experimental":{"openai/visibility":{"enabled":true}},"extensions":{"io.modelcontextprotocol/ui":{...}}}; no roots, sampling or elicitation.',
  },
  naming: {
    prefix: "",
    onInvalid: "rejected",
    source: {
      url: "https://developers.openai.com/apps-sdk/build/mcp-server",
      read: READ,
      note: "Tool names are the server's; no prefix is documented.",
    },
  },
  limits: [],
  transports: {
    supported: ["shttp", "sse"],
    source: {
      url: "https://developers.openai.com/apps-sdk/build/mcp-server",
      read: READ,
      note: "Remote servers only, over Streamable HTTP (SSE supported).",
    },
  },
  oauth: {
    modes: ["dcr", "cimd"],
    source: {
      url: "https://developers.openai.com/apps-sdk/build/auth",
      read: READ,
      note: "OAuth 2.1 with dynamic client registration; client ID metadata documents.",
    },
  },
  notes: [
    {
      topic: "model API",
      text: "ChatGPT's internal tool handling is not documented; openai function calling is applied as the closest published rule set.",
      sources: [{ url: "https://developers.openai.com/apps-sdk/build/mcp-server", read: READ }],
    },
  ],
};

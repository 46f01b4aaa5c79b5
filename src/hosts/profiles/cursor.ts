/** Cursor (the AI editor). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";
const TOOL_COUNT = {
  url: "https://github.com/getsentry/sentry-mcp-stdio/issues/3",
  read: READ,
  note: 'Cursor\'s own MCP docs (docs.cursor.com/context/model-context-protocol#tool-quantity, 2025), quoted in getsentry/sentry-mcp-stdio#3, bun913/mcp-testrail#6 and anyproto/anytype-mcp#5: "Currently, Cursor will only send the first 40 tools to the Agent."',
};
const NAME_LENGTH = {
  url: "https://github.com/ComposioHQ/composio/issues/2788",
  read: READ,
  note: 'Cursor\'s MCP settings warn "Some tools have naming issues and may be filtered out": "g: GOOGLESHEETS_SPREADSHEETS_VALUES_BATCH_CLEAR_BY_DATA_FILTER – Combined server and tool name length (60) exceeds 60 characters" (Cursor, Feb 2026: 60 is already refused); the tools are filtered out, not sent (awslabs/mcp#1283, Cursor 1.6.14; idosal/git-mcp#163).',
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
  naming: { prefix: "", onInvalid: "cut", maxLength: 59, lengthCounts: "server-and-name", source: NAME_LENGTH },
  limits: [
    {
      id: "cursor/tool-count",
      what: "tools",
      max: 40,
      effect: "cut",
      summary: "Only the first 40 tools of all MCP servers reach the model; the rest are left out.",
      source: TOOL_COUNT,
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
      topic: "tool count",
      text: "The 40 is Cursor's documented rule (2025, quoted by server authors); a later report says Cursor warns past 80 tools in all and that the limit \"was previously 40\" (Snowflake-Labs/mcp#77, Sept 2025), without saying whether tools past 80 are left out. Sources disagree and Cursor's current docs were not found stating either: the documented 40 is applied.",
      sources: [TOOL_COUNT, { url: "https://github.com/Snowflake-Labs/mcp/issues/77", read: READ }],
    },
    {
      topic: "name length",
      text: "Cursor's own warning counts the server's name plus the tool's and refuses a total of 60 while saying it \"exceeds 60\": at most 59 is applied. The prefix Cursor gives a tool for the model is not documented; the names go unprefixed here. Names that break the model API's character rule are also \"naming issues\" there and are left out the same way.",
      sources: [NAME_LENGTH, { url: "https://github.com/awslabs/mcp/issues/1283", read: READ }],
    },
  ],
};

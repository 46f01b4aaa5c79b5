/** Google's Gemini CLI. */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";
const DOC = "https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md";
// The source read: google-gemini/gemini-cli at 5411f113 (2026-08-21, packages/core 0.56.0-nightly.20260806).
const AT = "https://github.com/google-gemini/gemini-cli/blob/5411f113cafae26161b4969b0237b8e1e024e2c2/packages/core/src";

export const GEMINI_CLI: HostProfile = {
  kind: "host",
  id: "gemini-cli",
  version: "1",
  title: "Gemini CLI",
  modelApi: "gemini",
  clientInfo: { name: "gemini-cli-mcp-client", version: "0.56.0" },
  capabilities: { roots: { listChanged: true } },
  declaredSource: {
    url: `${AT}/tools/mcp-client.ts`,
    read: READ,
    note: "connectToMcpServer: new Client({name: 'gemini-cli-mcp-client', version: clientVersion}) (the CLI's own version), then registerCapabilities({roots: {listChanged: true}}) and a roots/list handler; no sampling or elicitation.",
  },
  naming: {
    prefix: "mcp_{server}_",
    onInvalid: "renamed",
    rewrite: "middle-ellipsis",
    maxLength: 63,
    source: {
      url: `${AT}/tools/mcp-tool.ts`,
      read: READ,
      note: "DiscoveredMCPTool is named generateValidName(`${serverName}_${serverToolName}`): mcp_ prefixed, characters outside [a-zA-Z0-9_.:-] replaced with _, and over 63 characters (MAX_FUNCTION_NAME_LENGTH 64 minus one) cut to the first 30 + '...' + the last 30.",
    },
  },
  limits: [],
  schemaRulesNotApplied: {
    ids: ["gemini/unsupported-keywords"],
    source: {
      url: `${AT}/tools/tools.ts`,
      read: READ,
      note: "DeclarativeTool.getSchema sends the inputSchema as parametersJsonSchema, which Google documents as JSON Schema (https://ai.google.dev/api/caching#FunctionDeclaration); every report of these keywords refused is for the older `parameters` field, so the rule is not applied here (a report for parametersJsonSchema would bring it back).",
    },
  },
  transports: {
    supported: ["stdio", "shttp", "sse"],
    source: { url: DOC, read: READ, note: "command (stdio), url (SSE) or httpUrl (Streamable HTTP)." },
  },
  oauth: {
    modes: ["dcr", "pre-registered"],
    source: { url: DOC, read: READ, note: "OAuth discovery with dynamic client registration, or a configured clientId/clientSecret." },
  },
  notes: [
    {
      topic: "schema sent",
      text: "The tool's inputSchema goes to Gemini as parametersJsonSchema (DeclarativeTool.getSchema), unchanged except one added optional boolean property, wait_for_previous (addWaitForPreviousParameter), which the model may set; no keyword is removed. The Gemini keyword rule (reported for the older parameters field) is therefore not applied: Gemini's docs say parametersJsonSchema takes JSON Schema and no report of those keywords failing there was found (none of success either; see the gemini profile).",
      sources: [{ url: `${AT}/tools/tools.ts`, read: READ }],
    },
    {
      topic: "docs vs code",
      text: "The docs page describes the older naming (no prefix, a middle ___, serverName__toolName only for a name two servers share); the code at 5411f113 always qualifies as mcp_<server>_<tool>. The code is applied.",
      sources: [{ url: DOC, read: READ }],
    },
  ],
};

/** Google's Gemini CLI. */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";
const DOC = "https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md";

export const GEMINI_CLI: HostProfile = {
  kind: "host",
  id: "gemini-cli",
  version: "1",
  title: "Gemini CLI",
  modelApi: "gemini",
  clientInfo: { name: "gemini-cli-mcp-client", version: "0.0.1" },
  capabilities: { roots: { listChanged: true } },
  declaredSource: {
    url: "https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/tools/mcp-client.ts",
    read: READ,
    note: 'The MCP client is created as {name: "gemini-cli-mcp-client", version: "0.0.1"} with capabilities {roots: {listChanged: true}}; no sampling or elicitation.',
  },
  naming: {
    prefix: "",
    onInvalid: "renamed",
    rewrite: "middle-ellipsis",
    maxLength: 63,
    source: {
      url: DOC,
      read: READ,
      note: "Invalid characters are replaced with underscores and names longer than 63 characters are shortened with a middle ___; a name two servers share is prefixed serverName__toolName.",
    },
  },
  limits: [],
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
      topic: "schema sanitising",
      text: "Gemini CLI sanitises schemas before sending them (removing $schema and additionalProperties, and defaults in some anyOf shapes, per a summary of its source); its code was not run here, so no dropped-keyword rule is applied.",
      sources: [{ url: "https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/tools/mcp-client.ts", read: READ }],
    },
  ],
};

/** OpenAI Codex (CLI and IDE extension). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";
const MANAGER = "https://github.com/openai/codex/blob/main/codex-rs/core/src/mcp_connection_manager.rs";

export const CODEX: HostProfile = {
  kind: "host",
  id: "codex",
  version: "1",
  title: "Codex",
  modelApi: "openai",
  clientInfo: { name: "codex-mcp-client", version: "0.157.0" },
  capabilities: { elicitation: {} },
  declaredSource: {
    url: MANAGER,
    read: READ,
    note: 'CODEX_MCP_CLIENT_NAME = "codex-mcp-client"; the connection manager imports ElicitationCapability and answers elicitation requests (approvals); no roots or sampling handler.',
  },
  naming: {
    prefix: "{server}__",
    onInvalid: "renamed",
    rewrite: "hash-suffix",
    source: {
      url: MANAGER,
      read: READ,
      note: "Tools are keyed by the fully-qualified name <server>__<tool> (MCP_TOOL_NAME_DELIMITER); a name over MAX_TOOL_NAME_LENGTH (64) is shortened with a SHA-1 hash so it stays OpenAI-compatible.",
    },
  },
  limits: [],
  transports: {
    supported: ["stdio", "shttp"],
    source: {
      url: "https://developers.openai.com/codex/mcp",
      read: READ,
      note: "STDIO servers and Streamable HTTP servers (url, bearer_token_env_var).",
    },
  },
  oauth: {
    modes: ["dcr"],
    source: {
      url: "https://developers.openai.com/codex/mcp",
      read: READ,
      note: "codex mcp login <server> runs OAuth for Streamable HTTP servers.",
    },
  },
  notes: [
    {
      topic: "name qualification",
      text: "Early versions used the bare tool name when it was unique; current ones always qualify. The current scheme is applied. Codex's capability declaration was read from source, not from a recorded handshake.",
      sources: [{ url: MANAGER, read: READ }],
    },
  ],
};

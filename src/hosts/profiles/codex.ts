/** OpenAI Codex (CLI and IDE extension). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";
const MANAGER = "https://github.com/openai/codex/blob/main/codex-rs/core/src/mcp_connection_manager.rs";
// The naming code read: openai/codex at 00a35b1b, codex-rs/codex-mcp/src/tools.rs.
const TOOLS = "https://github.com/openai/codex/blob/00a35b1bf7756fef83d5100d40804d2a9c4e6a04/codex-rs/codex-mcp/src/tools.rs";

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
    prefix: "mcp__{server}__",
    onInvalid: "renamed",
    rewrite: "hash-suffix",
    source: {
      url: TOOLS,
      read: READ,
      note: 'normalize_tools_for_model_with_prefix: namespace mcp__<server> (LEGACY_MCP_TOOL_NAME_PREFIX, on unless the NonPrefixedMcpToolNames feature is set), delimiter "__", names sanitized (sanitize_responses_api_tool_name); over MAX_TOOL_NAME_LENGTH 64 the tool part is cut and "_" + 12 hex digits of a SHA-1 appended (fit_callable_parts_with_hash).',
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
      text: "Early versions used the bare tool name when it was unique, later <server>__<tool> with a 40-digit SHA-1 suffix; current ones send mcp__<server> as a Responses API namespace and the tool under it, 64 characters in all. The current scheme is applied (the hash input there is the raw server and tool identity, so the suffix digits differ; the length is the same). Codex's capability declaration was read from source (client_elicitation_capability: ElicitationCapability::default() unless the AuthElicitation feature is on), not from a recorded handshake.",
      sources: [
        { url: TOOLS, read: READ },
        { url: MANAGER, read: READ },
      ],
    },
  ],
};

/** Claude Code (Anthropic's CLI agent). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const CLAUDE_CODE: HostProfile = {
  kind: "host",
  id: "claude-code",
  version: "1",
  title: "Claude Code",
  modelApi: "anthropic",
  clientInfo: { name: "claude-code", version: "2.1.293" },
  capabilities: { roots: { listChanged: true }, elicitation: { form: {}, url: {} } },
  declaredSource: {
    url: "https://canimcp.dev/client/claude-code",
    read: READ,
    note: 'clientInfo.name claude-code; roots and elicitation supported, sampling not. A recorded 2.1.293 handshake declares {"roots":{"listChanged":true},"elicitation":{"form":{},"url":{}}} and no extensions (public probe log).',
  },
  naming: {
    prefix: "mcp__{server}__",
    onInvalid: "rejected",
    source: {
      url: "https://github.com/anthropics/claude-code/issues/955",
      read: READ,
      note: 'MCP tools reach the model as mcp__<server>__<tool>; a name over 64 characters fails the session with "tools.N.custom.name: String should have at most 64 characters" (also anthropics/claude-code#19882, cloudflare/skills#11).',
    },
  },
  limits: [],
  transports: {
    supported: ["stdio", "shttp", "sse"],
    source: { url: "https://docs.anthropic.com/en/docs/claude-code/mcp", read: READ, note: "stdio, HTTP, and SSE (deprecated) servers." },
  },
  oauth: {
    modes: ["dcr", "cimd", "pre-registered"],
    source: {
      url: "https://docs.anthropic.com/en/docs/claude-code/mcp",
      read: READ,
      note: "OAuth 2.0 for remote servers via /mcp; a client ID and secret can be configured.",
    },
  },
  notes: [
    {
      topic: "tool count and token budget",
      text: "Claude Code defers MCP tool definitions behind tool search when they are large; no hard tool-count cap is documented, so none is applied.",
      sources: [{ url: "https://docs.anthropic.com/en/docs/claude-code/mcp", read: READ }],
    },
    {
      topic: "plugin servers",
      text: "Servers shipped in a plugin get a longer prefix, mcp__plugin_<plugin>_<server>__ (thedotmack/claude-mem#360); the plain prefix is applied.",
      sources: [{ url: "https://github.com/thedotmack/claude-mem/pull/360", read: READ }],
    },
  ],
};

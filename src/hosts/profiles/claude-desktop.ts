/** Claude Desktop (and claude.ai connectors: both identify as claude-ai). */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const CLAUDE_DESKTOP: HostProfile = {
  kind: "host",
  id: "claude-desktop",
  version: "1",
  title: "Claude Desktop",
  modelApi: "anthropic",
  clientInfo: { name: "claude-ai", version: "0.1.0" },
  capabilities: { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } } },
  declaredSource: {
    url: "https://www.orbital.co.nz/post/mcp-client-feature-support",
    read: READ,
    note: 'Recorded initialize messages of Claude Desktop send clientInfo {"name":"claude-ai","version":"0.1.0"} (the same for claude.ai web); recent ones declare only the MCP Apps extension io.modelcontextprotocol/ui. Feature matrix: elicitation planned, sampling not yet.',
  },
  naming: {
    prefix: "",
    onInvalid: "rejected",
    source: {
      url: "https://github.com/metatool-ai/mcp-server-metamcp/issues/17",
      read: READ,
      note: "Tool names over 64 characters fail in Claude (the Anthropic API's rule); the prefix Claude Desktop adds internally is not documented.",
    },
  },
  limits: [],
  transports: {
    supported: ["stdio", "shttp", "sse"],
    source: {
      url: "https://support.claude.com/en/articles/11175166-getting-started-with-custom-connectors-using-remote-mcp",
      read: READ,
      note: "Local servers over stdio (config file or desktop extensions); remote connectors over Streamable HTTP and SSE.",
    },
  },
  oauth: {
    modes: ["dcr", "cimd", "pre-registered"],
    source: {
      url: "https://git.lucode.dev/anthropics/claude-plugins-official/raw/commit/f4b5494fb45946c1256e883001300dad87ffa036/plugins/mcp-server-dev/skills/build-mcp-app/references/directory-checklist.md",
      read: READ,
      note: "OAuth (DCR or CIMD) or none; a client ID and secret can be entered for a custom connector.",
    },
  },
  notes: [
    {
      topic: "name prefix",
      text: "Sources are silent on the name Claude Desktop gives an MCP tool; no prefix is applied, only the Anthropic API's rule.",
      sources: [{ url: "https://github.com/metatool-ai/mcp-server-metamcp/issues/17", read: READ }],
    },
  ],
};

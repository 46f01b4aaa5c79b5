/** VS Code with GitHub Copilot agent mode. */
import type { HostProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const VSCODE: HostProfile = {
  kind: "host",
  id: "vscode",
  version: "1",
  title: "VS Code (Copilot agent mode)",
  modelApi: "openai",
  clientInfo: { name: "Visual Studio Code", version: "1.140.0" },
  capabilities: {
    roots: { listChanged: true },
    sampling: {},
    elicitation: { form: {}, url: {} },
    extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } },
  },
  declaredSource: {
    url: "https://code.visualstudio.com/docs/copilot/chat/mcp-servers",
    read: READ,
    note: 'Recorded initialize messages of VS Code 1.138-1.140 declare roots (listChanged), sampling, elicitation (form, url), tasks and the MCP Apps extension io.modelcontextprotocol/ui, with clientInfo {"name":"Visual Studio Code","version":"1.140.0"}.',
  },
  naming: {
    prefix: "",
    onInvalid: "rejected",
    source: {
      url: "https://code.visualstudio.com/docs/copilot/chat/mcp-servers",
      read: READ,
      note: "The name VS Code gives an MCP tool for the model is not documented; only the model API's rule is applied.",
    },
  },
  limits: [
    {
      id: "vscode/tool-count",
      what: "tools",
      max: 128,
      effect: "rejected",
      summary: 'More than 128 tools in one request fails it ("You may not include more than 128 tools in your request").',
      source: {
        url: "https://github.com/microsoft/vscode-docs/blob/6a35b0f4de763e601a34c54cab7a95b60e0406f8/docs/agents/agent-tools.md",
        read: READ,
        note: 'VS Code docs, agent tools FAQ: "A chat request can have a maximum of 128 tools enabled at a time" (error "Cannot have more than 128 tools per request."; deselect tools or enable virtual tools). Copilot Chat\'s code: if (_options.tools && _options.tools.length > 128 && !_endpoint.supportsToolSearch) throw new Error(\'Cannot have more than 128 tools per request.\') (microsoft/vscode-copilot-chat, src/extension/conversation/vscode-node/languageModelAccess.ts).',
      },
    },
  ],
  transports: {
    supported: ["stdio", "shttp", "sse"],
    source: { url: "https://code.visualstudio.com/docs/copilot/chat/mcp-servers", read: READ, note: "type stdio, http or sse." },
  },
  oauth: {
    modes: ["dcr", "cimd", "pre-registered"],
    source: {
      url: "https://code.visualstudio.com/docs/copilot/chat/mcp-servers",
      read: READ,
      note: "OAuth with dynamic registration, or a client ID entered by the user.",
    },
  },
  notes: [
    {
      topic: "tool count",
      text: "The 128 cap counts built-in and extension tools too, so a server gets fewer. It does not apply where the model endpoint supports tool search (the code's !supportsToolSearch), or when virtual tools (github.copilot.chat.virtualTools.threshold) group a large set; reports also say VS Code loads a subset silently instead of failing (mario-andreschak/mcp-abap-abap-adt-api#13). The documented error is applied to the servers' own tools.",
      sources: [{ url: "https://github.com/mario-andreschak/mcp-abap-abap-adt-api/issues/13", read: READ }],
    },
    {
      topic: "model API and prefix",
      text: "Copilot sends tools to OpenAI, Anthropic and Google models; openai is applied. The tool-name prefix is not documented, so no name rule beyond the model API's is applied to it.",
      sources: [{ url: "https://docs.github.com/en/copilot/reference/ai-models/supported-models", read: READ }],
    },
  ],
};

/** xAI (Grok) function calling, OpenAI-compatible. */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const XAI: ModelApiProfile = {
  kind: "model-api",
  id: "xai",
  version: "2",
  title: "xAI function calling",
  provider: "xai",
  limits: [
    {
      id: "xai/tool-count",
      what: "tools",
      max: 200,
      effect: "rejected",
      summary: "At most 200 tools in one request.",
      source: {
        url: "https://github.com/router-for-me/CLIProxyAPI/issues/5214",
        read: READ,
        note: 'A first-turn request with 695 function tools to Grok failed with HTTP 400 {"code":"invalid-argument"}; "xAI documents a hard limit of 200 tools per request" (Aug 2026).',
      },
    },
  ],
  schema: [],
  notes: [
    {
      topic: "names and keywords",
      text: "xAI's function-calling guide documents the OpenAI-compatible shape but states no name pattern or keyword subset, and no report of a refused name or schema was found; no rule is applied. The AI SDK provider sends the schema unchanged (measured).",
      sources: [{ url: "https://docs.x.ai/developers/tools/function-calling", read: READ }],
    },
    {
      topic: "tool count",
      text: "The 200 comes from a report quoting xAI's docs and showing the 400; the docs page itself was not read here.",
      sources: [{ url: "https://github.com/router-for-me/CLIProxyAPI/issues/5214", read: READ }],
    },
  ],
};

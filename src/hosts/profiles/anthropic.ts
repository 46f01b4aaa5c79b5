/** Anthropic Messages API tool use (Claude). */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const ANTHROPIC: ModelApiProfile = {
  kind: "model-api",
  id: "anthropic",
  version: "1",
  title: "Anthropic tool use",
  provider: "anthropic",
  toolName: {
    pattern: "^[a-zA-Z0-9_-]{1,64}$",
    maxLength: 64,
    source: {
      url: "https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use",
      read: READ,
      note: 'Tool name must match ^[a-zA-Z0-9_-]{1,64}$; the API answers "tools.N.custom.name: String should have at most 64 characters" (anthropics/claude-code#955).',
    },
  },
  limits: [],
  schema: [],
  notes: [
    {
      topic: "schema keywords",
      text: "input_schema takes a JSON Schema object; no keyword list is documented as refused and no report was found. The AI SDK provider sends it unchanged (measured). No rule is applied.",
      sources: [{ url: "https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use", read: READ }],
    },
    {
      topic: "tool count and description size",
      text: "No documented cap on the number of tools or on description length; none is applied.",
      sources: [{ url: "https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/overview", read: READ }],
    },
  ],
};

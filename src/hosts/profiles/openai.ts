/** OpenAI function calling (Chat Completions / Responses), tools sent without strict mode. */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const OPENAI: ModelApiProfile = {
  kind: "model-api",
  id: "openai",
  version: "1",
  title: "OpenAI function calling",
  provider: "openai",
  toolName: {
    pattern: "^[a-zA-Z0-9_-]{1,64}$",
    maxLength: 64,
    source: {
      url: "https://platform.openai.com/docs/api-reference/chat/create",
      read: READ,
      note: 'function.name: "Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64" (quoted in microsoft/semantic-kernel#5320); the API answers "string too long. Expected a string with maximum length 64" (thedotmack/claude-mem#360).',
    },
  },
  limits: [
    {
      id: "openai/tool-count",
      what: "tools",
      max: 128,
      effect: "rejected",
      summary: "At most 128 functions in one request.",
      source: {
        url: "https://github.com/openai/openai-openapi/pull/76",
        read: READ,
        note: "OpenAI's OpenAPI spec sets maxItems 128 on functions; Copilot relays the API's 'You may not include more than 128 tools in your request' (microsoft/vscode-copilot-release#10496).",
      },
    },
  ],
  schema: [],
  notes: [
    {
      topic: "schema keywords (non-strict)",
      text: 'OpenAI documents no keyword restrictions for function parameters outside strict mode, and reports of rejected keywords concern strict mode only; no rule is applied. The AI SDK provider (@ai-sdk/openai 4.0.118, normalizeOpenAIJsonSchema) sends the schema unchanged except propertyNames, which it removes ("OpenAI does not support JSON Schema propertyNames"), a pattern with regex lookaround, which it removes too, and a singleton allOf reference, which it rewrites to a plain $ref; a non-string propertyNames it refuses to send (measured: reported as dropped / changed / rejected from the diff).',
      sources: [{ url: "https://platform.openai.com/docs/guides/function-calling", read: READ }],
    },
    {
      topic: "description length",
      text: "No documented cap on a function's description or on the definition size; none is applied.",
      sources: [{ url: "https://platform.openai.com/docs/api-reference/chat/create", read: READ }],
    },
  ],
};

/** Google Gemini API function declarations. */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const GEMINI: ModelApiProfile = {
  kind: "model-api",
  id: "gemini",
  version: "1",
  title: "Gemini function calling",
  provider: "google",
  toolName: {
    pattern: "^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$",
    maxLength: 64,
    source: {
      url: "https://firebase.google.com/docs/reference/js/ai.functiondeclaration.md",
      read: READ,
      note: 'FunctionDeclaration.name: "Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a max length of 64"; the API adds dots and colons ("alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-)", AstrBotDevs/AstrBot#5416, google-gemini/gemini-cli#6704).',
    },
  },
  limits: [],
  schema: [
    {
      id: "gemini/unsupported-keywords",
      kind: "keyword",
      keywords: ["propertyNames", "patternProperties", "const", "exclusiveMinimum", "exclusiveMaximum"],
      effect: "rejected",
      summary: 'Keywords outside Gemini\'s schema subset fail the whole request ("Unknown name ... Cannot find field").',
      source: {
        url: "https://github.com/zendev-sh/goai/pull/108",
        read: READ,
        note: 'Reported 400 "Unknown name" errors for propertyNames, patternProperties, const, exclusiveMinimum, exclusiveMaximum (also pizza-bot-app/pizza-bot#62, tailcallhq/forgecode#3426, zed-industries/zed#44875).',
      },
    },
  ],
  notes: [
    {
      topic: "parameters vs parametersJsonSchema",
      text: "The reported rejections come from the OpenAPI-subset `parameters` field. @ai-sdk/google 4.x sends `parametersJsonSchema` instead (measured), which Google documents as JSON Schema; no report of these keywords failing there was found. Sources disagree: the rule stands for clients that use `parameters`.",
      sources: [
        { url: "https://ai.google.dev/api/caching#FunctionDeclaration", read: READ },
        { url: "https://github.com/vercel/ai/issues/6494", read: READ },
      ],
    },
    {
      topic: "name length",
      text: "Google's Python reference says a maximum length of 63, the JS/Firebase reference and the API's own error say 64; 64 is applied.",
      sources: [{ url: "https://ai.google.dev/api/python/google/ai/generativelanguage/FunctionDeclaration", read: READ }],
    },
    {
      topic: "tool count",
      text: "No documented cap on the number of function declarations; none is applied.",
      sources: [{ url: "https://ai.google.dev/gemini-api/docs/function-calling", read: READ }],
    },
  ],
};

/**
 * OpenAI strict mode (structured outputs for function calling): a mode of
 * `openai`, so it carries all of openai's rules plus the strict-schema subset.
 */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";
const SUPPORTED = "https://platform.openai.com/docs/guides/structured-outputs#supported-schemas";

export const OPENAI_STRICT: ModelApiProfile = {
  kind: "model-api",
  id: "openai-strict",
  version: "1",
  title: "OpenAI function calling, strict mode",
  parent: "openai",
  provider: "openai",
  strict: true,
  limits: [],
  schema: [
    {
      id: "openai-strict/root-object",
      kind: "root-object",
      effect: "rejected",
      summary: "The root schema must be an object, not anyOf.",
      source: { url: SUPPORTED, read: READ, note: "Root objects must not be anyOf and must be an object." },
    },
    {
      id: "openai-strict/closed-objects",
      kind: "closed-objects",
      effect: "rejected",
      summary: "Every object must set additionalProperties: false.",
      source: { url: SUPPORTED, read: READ, note: "additionalProperties: false must always be set in objects." },
    },
    {
      id: "openai-strict/all-required",
      kind: "all-required",
      effect: "rejected",
      summary: "Every property must be listed in required (optional ones become nullable).",
      source: { url: SUPPORTED, read: READ, note: "All fields must be required; emulate optional fields with a union with null." },
    },
    {
      id: "openai-strict/unsupported-keywords",
      kind: "keyword",
      keywords: ["allOf", "not", "dependentRequired", "dependentSchemas", "if", "then", "else", "oneOf"],
      effect: "rejected",
      summary: "Composition keywords outside the supported subset are refused.",
      source: {
        url: SUPPORTED,
        read: READ,
        note: "Composition keywords not supported: allOf, not, dependentRequired, dependentSchemas, if, then, else; the API answers \"'oneOf' is not permitted\" (community.openai.com thread 932422).",
      },
    },
  ],
  notes: [
    {
      topic: "nesting depth",
      text: 'The guide allows 10 levels of nesting and 5000 properties; a reported API error says "6 levels of nesting exceeds limit of 5" (tidyverse/ellmer#671). Sources disagree, so no depth rule is applied; a schema too deep for the Agents SDK\'s conversion is reported from that conversion.',
      sources: [
        { url: SUPPORTED, read: READ },
        { url: "https://github.com/tidyverse/ellmer/issues/671", read: READ },
      ],
    },
    {
      topic: "conversion",
      text: "The AI SDK provider (@ai-sdk/openai) sends the schema as the server wrote it with strict: true (measured), so the API's rules apply to the server's own schema. OpenAI's Agents SDK converts instead: see the openai-agents profile.",
      sources: [{ url: "https://github.com/openai/openai-agents-js/blob/main/packages/agents-core/src/mcp.ts", read: READ }],
    },
  ],
};

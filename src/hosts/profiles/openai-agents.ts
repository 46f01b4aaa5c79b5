/**
 * OpenAI's Agents SDK turning MCP tools into strict function tools
 * (`convertSchemasToStrict`): a mode of `openai` whose conversion mcpvals runs
 * (@openai/agents-core mcpToFunctionTool) to see what the model receives.
 */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";
const SOURCE = "https://github.com/openai/openai-agents-js/blob/main/packages/agents-core/src/mcp.ts";

export const OPENAI_AGENTS: ModelApiProfile = {
  kind: "model-api",
  id: "openai-agents",
  version: "1",
  title: "OpenAI Agents SDK, MCP tools converted to strict",
  parent: "openai",
  provider: "openai-agents",
  strict: true,
  limits: [],
  schema: [],
  notes: [
    {
      topic: "conversion",
      text: "Measured by running @openai/agents-core 0.20 mcpToFunctionTool(tool, server, true): optional properties become required and nullable (anyOf with null); a schema it cannot make strict (an open map, allOf) is sent non-strict, with additionalProperties: true added at the root where the server did not set it.",
      sources: [{ url: SOURCE, read: READ }],
    },
  ],
};

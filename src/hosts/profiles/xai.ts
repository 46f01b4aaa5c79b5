/** xAI (Grok) function calling, OpenAI-compatible. */
import type { ModelApiProfile } from "../host-profile.js";

const READ = "2026-11-29";

export const XAI: ModelApiProfile = {
  kind: "model-api",
  id: "xai",
  version: "1",
  title: "xAI function calling",
  provider: "xai",
  limits: [],
  schema: [],
  notes: [
    {
      topic: "names, limits and keywords",
      text: "xAI's function-calling guide documents the OpenAI-compatible shape but states no name pattern, tool cap or keyword subset, and no report of a refused schema was found; no rule is applied. The AI SDK provider sends the schema unchanged (measured).",
      sources: [{ url: "https://docs.x.ai/docs/guides/function-calling", read: READ }],
    },
  ],
};

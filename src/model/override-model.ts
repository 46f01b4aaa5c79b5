/**
 * `--model` (or the action's `model` input) over the config's model. A
 * "provider:model" string for the config's own provider changes the model
 * name only and keeps the rest of the config's settings (baseURL, apiKeyEnv,
 * retries, temperature…): `--model openai-compatible:other` must not lose the
 * config's endpoint. Another provider, or an object, replaces it whole.
 */
import type { ModelSpec } from "../config/schema.js";

export function overrideModel(configured: ModelSpec | undefined, override: ModelSpec | undefined): ModelSpec | undefined {
  if (override === undefined) return configured;
  // A bare model name (`--model llama3`) keeps the config's provider and its settings.
  if (typeof override === "string" && override !== "scripted" && !override.includes(":") && configured !== undefined) {
    if (typeof configured === "object" && configured !== null) return { ...configured, model: override };
    const colon = configured.indexOf(":");
    if (colon > 0) return `${configured.slice(0, colon)}:${override}`;
  }
  if (typeof override !== "string" || typeof configured !== "object" || configured === null) return override;
  const colon = override.indexOf(":");
  if (colon <= 0 || override.slice(0, colon) !== configured.provider) return override;
  return { ...configured, model: override.slice(colon + 1) };
}

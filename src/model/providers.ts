/**
 * Where each provider's key and base URL come from. One table, read by
 * resolveModel and shown in docs/configuration.md ("Providers"), so the
 * conventional variable names live in one place.
 */
import type { PROVIDERS } from "../config/schema.js";

export type Provider = (typeof PROVIDERS)[number];

/** Environment conventions of one provider. */
export interface ProviderEnv {
  /** Variables tried in order for the API key; the first is the one named in errors. */
  keyEnv: readonly string[];
  /** Variable overriding the endpoint base URL. */
  baseUrlEnv: string;
}

export const PROVIDER_ENV: Readonly<Record<Provider, ProviderEnv>> = Object.freeze({
  openai: { keyEnv: ["OPENAI_API_KEY"], baseUrlEnv: "OPENAI_BASE_URL" },
  // Local servers (Ollama, vLLM, LM Studio) need no key: resolveModel asks for one only when apiKeyEnv names it.
  "openai-compatible": { keyEnv: ["OPENAI_COMPATIBLE_API_KEY"], baseUrlEnv: "OPENAI_COMPATIBLE_BASE_URL" },
  anthropic: { keyEnv: ["ANTHROPIC_API_KEY"], baseUrlEnv: "ANTHROPIC_BASE_URL" },
  // GEMINI_API_KEY is what Google's own SDKs and AI Studio use; accepted as a fallback.
  google: { keyEnv: ["GOOGLE_GENERATIVE_AI_API_KEY", "GEMINI_API_KEY"], baseUrlEnv: "GOOGLE_GENERATIVE_AI_BASE_URL" },
  xai: { keyEnv: ["XAI_API_KEY"], baseUrlEnv: "XAI_BASE_URL" },
});

/**
 * The provider a bare model name implies (`gpt-4o` → openai, `claude-…` →
 * anthropic), as a config's 0.4 `judgeModel: gpt-4o` was read; undefined when
 * the name implies none (a local model's name needs `openai-compatible:`).
 */
export function impliedProvider(model: string): Provider | undefined {
  if (/^(gpt-|chatgpt-|o\d(-|$))/.test(model)) return "openai";
  if (model.startsWith("claude-")) return "anthropic";
  if (model.startsWith("gemini-")) return "google";
  if (model.startsWith("grok-")) return "xai";
  return undefined;
}

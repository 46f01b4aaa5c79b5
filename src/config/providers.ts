/** The model providers mcpvals speaks to, each through its AI SDK package (model/create-language-model.ts). */
export const PROVIDERS = ["openai", "openai-compatible", "anthropic", "google", "xai"] as const;

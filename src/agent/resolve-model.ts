/**
 * Turns a model spec from the config or the CLI ("openai:gpt-4o", an object,
 * or "scripted") into everything needed to call it, and checks the API key
 * up front: a missing key is an error before any server starts.
 */
import type { ModelSpec } from "../config/schema.js";
import { PROVIDERS } from "../config/schema.js";
import { MissingApiKeyError, UsageError } from "../errors.js";

/** Used when the config names no model. */
export const DEFAULT_MODEL = "openai:gpt-4o-mini";

export type ResolvedModel =
  | { kind: "scripted"; label: "scripted" }
  | {
      kind: "llm";
      provider: (typeof PROVIDERS)[number];
      modelId: string;
      /** "provider:model", safe to print. */
      label: string;
      baseURL: string | undefined;
      apiKey: string | undefined;
      stream: boolean;
      temperature: number | undefined;
    };

export interface ResolveModelOptions {
  env: Record<string, string | undefined>;
  role: "agent" | "judge";
  /** mcpvals 0.4 `openaiKey`. */
  legacyOpenAiKey?: string;
}

export function resolveModel(spec: ModelSpec | undefined, { env, role, legacyOpenAiKey }: ResolveModelOptions): ResolvedModel {
  const object = typeof spec === "object" ? spec : parseModelString(spec ?? DEFAULT_MODEL, role);
  if (object === "scripted") {
    if (role === "judge") throw new UsageError('The judge needs a real model: "scripted" cannot judge. Set llmJudge.model.');
    return { kind: "scripted", label: "scripted" };
  }
  const { provider, model, apiKeyEnv, stream = false, temperature } = object;
  const label = `${provider}:${model}`;
  if (provider === "openai") {
    const keyVar = apiKeyEnv ?? "OPENAI_API_KEY";
    // An explicit apiKeyEnv means that variable and no other: a missing one is an error.
    const apiKey = object.apiKey || env[keyVar] || (apiKeyEnv ? undefined : legacyOpenAiKey);
    if (!apiKey) throw new MissingApiKeyError(provider, keyVar, role);
    return { kind: "llm", provider, modelId: model, label, baseURL: object.baseURL ?? (env.OPENAI_BASE_URL || undefined), apiKey, stream, temperature };
  }
  // openai-compatible: local servers (Ollama, vLLM, LM Studio) usually need no key.
  const baseURL = object.baseURL ?? (env.OPENAI_COMPATIBLE_BASE_URL || undefined);
  if (!baseURL) {
    throw new UsageError(
      `The ${role} model "${label}" needs a base URL: set model.baseURL (e.g. http://localhost:11434/v1) or OPENAI_COMPATIBLE_BASE_URL.`,
    );
  }
  const keyVar = apiKeyEnv ?? "OPENAI_COMPATIBLE_API_KEY";
  const apiKey = object.apiKey || env[keyVar] || undefined;
  if (apiKeyEnv && !apiKey) throw new MissingApiKeyError(provider, apiKeyEnv, role);
  return { kind: "llm", provider, modelId: model, label, baseURL, apiKey, stream, temperature };
}

type ModelObjectLike = { provider: (typeof PROVIDERS)[number]; model: string; baseURL?: string; apiKey?: string; apiKeyEnv?: string; stream?: boolean; temperature?: number };

function parseModelString(value: string, role: "agent" | "judge"): ModelObjectLike | "scripted" {
  if (value === "scripted") return "scripted";
  const colon = value.indexOf(":");
  const provider = colon > 0 ? value.slice(0, colon) : "";
  const model = colon > 0 ? value.slice(colon + 1) : "";
  if (!provider || !model) {
    throw new UsageError(`The ${role} model "${value}" is not "provider:model" (e.g. "openai:gpt-4o") or "scripted".`);
  }
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(`The ${role} model "${value}" names an unknown provider "${provider}". Supported: ${PROVIDERS.join(", ")}, or "scripted".`);
  }
  return { provider: provider as (typeof PROVIDERS)[number], model };
}

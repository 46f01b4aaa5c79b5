/**
 * Turns a model spec from the config or the CLI ("openai:gpt-4o", an object,
 * or "scripted") into everything needed to call it, and checks the API key
 * up front: a missing key is an error before any server starts.
 */
import type { ModelObject, ModelRetries, ModelSpec } from "../config/schema.js";
import { PROVIDERS } from "../config/schema.js";
import { MissingApiKeyError, UsageError } from "../errors.js";
import { impliedProvider, PROVIDER_ENV } from "./providers.js";

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
      /** The config's `retries`; undefined = the defaults (3 attempts, 1 s base delay). */
      retries?: ModelRetries | undefined;
      /** With `allowMissingKey`: the error a live call would raise, because the key is absent (replayed cassettes need none). */
      missingKey?: MissingApiKeyError;
    };

export type ModelRole = "agent" | "judge" | "search" | "user";

export interface ResolveModelOptions {
  env: Record<string, string | undefined>;
  /** Who uses the model (named in errors): the agent, the judge, or tool search's re-ranker (`search.model`). */
  role: ModelRole;
  /** mcpvals 0.4 `openaiKey`. */
  legacyOpenAiKey?: string;
  /** Return the model without its key (with `missingKey` set) instead of throwing: cassettes may answer for it. */
  allowMissingKey?: boolean;
}

export function resolveModel(
  spec: ModelSpec | undefined,
  { env, role, legacyOpenAiKey, allowMissingKey = false }: ResolveModelOptions,
): ResolvedModel {
  const missing = (error: MissingApiKeyError): MissingApiKeyError | undefined => {
    if (!allowMissingKey) throw error;
    return error;
  };
  const object = typeof spec === "object" ? spec : parseModelString(spec ?? DEFAULT_MODEL, role);
  if (object === "scripted") {
    if (role === "judge") throw new UsageError('The judge needs a real model: "scripted" cannot judge. Set llmJudge.model.');
    if (role === "user")
      throw new UsageError(
        'user.model needs a real model: "scripted" cannot play the user. Give the user a `script` of messages, or set user.model to "provider:model".',
      );
    if (role === "search")
      throw new UsageError(
        'search.model needs a real model: "scripted" cannot rank tools. Set search.model to "provider:model", or remove it.',
      );
    return { kind: "scripted", label: "scripted" };
  }
  const { provider, model, apiKeyEnv, stream = false, temperature } = object;
  const label = `${provider}:${model}`;
  const conventions = PROVIDER_ENV[provider];
  const retries = object.retries;
  if (provider === "openai-compatible") {
    // Local servers (Ollama, vLLM, LM Studio) usually need no key, but always a URL.
    const baseURL = object.baseURL ?? (env[conventions.baseUrlEnv] || undefined);
    if (!baseURL) {
      throw new UsageError(
        `The ${role} model "${label}" needs a base URL: set model.baseURL (e.g. http://localhost:11434/v1) or ${conventions.baseUrlEnv}.`,
      );
    }
    const keyVar = apiKeyEnv ?? conventions.keyEnv[0]!;
    const apiKey = object.apiKey || env[keyVar] || undefined;
    const missingKey = apiKeyEnv && !apiKey ? missing(new MissingApiKeyError(provider, apiKeyEnv, role)) : undefined;
    return {
      kind: "llm",
      provider,
      modelId: model,
      label,
      baseURL,
      apiKey,
      stream,
      temperature,
      retries,
      ...(missingKey ? { missingKey } : {}),
    };
  }
  // An explicit apiKeyEnv means that variable and no other: a missing one is an error.
  const keyVars = apiKeyEnv ? [apiKeyEnv] : conventions.keyEnv;
  const fromEnv = keyVars.map((name) => env[name]).find((value) => !!value);
  const legacy = provider === "openai" && !apiKeyEnv ? legacyOpenAiKey : undefined;
  const apiKey = object.apiKey || fromEnv || legacy;
  const missingKey = apiKey ? undefined : missing(new MissingApiKeyError(provider, keyVars[0]!, role));
  const baseURL = object.baseURL ?? (env[conventions.baseUrlEnv] || undefined);
  return {
    kind: "llm",
    provider,
    modelId: model,
    label,
    baseURL,
    apiKey,
    stream,
    temperature,
    retries,
    ...(missingKey ? { missingKey } : {}),
  };
}

/** A parsed model object, or one read from a "provider:model" string (which sets no `stream`). */
type ModelObjectInput = Omit<ModelObject, "stream"> & Partial<Pick<ModelObject, "stream">>;

function parseModelString(value: string, role: ModelRole): ModelObjectInput | "scripted" {
  if (value === "scripted") return "scripted";
  const implied = value.includes(":") ? undefined : impliedProvider(value);
  if (implied) return { provider: implied, model: value };
  const colon = value.indexOf(":");
  const provider = colon > 0 ? value.slice(0, colon) : "";
  const model = colon > 0 ? value.slice(colon + 1) : "";
  if (colon < 0) {
    throw new UsageError(
      `The ${role} model "${value}" names no provider: write "provider:model", e.g. "openai-compatible:${value}" for a local or other OpenAI-compatible server, "openai:${value}", or "scripted" (no LLM).`,
    );
  }
  if (!provider || !model) {
    throw new UsageError(`The ${role} model "${value}" is not "provider:model" (e.g. "openai:gpt-4o") or "scripted".`);
  }
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(
      `The ${role} model "${value}" names an unknown provider "${provider}". Supported: ${PROVIDERS.join(", ")}, or "scripted".`,
    );
  }
  return { provider: provider as (typeof PROVIDERS)[number], model };
}

/**
 * The embedder an `embeddings` config value names: the bundled local model
 * ("local", the default), or an API model through its AI SDK provider
 * ("openai:text-embedding-3-small", "openai-compatible:<model>" with a base
 * URL, or the object form). Keys are checked here, before anything runs; the
 * provider packages are imported only when the embedder is first used.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_EMBEDDINGS, type EmbeddingsObject, type EmbeddingsSpec } from "../../config/search-schema.js";
import { UsageError } from "../../errors.js";
import { PROVIDER_ENV } from "../../model/providers.js";
import type { Embedder, EmbeddingModelV4 } from "./embedder.js";
import { createChildEmbeddingModel } from "./child-embedding-model.js";
import { createLocalEmbeddingModel, LOCAL_BATCH_SIZE, LOCAL_MODEL_ID } from "./local-embedding-model.js";

import { shortToolText, toolText } from "../engine/tool-text.js";

export interface CreateEmbedderOptions {
  /** Where API keys and base URLs are read from. @default process.env */
  env?: Record<string, string | undefined>;
  /** Limit of one embedding API call (ms); the local model's calls are not limited. @default 120_000 */
  timeoutMs?: number;
}

export function createEmbedder(
  spec: EmbeddingsSpec = LOCAL_EMBEDDINGS,
  { env = process.env, timeoutMs = 120_000 }: CreateEmbedderOptions = {},
): Embedder {
  // The small local encoder does best on a short text; API models read whole passages well.
  if (spec === LOCAL_EMBEDDINGS) return { id: LOCAL_MODEL_ID, model: localModel(env), toolText: shortToolText, maxRetries: 0 };
  const object = typeof spec === "string" ? parseSpec(spec) : spec;
  const settings = apiSettings(object, env);
  const id = [object.provider, object.model, object.dimensions].filter((part) => part !== undefined).join(":");
  return { id, model: lazyApiModel(object, settings, timeoutMs), dimensions: object.dimensions, toolText, maxRetries: 2 };
}

/** Set to 1 to run the local model inside the run's process (it then stays loaded until the process ends). */
export const IN_PROCESS_ENV = "MCPVALS_EMBEDDINGS_IN_PROCESS";

/**
 * The local model in its own short-lived process when lib/ is installed (its
 * entry sits next to this file), in process otherwise: in the action's
 * bundle, in tests run from source, or when asked.
 */
function localModel(env: Record<string, string | undefined>): EmbeddingModelV4 {
  // A path, not `new URL(..., import.meta.url)`, which bundlers take for an asset to copy.
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "local-model-child.js");
  if (env[IN_PROCESS_ENV] === "1" || !existsSync(script)) return createLocalEmbeddingModel({ env });
  return createChildEmbeddingModel({ script, env, modelId: LOCAL_MODEL_ID, batchSize: LOCAL_BATCH_SIZE });
}

function parseSpec(value: string): EmbeddingsObject {
  const colon = value.indexOf(":");
  const provider = value.slice(0, colon);
  const model = value.slice(colon + 1);
  if (colon <= 0 || !model || (provider !== "openai" && provider !== "openai-compatible")) {
    throw new UsageError(
      `embeddings: "${value}" is not "local" or "provider:model" with provider openai or openai-compatible (e.g. "openai:text-embedding-3-small").`,
    );
  }
  return { provider, model };
}

interface ApiSettings {
  apiKey: string | undefined;
  baseURL: string | undefined;
}

function apiSettings(object: EmbeddingsObject, env: Record<string, string | undefined>): ApiSettings {
  const conventions = PROVIDER_ENV[object.provider];
  const label = `${object.provider}:${object.model}`;
  const baseURL = object.baseURL ?? (env[conventions.baseUrlEnv] || undefined);
  const keyVar = object.apiKeyEnv ?? conventions.keyEnv[0]!;
  const apiKey = object.apiKey || env[keyVar] || undefined;
  if (object.provider === "openai-compatible") {
    if (!baseURL) {
      throw new UsageError(
        `embeddings: "${label}" needs a base URL: use the object form { provider: "openai-compatible", model: "${object.model}", baseURL: "http://localhost:11434/v1" } or set ${conventions.baseUrlEnv}.`,
      );
    }
    // Local servers (Ollama, vLLM) need no key; an apiKeyEnv that is named but empty is a mistake.
    if (object.apiKeyEnv && !apiKey)
      throw new UsageError(`embeddings: "${label}" reads its API key from ${object.apiKeyEnv}, which is not set.`);
    return { apiKey, baseURL };
  }
  if (!apiKey) {
    throw new UsageError(
      `embeddings: "${label}" needs an API key: set ${keyVar}, or embeddings.apiKeyEnv / embeddings.apiKey, or use embeddings: "local" (offline, no key).`,
    );
  }
  return { apiKey, baseURL };
}

/**
 * The provider's embedding model, built on the first call so that an
 * embedder that is never used never imports @ai-sdk/openai(-compatible).
 */
function lazyApiModel(object: EmbeddingsObject, { apiKey, baseURL }: ApiSettings, timeoutMs: number): EmbeddingModelV4 {
  let built: Promise<EmbeddingModelV4> | undefined;
  const build = async (): Promise<EmbeddingModelV4> => {
    if (object.provider === "openai") {
      const { createOpenAI } = await import("@ai-sdk/openai");
      return createOpenAI({ apiKey, baseURL }).embedding(object.model);
    }
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    return createOpenAICompatible({ name: "openai-compatible", baseURL: baseURL!, apiKey }).embeddingModel(
      object.model,
    ) as EmbeddingModelV4;
  };
  const model = () => (built ??= build());
  return {
    specificationVersion: "v4",
    provider: object.provider,
    modelId: object.model,
    // The OpenAI limit; embedMany splits bigger inputs. Known before the provider is imported.
    maxEmbeddingsPerCall: 2048,
    supportsParallelCalls: true,
    // Each call (each try of embedMany's retries) gets its own limit: an endpoint that never answers must not hang a run.
    async doEmbed(options) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        return await (
          await model()
        ).doEmbed({ ...options, abortSignal: options.abortSignal ? AbortSignal.any([options.abortSignal, timeout]) : timeout });
      } catch (error) {
        if (timeout.aborted && !options.abortSignal?.aborted) throw new Error(`no answer within ${timeoutMs} ms`, { cause: error });
        throw error;
      }
    },
  };
}

import { wrapLanguageModel, type LanguageModel } from "ai";
import type { ResolvedModel } from "./resolve-model.js";
import { UsageError } from "../errors.js";
import { importOptional } from "../util/optional-package.js";
import { retryMiddleware, type RetryModelCallOptions } from "./retry-model-call.js";
import { providerLimiter, rateLimitMiddleware } from "./provider-limiter.js";
import type { Limits } from "../config/limits-schema.js";

/** Test seams and hooks for the retries wrapped around every model, and the provider rate limits (config `limits`). */
export type CreateLanguageModelOptions = Pick<RetryModelCallOptions, "sleep" | "random" | "onRetry"> & {
  /** Rate limits by provider (this shard's share); the model's provider's one applies to every attempt. @default none */
  limits?: Limits | undefined;
};

/**
 * An AI SDK language model for a resolved spec. Every provider goes through
 * its AI SDK package (no hand-written HTTP), imported only when that provider
 * is used so a run loads one provider package, not five. The model is wrapped
 * in our retries: call it with `maxRetries: 0`.
 */
export async function createLanguageModel(model: ResolvedModel, options: CreateLanguageModelOptions = {}): Promise<LanguageModel> {
  if (model.kind !== "llm")
    throw new UsageError('"scripted" is not a language model: it calls the expected tools itself and only drives config workflows.');
  const { limits, ...retry } = options;
  const limit = limits?.[model.provider];
  // The retries wrap the limiter: each attempt takes its own request from the provider's budget.
  const middleware = [
    retryMiddleware({ ...retry, provider: model.provider, policy: model.retries }),
    ...(limit ? [rateLimitMiddleware(providerLimiter(model.provider, limit))] : []),
  ];
  return wrapLanguageModel({ model: await providerModel(model), middleware });
}

async function providerModel({ provider, modelId, apiKey, baseURL }: Extract<ResolvedModel, { kind: "llm" }>) {
  switch (provider) {
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      // Chat Completions rather than the Responses API: it is what OPENAI_BASE_URL
      // proxies and gateways speak.
      return createOpenAI({ apiKey, baseURL }).chat(modelId);
    }
    case "anthropic": {
      const { createAnthropic } = await importOptional(
        "@ai-sdk/anthropic",
        `The model "anthropic:${modelId}"`,
        () => import("@ai-sdk/anthropic"),
      );
      return createAnthropic({ apiKey, baseURL }).messages(modelId);
    }
    case "google": {
      const { createGoogleGenerativeAI } = await importOptional(
        "@ai-sdk/google",
        `The model "google:${modelId}"`,
        () => import("@ai-sdk/google"),
      );
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    }
    case "xai": {
      const { createXai } = await importOptional("@ai-sdk/xai", `The model "xai:${modelId}"`, () => import("@ai-sdk/xai"));
      return createXai({ apiKey, baseURL })(modelId);
    }
    case "openai-compatible": {
      const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
      return createOpenAICompatible({ name: "openai-compatible", baseURL: baseURL ?? "", apiKey, includeUsage: true }).chatModel(modelId);
    }
  }
}

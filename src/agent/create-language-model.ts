import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { ResolvedModel } from "./resolve-model.js";

/** An AI SDK language model for a resolved spec. Every provider goes through its AI SDK package: no hand-written HTTP. */
export function createLanguageModel(model: Extract<ResolvedModel, { kind: "llm" }>): LanguageModel {
  if (model.provider === "openai") {
    // Chat Completions rather than the Responses API: it is what OPENAI_BASE_URL
    // proxies and gateways speak.
    return createOpenAI({ apiKey: model.apiKey, baseURL: model.baseURL }).chat(model.modelId);
  }
  return createOpenAICompatible({
    name: "openai-compatible",
    baseURL: model.baseURL ?? "",
    apiKey: model.apiKey,
    includeUsage: true,
  }).chatModel(model.modelId);
}

/**
 * Answers a server's sampling/createMessage with a language model through the
 * AI SDK (any provider, the loopback fake LLM in tests). Text content is
 * passed on; other blocks (images, audio) become a short placeholder, since
 * a test client only needs a plausible answer. The model is one made by
 * createLanguageModel, so it retries on its own: the AI SDK's retries stay off.
 * Spec: https://modelcontextprotocol.io/specification/2025-11-25/client/sampling
 */
import { generateText, type LanguageModel, type ModelMessage } from "ai";
import type { Sampler, SamplingRequest } from "../protocol/server-request.js";
import { contentText } from "../protocol/summarize-request.js";

export interface CreateSamplerOptions {
  model: LanguageModel;
  /** "provider:model", reported as the answering model. */
  label: string;
  /** Limit of one model call (timeouts.llmCallMs). */
  timeoutMs: number;
}

export function createSampler({ model, label, timeoutMs }: CreateSamplerOptions): Sampler {
  return async (request: SamplingRequest, signal: AbortSignal) => {
    const { text } = await generateText({
      model,
      system: request.systemPrompt,
      messages: toModelMessages(request.messages),
      maxOutputTokens: request.maxTokens,
      temperature: request.temperature,
      stopSequences: request.stopSequences,
      maxRetries: 0,
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    return { text, model: label };
  };
}

function toModelMessages(messages: SamplingRequest["messages"]): ModelMessage[] {
  return messages.map((message) =>
    message.role === "assistant"
      ? { role: "assistant", content: contentText(message.content) }
      : { role: "user", content: contentText(message.content) },
  );
}

/**
 * The language-model call shapes, taken from the AI SDK's middleware type so
 * this folder depends on `ai` only (its `@ai-sdk/provider` is not ours to pin).
 */
import type { LanguageModelMiddleware } from "ai";

type WrapGenerate = NonNullable<LanguageModelMiddleware["wrapGenerate"]>;
type WrapStream = NonNullable<LanguageModelMiddleware["wrapStream"]>;

export type ModelCallOptions = Parameters<WrapGenerate>[0]["params"];
export type ModelGenerateResult = Awaited<ReturnType<WrapGenerate>>;
export type ModelStreamResult = Awaited<ReturnType<WrapStream>>;
export type ModelStreamPart = ModelStreamResult["stream"] extends ReadableStream<infer P> ? P : never;

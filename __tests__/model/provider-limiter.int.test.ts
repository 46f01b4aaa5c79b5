/**
 * Provider rate limits through the real AI SDK against the loopback fake
 * LLM: with rpm N the (N+1)th request is not sent until the clock has moved
 * a refill on; the tokens a call used are charged to the tpm bucket, which
 * then holds the next call. Counted on an injected clock, never timed.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, streamText, wrapLanguageModel } from "ai";
import { ProviderLimiter, providerLimiter, rateLimitMiddleware, shareLimits, usedTokens } from "../../src/model/provider-limiter.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { fakeClock, settle } from "../helpers/fake-clock.js";

const rules = [{ match: "hi", final: "hello" }];

test("with rpm 2, two concurrent calls go out and the third waits for the bucket", async () => {
  await using fake = await startFakeLlm({ rules });
  const clock = fakeClock();
  const limiter = new ProviderLimiter({ rpm: 2 }, clock);
  const model = wrapLanguageModel({
    model: createOpenAICompatible({ baseURL: fake.url, name: "fake", apiKey: "sk-test" })("m"),
    middleware: rateLimitMiddleware(limiter),
  });
  const calls = [1, 2, 3].map(() => generateText({ model, prompt: "hi", maxRetries: 0 }));
  // The first two are answered without the clock moving; the third waits on it.
  await Promise.all(calls.slice(0, 2));
  await settle(() => clock.pending().length === 1);
  expect(fake.requests).toHaveLength(2);
  expect(clock.pending()).toEqual([30_000]);
  clock.advance(30_000);
  const texts = await Promise.all(calls);
  expect(texts.map((t) => t.text)).toEqual(["hello", "hello", "hello"]);
  expect(fake.requests).toHaveLength(3);
});

test("a streamed call is charged its tokens at the finish, and a tpm bucket in debt holds the next call", async () => {
  await using fake = await startFakeLlm({ rules });
  const clock = fakeClock();
  const limiter = new ProviderLimiter({ tpm: 1 }, clock);
  const model = wrapLanguageModel({
    model: createOpenAICompatible({ baseURL: fake.url, name: "fake", apiKey: "sk-test", includeUsage: true })("m"),
    middleware: rateLimitMiddleware(limiter),
  });
  const first = streamText({ model, prompt: "hi", maxRetries: 0 });
  const usage = await first.totalUsage;
  expect(usage.totalTokens).toBeGreaterThan(1);
  expect(limiter.tokens!.tokens).toBeLessThan(0);
  const second = generateText({ model, prompt: "hi", maxRetries: 0 });
  await settle(() => clock.pending().length === 1);
  expect(fake.requests).toHaveLength(1);
  clock.advance(clock.pending()[0]!);
  await second;
  expect(fake.requests).toHaveLength(2);
});

test("a call waiting for the bucket is cancelled by its signal, and nothing is sent", async () => {
  await using fake = await startFakeLlm({ rules });
  const clock = fakeClock();
  const limiter = new ProviderLimiter({ rpm: 1 }, clock);
  const model = wrapLanguageModel({
    model: createOpenAICompatible({ baseURL: fake.url, name: "fake", apiKey: "sk-test" })("m"),
    middleware: rateLimitMiddleware(limiter),
  });
  await generateText({ model, prompt: "hi", maxRetries: 0 });
  const controller = new AbortController();
  const waiting = generateText({ model, prompt: "hi", maxRetries: 0, abortSignal: controller.signal });
  await settle(() => clock.pending().length === 1);
  controller.abort();
  await expect(waiting).rejects.toThrow();
  expect(fake.requests).toHaveLength(1);
});

test("one limiter per provider and limit in the process; each of N shards gets 1/N", () => {
  expect(providerLimiter("openai", { rpm: 60 })).toBe(providerLimiter("openai", { rpm: 60 }));
  expect(providerLimiter("openai", { rpm: 60 })).not.toBe(providerLimiter("anthropic", { rpm: 60 }));
  expect(shareLimits({ openai: { rpm: 500, tpm: 200_000 }, anthropic: { rpm: 3 } }, { total: 4 })).toEqual({
    openai: { rpm: 125, tpm: 50_000 },
    anthropic: { rpm: 1, tpm: undefined },
  });
  expect(shareLimits({ openai: { rpm: 5 } }, null)).toEqual({ openai: { rpm: 5 } });
  expect(usedTokens({ inputTokens: { total: 7 }, outputTokens: { total: 3 } })).toBe(10);
  expect(usedTokens({ inputTokens: 4, outputTokens: Number.NaN })).toBe(4);
  expect(usedTokens(undefined)).toBe(0);
});

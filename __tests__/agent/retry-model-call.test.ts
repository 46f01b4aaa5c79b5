/**
 * Retries of model calls through real provider packages against loopback
 * endpoints; the sleep is injected, so nothing here waits.
 */
import { generateText } from "ai";
import { createLanguageModel } from "../../src/model/create-language-model.js";
import { describeModelError } from "../../src/model/describe-model-error.js";
import { resolveModel } from "../../src/model/resolve-model.js";
import { ModelCallError, retryDelayMs, retryModelCall } from "../../src/model/retry-model-call.js";
import { startFakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { startFakeProvider } from "../fixtures/fake-llm/fake-provider-server.js";

const rules: FakeLlmRule[] = [{ match: "hello", final: "Hi there." }];

function recorder() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

async function openaiModel(
  url: string,
  retries: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number } | undefined,
  sleep: (ms: number) => Promise<void>,
) {
  const resolved = resolveModel(
    {
      provider: "openai",
      model: "gpt-4o",
      baseURL: url,
      stream: false,
      ...(retries ? { retries: { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000, ...retries } } : {}),
    },
    { env: { OPENAI_API_KEY: "k" }, role: "agent" },
  );
  if (resolved.kind !== "llm") throw new Error("llm expected");
  return createLanguageModel(resolved, { sleep, random: () => 0.5 });
}

describe("model call retries", () => {
  test("429 with Retry-After, then success: waits what the server asked and answers", async () => {
    await using fake = await startFakeLlm({ rules, failWith: { status: 429, times: 1, retryAfter: "7" } });
    const { delays, sleep } = recorder();
    const result = await generateText({ model: await openaiModel(fake.url, undefined, sleep), prompt: "hello", maxRetries: 0 });
    expect(result.text).toBe("Hi there.");
    expect(delays).toEqual([7000]);
    expect(fake.requests.map((r) => r.kind)).toEqual(["failure", "rule"]);
  });

  test("500 until the attempts run out: the error names provider, status and attempts", async () => {
    await using fake = await startFakeLlm({ rules, failWith: { status: 500 } });
    const { delays, sleep } = recorder();
    const model = await openaiModel(fake.url, { maxAttempts: 4, baseDelayMs: 100 }, sleep);
    const error = await generateText({ model, prompt: "hello", maxRetries: 0 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(ModelCallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ provider: "openai", status: 500, attempts: 4, code: "MODEL" });
    expect(fake.requests).toHaveLength(4);
    // Exponential with equal jitter at random() = 0.5: 3/4 of 100, 200, 400.
    expect(delays).toEqual([75, 150, 300]);
    expect(describeModelError("openai:gpt-4o", error)).toMatch(
      /^model openai:gpt-4o: HTTP 500 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions after 4 attempts: /,
    );
  });

  test("Anthropic: 529 overloaded then success, through the anthropic package", async () => {
    await using fake = await startFakeProvider({ format: "anthropic", rules, failWith: { status: 529, times: 2, retryAfter: "0" } });
    const { delays, sleep } = recorder();
    const resolved = resolveModel("anthropic:claude-sonnet-4-5", {
      env: { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: fake.url },
      role: "agent",
    });
    if (resolved.kind !== "llm") throw new Error("llm expected");
    const result = await generateText({ model: await createLanguageModel(resolved, { sleep }), prompt: "hello", maxRetries: 0 });
    expect(result.text).toBe("Hi there.");
    expect(delays).toEqual([0, 0]);
    expect(fake.requests).toHaveLength(3);
  });

  test("a 400 is not retried", async () => {
    await using fake = await startFakeLlm({ rules, failWith: { status: 400 } });
    const { delays, sleep } = recorder();
    const model = await openaiModel(fake.url, undefined, sleep);
    await expect(generateText({ model, prompt: "hello", maxRetries: 0 })).rejects.toMatchObject({ statusCode: 400 });
    expect(fake.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  test("an abort during the wait ends the retries at once", async () => {
    const controller = new AbortController();
    let calls = 0;
    const failing = async () => {
      calls++;
      const { APICallError } = await import("ai");
      throw new APICallError({ message: "busy", url: "http://x", requestBodyValues: {}, statusCode: 503 });
    };
    const sleep = async (_ms: number, signal: AbortSignal | undefined) => {
      controller.abort(new Error("cancelled by test"));
      signal?.throwIfAborted();
    };
    await expect(retryModelCall(failing, { provider: "openai", signal: controller.signal, sleep })).rejects.toThrow("cancelled by test");
    expect(calls).toBe(1);
  });

  test("delays: exponential, jittered, capped; Retry-After capped by maxDelayMs; HTTP dates", async () => {
    const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 5000 };
    const { APICallError } = await import("ai");
    const plain = new APICallError({ message: "x", url: "u", requestBodyValues: {}, statusCode: 503 });
    expect([1, 2, 3, 4].map((n) => retryDelayMs(plain, n, policy, () => 0))).toEqual([500, 1000, 2000, 2500]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(plain, n, policy, () => 0.999999))).toEqual([1000, 2000, 4000, 5000]);
    const late = new APICallError({
      message: "x",
      url: "u",
      requestBodyValues: {},
      statusCode: 429,
      responseHeaders: { "retry-after": "600" },
    });
    expect(retryDelayMs(late, 1, policy)).toBe(5000);
    const ms = new APICallError({
      message: "x",
      url: "u",
      requestBodyValues: {},
      statusCode: 429,
      responseHeaders: { "retry-after-ms": "250" },
    });
    expect(retryDelayMs(ms, 1, policy)).toBe(250);
    const date = new Date(Date.now() + 3_600_000).toUTCString();
    const dated = new APICallError({
      message: "x",
      url: "u",
      requestBodyValues: {},
      statusCode: 429,
      responseHeaders: { "retry-after": date },
    });
    expect(retryDelayMs(dated, 1, policy)).toBe(5000);
  });
});

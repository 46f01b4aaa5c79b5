/**
 * Self-test of the fake LLM: it must speak the real OpenAI chat completions wire format, proven
 * through the REAL AI SDK providers (no project code involved).
 */
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, jsonSchema, Output, stepCountIs, streamText, tool } from "ai";
import { JUDGE_MARKER, startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";

const addTool = tool({
  description: "Add two numbers",
  inputSchema: jsonSchema<{ a: number; b: number }>({
    type: "object",
    properties: { a: { type: "number" }, b: { type: "number" } },
    required: ["a", "b"],
  }),
  execute: async ({ a, b }) => String(a + b),
});
const echoTool = tool({
  description: "Echo a message",
  inputSchema: jsonSchema<{ message: string }>({
    type: "object",
    properties: { message: { type: "string" } },
    required: ["message"],
  }),
  execute: async ({ message }) => `Echo: ${message}`,
});
const tools = { add: addTool, echo: echoTool };

const compatible = (fake: FakeLlm) => createOpenAICompatible({ baseURL: fake.url, name: "fake", apiKey: "sk-compat" })("fake-model");

describe("fake LLM (OpenAI chat completions wire format)", () => {
  let fake: FakeLlm | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it("drives a two-turn tool loop through generateText (openai-compatible, JSON path)", async () => {
    fake = await startFakeLlm({
      rules: [{ match: "add 2 and 3", toolCalls: [{ name: "add", args: { a: 2, b: 3 } }], final: "The sum is {{lastToolResult}}." }],
    });
    const result = await generateText({
      model: compatible(fake),
      prompt: "Please add 2 and 3",
      tools,
      stopWhen: stepCountIs(5),
      maxRetries: 0,
    });
    expect(result.text).toBe("The sum is 5.");
    expect(result.steps).toHaveLength(2);
    expect(result.steps[0]?.toolCalls.map((c) => [c.toolName, c.input])).toEqual([["add", { a: 2, b: 3 }]]);
    expect(result.steps[0]?.toolResults.map((r) => r.output)).toEqual(["5"]);
    expect(result.totalUsage.inputTokens).toBeGreaterThan(0);
    expect(result.totalUsage.outputTokens).toBeGreaterThan(0);

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first?.path).toBe("/v1/chat/completions");
    expect(first?.body?.stream).not.toBe(true);
    expect(first?.offeredTools.sort()).toEqual(["add", "echo"]);
    expect(first?.respondedToolCalls).toEqual(["add"]);
    expect(first?.authorization).toBe("Bearer sk-compat");
    expect(second?.body?.messages?.map((m) => m.role)).toEqual(["user", "assistant", "tool"]);
    expect(second?.respondedText).toBe("The sum is 5.");
  });

  it("drives the tool loop through streamText (SSE path) with parallel tool calls", async () => {
    fake = await startFakeLlm({
      rules: [
        {
          match: /parallel/,
          toolCalls: [
            [
              { name: "add", args: { a: 40, b: 2 } },
              { name: "echo", args: { message: "hi there" } },
            ],
            { name: "echo", args: { message: "second" } },
          ],
          final: "last: {{lastToolResult}}",
        },
      ],
    });
    const result = streamText({
      model: compatible(fake),
      prompt: "do things in parallel",
      tools,
      stopWhen: stepCountIs(5),
      maxRetries: 0,
    });
    let streamed = "";
    for await (const delta of result.textStream) streamed += delta;
    const steps = await result.steps;
    expect(streamed).toBe("last: Echo: second");
    expect(steps).toHaveLength(3);
    expect(steps[0]?.toolCalls.map((c) => c.toolName)).toEqual(["add", "echo"]);
    expect(steps[0]?.toolResults.map((r) => r.output)).toEqual(["42", "Echo: hi there"]);
    expect(steps[1]?.toolCalls.map((c) => [c.toolName, c.input])).toEqual([["echo", { message: "second" }]]);
    const ids = steps.flatMap((s) => s.toolCalls.map((c) => c.toolCallId));
    expect(new Set(ids).size).toBe(3);
    expect((await result.totalUsage).totalTokens).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.body?.stream === true)).toBe(true);
  });

  it("works with createOpenAI(...).chat() (JSON and streaming) and records the Authorization header", async () => {
    fake = await startFakeLlm({
      rules: [{ match: "echo", toolCalls: [{ name: "echo", args: { message: "x" } }], final: "{{lastToolResult}}" }],
    });
    const openai = createOpenAI({ baseURL: fake.url, apiKey: "sk-test-123" });
    const generated = await generateText({
      model: openai.chat("x"),
      prompt: "echo please",
      tools,
      stopWhen: stepCountIs(5),
      maxRetries: 0,
    });
    expect(generated.text).toBe("Echo: x");

    const streamed = streamText({ model: openai.chat("x"), prompt: "echo again", tools, stopWhen: stepCountIs(5), maxRetries: 0 });
    expect(await streamed.text).toBe("Echo: x");

    expect(fake.requests).toHaveLength(4);
    for (const r of fake.requests) {
      expect(r.authorization).toBe("Bearer sk-test-123");
      expect(r.headers.authorization).toBe("Bearer sk-test-123");
      expect(r.body?.model).toBe("x");
    }
  });

  it("answers concurrent conversations independently (stateless per request)", async () => {
    fake = await startFakeLlm({
      rules: [
        {
          match: "alpha",
          toolCalls: [
            { name: "echo", args: { message: "A" } },
            { name: "echo", args: { message: "AA" } },
          ],
          final: "alpha {{lastToolResult}}",
        },
        { match: "beta", toolCalls: [{ name: "add", args: { a: 1, b: 1 } }], final: "beta {{lastToolResult}}" },
      ],
      delayMs: 20,
    });
    const run = (prompt: string) => generateText({ model: compatible(fake!), prompt, tools, stopWhen: stepCountIs(5), maxRetries: 0 });
    const results = await Promise.all([run("alpha"), run("beta"), run("alpha"), run("beta")]);
    expect(results.map((r) => r.text)).toEqual(["alpha Echo: AA", "beta 2", "alpha Echo: AA", "beta 2"]);
    expect(fake.requests).toHaveLength(3 + 2 + 3 + 2);
  });

  it("replies NO RULE MATCHED and still sends tool calls for tools that were not offered", async () => {
    fake = await startFakeLlm({ rules: [{ match: "ghost", toolCalls: [{ name: "not-a-tool" }], final: "after ghost" }] });
    const none = await generateText({ model: compatible(fake), prompt: "something else", maxRetries: 0 });
    expect(none.text).toBe("NO RULE MATCHED: something else");
    expect(fake.requests[0]?.kind).toBe("no-match");

    const ghost = await generateText({ model: compatible(fake), prompt: "call the ghost", tools, stopWhen: stepCountIs(3), maxRetries: 0 });
    expect(fake.requests[1]?.respondedToolCalls).toEqual(["not-a-tool"]);
    expect(fake.requests[1]?.offeredTools).not.toContain("not-a-tool");
    // the AI SDK turns an unknown tool into a tool-error part and sends it back; the script then finishes
    const firstStep = ghost.steps[0];
    expect(firstStep?.content.some((p) => p.type === "tool-error" && p.toolName === "not-a-tool")).toBe(true);
    expect(ghost.text).toBe("after ghost");
  });

  it("answers judge requests with JSON (default verdict, custom verdict, response_format)", async () => {
    fake = await startFakeLlm({ rules: [] });
    const plain = await generateText({
      model: compatible(fake),
      system: `${JUDGE_MARKER}. Grade it.`,
      prompt: "transcript...",
      maxRetries: 0,
    });
    expect(JSON.parse(plain.text)).toEqual({ score: 1, passed: true, reasoning: "ok" });
    expect(fake.requests[0]?.kind).toBe("judge");
    await fake.close();

    fake = await startFakeLlm({ rules: [], judge: () => ({ score: 0.25, passed: false, reasoning: "missed the point" }) });
    const structuredModel = createOpenAICompatible({ baseURL: fake.url, name: "fake", supportsStructuredOutputs: true })("judge-model");
    const structured = await generateText({
      model: structuredModel,
      system: `${JUDGE_MARKER}.`,
      prompt: "transcript...",
      output: Output.object({
        schema: jsonSchema<{ score: number; passed: boolean; reasoning: string }>({
          type: "object",
          properties: { score: { type: "number" }, passed: { type: "boolean" }, reasoning: { type: "string" } },
          required: ["score", "passed", "reasoning"],
        }),
      }),
      maxRetries: 0,
    });
    expect(structured.output).toEqual({ score: 0.25, passed: false, reasoning: "missed the point" });
    expect(fake.requests[0]?.body?.response_format).toMatchObject({ type: "json_schema" });
    await fake.close();

    fake = await startFakeLlm({ rules: [], judge: () => "not json at all" });
    const streamedRaw = streamText({ model: compatible(fake), system: JUDGE_MARKER, prompt: "x", maxRetries: 0 });
    expect(await streamedRaw.text).toBe("not json at all");
  });

  it("failWith surfaces HTTP errors; times + Retry-After lets the SDK retry", async () => {
    fake = await startFakeLlm({ rules: [{ match: "hi", final: "hello" }], failWith: { status: 500 } });
    const error = await generateText({ model: compatible(fake), prompt: "hi", maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(500);
    expect((error as APICallError).message).toContain("scripted failure");
    expect(fake.requests[0]?.kind).toBe("failure");
    await fake.close();

    fake = await startFakeLlm({ rules: [{ match: "hi", final: "hello" }], failWith: { status: 429, times: 1, retryAfter: "0" } });
    // Retry-After: 0 keeps the SDK's retry immediate (its default backoff is 2 s); the requests prove the retry.
    const retried = await generateText({ model: compatible(fake), prompt: "hi", maxRetries: 2 });
    expect(retried.text).toBe("hello");
    expect(fake.requests.map((r) => r.kind)).toEqual(["failure", "rule"]);
  });

  it("delayMs is abortable: a client abort ends the request and close() is prompt", async () => {
    fake = await startFakeLlm({ rules: [{ match: "hi", final: "hello" }], delayMs: 60_000 });
    // The client's abort (not the 60 s delay) ends the call: the kind of error proves it.
    const error = await generateText({ model: compatible(fake), prompt: "hi", maxRetries: 0, abortSignal: AbortSignal.timeout(150) }).catch(
      (e: unknown) => e,
    );
    expect((error as { name?: string }).name).toBe("TimeoutError");
    // The server notices the disconnect on its own schedule: wait for that, not for a fixed time.
    while (fake.requests[0]?.aborted !== true) await new Promise((r) => setTimeout(r, 10));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.respondedText).toBeUndefined();
    // close() must not wait for the pending delay (the test's own timeout would catch that); afterwards nothing listens.
    const { url } = fake;
    await fake.close();
    await expect(fetch(`${url}/chat/completions`, { method: "POST", body: "{}" })).rejects.toThrow();
  });

  it("speaks raw SSE on /chat/completions (without /v1) and 404s elsewhere", async () => {
    fake = await startFakeLlm({ rules: [{ match: "go", toolCalls: [{ name: "echo", args: { message: "m" } }] }] });
    const base = fake.url.replace(/\/v1$/, "");
    const res = await fetch(`${base}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: [{ type: "text", text: "go" }] }] }),
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const lines = (await res.text()).split("\n").filter(Boolean);
    expect(lines.every((l) => l.startsWith("data: "))).toBe(true);
    expect(lines.at(-1)).toBe("data: [DONE]");
    const chunks = lines.slice(0, -1).map(
      (l) =>
        JSON.parse(l.slice(6)) as {
          choices: Array<{
            delta: { tool_calls?: Array<{ index: number; id?: string; function: { name?: string; arguments?: string } }> };
            finish_reason: string | null;
          }>;
          usage?: { total_tokens: number };
        },
    );
    const deltas = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    expect(deltas[0]).toMatchObject({ index: 0, function: { name: "echo", arguments: "" } });
    expect(deltas[0]?.id).toMatch(/^call_/);
    expect(deltas.map((d) => d.function.arguments ?? "").join("")).toBe('{"message":"m"}');
    const last = chunks.at(-1);
    expect(last?.choices[0]?.finish_reason).toBe("tool_calls");
    expect(last?.usage?.total_tokens).toBeGreaterThan(0);

    const missing = await fetch(`${base}/v1/images/generations`, { method: "POST", body: "{}" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain("no route");
  });

  it("answers /v1/embeddings with deterministic bag-of-words vectors", async () => {
    fake = await startFakeLlm({ rules: [], embeddingDimensions: 16 });
    const embed = async (input: unknown, extra: Record<string, unknown> = {}) => {
      const res = await fetch(`${fake!.url}/embeddings`, { method: "POST", body: JSON.stringify({ model: "e", input, ...extra }) });
      return ((await res.json()) as { data: Array<{ index: number; embedding: number[] }> }).data;
    };
    const [a, b, c] = await embed(["read a file", "READ a file", "weather"]);
    expect(a!.embedding).toHaveLength(16);
    expect(a!.embedding).toEqual(b!.embedding);
    expect(a!.embedding).not.toEqual(c!.embedding);
    expect(a!.embedding.reduce((sum, x) => sum + x, 0)).toBe(3);
    expect((await embed("one text", { dimensions: 4 }))[0]!.embedding).toHaveLength(4);
    expect(fake.requests.map((r) => r.kind)).toEqual(["embeddings", "embeddings"]);
  });
});

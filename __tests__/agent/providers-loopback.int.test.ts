/**
 * Each provider package, wired by resolveModel + createLanguageModel from
 * its conventional environment variables, holds a tool-calling conversation
 * with a loopback endpoint speaking its own wire format.
 */
import { dynamicTool, generateText, isStepCount, jsonSchema } from "ai";
import { createLanguageModel } from "../../src/model/create-language-model.js";
import { resolveModel, type ResolvedModel } from "../../src/model/resolve-model.js";
import { startFakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { startFakeProvider, type FakeWireFormat } from "../fixtures/fake-llm/fake-provider-server.js";

const rules: FakeLlmRule[] = [
  { match: "shout hi", toolCalls: [{ name: "shout", args: { text: "hi" } }], final: "It said {{lastToolResult}}" },
];

async function converse(model: Extract<ResolvedModel, { kind: "llm" }>) {
  const calls: unknown[] = [];
  const result = await generateText({
    model: await createLanguageModel(model),
    prompt: "please shout hi",
    maxRetries: 0,
    stopWhen: isStepCount(3),
    tools: {
      shout: dynamicTool({
        description: "Upper-cases text",
        inputSchema: jsonSchema({ type: "object", properties: { text: { type: "string" } }, required: ["text"] }),
        execute: async (input) => {
          calls.push(input);
          return String((input as { text: string }).text).toUpperCase();
        },
      }),
    },
  });
  return { text: result.text, calls, usage: result.totalUsage };
}

function llm(spec: string, env: Record<string, string>) {
  const resolved = resolveModel(spec, { env, role: "agent" });
  if (resolved.kind !== "llm") throw new Error("expected an llm");
  return resolved;
}

describe("providers against loopback endpoints", () => {
  test.each([
    ["anthropic", "anthropic:claude-sonnet-4-5", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", (h: Record<string, unknown>) => h["x-api-key"]],
    [
      "google",
      "google:gemini-2.5-flash",
      "GOOGLE_GENERATIVE_AI_API_KEY",
      "GOOGLE_GENERATIVE_AI_BASE_URL",
      (h: Record<string, unknown>) => h["x-goog-api-key"],
    ],
    [
      "google",
      "google:gemini-2.5-flash",
      "GEMINI_API_KEY",
      "GOOGLE_GENERATIVE_AI_BASE_URL",
      (h: Record<string, unknown>) => h["x-goog-api-key"],
    ],
    ["xai", "xai:grok-4", "XAI_API_KEY", "XAI_BASE_URL", (h: Record<string, unknown>) => String(h.authorization).replace("Bearer ", "")],
  ] as const)("%s (%s, key from %s, URL from %s)", async (format, spec, keyVar, urlVar, keyOf) => {
    await using fake = await startFakeProvider({ format: format as FakeWireFormat, rules });
    const out = await converse(llm(spec, { [keyVar]: "key-123", [urlVar]: fake.url }));
    expect(out.calls).toEqual([{ text: "hi" }]);
    expect(out.text).toBe("It said HI");
    expect(out.usage.inputTokens).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) expect(keyOf(request.headers)).toBe("key-123");
  });

  test.each([
    ["openai:gpt-4o", "OPENAI_API_KEY", "OPENAI_BASE_URL"],
    ["openai-compatible:llama", "OPENAI_COMPATIBLE_API_KEY", "OPENAI_COMPATIBLE_BASE_URL"],
  ])("%s (key from %s, URL from %s) over chat completions", async (spec, keyVar, urlVar) => {
    await using fake = await startFakeLlm({ rules });
    const out = await converse(llm(spec, { [keyVar]: "key-456", [urlVar]: fake.url }));
    expect(out.text).toBe("It said HI");
    expect(fake.requests.map((r) => [r.path, r.authorization])).toEqual([
      ["/v1/chat/completions", "Bearer key-456"],
      ["/v1/chat/completions", "Bearer key-456"],
    ]);
  });

  test("a base URL in the model object wins over the environment", async () => {
    await using fake = await startFakeProvider({ format: "anthropic", rules });
    const model = resolveModel(
      { provider: "anthropic", model: "claude-sonnet-4-5", baseURL: fake.url, stream: false },
      { env: { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: "http://127.0.0.1:9/v1" }, role: "agent" },
    );
    if (model.kind !== "llm") throw new Error("expected an llm");
    expect((await converse(model)).text).toBe("It said HI");
  });
});

import { DEFAULT_MODEL, resolveModel, type ResolveModelOptions } from "../../src/model/resolve-model.js";
import { McpvalsError, MissingApiKeyError, UsageError } from "../../src/errors.js";
import type { ModelSpec } from "../../src/config/schema.js";

const agent = (env: Record<string, string | undefined> = {}, extra: Partial<ResolveModelOptions> = {}): ResolveModelOptions => ({
  env,
  role: "agent",
  ...extra,
});

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("resolveModel", () => {
  it('"scripted" needs no key', () => {
    expect(resolveModel("scripted", agent())).toEqual({ kind: "scripted", label: "scripted" });
  });

  it('"openai:gpt-4o" with OPENAI_API_KEY', () => {
    expect(resolveModel("openai:gpt-4o", agent({ OPENAI_API_KEY: "sk-env" }))).toEqual({
      kind: "llm",
      provider: "openai",
      modelId: "gpt-4o",
      label: "openai:gpt-4o",
      baseURL: undefined,
      apiKey: "sk-env",
      stream: false,
      temperature: undefined,
    });
  });

  it("a model id may contain colons", () => {
    expect(resolveModel("openai:ft:gpt-4o:org:1", agent({ OPENAI_API_KEY: "k" }))).toMatchObject({
      provider: "openai",
      modelId: "ft:gpt-4o:org:1",
    });
  });

  it("no spec → the default model", () => {
    expect(resolveModel(undefined, agent({ OPENAI_API_KEY: "k" }))).toMatchObject({ label: DEFAULT_MODEL });
  });

  it.each(["agent", "judge"] as const)("missing key → MissingApiKeyError naming OPENAI_API_KEY (%s)", (role) => {
    const error = thrown(() => resolveModel("openai:gpt-4o", { env: { OPENAI_API_KEY: "" }, role }));
    expect(error).toBeInstanceOf(MissingApiKeyError);
    expect(MissingApiKeyError.isInstance(error)).toBe(true);
    expect(McpvalsError.isInstance(error)).toBe(true);
    const e = error as MissingApiKeyError;
    expect(e.code).toBe("MISSING_API_KEY");
    expect(e.exitCode).toBe(2);
    expect(e.envVar).toBe("OPENAI_API_KEY");
    expect(e.role).toBe(role);
    expect(e.message).toContain("Set OPENAI_API_KEY");
    expect(e.message).toContain(`The ${role} model uses provider "openai"`);
  });

  it("the legacy openaiKey is used when no other key is given", () => {
    expect(resolveModel("openai:gpt-4o", agent({}, { legacyOpenAiKey: "sk-legacy" }))).toMatchObject({ apiKey: "sk-legacy" });
  });

  it("an apiKeyEnv that is unset is an error, not a silent fall back to the legacy key", () => {
    const spec: ModelSpec = { provider: "openai", model: "gpt-4o", apiKeyEnv: "TEAM_OPENAI_KEY", stream: false };
    expect(() => resolveModel(spec, agent({ OPENAI_API_KEY: "sk-env" }, { legacyOpenAiKey: "sk-legacy" }))).toThrow(/TEAM_OPENAI_KEY/);
  });

  it("key precedence: apiKey in the config, then the env var, then the legacy key", () => {
    const spec: ModelSpec = { provider: "openai", model: "gpt-4o", apiKey: "sk-config", stream: false };
    expect(resolveModel(spec, agent({ OPENAI_API_KEY: "sk-env" }, { legacyOpenAiKey: "sk-legacy" }))).toMatchObject({
      apiKey: "sk-config",
    });
    expect(resolveModel("openai:gpt-4o", agent({ OPENAI_API_KEY: "sk-env" }, { legacyOpenAiKey: "sk-legacy" }))).toMatchObject({
      apiKey: "sk-env",
    });
  });

  it("OPENAI_BASE_URL is honoured; a configured baseURL wins", () => {
    expect(resolveModel("openai:gpt-4o", agent({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: "https://proxy.example/v1" }))).toMatchObject({
      baseURL: "https://proxy.example/v1",
    });
    const spec: ModelSpec = { provider: "openai", model: "gpt-4o", baseURL: "https://config.example/v1", stream: false };
    expect(resolveModel(spec, agent({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: "https://proxy.example/v1" }))).toMatchObject({
      baseURL: "https://config.example/v1",
    });
    expect(resolveModel("openai:gpt-4o", agent({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: "" }))).toMatchObject({ baseURL: undefined });
  });

  it("object form carries stream and temperature", () => {
    const spec: ModelSpec = { provider: "openai", model: "gpt-4o-mini", stream: true, temperature: 0.2 };
    expect(resolveModel(spec, agent({ OPENAI_API_KEY: "k" }))).toMatchObject({
      label: "openai:gpt-4o-mini",
      stream: true,
      temperature: 0.2,
    });
  });

  describe("openai-compatible", () => {
    it("requires a base URL", () => {
      const error = thrown(() => resolveModel("openai-compatible:llama3.1", agent({ OPENAI_API_KEY: "k" })));
      expect(UsageError.isInstance(error)).toBe(true);
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).exitCode).toBe(2);
      expect((error as Error).message).toContain('The agent model "openai-compatible:llama3.1" needs a base URL');
      expect((error as Error).message).toContain("OPENAI_COMPATIBLE_BASE_URL");
    });

    it("base URL from the object form, no key needed", () => {
      const spec: ModelSpec = { provider: "openai-compatible", model: "llama3.1", baseURL: "http://localhost:11434/v1", stream: false };
      expect(resolveModel(spec, agent())).toEqual({
        kind: "llm",
        provider: "openai-compatible",
        modelId: "llama3.1",
        label: "openai-compatible:llama3.1",
        baseURL: "http://localhost:11434/v1",
        apiKey: undefined,
        stream: false,
        temperature: undefined,
      });
    });

    it("base URL from OPENAI_COMPATIBLE_BASE_URL", () => {
      expect(resolveModel("openai-compatible:qwen", agent({ OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:8000/v1" }))).toMatchObject({
        baseURL: "http://127.0.0.1:8000/v1",
        apiKey: undefined,
      });
    });

    it("OPENAI_BASE_URL and OPENAI_API_KEY are not used for it", () => {
      expect(() => resolveModel("openai-compatible:qwen", agent({ OPENAI_BASE_URL: "http://x/v1", OPENAI_API_KEY: "k" }))).toThrow(
        UsageError,
      );
      expect(
        resolveModel("openai-compatible:qwen", agent({ OPENAI_COMPATIBLE_BASE_URL: "http://x/v1", OPENAI_API_KEY: "k" })),
      ).toMatchObject({ apiKey: undefined });
    });

    it("picks up OPENAI_COMPATIBLE_API_KEY when set", () => {
      expect(
        resolveModel("openai-compatible:qwen", agent({ OPENAI_COMPATIBLE_BASE_URL: "http://x/v1", OPENAI_COMPATIBLE_API_KEY: "k2" })),
      ).toMatchObject({ apiKey: "k2" });
    });
  });

  describe("apiKeyEnv", () => {
    it.each([
      ["openai", { provider: "openai", model: "gpt-4o", apiKeyEnv: "MY_OPENAI_KEY", stream: false }],
      [
        "openai-compatible",
        { provider: "openai-compatible", model: "llama", baseURL: "http://localhost:11434/v1", apiKeyEnv: "MY_LOCAL_KEY", stream: false },
      ],
    ] as Array<[string, ModelSpec]>)("%s: a missing variable is an error naming it", (_provider, spec) => {
      const error = thrown(() => resolveModel(spec, agent({ OPENAI_API_KEY: "ignored", OPENAI_COMPATIBLE_API_KEY: "ignored" })));
      expect(MissingApiKeyError.isInstance(error)).toBe(true);
      const e = error as MissingApiKeyError;
      const name = (spec as { apiKeyEnv: string }).apiKeyEnv;
      expect(e.envVar).toBe(name);
      expect(e.message).toContain(`Set ${name}`);
      expect(e.exitCode).toBe(2);
    });

    it("the named variable is read", () => {
      const spec: ModelSpec = { provider: "openai", model: "gpt-4o", apiKeyEnv: "MY_OPENAI_KEY", stream: false };
      expect(resolveModel(spec, agent({ MY_OPENAI_KEY: "sk-mine", OPENAI_API_KEY: "sk-default" }))).toMatchObject({ apiKey: "sk-mine" });
    });
  });

  describe("usage errors", () => {
    it.each([
      ["unknown provider", "cohere:command-r", /unknown provider "cohere"/],
      ["a bare name that implies no provider", "llama3", /names no provider: write "provider:model", e\.g\. "openai-compatible:llama3"/],
      ["empty provider", ":gpt-4o", /is not "provider:model"/],
      ["empty model", "openai:", /is not "provider:model"/],
      ["wrong case of scripted", "Scripted", /names no provider.*or "scripted"/],
    ])("%s → UsageError", (_name, spec, message) => {
      const error = thrown(() => resolveModel(spec, agent({ OPENAI_API_KEY: "k" })));
      expect(UsageError.isInstance(error)).toBe(true);
      expect((error as UsageError).code).toBe("USAGE");
      expect((error as UsageError).exitCode).toBe(2);
      expect((error as Error).message).toMatch(message);
    });

    it("a bare model name whose provider is implied is that provider's model, as a 0.4 judgeModel was read", () => {
      expect(resolveModel("gpt-4o", agent({ OPENAI_API_KEY: "k" }))).toMatchObject({
        provider: "openai",
        modelId: "gpt-4o",
        label: "openai:gpt-4o",
      });
      expect(resolveModel("o3-mini", agent({ OPENAI_API_KEY: "k" }))).toMatchObject({ provider: "openai", modelId: "o3-mini" });
      expect(resolveModel("claude-sonnet-4-5", agent({ ANTHROPIC_API_KEY: "k" }))).toMatchObject({ provider: "anthropic" });
    });

    it("the judge cannot be scripted", () => {
      const error = thrown(() => resolveModel("scripted", { env: { OPENAI_API_KEY: "k" }, role: "judge" }));
      expect(UsageError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(/judge needs a real model/);
    });

    it("messages name the role", () => {
      expect(() => resolveModel("nope", { env: {}, role: "judge" })).toThrow(/^The judge model "nope"/);
    });
  });

  describe("anthropic, google, xai", () => {
    it.each([
      ["anthropic:claude-sonnet-4-5", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"],
      ["google:gemini-2.5-flash", "GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_GENERATIVE_AI_BASE_URL"],
      ["xai:grok-4", "XAI_API_KEY", "XAI_BASE_URL"],
    ])("%s: key from %s, base URL from %s", (spec, keyVar, urlVar) => {
      expect(resolveModel(spec, agent({ [keyVar]: "k1", [urlVar]: "http://proxy.example/v1" }))).toMatchObject({
        apiKey: "k1",
        baseURL: "http://proxy.example/v1",
        label: spec,
      });
      const error = thrown(() => resolveModel(spec, agent({ OPENAI_API_KEY: "not this one" })));
      expect(MissingApiKeyError.isInstance(error)).toBe(true);
      expect((error as MissingApiKeyError).envVar).toBe(keyVar);
      expect((error as Error).message).toContain(`Set ${keyVar}`);
    });

    it("google also accepts GEMINI_API_KEY; GOOGLE_GENERATIVE_AI_API_KEY wins", () => {
      expect(resolveModel("google:gemini-2.5-flash", agent({ GEMINI_API_KEY: "g1" }))).toMatchObject({ apiKey: "g1" });
      expect(resolveModel("google:gemini-2.5-flash", agent({ GEMINI_API_KEY: "g1", GOOGLE_GENERATIVE_AI_API_KEY: "g2" }))).toMatchObject({
        apiKey: "g2",
      });
    });

    it("the legacy openaiKey is not used for other providers", () => {
      expect(() => resolveModel("anthropic:claude-sonnet-4-5", agent({}, { legacyOpenAiKey: "sk-legacy" }))).toThrow(/ANTHROPIC_API_KEY/);
    });

    it("retries from the object form are carried", () => {
      const spec: ModelSpec = {
        provider: "xai",
        model: "grok-4",
        stream: false,
        retries: { maxAttempts: 5, baseDelayMs: 10, maxDelayMs: 100 },
      };
      expect(resolveModel(spec, agent({ XAI_API_KEY: "x" }))).toMatchObject({
        retries: { maxAttempts: 5, baseDelayMs: 10, maxDelayMs: 100 },
      });
    });
  });
});

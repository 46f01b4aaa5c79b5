import path from "node:path";
import { ConfigError } from "../../src/errors.js";
import { normalizeConfig } from "../../src/config/normalize-config.js";
import { ConfigSchema, type ConfigInput } from "../../src/config/schema.js";

const base: ConfigInput = { server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] };
const baseDir = path.resolve("/project");

function normalize(input: ConfigInput, withInput = true) {
  return normalizeConfig(ConfigSchema.parse(input), { file: null, baseDir, env: {}, ...(withInput ? { input } : {}) });
}

function normalizeError(input: ConfigInput): ConfigError {
  try {
    normalize(input);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected normalizeConfig to fail");
}

describe("normalizeConfig", () => {
  it("applies defaults", () => {
    const resolved = normalize(base);
    expect(resolved).toMatchObject({
      file: null,
      baseDir,
      server: { transport: "stdio", command: "node", args: [], env: {}, cwd: baseDir },
      model: undefined,
      judge: null,
      threshold: 0.8,
      timeouts: { connectMs: 30_000, toolCallMs: 30_000, workflowMs: 300_000, llmCallMs: 120_000 },
      concurrency: 4,
      isolation: "workflow",
      toolHealthSuites: [],
      legacyOpenAiKey: undefined,
      secrets: [],
    });
    expect(resolved.workflows).toEqual([
      {
        name: "w",
        description: undefined,
        steps: [{ user: "hi", expectTools: undefined, expectedState: undefined }],
        expectTools: undefined,
        expectedState: undefined,
        order: "in-order",
        maxSteps: 10,
        verify: [],
        setup: [],
        teardown: [],
        repeats: 1,
        minPass: 1,
        servers: ["default"],
        toolSelection: { mode: "all", topK: 5 },
      },
    ]);
    expect(resolved).toMatchObject({
      embeddings: "local",
      search: { mode: "hybrid", rerankTop: 10 },
      toolRetrieval: { k: 5, mode: "hybrid" },
      fallbacks: { maxFallbacks: 3, autoRetryFallback: false },
    });
  });

  it("resolves the stdio server cwd against baseDir", () => {
    expect(normalize({ ...base, server: { command: "node", cwd: "server" } }).server).toMatchObject({ cwd: path.join(baseDir, "server") });
    expect(normalize({ ...base, server: { command: "node", cwd: "/abs" } }).server).toMatchObject({ cwd: path.resolve("/abs") });
    expect(normalize({ ...base, server: { url: "http://localhost:3000/mcp" } }).server).toEqual({
      transport: "shttp",
      url: "http://localhost:3000/mcp",
      headers: {},
      fallbackToSse: true,
    });
  });

  describe("threshold", () => {
    it("prefers threshold, then passThreshold", () => {
      expect(normalize({ ...base, passThreshold: 0.6 }).threshold).toBe(0.6);
      expect(normalize({ ...base, threshold: 0.7 }).threshold).toBe(0.7);
      expect(normalize({ ...base, threshold: 0.7, passThreshold: 0.7 }).threshold).toBe(0.7);
    });

    it("rejects conflicting threshold and passThreshold at passThreshold", () => {
      const error = normalizeError({ ...base, threshold: 0.7, passThreshold: 0.9 });
      expect(error.issues).toEqual([{ path: "passThreshold", message: expect.stringContaining("conflicts with threshold (0.7 vs 0.9)") }]);
    });
  });

  describe("tool call timeout", () => {
    it("uses legacy timeout when timeouts.toolCallMs is not written", () => {
      expect(normalize({ ...base, timeout: 5000 }).timeouts.toolCallMs).toBe(5000);
      expect(normalize({ ...base, timeout: 5000, timeouts: { connectMs: 1000 } }).timeouts).toMatchObject({
        connectMs: 1000,
        toolCallMs: 5000,
      });
    });

    it("keeps an explicit timeouts.toolCallMs, even one equal to the default", () => {
      expect(normalize({ ...base, timeout: 5000, timeouts: { toolCallMs: 7000 } }).timeouts.toolCallMs).toBe(7000);
      expect(normalize({ ...base, timeout: 5000, timeouts: { toolCallMs: 30_000 } }).timeouts.toolCallMs).toBe(30_000);
    });

    it("without the raw input, treats a default toolCallMs as not written", () => {
      expect(normalize({ ...base, timeout: 5000 }, false).timeouts.toolCallMs).toBe(5000);
      expect(normalize({ ...base, timeout: 5000, timeouts: { toolCallMs: 7000 } }, false).timeouts.toolCallMs).toBe(7000);
    });
  });

  describe("judge", () => {
    it("maps llmJudge booleans and objects", () => {
      expect(normalize({ ...base, llmJudge: false }).judge).toBeNull();
      expect(normalize({ ...base, llmJudge: true }).judge).toEqual({ model: undefined, minScore: 0.7, repeats: 1 });
      expect(normalize({ ...base, llmJudge: { model: "openai:gpt-4o-mini", minScore: 0.5 } }).judge).toEqual({
        model: "openai:gpt-4o-mini",
        minScore: 0.5,
        repeats: 1,
      });
      expect(normalize({ ...base, llmJudge: { repeats: 3 } }).judge).toEqual({ model: undefined, minScore: 0.7, repeats: 3 });
      expect(normalize({ ...base, llmJudge: {} }).judge).toEqual({ model: undefined, minScore: 0.7, repeats: 1 });
    });

    it("maps legacy judgeModel, adding openai: when no provider is named", () => {
      expect(normalize({ ...base, llmJudge: true, judgeModel: "gpt-4o" }).judge?.model).toBe("openai:gpt-4o");
      expect(normalize({ ...base, llmJudge: true, judgeModel: "openai-compatible:llama3.1" }).judge?.model).toBe(
        "openai-compatible:llama3.1",
      );
      expect(normalize({ ...base, llmJudge: true, judgeModel: "ft:gpt-4o:acme:x" }).judge?.model).toBe("openai:ft:gpt-4o:acme:x");
      expect(normalize({ ...base, llmJudge: { model: "openai:o3" }, judgeModel: "gpt-4o" }).judge?.model).toBe("openai:o3");
      expect(normalize({ ...base, llmJudge: false, judgeModel: "gpt-4o" }).judge).toBeNull();
    });
  });

  describe("workflows", () => {
    it("expands string expectTools and keeps object entries", () => {
      const resolved = normalize({
        ...base,
        workflows: [
          {
            name: "w",
            steps: [{ user: "a", expectTools: ["add", { name: "echo", args: { text: "hi" }, argsMatch: "exact" }, { name: "list" }] }],
          },
        ],
      });
      expect(resolved.workflows[0]?.steps[0]?.expectTools).toEqual([
        { name: "add", argsMatch: "partial" },
        { name: "echo", args: { text: "hi" }, argsMatch: "exact" },
        { name: "list", argsMatch: "partial" },
      ]);
    });

    it("uses workflow-level expectTools, else the steps' concatenated, else undefined (both: a config error)", () => {
      const [own, fromSteps, none] = normalize({
        ...base,
        workflows: [
          { name: "own", steps: [{ user: "a" }], expectTools: ["y"], expectedState: "done" },
          { name: "steps", steps: [{ user: "a", expectTools: ["x"] }, { user: "b" }, { user: "c", expectTools: ["z", "x"] }] },
          { name: "none", steps: [{ user: "a", expectedState: "ok" }] },
        ],
      }).workflows;
      expect(own?.expectTools).toEqual([{ name: "y", argsMatch: "partial" }]);
      expect(own?.expectedState).toBe("done");
      expect(fromSteps?.expectTools?.map((tool) => tool.name)).toEqual(["x", "z", "x"]);
      expect(fromSteps?.expectedState).toBeUndefined();
      expect(none?.expectTools).toBeUndefined();
      expect(none?.expectedState).toBeUndefined();
      expect(none?.steps[0]?.expectedState).toBe("ok");
    });

    it("rejects duplicate workflow names at the later one", () => {
      const error = normalizeError({
        ...base,
        workflows: [
          { name: "a", steps: [{ user: "x" }] },
          { name: "b", steps: [{ user: "x" }] },
          { name: "a", steps: [{ user: "x" }] },
        ],
      });
      expect(error.issues).toEqual([
        { path: "workflows[2].name", message: expect.stringContaining('duplicate workflow name "a" (also at workflows[0].name)') },
      ]);
    });
  });

  describe("tool health suites", () => {
    it("resolves tool names and timeouts", () => {
      const resolved = normalize({
        server: { command: "node" },
        timeouts: { toolCallMs: 9000 },
        toolHealthSuites: [
          {
            name: "s",
            timeout: 4000,
            tests: [
              { name: "add", args: { a: 1 } },
              { name: "add twice", tool: "add", timeout: 1000, retries: 2 },
            ],
          },
          { name: "t", tests: [{ name: "echo", expectedError: "bad", maxLatency: 50 }] },
        ],
      });
      expect(resolved.toolHealthSuites).toEqual([
        {
          name: "s",
          description: undefined,
          parallel: false,
          timeout: 4000,
          tests: [
            {
              suite: "s",
              name: "add",
              tool: "add",
              target: { kind: "tool", name: "add" },
              args: { a: 1 },
              expectedResult: undefined,
              expectedError: undefined,
              maxLatency: undefined,
              retries: 0,
              timeoutMs: 4000,
              server: "default",
            },
            {
              suite: "s",
              name: "add twice",
              tool: "add",
              target: { kind: "tool", name: "add" },
              args: {},
              expectedResult: undefined,
              expectedError: undefined,
              maxLatency: undefined,
              retries: 2,
              timeoutMs: 1000,
              server: "default",
            },
          ],
        },
        {
          name: "t",
          description: undefined,
          parallel: false,
          timeout: undefined,
          tests: [
            {
              suite: "t",
              name: "echo",
              tool: "echo",
              target: { kind: "tool", name: "echo" },
              args: {},
              expectedResult: undefined,
              expectedError: "bad",
              maxLatency: 50,
              retries: 0,
              timeoutMs: 9000,
              server: "default",
            },
          ],
        },
      ]);
    });

    it("rejects duplicate test names within a suite, but not across suites", () => {
      const error = normalizeError({
        server: { command: "node" },
        toolHealthSuites: [
          { name: "a", tests: [{ name: "add" }, { name: "sub" }] },
          { name: "b", tests: [{ name: "add" }, { name: "add" }] },
        ],
      });
      expect(error.issues).toEqual([
        {
          path: "toolHealthSuites[1].tests[1].name",
          message: expect.stringContaining('duplicate test name "add" (also at toolHealthSuites[1].tests[0].name)'),
        },
      ]);
      expect(error.message).toContain("set `tool`");
    });
  });

  it("rejects a config with nothing to run", () => {
    const error = normalizeError({ server: { command: "node" } });
    expect(error.issues).toEqual([{ path: "(root)", message: "nothing to run: add workflows or toolHealthSuites" }]);
    expect(error.message).toBe("Invalid config:\n  - (root): nothing to run: add workflows or toolHealthSuites");
  });

  it("names the file in its errors and lists every problem at once", () => {
    const config = ConfigSchema.parse({ server: { command: "node" }, threshold: 0.5, passThreshold: 0.6 });
    let caught: unknown;
    try {
      normalizeConfig(config, { file: "/p/mcpvals.config.yaml", baseDir: "/p", env: {} });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.file).toBe("/p/mcpvals.config.yaml");
    expect(error.message.split("\n")).toEqual([
      "Invalid config /p/mcpvals.config.yaml:",
      expect.stringMatching(/^ {2}- passThreshold: conflicts/),
      "  - (root): nothing to run: add workflows or toolHealthSuites",
    ]);
  });
});

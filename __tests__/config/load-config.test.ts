import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError } from "../../src/errors.js";
import { loadConfig, resolveConfig } from "../../src/config/load-config.js";
import { redactSecrets } from "../../src/secrets/redact-secrets.js";
import { useTempDir } from "../helpers/temp-dir.js";

const legacyFixture = fileURLToPath(new URL("../fixtures/configs/mcpvals-0.4.config.json", import.meta.url));

async function loadError(options: Parameters<typeof loadConfig>[0]): Promise<ConfigError> {
  try {
    await loadConfig(options);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected loadConfig to fail");
}

const YAML_CONFIG = `
server:
  command: node
  args: [server.js]
  cwd: ./srv
  env:
    API_TOKEN: \${API_TOKEN}
workflows:
  - name: echo
    steps:
      - user: Say \${GREETING:-hello}
        expectTools: [echo]
`;

describe("loadConfig", () => {
  const temp = useTempDir();

  it("finds, reads, interpolates, validates and normalizes a YAML config", async () => {
    const file = await temp.write("mcpvals.config.yaml", YAML_CONFIG);
    const resolved = await loadConfig({ cwd: temp.dir(), env: { API_TOKEN: "tok-abcdef" } });
    expect(resolved.file).toBe(file);
    expect(resolved.baseDir).toBe(temp.dir());
    expect(resolved.server).toEqual({
      transport: "stdio",
      command: "node",
      args: ["server.js"],
      env: { API_TOKEN: "tok-abcdef" },
      cwd: path.join(temp.dir(), "srv"),
    });
    expect(resolved.workflows[0]?.steps[0]).toEqual({
      user: "Say hello",
      expectTools: [{ name: "echo", argsMatch: "partial" }],
      expectedState: undefined,
    });
    expect(resolved.secrets).toEqual(["tok-abcdef"]);
  });

  it("loads JSON, TypeScript (importing from mcpvals) and ES module configs the same way", async () => {
    const config = { server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] };
    const sources: Record<string, string> = {
      "mcpvals.config.json": JSON.stringify(config),
      "mcpvals.config.ts": `import { defineConfig } from "mcpvals";\nexport default defineConfig(${JSON.stringify(config)});`,
      "mcpvals.config.mjs": `export default ${JSON.stringify(config)};`,
    };
    for (const [name, source] of Object.entries(sources)) {
      const file = await temp.write(`other-${name}`, source);
      const resolved = await loadConfig({ path: path.basename(file), cwd: temp.dir(), env: {} });
      expect(resolved.file).toBe(file);
      expect(resolved.workflows.map((workflow) => workflow.name)).toEqual(["w"]);
    }
  });

  it("interpolates strings a TypeScript config produces", async () => {
    await temp.write(
      "mcpvals.config.ts",
      `import { defineConfig } from "mcpvals";\nexport default defineConfig({ server: { url: "\${SERVER_URL}" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] });`,
    );
    const resolved = await loadConfig({ cwd: temp.dir(), env: { SERVER_URL: "http://127.0.0.1:4000/mcp" } });
    expect(resolved.server).toMatchObject({ transport: "shttp", url: "http://127.0.0.1:4000/mcp" });
  });

  it("resolves a relative path against cwd and relative server paths against the file's directory", async () => {
    await mkdir(path.join(temp.dir(), "config"));
    const file = await temp.write("config/evals.yml", YAML_CONFIG);
    const resolved = await loadConfig({ path: "config/evals.yml", cwd: temp.dir(), env: { API_TOKEN: "x" } });
    expect(resolved.file).toBe(file);
    expect(resolved.server).toMatchObject({ cwd: path.join(temp.dir(), "config", "srv") });
  });

  it("reports CONFIG_NOT_FOUND when no config file exists", async () => {
    const error = await loadError({ cwd: temp.dir() });
    expect(error.code).toBe("CONFIG_NOT_FOUND");
    expect(error.message).toContain(`No config file found in ${temp.dir()}`);
    expect(error.message).toContain("mcpvals.config.yaml");
  });

  it("reports CONFIG_NOT_FOUND for a missing explicit path", async () => {
    const error = await loadError({ path: "nope.json", cwd: temp.dir() });
    expect(error.code).toBe("CONFIG_NOT_FOUND");
    expect(error.message).toContain(path.join(temp.dir(), "nope.json"));
  });

  describe("invalid configs", () => {
    it("names the file and the exact field path", async () => {
      const file = await temp.write(
        "mcpvals.config.yaml",
        "server:\n  command: node\nworkflows:\n  - name: w\n    steps:\n      - user: ''\n        expectTool: [echo]\n",
      );
      const error = await loadError({ cwd: temp.dir(), env: {} });
      expect(error.code).toBe("CONFIG_INVALID");
      expect(error.exitCode).toBe(2);
      expect(error.file).toBe(file);
      expect(error.message).toBe(
        [
          `Invalid config ${file}:`,
          "  - workflows[0].steps[0].user: must not be empty",
          '  - workflows[0].steps[0].expectTool: unknown field "expectTool"; did you mean "expectTools"?',
        ].join("\n"),
      );
      expect(error.issues.map((issue) => issue.path)).toEqual(["workflows[0].steps[0].user", "workflows[0].steps[0].expectTool"]);
    });

    it("explains a bad transport", async () => {
      const file = await temp.write(
        "mcpvals.config.json",
        JSON.stringify({ server: { transport: "websocket", url: "ws://x" }, workflows: [] }),
      );
      const error = await loadError({ cwd: temp.dir(), env: {} });
      expect(error.message).toContain(`Invalid config ${file}:`);
      expect(error.message).toContain('  - server.transport: expected one of "stdio", "shttp", "sse" (got "websocket")');
    });

    it("lists every unset environment variable with its path", async () => {
      const file = await temp.write("mcpvals.config.yaml", YAML_CONFIG.replace("${GREETING:-hello}", "${GREETING}"));
      const error = await loadError({ cwd: temp.dir(), env: {} });
      expect(error.message).toContain(`Invalid config ${file}:`);
      expect(error.message).toContain("  - server.env.API_TOKEN: environment variable API_TOKEN is not set");
      expect(error.message).toContain("  - workflows[0].steps[0].user: environment variable GREETING is not set");
    });

    it("reports semantic problems with the file name", async () => {
      const file = await temp.write("mcpvals.config.yaml", "server:\n  command: node\n");
      const error = await loadError({ cwd: temp.dir(), env: {} });
      expect(error.message).toBe(`Invalid config ${file}:\n  - (root): nothing to run: add workflows or toolHealthSuites`);
    });

    it("redacts substituted secrets quoted in validation messages", async () => {
      await temp.write("mcpvals.config.yaml", "server:\n  url: ${SERVER_TOKEN}\nworkflows: []\n");
      const error = await loadError({ cwd: temp.dir(), env: { SERVER_TOKEN: "not-a-url-secret" } });
      expect(error.message).toContain('server.url: Invalid URL (got "***")');
      expect(error.message).not.toContain("not-a-url-secret");
    });

    it("never includes a stack trace", async () => {
      await temp.write("mcpvals.config.ts", "export default { server: { command: 1 }, workflows: [] };");
      const error = await loadError({ cwd: temp.dir(), env: {} });
      expect(error.message).not.toMatch(/\n\s+at /);
      expect(error.message).toContain("  - server.command: expected string, received number");
    });
  });

  it("normalizes a verbatim mcpvals 0.4 config", async () => {
    const file = path.join(temp.dir(), "mcpvals.config.json");
    await copyFile(legacyFixture, file);
    const env = { OPENAI_API_KEY: "sk-test-openai-123", GITHUB_TOKEN: "ghp_test_token_456", HOME: "/home/ci" };
    const resolved = await loadConfig({ cwd: temp.dir(), env });

    expect(resolved.server).toEqual({
      transport: "stdio",
      command: "node",
      args: ["simple-mcp-server.js"],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: "ghp_test_token_456", LOG_LEVEL: "debug" },
      cwd: temp.dir(),
    });
    expect(resolved.threshold).toBe(0.9);
    expect(resolved.timeouts.toolCallMs).toBe(10_000);
    expect(resolved.judge).toEqual({ model: "openai:gpt-4o", minScore: 0.7, repeats: 1 });
    expect(resolved.legacyOpenAiKey).toBe("sk-test-openai-123");
    expect(resolved.model).toBeUndefined();

    const [basic, workflowLevel] = resolved.workflows;
    expect(basic?.steps.map((step) => step.expectTools)).toEqual([
      [{ name: "add", argsMatch: "partial" }],
      [{ name: "multiply", argsMatch: "partial" }],
    ]);
    expect(basic?.steps.map((step) => step.expectedState)).toEqual(["8", "42"]);
    expect(basic?.expectTools).toEqual([
      { name: "add", argsMatch: "partial" },
      { name: "multiply", argsMatch: "partial" },
    ]);
    expect(basic?.expectedState).toBeUndefined();
    expect(workflowLevel?.expectTools?.map((tool) => tool.name)).toEqual(["add", "multiply"]);
    expect(workflowLevel?.expectedState).toBe("30");

    const [math, performance] = resolved.toolHealthSuites;
    expect(math?.tests.map(({ suite, name, tool, timeoutMs, retries }) => ({ suite, name, tool, timeoutMs, retries }))).toEqual([
      { suite: "Basic Math Operations", name: "add", tool: "add", timeoutMs: 10_000, retries: 0 },
      { suite: "Basic Math Operations", name: "divide", tool: "divide", timeoutMs: 10_000, retries: 2 },
    ]);
    expect(math?.tests[0]).toMatchObject({ args: { a: 5, b: 3 }, expectedResult: 8, maxLatency: 1000 });
    expect(math?.tests[1]).toMatchObject({ expectedError: "division by zero" });
    expect(performance).toMatchObject({ name: "Performance Tests", parallel: true, timeout: 5000 });
    expect(performance?.tests[0]).toMatchObject({ tool: "multiply", timeoutMs: 5000 });

    // The token and the key; the short literal LOG_LEVEL value is not a secret.
    expect(resolved.secrets).toEqual([expect.any(String), expect.any(String)]);
    expect(resolved.secrets.slice(0, 2).sort()).toEqual(["ghp_test_token_456", "sk-test-openai-123"]);
    expect(redactSecrets("key sk-test-openai-123 token ghp_test_token_456", resolved.secrets)).toBe("key *** token ***");
  });
});

describe("resolveConfig", () => {
  it("resolves a config object against baseDir with file null", () => {
    const resolved = resolveConfig(
      { server: { command: "node", cwd: "srv" }, toolHealthSuites: [{ name: "s", tests: [{ name: "echo" }] }] },
      { baseDir: "/work/project", env: {} },
    );
    expect(resolved.file).toBeNull();
    expect(resolved.baseDir).toBe(path.resolve("/work/project"));
    expect(resolved.server).toMatchObject({ cwd: path.resolve("/work/project/srv") });
    expect(resolved.toolHealthSuites[0]?.tests[0]).toMatchObject({ suite: "s", tool: "echo", timeoutMs: 30_000 });
  });

  it("defaults baseDir to the file's directory", () => {
    const resolved = resolveConfig(
      { server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] },
      { file: "/p/q/mcpvals.config.ts", env: {} },
    );
    expect(resolved.baseDir).toBe(path.resolve("/p/q"));
  });

  it("throws ConfigError without a file name for an object", () => {
    expect(() => resolveConfig({ server: { command: "" }, workflows: [] }, { env: {} })).toThrow(
      new ConfigError("Invalid config:\n  - server.command: must not be empty"),
    );
  });
});

describe("a model key from an unset variable", () => {
  test("loads (replayed cassettes need no key) and fails only when the model is resolved, naming the variable", async () => {
    const { resolveModel } = await import("../../src/model/resolve-model.js");
    const config = resolveConfig(
      {
        server: { command: "node" },
        model: { provider: "openai", model: "gpt-4o-mini", apiKey: "${UNSET_KEY_FOR_TEST}" },
        workflows: [{ name: "w", steps: [{ user: "hi" }] }],
      },
      { env: {} },
    );
    expect(config.model).toEqual(expect.objectContaining({ apiKeyEnv: "UNSET_KEY_FOR_TEST" }));
    expect(config.model).not.toHaveProperty("apiKey");
    expect(() => resolveModel(config.model, { env: {}, role: "agent" })).toThrow(/UNSET_KEY_FOR_TEST/);
    expect(resolveModel(config.model, { env: {}, role: "agent", allowMissingKey: true })).toMatchObject({
      label: "openai:gpt-4o-mini",
      missingKey: { envVar: "UNSET_KEY_FOR_TEST" },
    });
    // Elsewhere an unset variable is still an error at load time.
    expect(() =>
      resolveConfig(
        { server: { command: "node", env: { T: "${UNSET_KEY_FOR_TEST}" } }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] },
        { env: {} },
      ),
    ).toThrow(/UNSET_KEY_FOR_TEST is not set/);
  });
});

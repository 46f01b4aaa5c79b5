/**
 * The CLI's contract around configs: discovery, formats, mcpvals 0.4
 * compatibility, exit codes, and errors that name the file and field.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING_BIN = join(REPO_ROOT, "node_modules", ".bin", "mcp-server-everything");

describe("config errors exit 2 with the file and the field path", () => {
  test.each([
    [
      "a step without a user message",
      { server: { command: "x" }, workflows: [{ name: "w", steps: [{ expectTools: ["a"] }] }] },
      /mcpvals\.config\.json[\s\S]*workflows\[0\]\.steps\[0\]\.user/,
    ],
    ["an unknown transport", { server: { transport: "websocket", url: "ws://x" }, workflows: [] }, /server\.transport/],
    [
      "a misspelt key, with a suggestion",
      { server: { command: "x" }, workflows: [{ name: "w", steps: [{ user: "hi", expectTool: ["a"] }] }] },
      /workflows\[0\]\.steps\[0\][\s\S]*expectTool[\s\S]*expectTools/,
    ],
    ["a threshold above 1", { server: { command: "x" }, threshold: 2, workflows: [{ name: "w", steps: [{ user: "hi" }] }] }, /threshold/],
    ["nothing to run", { server: { command: "x" } }, /nothing to run/i],
  ])("%s", async (_name, config, pattern) => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", config);
    const run = await runMcpvals(["run"], { cwd: dir.path });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(pattern);
    expect(run.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
    expect(run.stdout).toBe("");
  });

  test("a YAML syntax error names the file and line", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.yaml", "server:\n  command: x\nworkflows:\n  - name: [unclosed\n");
    const run = await runMcpvals(["run"], { cwd: dir.path });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/mcpvals\.config\.yaml/);
    expect(run.stderr).toMatch(/line \d+/i);
  });

  test("no config in the directory", async () => {
    await using dir = await tempDir();
    const run = await runMcpvals(["run"], { cwd: dir.path });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/mcpvals\.config\./);
  });

  test("a missing API key is an error before any server starts", async () => {
    await using dir = await tempDir();
    const marker = join(dir.path, "started");
    // The "server" would create a file if it were ever started.
    await dir.write("mcpvals.config.json", {
      server: { command: process.execPath, args: ["-e", `require("fs").writeFileSync(${JSON.stringify(marker)}, "x")`] },
      model: "openai:gpt-4o",
      workflows: [{ name: "w", steps: [{ user: "hi", expectTools: ["echo"] }] }],
    });
    const run = await runMcpvals(["run"], { cwd: dir.path });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/OPENAI_API_KEY/);
    await expect(readFile(marker)).rejects.toThrow();
  });

  test("unknown flags and bad values are usage errors", async () => {
    expect((await runMcpvals(["run", "--frobnicate"])).exitCode).toBe(2);
    expect((await runMcpvals(["run", "--threshold", "abc"])).exitCode).toBe(2);
    const bad = await runMcpvals(["run", "-c", "examples/everything/mcpvals.config.yaml", "--workflow", "nope"]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/No workflow named "nope"[\s\S]*echo a message/);
    expect((await runMcpvals(["run", "-c", "examples/everything/mcpvals.config.yaml", "-r", "yaml"])).stderr).toMatch(
      /Unknown reporter "yaml"/,
    );
  });
});

describe("a server that exits at start", () => {
  test("fails the run with its exit code and stderr, without hanging", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", {
      server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_EXIT_AT_START: "1" } },
      model: "scripted",
      workflows: [{ name: "w", steps: [{ user: "hi", expectTools: ["echo"] }] }],
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }],
    });
    const json = join(dir.path, "r.json");
    const run = await runMcpvals(["run", "--json", json], { cwd: dir.path });
    // The server never started: infrastructure, exit 3.
    expect(run.exitCode).toBe(3);
    const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
    expect(report.servers[0]!.error).toMatch(/exited with code 3[\s\S]*refusing to start/);
    expect(report.workflows[0]!.error).toMatch(/exited with code 3/);
    expect(report.toolHealth[0]).toMatchObject({ passed: false, error: expect.stringMatching(/exited with code 3/) });
    expect(run.stdout).toMatch(/refusing to start/);
  });
});

describe("config formats and discovery", () => {
  test("a TypeScript config using defineConfig runs on plain Node", async () => {
    await using dir = await tempDir();
    await dir.write(
      "mcpvals.config.ts",
      `import { defineConfig } from "mcpvals";
const message: string = "typed";
export default defineConfig({
  server: { command: ${JSON.stringify(EVERYTHING_BIN)} },
  model: "scripted",
  workflows: [{ name: "ts", steps: [{ user: "echo", expectTools: [{ name: "echo", args: { message } }], expectedState: "Echo: typed" }] }],
});
`,
    );
    const run = await runMcpvals(["run"], { cwd: dir.path });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/PASSED/);
  });

  test("FORCE_COLOR colours the console output even without a TTY; NO_COLOR wins", async () => {
    const args = ["run", "-c", "examples/everything/mcpvals.config.yaml", "--tool-health-only"];
    const coloured = await runMcpvals(args, { env: { FORCE_COLOR: "1", NO_COLOR: "" } });
    expect(coloured.stdout).toContain("\u001b[");
    const plain = await runMcpvals(args, { env: { FORCE_COLOR: "1", NO_COLOR: "1" } });
    expect(plain.stdout).not.toContain("\u001b[");
    expect(plain.stdout).toMatch(/PASSED/);
  });

  test("list shows workflows and tool tests without starting a server", async () => {
    const run = await runMcpvals(["list", "-c", "examples/everything/mcpvals.config.yaml"]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/echo a message[\s\S]*basics › get-sum adds/);
  });

  test("schema prints the JSON Schema of the config", async () => {
    const run = await runMcpvals(["schema"]);
    const schema = JSON.parse(run.stdout);
    expect(schema.properties).toHaveProperty("workflows");
    expect(schema.properties).toHaveProperty("toolHealthSuites");
    // The published copy is the one `npm run build:schema` writes.
    expect(JSON.parse(await readFile(join(REPO_ROOT, "schema", "mcpvals.config.schema.json"), "utf8"))).toEqual(schema);
  });
});

describe("mcpvals 0.4 compatibility", () => {
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm({
      rules: [
        { match: "What is 5 + 3?", toolCalls: [{ name: "get-sum", args: { a: 5, b: 3 } }], final: "5 + 3 = 8" },
        { match: "Echo done", toolCalls: [{ name: "echo", args: { message: "done" } }], final: "Echo: done" },
      ],
      judge: () => ({ score: 0.95, passed: true, reasoning: "Correct." }),
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  test("a 0.4 config runs unchanged through `mcpvals eval <config> -r json`, stdout is only JSON", async () => {
    await using dir = await tempDir();
    // Field for field the 0.4 format: test `name` is the tool, string expectTools,
    // timeout / llmJudge / openaiKey / judgeModel / passThreshold at the top.
    const file = await dir.write("config.json", {
      server: { transport: "stdio", command: EVERYTHING_BIN, args: [] },
      workflows: [
        { name: "math", steps: [{ user: "What is 5 + 3?", expectTools: ["get-sum"], expectedState: "8" }] },
        { name: "workflow-level", steps: [{ user: "Echo done" }], expectTools: ["echo"] },
      ],
      toolHealthSuites: [
        {
          name: "Basics",
          tests: [
            { name: "get-sum", description: "adds", args: { a: 5, b: 3 }, expectedResult: 8, maxLatency: 5000 },
            { name: "echo", args: { message: "hi" }, expectedResult: "Echo: hi", retries: 1 },
          ],
          parallel: true,
        },
      ],
      timeout: 10000,
      llmJudge: true,
      openaiKey: "${OPENAI_API_KEY}",
      judgeModel: "gpt-4o",
      passThreshold: 0.9,
    });
    const run = await runMcpvals(["eval", file, "-r", "json"], {
      env: { OPENAI_API_KEY: "sk-legacy-test-key", OPENAI_BASE_URL: fake.url },
    });
    if (run.exitCode !== 0) console.log(run.stderr);
    expect(run.exitCode).toBe(0);
    const report = EvalResultSchema.parse(JSON.parse(run.stdout));
    expect(report).toMatchObject({ passed: true, threshold: 0.9, model: "openai:gpt-4o-mini", judgeModel: "openai:gpt-4o" });
    expect(report.toolHealth.map((t) => [t.tool, t.passed])).toEqual([
      ["get-sum", true],
      ["echo", true],
    ]);
    expect(report.workflows.map((w) => [w.name, w.passed])).toEqual([
      ["math", true],
      ["workflow-level", true],
    ]);
    // The key from `openaiKey` reached the endpoint (OPENAI_BASE_URL honoured) and never the output.
    expect(fake.requests.some((r) => r.authorization === "Bearer sk-legacy-test-key")).toBe(true);
    expect(run.stdout + run.stderr).not.toContain("sk-legacy-test-key");
    // Progress went to stderr.
    expect(run.stderr).toMatch(/PASSED/);
  });

  test("--tool-health-only needs no model or key; --threshold overrides", async () => {
    const run = await runMcpvals([
      "eval",
      "examples/everything/mcpvals.config.yaml",
      "--tool-health-only",
      "--model",
      "openai:gpt-4o",
      "--threshold",
      "1",
      "-r",
      "json",
    ]);
    expect(run.exitCode).toBe(0);
    const report = EvalResultSchema.parse(JSON.parse(run.stdout));
    expect(report).toMatchObject({ workflows: [], threshold: 1, model: "none" });
    expect(report.toolHealth).toHaveLength(4);
  });
});

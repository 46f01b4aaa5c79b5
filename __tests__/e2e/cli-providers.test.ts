/**
 * `mcpvals run` with the Anthropic and Gemini providers: the real CLI, a
 * real server-everything, and loopback endpoints speaking each provider's
 * wire format, reached through the conventional *_BASE_URL variables.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeProvider } from "../fixtures/fake-llm/fake-provider-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const rules = [
  { match: "echo hello", toolCalls: [{ name: "echo", args: { message: "hello" } }], final: "The server said: {{lastToolResult}}" },
];
const workflows = [{ name: "echo", steps: [{ user: "Please echo hello", expectTools: ["echo"], expectedState: "Echo: hello" }] }];

test('model "anthropic:claude-sonnet-4-5" in the config, key and URL from ANTHROPIC_*; tokens and cost in the report', async () => {
  await using fake = await startFakeProvider({ format: "anthropic", rules });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", { server: { command: "mcp-server-everything" }, model: "anthropic:claude-sonnet-4-5", workflows });
  const json = join(dir.path, "report.json");
  const run = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--json", json], {
    env: { ANTHROPIC_API_KEY: "sk-ant-test-key", ANTHROPIC_BASE_URL: fake.url },
  });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  expect(report.model).toBe("anthropic:claude-sonnet-4-5");
  expect(report.workflows[0]).toMatchObject({ passed: true, finalMessage: "The server said: Echo: hello" });
  expect(report.workflows[0]!.costUsd).toBeGreaterThan(0);
  expect(report.summary.usage!.totalTokens).toBeGreaterThan(0);
  expect(run.stdout).toMatch(/Tokens {2}[\d,]+ tokens \([\d,]+ in \/ [\d,]+ out\) · ~\$[\d.e-]+ est\./);
  expect(fake.requests.every((r) => r.headers["x-api-key"] === "sk-ant-test-key")).toBe(true);
  expect(run.stdout).not.toContain("sk-ant-test-key");
});

test("--model google:gemini-2.5-flash with GEMINI_API_KEY; a missing key fails before any server starts", async () => {
  await using fake = await startFakeProvider({ format: "google", rules });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", { server: { command: "mcp-server-everything" }, workflows });
  const config = join(dir.path, "mcpvals.config.json");
  const ok = await runMcpvals(["run", "-c", config, "--model", "google:gemini-2.5-flash"], {
    env: { GEMINI_API_KEY: "gem-key", GOOGLE_GENERATIVE_AI_BASE_URL: fake.url },
  });
  expect(ok.exitCode).toBe(0);
  expect(fake.requests.map((r) => r.path)).toEqual([
    "/v1beta/models/gemini-2.5-flash:generateContent",
    "/v1beta/models/gemini-2.5-flash:generateContent",
  ]);
  const missing = await runMcpvals(["run", "-c", config, "--model", "xai:grok-4"], { env: {} });
  expect(missing.exitCode).toBe(2);
  expect(missing.stderr).toContain("Set XAI_API_KEY");
});

test("the AI SDK's warnings (an unknown model's compatibility mode) come once, as the run's warning, not once per model call on stderr", async () => {
  await using fake = await startFakeProvider({ format: "anthropic", rules });
  await using dir = await tempDir();
  const twice = [workflows[0]!, { ...workflows[0]!, name: "echo again" }];
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "anthropic:claude-unknown-1",
    workflows: twice,
  });
  const run = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json")], {
    env: { ANTHROPIC_API_KEY: "sk-ant-test-key", ANTHROPIC_BASE_URL: fake.url },
  });
  expect(run.exitCode).toBe(0);
  // Four model calls, one line.
  expect(fake.requests).toHaveLength(4);
  expect(run.stderr).toBe("");
  const warnings = run.stdout.split("\n").filter((line) => line.includes("maxOutputTokens"));
  expect(warnings).toEqual([
    expect.stringMatching(
      /^warning: AI SDK \(anthropic\.messages \/ claude-unknown-1\): "maxOutputTokens" is used in a compatibility mode\. The model "claude-unknown-1" is unknown\./,
    ),
  ]);
});

test("mcpvals search --mode llm: the re-rank model's AI SDK warnings come once each as the search's warnings, not as the SDK's own stderr lines", async () => {
  await using fake = await startFakeProvider({ format: "anthropic", rules: [{ match: "add two numbers", final: '["default/get-sum"]' }] });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    search: { mode: "llm", model: "anthropic:claude-unknown-1" },
  });
  const run = await runMcpvals(["search", "add two numbers", "-c", join(dir.path, "mcpvals.config.json"), "--no-state"], {
    env: { ANTHROPIC_API_KEY: "sk-ant-test-key", ANTHROPIC_BASE_URL: fake.url },
  });
  expect(run.exitCode).toBe(0);
  expect(fake.requests).toHaveLength(1);
  expect(run.stdout).toMatch(/^\s+1\s+default\s+get-sum\s/m);
  // The SDK's own printer ("(node:123) Warning: AI SDK Warning …") is not used.
  expect(run.stderr).not.toContain("AI SDK Warning");
  expect(run.stderr.split("\n").filter((line) => line.includes("maxOutputTokens"))).toEqual([
    expect.stringMatching(
      /^mcpvals: warning: AI SDK \(anthropic\.messages \/ claude-unknown-1\): "maxOutputTokens" is used in a compatibility mode\./,
    ),
  ]);
});

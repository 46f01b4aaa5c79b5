/**
 * The committed action bundle (dist/index.js) run as GitHub runs it: inputs
 * as INPUT_* variables, outputs and the job summary in the files GitHub
 * names. `.ci/run` checks separately that dist/ matches a rebuild.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { XMLValidator } from "fast-xml-parser";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { REPO_ROOT, tempDir, type TempDir } from "../helpers/run-mcpvals.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { ACTION_DEFAULTS, ACTION_ENTRY } from "../helpers/run-action-bundle.js";

async function runAction(dir: TempDir, inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  const output = await dir.write("github-output", "");
  const summary = await dir.write("step-summary", "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    GITHUB_WORKSPACE: REPO_ROOT,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    ...extraEnv,
  };
  // Inputs the test leaves out get action.yml's defaults, as GitHub fills them in.
  // The workspace is the repository (for its examples): the HTML report goes to the test's folder, not the checkout.
  for (const [name, value] of Object.entries({ ...ACTION_DEFAULTS, "html-path": join(dir.path, "mcpvals-report.html"), ...inputs }))
    env[`INPUT_${name.toUpperCase()}`] = value;
  const run = await execa(process.execPath, [ACTION_ENTRY], { env, extendEnv: false, reject: false, timeout: 60_000 });
  return { ...run, outputs: parseOutputs(await readFile(output, "utf8")), summary: await readFile(summary, "utf8") };
}

/** GITHUB_OUTPUT uses `name<<delimiter` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}

test("a passing run sets the outputs, writes the summary and exits 0", async () => {
  await using dir = await tempDir();
  const json = join(dir.path, "report.json");
  const junit = join(dir.path, "junit.xml");
  const run = await runAction(dir, { config: "examples/everything/mcpvals.config.yaml", "json-path": json, "junit-path": junit });
  expect(run.exitCode).toBe(0);
  expect(run.outputs).toMatchObject({ score: "1", passed: "true", threshold: "0.8", "report-path": json, "junit-path": junit });
  // The example's three expected tools: two rank in the top 5, get-structured-content ("the weather") does not.
  expect(Number(run.outputs["recall-at-k"])).toBeCloseTo(2 / 3, 3);
  expect(Number(run.outputs.mrr)).toBeGreaterThan(0);
  expect(Number(run.outputs.mrr)).toBeLessThan(1);
  expect(XMLValidator.validate(await readFile(junit, "utf8"))).toBe(true);
  expect(EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8"))).passed).toBe(true);
  expect(run.summary).toMatch(/## ✅ mcpvals passed/);
});

test("an LLM workflow and the judge run from the bundle (the model code loads on demand)", async () => {
  await using fake = await startFakeLlm({
    rules: [{ match: "echo bundled", toolCalls: [{ name: "echo", args: { message: "bundled" } }], final: "{{lastToolResult}}" }],
    judge: () => ({ score: 1, passed: true, reasoning: "fine" }),
  });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "openai:gpt-4o-mini",
    workflows: [{ name: "w", steps: [{ user: "echo bundled", expectTools: ["echo"], expectedState: "Echo: bundled" }] }],
  });
  const json = join(dir.path, "r.json");
  const run = await runAction(
    dir,
    { config: join(dir.path, "mcpvals.config.json"), "json-path": json, "llm-judge": "true" },
    { OPENAI_API_KEY: "sk-bundle-test", OPENAI_BASE_URL: fake.url },
  );
  expect(run.exitCode).toBe(0);
  const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  expect(report).toMatchObject({ passed: true, model: "openai:gpt-4o-mini", judgeModel: "openai:gpt-4o-mini" });
  expect(report.workflows[0]!.metrics.llmJudge?.passed).toBe(true);
});

test("a TypeScript config importing defineConfig loads inside the bundle", async () => {
  await using dir = await tempDir();
  await dir.write(
    "mcpvals.config.ts",
    `import { defineConfig } from "mcpvals";
const tool: string = "echo";
export default defineConfig({
  server: { command: "mcp-server-everything" },
  toolHealthSuites: [{ name: "ts", tests: [{ name: tool, args: { message: "typed" }, expectedResult: "typed" }] }],
});
`,
  );
  const run = await runAction(dir, { "working-directory": dir.path, "json-path": join(dir.path, "r.json") });
  expect(run.stdout).not.toMatch(/::error::/);
  expect(run.exitCode).toBe(0);
  expect(run.outputs.passed).toBe("true");
});

test("below the threshold the step fails with a one-line reason", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "scripted",
    workflows: [
      { name: "w", steps: [{ user: "x", expectTools: [{ name: "echo", args: { message: "a" } }], expectedState: "not what echo says" }] },
    ],
  });
  const run = await runAction(dir, { config: join(dir.path, "mcpvals.config.json"), "json-path": join(dir.path, "r.json") });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toMatch(/^::error::mcpvals score 0\.\d+ is below the threshold 0\.80$/m);
  expect(run.outputs.passed).toBe("false");
});

test("a broken config fails the step with the config error", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", { server: { command: "x" }, workflows: [{ name: "w", steps: [] }] });
  const run = await runAction(dir, { config: join(dir.path, "mcpvals.config.json") });
  expect(run.exitCode).toBe(2); // usage/config, as the CLI
  expect(run.stdout).toMatch(/::error::mcpvals: .*workflows\[0\]\.steps/);
});

// action.yml against the inputs the code reads: __tests__/github/workflow-files.int.test.ts.

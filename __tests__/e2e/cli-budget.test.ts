/**
 * The budget metric through `mcpvals run`: server-everything over stdio, the
 * model played by the loopback OpenAI-compatible endpoint (which reports token
 * usage), every report written. A workflow that makes two tool calls against a
 * budget of one fails with the reason in the console, JSON and Markdown; one
 * within its budget passes.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

async function runWith(dir: TempDir, fake: FakeLlm, budget: object) {
  await dir.write("mcpvals.config.json", {
    server: { transport: "stdio", command: "mcp-server-everything" },
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
    workflows: [{ name: "sum then echo", steps: [{ user: "sum then echo", expectedState: "5" }], budget }],
  });
  const out = (name: string) => join(dir.path, name);
  // cwd inside the repo so `mcp-server-everything` resolves from node_modules/.bin.
  const cli = await runMcpvals(["run", "-c", out("mcpvals.config.json"), "--json", out("r.json"), "--markdown", out("r.md")]);
  const report = EvalResultSchema.parse(JSON.parse(await readFile(out("r.json"), "utf8")));
  return { ...cli, report, workflow: report.workflows[0]!, markdown: await readFile(out("r.md"), "utf8") };
}

describe("the budget metric, end to end", () => {
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm({
      rules: [
        {
          match: "sum then echo",
          toolCalls: [
            { name: "get-sum", args: { a: 2, b: 3 } },
            { name: "echo", args: { message: "5" } },
          ],
          final: "5",
        },
      ],
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  test("two tool calls against a budget of one fail the workflow, with the reason in every report", async () => {
    await using dir = await tempDir();
    const run = await runWith(dir, fake, { toolCalls: 1 });
    expect(run.exitCode).toBe(1);
    const budget = (run.workflow.metrics as Record<string, unknown>).budget;
    expect(budget).toMatchObject({
      passed: false,
      skipped: false,
      score: 0.5,
      reason: "2 tool calls over a budget of 1",
      toolCalls: { used: 2, budget: 1 },
      details: [
        { kind: "entries", columns: ["Limit", "Verdict", "Used"], rows: [{ name: "tool calls", kind: "over", text: "2 used, budget 1" }] },
      ],
    });
    // End-to-end and tool health passed: the budget alone failed it.
    expect(run.workflow).toMatchObject({ passed: false, score: 2 / 3, error: null });
    expect(run.stdout).toMatch(/sum then echo .*budget: 2 tool calls over a budget of 1/);
    expect(run.markdown).toContain("| Workflow | Result | Score | End-to-end | Tool order | Tool health | Judge | Budget | Duration |");
    expect(run.markdown).toContain("**Budget**: 2 tool calls over a budget of 1");
    expect(run.markdown).toContain("| tool calls | over | 2 used, budget 1 |");
  });

  test("a run within its tool calls and tokens passes, the tokens as the model reported them", async () => {
    await using dir = await tempDir();
    const run = await runWith(dir, fake, { toolCalls: 2, tokens: 100_000 });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    const { usage } = run.workflow;
    expect(usage!.inputTokens).toBeGreaterThan(0);
    expect((run.workflow.metrics as Record<string, unknown>).budget).toMatchObject({
      passed: true,
      score: 1,
      toolCalls: { used: 2, budget: 2 },
      tokens: { used: usage!.inputTokens + usage!.outputTokens, budget: 100_000 },
    });
    expect(run.workflow).toMatchObject({ passed: true, score: 1 });
  });

  test("with no model (--model scripted) the tokens limit is not checked, and the console says so beside the pass", async () => {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", {
      server: { transport: "stdio", command: "mcp-server-everything" },
      toolRetrieval: false,
      workflows: [
        {
          name: "echo",
          steps: [{ user: "echo hi", expectTools: [{ name: "echo", args: { message: "hi" } }] }],
          budget: { toolCalls: 1, tokens: 1000 },
        },
      ],
    });
    const json = join(dir.path, "r.json");
    const run = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--model", "scripted", "--json", json]);
    expect(run.exitCode).toBe(0);
    const workflow = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8"))).workflows[0]!;
    expect((workflow.metrics as Record<string, unknown>).budget).toMatchObject({
      passed: true,
      toolCalls: { used: 1, budget: 1 },
      tokens: { used: null, budget: 1000, unknown: "no-model" },
    });
    expect(run.stdout).toMatch(/✓ echo .*\n\s+budget: tokens not checked: no model usage was recorded/);
  });
});

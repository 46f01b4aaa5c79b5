/**
 * A conversation's per-turn expectations and its spend, end to end: `mcpvals
 * run` in-process against server-everything over stdio, with the loopback
 * model playing the agent and the user on separate endpoints. Steps beside
 * `user` check turn N (a failure named "turn 2"); the user model's tokens are
 * in the workflow's usage (and apart in `userUsage`), priced by its own
 * model, and counted by `budget.tokens`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const EVERYTHING = { transport: "stdio", command: "mcp-server-everything" };

const AGENT_RULES: FakeLlmRule[] = [
  { match: "add 2 and 3", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "Result: {{lastToolResult}}" },
  { match: "echo hello", toolCalls: [{ name: "echo", args: { message: "hello" } }], final: "Echoed: {{lastToolResult}}" },
];
const USER_RULES: FakeLlmRule[] = [
  { match: "(The conversation starts.", final: "Hi, please add 2 and 3" },
  { match: "Result:", final: "Great. Now echo hello please" },
  { match: "Echoed:", final: "Thanks, that is all. ###STOP###" },
];

const PRICING = { "openai-compatible:agent-model": { input: 1, output: 2 }, "openai-compatible:user-model": { input: 10, output: 20 } };

describe("a conversation with per-turn expectations, and what it spent", () => {
  let agent: FakeLlm;
  let user: FakeLlm;
  let dir: TempDir;
  beforeAll(async () => {
    agent = await startFakeLlm({ rules: AGENT_RULES });
    user = await startFakeLlm({ rules: USER_RULES });
    dir = await tempDir();
  });
  afterAll(async () => {
    await Promise.all([agent.close(), user.close(), dir[Symbol.asyncDispose]()]);
  });

  async function run(workflow: object): Promise<{ exitCode: number; stderr: string; report: EvalResult }> {
    await dir.write("mcpvals.config.json", {
      server: EVERYTHING,
      model: { provider: "openai-compatible", model: "agent-model", baseURL: agent.url },
      pricing: PRICING,
      toolRetrieval: false,
      workflows: [
        {
          name: "sum and echo",
          user: {
            goal: "get 2 + 3 added, then hello echoed",
            model: { provider: "openai-compatible", model: "user-model", baseURL: user.url },
          },
          ...workflow,
        },
      ],
    });
    const json = join(dir.path, "report.json");
    const cli = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--no-state", "--json", json]);
    return { ...cli, report: EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8"))) };
  }

  test("step N's expectations check turn N; a failing turn-2 expectation is named turn 2", async () => {
    const passing = await run({
      steps: [
        { expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }], expectedState: "5" },
        { expectTools: ["echo"], expectedState: "hello" },
      ],
    });
    const good = passing.report.workflows[0]!;
    expect(metricOf(good, "endToEnd")!.checks.map((c) => [c.scope, c.passed])).toEqual([
      ["turn 1", true],
      ["turn 2", true],
    ]);
    expect(metricOf(good, "toolOrder")!.passed).toBe(true);
    expect(passing.exitCode).toBe(0);

    const failing = await run({
      steps: [
        { expectTools: ["get-sum"], expectedState: "5" },
        { expectTools: [{ name: "echo", args: { message: "goodbye" } }], expectedState: "goodbye" },
      ],
    });
    const bad = failing.report.workflows[0]!;
    // The conversation itself went as before: the user stopped after two answered turns.
    expect(bad.stopReason).toBe("user stopped");
    const endToEnd = metricOf(bad, "endToEnd")!;
    expect(endToEnd.checks.map((c) => [c.scope, c.passed])).toEqual([
      ["turn 1", true],
      ["turn 2", false],
    ]);
    expect(endToEnd.message).toBe('turn 2: expected the answer to contain "goodbye"');
    const toolOrder = metricOf(bad, "toolOrder")!;
    expect(toolOrder).toMatchObject({ passed: false, firstMismatch: 1, firstMismatchScope: "turn 2" });
    expect(toolOrder.message).toMatch(/^turn 2: expected echo with args \{"message":"goodbye"\}/);
    expect(failing.exitCode).toBe(1);
  });

  test("a turn the agent never answered fails its expectation, saying so", async () => {
    // Turn 3 is the user's closing message: the agent never answers it.
    const result = await run({ steps: [{}, {}, { expectedState: "anything" }] });
    const checks = metricOf(result.report.workflows[0]!, "endToEnd")!.checks;
    expect(checks).toEqual([expect.objectContaining({ scope: "turn 3 (never answered: the conversation ended first)", passed: false })]);
    expect(result.exitCode).toBe(1);
  });

  test("the user model's tokens are in usage (apart in userUsage), priced by its own model, and counted by budget.tokens", async () => {
    const before = user.requests.length;
    const measured = await run({ expectTools: ["get-sum", "echo"] });
    const workflow = measured.report.workflows[0]!;
    expect(user.requests.length - before).toBe(3);
    const agentUsage = workflow.messages.reduce(
      (sum, m) => ({ input: sum.input + (m.usage?.inputTokens ?? 0), output: sum.output + (m.usage?.outputTokens ?? 0) }),
      { input: 0, output: 0 },
    );
    const userUsage = workflow.userUsage!;
    expect(userUsage.inputTokens).toBeGreaterThan(0);
    expect(userUsage.outputTokens).toBeGreaterThan(0);
    expect(workflow.usage).toEqual({
      inputTokens: agentUsage.input + userUsage.inputTokens,
      outputTokens: agentUsage.output + userUsage.outputTokens,
      totalTokens: agentUsage.input + agentUsage.output + userUsage.totalTokens,
    });
    // Each model at its own price (USD per 1M tokens).
    const cost = (agentUsage.input * 1 + agentUsage.output * 2 + userUsage.inputTokens * 10 + userUsage.outputTokens * 20) / 1e6;
    expect(workflow.costUsd).toBeCloseTo(cost, 6);
    expect(measured.report.summary.usage).toEqual(workflow.usage);

    // A token budget the agent alone stays within: the user's tokens put the run over it.
    const agentTokens = agentUsage.input + agentUsage.output;
    const limited = await run({ expectTools: ["get-sum", "echo"], budget: { tokens: agentTokens + 1 } });
    const budget = metricOf(limited.report.workflows[0]!, "budget")!;
    expect(budget).toMatchObject({ passed: false, tokens: { used: agentTokens + userUsage.inputTokens + userUsage.outputTokens } });
    expect(limited.report.workflows[0]!.passed).toBe(false);
  });
});

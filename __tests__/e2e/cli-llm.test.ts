/**
 * `mcpvals run` end to end with an LLM: the CLI in-process (runCli), real MCP
 * servers over stdio, and the model played by a loopback OpenAI-compatible
 * endpoint that answers scripted tool calls.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { processesWith, runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const EVERYTHING = { transport: "stdio", command: "mcp-server-everything" };

function fixtureServer(marker: string, env: Record<string, string> = {}) {
  return { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH, `--marker=${marker}`], env };
}

function llmModel(fake: FakeLlm, extra: Record<string, unknown> = {}) {
  return { provider: "openai-compatible", model: "fake-model", baseURL: fake.url, ...extra };
}

async function runConfig(dir: TempDir, config: object, args: string[] = [], env: Record<string, string> = {}) {
  await dir.write("mcpvals.config.json", config);
  const json = join(dir.path, "report.json");
  const junit = join(dir.path, "report.xml");
  // cwd inside the repo so `mcp-server-everything` resolves from node_modules/.bin.
  const run = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--json", json, "--junit", junit, ...args], {
    env,
  });
  let report: EvalResult | undefined;
  try {
    report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  } catch {
    report = undefined;
  }
  return { ...run, report, junitPath: junit };
}

describe("mcpvals run with an LLM over stdio", () => {
  let fake: FakeLlm;
  const rules: FakeLlmRule[] = [
    { match: "echo hello", toolCalls: [{ name: "echo", args: { message: "hello" } }], final: "The server said: {{lastToolResult}}" },
    {
      match: "sum then echo",
      toolCalls: [
        { name: "get-sum", args: { a: 2, b: 3 } },
        { name: "echo", args: { message: "5" } },
      ],
      final: "5",
    },
    { match: "broken tool", toolCalls: [{ name: "fails" }], final: "It failed." },
    { match: "bad output", toolCalls: [{ name: "bad-output" }], final: "Got a count." },
    { match: "hang please", toolCalls: [{ name: "hang" }, { name: "echo", args: { message: "after hang" } }], final: "{{lastToolResult}}" },
    { match: "unknown tool", toolCalls: [{ name: "no-such-tool" }], final: "Hmm." },
    { match: "leak the env", toolCalls: [{ name: "get-env", args: { name: "SERVER_TOKEN" } }], final: "The token is {{lastToolResult}}" },
  ];

  beforeAll(async () => {
    fake = await startFakeLlm({ rules, judge: () => ({ score: 0.9, passed: true, reasoning: "The echo came back as asked." }) });
  });
  afterAll(async () => {
    await fake.close();
  });

  test("a green workflow passes with exit 0, a valid JSON report and valid JUnit", async () => {
    await using dir = await tempDir();
    const run = await runConfig(dir, {
      server: EVERYTHING,
      model: llmModel(fake),
      workflows: [{ name: "echo", steps: [{ user: "Please echo hello", expectTools: ["echo"], expectedState: "echo: hello" }] }],
    });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    const report = run.report!;
    expect(report).toMatchObject({ passed: true, score: 1, threshold: 0.8, model: "openai-compatible:fake-model", judgeModel: null });
    const [workflow] = report.workflows;
    expect(workflow).toMatchObject({ name: "echo", passed: true, finalMessage: "The server said: Echo: hello" });
    expect(workflow!.toolCalls).toEqual([
      expect.objectContaining({ server: "default", tool: "echo", args: { message: "hello" }, ok: true, isError: false, error: null }),
    ]);
    expect(report.servers[0]).toMatchObject({
      name: "default",
      transport: "stdio",
      serverInfo: { name: "mcp-servers/everything" },
      tools: 13,
    });
    expect(report.servers[0]!.toolsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.coverage).toMatchObject({ exercised: 1, total: 13 });
    expect(report.tools).toEqual([expect.objectContaining({ tool: "echo", calls: 1, successes: 1, failures: 0 })]);

    const xml = await readFile(run.junitPath, "utf8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(JSON.stringify(parsed)).toContain('"@_name":"echo"');
    expect(run.stdout).toMatch(/PASSED\s+score 1\.00/);
  });

  test("a wrong tool order is red with the index of the first mismatch", async () => {
    await using dir = await tempDir();
    const run = await runConfig(dir, {
      server: EVERYTHING,
      model: llmModel(fake),
      workflows: [{ name: "order", steps: [{ user: "sum then echo" }], expectTools: ["echo", "get-sum"], order: "exact" }],
    });
    expect(run.exitCode).toBe(1);
    const order = metricOf(run.report!.workflows[0]!, "toolOrder")!;
    expect(order).toMatchObject({ passed: false, expected: ["echo", "get-sum"], actual: ["get-sum", "echo"], firstMismatch: 0 });
    expect(metricOf(run.report!.workflows[0]!, "toolHealth")!.passed).toBe(true);
    expect(run.stdout).toContain("FAILED");
    expect(run.stdout).toContain("echo");
  });

  test("in-order mode reports the first expected tool not found after the previous match", async () => {
    await using dir = await tempDir();
    const run = await runConfig(dir, {
      server: EVERYTHING,
      model: llmModel(fake),
      workflows: [{ name: "order", steps: [{ user: "sum then echo", expectTools: ["get-sum", "get-env", "echo"] }] }],
    });
    expect(metricOf(run.report!.workflows[0]!, "toolOrder")!).toMatchObject({ passed: false, firstMismatch: 1, mode: "in-order" });
  });

  test("isError, an output that breaks its outputSchema and an unknown tool make tool health red", async () => {
    await using dir = await tempDir();
    const marker = randomUUID();
    const run = await runConfig(dir, {
      server: fixtureServer(marker),
      model: llmModel(fake),
      workflows: [
        { name: "broken", steps: [{ user: "call the broken tool", expectTools: ["fails"] }] },
        { name: "bad output", steps: [{ user: "bad output please", expectTools: ["bad-output"] }] },
        { name: "unknown", steps: [{ user: "an unknown tool" }] },
      ],
    });
    expect(run.exitCode).toBe(1);
    const [broken, bad, unknown] = run.report!.workflows;
    expect(metricOf(broken!, "toolHealth")!).toMatchObject({ passed: false, failures: [{ tool: "fails", errorKind: "tool" }] });
    expect(broken!.toolCalls[0]).toMatchObject({ ok: false, isError: true, error: expect.stringContaining("fixture failure") });
    expect(metricOf(broken!, "toolOrder")!.passed).toBe(true);
    expect(metricOf(bad!, "toolHealth")!.failures[0]).toMatchObject({ tool: "bad-output", errorKind: "invalid-output" });
    expect(bad!.toolCalls[0]!.error).toMatch(/outputSchema.*count/);
    expect(unknown!.toolCalls[0]).toMatchObject({ tool: "no-such-tool", errorKind: "unknown-tool", ok: false });
    // Unknown tools never reached the server: not in per-tool stats.
    expect(run.report!.tools.map((t) => t.tool).sort()).toEqual(["bad-output", "fails"]);
    expect(await processesWith(marker)).toEqual([]);
  });

  test("a tool call that hangs times out and the run still finishes", async () => {
    await using dir = await tempDir();
    const marker = randomUUID();
    const run = await runConfig(dir, {
      server: fixtureServer(marker),
      model: llmModel(fake),
      timeouts: { toolCallMs: 500 },
      workflows: [{ name: "hang", steps: [{ user: "hang please", expectTools: ["hang", "echo"], expectedState: "after hang" }] }],
    });
    expect(run.exitCode).toBe(1);
    const workflow = run.report!.workflows[0]!;
    expect(workflow.toolCalls.map((c) => [c.tool, c.errorKind])).toEqual([
      ["hang", "timeout"],
      ["echo", null],
    ]);
    expect(workflow.toolCalls[0]!.latencyMs).toBeGreaterThanOrEqual(450);
    expect(metricOf(workflow, "endToEnd")!.passed).toBe(true);
    expect(await processesWith(marker)).toEqual([]);
  });

  test("the judge runs, its verdict and model are reported", async () => {
    await using dir = await tempDir();
    const run = await runConfig(
      dir,
      {
        server: EVERYTHING,
        model: llmModel(fake),
        workflows: [{ name: "judged", steps: [{ user: "Please echo hello", expectedState: "hello" }] }],
      },
      ["--llm-judge"],
    );
    expect(run.exitCode).toBe(0);
    expect(run.report!.judgeModel).toBe("openai-compatible:fake-model");
    expect(metricOf(run.report!.workflows[0]!, "llmJudge")!).toMatchObject({
      passed: true,
      score: 0.9,
      reasoning: "The echo came back as asked.",
    });
    const judgeRequest = fake.requests.filter((r) => r.kind === "judge").at(-1)!;
    // The expected state reaches the judge as its criterion (mcp-evals drops it).
    expect(JSON.stringify(judgeRequest.body)).toContain("hello");
  });

  test("secrets never reach console, JSON or JUnit, even when the server echoes them", async () => {
    await using dir = await tempDir();
    const apiKey = `sk-test-${randomUUID()}`;
    const serverToken = `server-token-${randomUUID()}`;
    const run = await runConfig(
      dir,
      {
        server: { ...fixtureServer(randomUUID()), env: { SERVER_TOKEN: "${MY_SERVER_TOKEN}" } },
        model: llmModel(fake, { apiKey: "${MY_LLM_KEY}" }),
        workflows: [{ name: "leak", steps: [{ user: "leak the env", expectTools: ["get-env"], expectedState: "token" }] }],
      },
      ["-r", "console"],
      { MY_LLM_KEY: apiKey, MY_SERVER_TOKEN: serverToken },
    );
    expect(run.exitCode).toBe(0);
    // The key did reach the model endpoint, and the token the server...
    expect(fake.requests.some((r) => r.authorization === `Bearer ${apiKey}`)).toBe(true);
    const json = await readFile(join(dir.path, "report.json"), "utf8");
    expect(json).toContain("***");
    // ...but no output carries either.
    for (const output of [run.stdout, run.stderr, json, await readFile(run.junitPath, "utf8")]) {
      expect(output).not.toContain(apiKey);
      expect(output).not.toContain(serverToken);
    }
  });

  test("the server gets only its configured env, not the parent's", async () => {
    await using dir = await tempDir();
    const run = await runConfig(
      dir,
      {
        server: fixtureServer(randomUUID()),
        model: llmModel(fake),
        workflows: [{ name: "env", steps: [{ user: "leak the env", expectedState: "(unset)" }] }],
      },
      [],
      { SERVER_TOKEN: "parent-secret-value" },
    );
    expect(run.report!.workflows[0]!.finalMessage).toBe("The token is (unset)");
  });

  test("a model endpoint that keeps failing fails the workflow with the model, status and attempts", async () => {
    await using failing = await startFakeLlm({ rules, failWith: { status: 500, retryAfter: "0" } });
    await using dir = await tempDir();
    const run = await runConfig(dir, {
      server: EVERYTHING,
      model: { provider: "openai-compatible", model: "flaky", baseURL: failing.url },
      workflows: [{ name: "down", steps: [{ user: "Please echo hello", expectTools: ["echo"] }] }],
    });
    // The model endpoint failed and nothing was judged: infrastructure, exit 3.
    expect(run.exitCode).toBe(3);
    expect(run.report!.workflows[0]!).toMatchObject({ infrastructure: true });
    expect(run.report!.workflows[0]!.error).toMatch(
      /^model openai-compatible:flaky: HTTP 500 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions after 3 attempts/,
    );
    expect(failing.requests).toHaveLength(3);
  });

  test("a judge that does not answer with a verdict leaves the metric not graded (exit 3), with the reason", async () => {
    await using confused = await startFakeLlm({ rules, judge: () => "I think it went fine, 8/10." });
    await using dir = await tempDir();
    const run = await runConfig(
      dir,
      {
        server: EVERYTHING,
        model: llmModel(confused),
        workflows: [{ name: "judged", steps: [{ user: "Please echo hello", expectTools: ["echo"] }] }],
      },
      ["--llm-judge"],
    );
    // Not a verdict on the server: the judge could not grade, so the run could not be decided.
    expect(run.exitCode).toBe(3);
    const workflow = run.report!.workflows[0]!;
    expect(metricOf(workflow, "llmJudge")!).toMatchObject({
      passed: false,
      notGraded: true,
      message: expect.stringMatching(/^not graded: the judge did not answer with a JSON object/),
    });
    expect(metricOf(workflow, "toolOrder")!.passed).toBe(true);
    expect(workflow).toMatchObject({ passed: false, score: 0, infrastructure: true });
    // The console says why, as the JSON report does.
    expect(run.stdout).toMatch(/llmJudge not graded: the judge did not answer with a JSON object/);
  });

  test("--model provider:name for the config's provider changes the model name and keeps the config's baseURL", async () => {
    await using dir = await tempDir();
    const run = await runConfig(
      dir,
      {
        server: EVERYTHING,
        model: llmModel(fake),
        workflows: [{ name: "renamed", steps: [{ user: "Please echo hello", expectTools: ["echo"] }] }],
      },
      ["--model", "openai-compatible:fake-2"],
    );
    expect({ exitCode: run.exitCode, stderr: run.exitCode === 0 ? "" : run.stderr }).toEqual({ exitCode: 0, stderr: "" });
    expect(run.report!.model).toBe("openai-compatible:fake-2");
    expect(fake.requests.at(-1)!.body).toMatchObject({ model: "fake-2" });
  });

  test("streaming responses drive the same loop", async () => {
    await using dir = await tempDir();
    const run = await runConfig(dir, {
      server: EVERYTHING,
      model: llmModel(fake, { stream: true }),
      workflows: [{ name: "stream", steps: [{ user: "Please echo hello", expectTools: ["echo"], expectedState: "Echo: hello" }] }],
    });
    expect(run.exitCode).toBe(0);
    expect(fake.requests.some((r) => r.body?.stream === true)).toBe(true);
    expect(run.report!.workflows[0]!.usage!.totalTokens).toBeGreaterThan(0);
  });
});

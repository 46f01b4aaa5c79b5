/**
 * evaluate() with observers and an LLM: events in order (redacted like the
 * report), a throwing observer that does not break the run, and token usage
 * with a cost estimate per step, per workflow and per run.
 */
// Loaded up front: jest's ESM runtime fails ("module is not linked") when
// prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import type { Observer } from "../../src/trace/observer.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { inMemoryEverything } from "../helpers/in-memory-server.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

// The real server-everything, in this process: these tests are about the run's events, not the server's process.
const everything = { command: "mcp-server-everything" };
const transports = { default: inMemoryEverything().transport };

test("observers see status, messages and tool calls in order; a throwing one is reported and the run goes on", async () => {
  await using fake = await startFakeLlm({
    rules: [
      { match: "echo the secret", toolCalls: [{ name: "echo", args: { message: "s3cr3t-value-xyz" } }], final: "{{lastToolResult}}" },
      { match: "add two and three", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "{{lastToolResult}}" },
    ],
  });
  const events: string[] = [];
  const recorder: Observer = {
    onStatus: (e) =>
      void events.push(`status ${e.status}${e.workflow ? ` ${e.workflow}` : ""}${e.passed === undefined ? "" : ` ${e.passed}`}`),
    onMessage: (e) => void events.push(`${e.workflow} ${e.role}[${e.step}] ${e.text}`),
    onToolCall: (e) => void events.push(`${e.workflow} tool[${e.step}] ${e.name} ${JSON.stringify(e.args)} ok=${e.ok}`),
  };
  const thrower: Observer = {
    onToolCall: () => {
      throw new Error("observer exploded");
    },
  };
  const failures: string[] = [];
  const result = await evaluate(
    {
      server: everything,
      model: { provider: "openai-compatible", model: "gpt-4o-mini", baseURL: fake.url, apiKey: "${SECRET_KEY}" },
      concurrency: 1,
      pricing: { "openai-compatible:gpt-4o-mini": { input: 1000, output: 2000 } },
      workflows: [
        {
          name: "two steps",
          steps: [
            { user: "Please echo the secret", expectTools: ["echo"] },
            { user: "add two and three", expectTools: ["get-sum"], expectedState: "5" },
          ],
        },
      ],
    },
    {
      cwd: REPO_ROOT,
      transports,
      observers: [thrower, recorder],
      onObserverError: (f) => void failures.push(f.message),
      env: { SECRET_KEY: "s3cr3t-value-xyz" },
    },
  );
  expect(EvalResultSchema.parse(result)).toEqual(result);
  expect(result.passed).toBe(true);
  expect(events).toEqual([
    "status run-started",
    "status workflow-started two steps",
    "two steps user[0] Please echo the secret",
    'two steps tool[0] echo {"message":"***"} ok=true',
    "two steps assistant[0] Echo: ***",
    "two steps user[1] add two and three",
    'two steps tool[1] get-sum {"a":2,"b":3} ok=true',
    expect.stringMatching(/^two steps assistant\[1\] .*5/),
    "status workflow-finished two steps true",
    "status run-finished true",
  ]);
  expect(failures).toEqual(["observer #1 onToolCall: observer exploded", "observer #1 onToolCall: observer exploded"]);

  const workflow = result.workflows[0]!;
  const [first, second] = workflow.messages;
  expect(first!.usage!.totalTokens).toBeGreaterThan(0);
  expect(second!.usage!.inputTokens).toBeGreaterThan(first!.usage!.inputTokens);
  expect(workflow.usage!.totalTokens).toBe(first!.usage!.totalTokens + second!.usage!.totalTokens);
  const expectedCost = (workflow.usage!.inputTokens * 1000 + workflow.usage!.outputTokens * 2000) / 1e6;
  expect(workflow.costUsd).toBeCloseTo(expectedCost, 6);
  expect(result.summary.usage).toEqual(workflow.usage);
  expect(result.summary.costUsd).toBeCloseTo(expectedCost, 6);
});

test("a model with no known price has usage but a null cost; a scripted run has neither", async () => {
  await using fake = await startFakeLlm({ rules: [{ match: "hi", final: "hello" }] });
  const llm = await evaluate(
    {
      server: everything,
      model: { provider: "openai-compatible", model: "unpriced", baseURL: fake.url },
      workflows: [{ name: "w", steps: [{ user: "hi", expectedState: "hello" }] }],
    },
    { cwd: REPO_ROOT, transports, env: {} },
  );
  expect(llm.workflows[0]!.usage!.totalTokens).toBeGreaterThan(0);
  expect(llm.workflows[0]!.costUsd).toBeNull();
  expect(llm.summary.costUsd).toBeNull();
  const scripted = await evaluate(
    { server: everything, workflows: [{ name: "w", steps: [{ user: "echo", expectTools: [{ name: "echo", args: { message: "x" } }] }] }] },
    { cwd: REPO_ROOT, transports, model: "scripted", env: {} },
  );
  expect(scripted.summary).toEqual({ workflows: { total: 1, passed: 1 }, toolHealth: { total: 0, passed: 0 } });
  expect(scripted.workflows[0]!.costUsd).toBeUndefined();
});

test("a retried model call is an onStatus model-retry event", async () => {
  await using fake = await startFakeLlm({ rules: [{ match: "hi", final: "hello" }], failWith: { status: 429, times: 1, retryAfter: "0" } });
  const statuses: string[] = [];
  const result = await evaluate(
    {
      server: everything,
      model: { provider: "openai-compatible", model: "m", baseURL: fake.url },
      workflows: [{ name: "w", steps: [{ user: "hi", expectedState: "hello" }] }],
    },
    {
      cwd: REPO_ROOT,
      transports,
      env: {},
      observers: [{ onStatus: (e) => void statuses.push(`${e.status}${e.detail ? `: ${e.detail}` : ""}`) }],
    },
  );
  expect(result.passed).toBe(true);
  expect(statuses).toEqual([
    "run-started",
    "workflow-started",
    "model-retry: openai-compatible: HTTP 429 on attempt 1, retrying in 0 ms",
    "workflow-finished",
    "run-finished",
  ]);
});

test("a reporter that implements observer hooks gets the live events too", async () => {
  const seen: string[] = [];
  await evaluate(
    { server: everything, workflows: [{ name: "w", steps: [{ user: "echo", expectTools: [{ name: "echo", args: { message: "x" } }] }] }] },
    {
      cwd: REPO_ROOT,
      transports,
      model: "scripted",
      env: {},
      reporters: [{ onToolCall: (e) => void seen.push(`${e.name}:${e.result}`), onWorkflowEnd: (w) => void seen.push(`end:${w.name}`) }],
    },
  );
  expect(seen).toEqual(["echo:Echo: x", "end:w"]);
});

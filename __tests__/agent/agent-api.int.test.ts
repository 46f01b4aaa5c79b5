/**
 * The three levels of the agent API, each driving a real
 * server-everything over stdio; the model is a loopback endpoint (OpenAI
 * chat or Anthropic messages) or, at the mid level, a hand-written client.
 */
import type { ModelMessage, ToolSet } from "ai";
import { Agent, type AgentResponse } from "../../src/agent/agent.js";
import { appendToolResults, executeToolCalls, modelStep, prepareTools } from "../../src/agent/agent-steps.js";
import { createLanguageModel } from "../../src/model/create-language-model.js";
import { resolveModel } from "../../src/model/resolve-model.js";
import { runScenario } from "../../src/agent/scenario.js";
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import { UsageError } from "../../src/errors.js";
import { connectServer } from "../../src/mcp/transport/connect-server.js";
import { RunContext } from "../../src/agent/run-context.js";
import type { Observer } from "../../src/trace/observer.js";
import { startFakeLlm, type FakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { startFakeProvider } from "../fixtures/fake-llm/fake-provider-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { processesWith } from "../helpers/run-mcpvals.js";

const REPO_ROOT = process.cwd();
const EVERYTHING: ServerSpec = { transport: "stdio", command: "mcp-server-everything", args: [], env: {}, cwd: REPO_ROOT };

const rules: FakeLlmRule[] = [
  { match: "echo hello", toolCalls: [{ name: "echo", args: { message: "hello" } }], final: "The server said: {{lastToolResult}}" },
  { match: "add two and three", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "{{lastToolResult}}" },
  {
    match: "unknown tool",
    toolCalls: [{ name: "no-such-tool" }, { name: "echo", args: { message: "recovered" } }],
    final: "{{lastToolResult}}",
  },
  { match: "which database", toolCalls: [{ name: "get-env", args: { name: "FIXTURE_DB" } }], final: "{{lastToolResult}}" },
  {
    match: "loop forever",
    toolCalls: [
      { name: "echo", args: { message: "1" } },
      { name: "echo", args: { message: "2" } },
      { name: "echo", args: { message: "3" } },
    ],
  },
];

describe("Agent API against server-everything", () => {
  let fake: FakeLlm;
  let model: { provider: "openai-compatible"; model: string; baseURL: string; stream: false };
  beforeAll(async () => {
    fake = await startFakeLlm({ rules });
    model = { provider: "openai-compatible", model: "fake", baseURL: fake.url, stream: false };
  });
  afterAll(() => fake.close());

  test("high level: agent.run(task) returns success, messages, tool calls, usage and timings", async () => {
    const agent = new Agent({ model, env: {} });
    const result = await agent.run({
      prompt: "Please echo hello",
      mcps: { everything: EVERYTHING },
      metadata: { name: "echo", ticket: 6 },
    });
    expect(result).toMatchObject({
      success: true,
      error: null,
      stopReason: "done",
      finalText: "The server said: Echo: hello",
      metadata: { name: "echo", ticket: 6 },
    });
    expect(result.toolCalls).toEqual([
      expect.objectContaining({ server: "everything", tool: "echo", args: { message: "hello" }, ok: true, step: 0 }),
    ]);
    expect(result.steps.map((s) => s.toolCalls)).toEqual([["echo"], []]);
    expect(result.usage.totalTokens).toBe(result.steps.reduce((n, s) => n + s.usage.totalTokens, 0));
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.messages.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    // The same id format as config workflows: a valid SQL identifier and file name.
    expect(result.databaseId).toMatch(/^mcpvals_[0-9a-f]{8}$/);
    expect(result.timings.durationMs).toBeGreaterThanOrEqual(result.timings.modelMs);
  });

  test("high level: a shared RunContext keeps one connection for several runs and closes it on dispose", async () => {
    const agent = new Agent({ model, env: {} });
    let connection;
    {
      await using context = new RunContext({ databaseId: "db-42" });
      const first = await agent.run({ prompt: "Please echo hello", mcps: { everything: EVERYTHING } }, { runContext: context });
      const second = await agent.run({ prompt: "add two and three", mcps: { everything: EVERYTHING } }, { runContext: context });
      expect([first.success, second.success]).toEqual([true, true]);
      expect(second.finalText).toContain("5");
      expect(first.databaseId).toBe("db-42");
      connection = await context.connect("everything", EVERYTHING);
      expect(connection.client.transport).toBeDefined();
    }
    // Closed with the context: a call fails.
    // (listTools would answer [] on a closed v2 client: it reads the capabilities the close cleared.)
    await expect(connection.client.ping()).rejects.toThrow();
  });

  test("isolation: {{databaseId}} in a task's server env and args becomes the run's id (default or given)", async () => {
    const agent = new Agent({ model, env: {} });
    // A unique marker in the args lets us find this very server process while the session is open.
    const fixture: ServerSpec = {
      transport: "stdio",
      command: process.execPath,
      args: [FIXTURE_SERVER_PATH, "--marker=agent-isolation-{{databaseId}}"],
      env: { FIXTURE_DB: "db_{{databaseId}}" },
      cwd: REPO_ROOT,
    };
    const session = await agent.openSession({ mcps: { fixture } });
    try {
      expect(session.databaseId).toMatch(/^mcpvals_[0-9a-f]{8}$/);
      const marker = `--marker=agent-isolation-${session.databaseId}`;
      expect(await processesWith(marker)).toHaveLength(1);
      const turn = await agent.send(session, "which database is this");
      expect(turn.toolCalls).toEqual([expect.objectContaining({ tool: "get-env", ok: true, resultText: `db_${session.databaseId}` })]);
    } finally {
      await session.close();
    }

    const given = await agent.run({ prompt: "which database is this", mcps: { fixture }, databaseId: "tenant_7" });
    expect(given).toMatchObject({ success: true, databaseId: "tenant_7", finalText: "db_tenant_7" });
  });

  test("high level: an unknown tool is a failed call the model recovers from; maxSteps ends a loop", async () => {
    const agent = new Agent({ model, env: {} });
    const recovered = await agent.run({ prompt: "an unknown tool", mcps: { everything: EVERYTHING } });
    expect(recovered.toolCalls.map((c) => [c.tool, c.errorKind])).toEqual([
      ["no-such-tool", "unknown-tool"],
      ["echo", null],
    ]);
    expect(recovered.finalText).toBe("Echo: recovered");
    const looping = await agent.run({ prompt: "loop forever", mcps: { everything: EVERYTHING }, maxSteps: 2 });
    expect(looping).toMatchObject({ success: false, stopReason: "max-steps", error: expect.stringContaining("after 2 steps") });
    expect(looping.toolCalls).toHaveLength(2);
  });

  test("high level: an invalid task is a UsageError naming the field", async () => {
    await expect(new Agent({ model, env: {} }).run({ prompt: "", mcps: {} } as never)).rejects.toThrow(
      /Invalid task: prompt: .*mcps: name at least one MCP server/,
    );
  });

  test("Scenario: an invalid scenario is a UsageError naming the field, not a raw zod error", async () => {
    const error = await runScenario(new Agent({ model, env: {} }), { name: "bad", mcps: {}, turns: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/^Invalid scenario: turns: /);
  });

  test("high level: a model that keeps failing gives success false with provider, status and attempts", async () => {
    await using failing = await startFakeLlm({ rules, failWith: { status: 503, retryAfter: "0" } });
    const agent = new Agent({
      model: { ...model, baseURL: failing.url, retries: { maxAttempts: 2, baseDelayMs: 0, maxDelayMs: 0 } },
      env: {},
    });
    const result = await agent.run({ prompt: "Please echo hello", mcps: { everything: EVERYTHING } });
    expect(result).toMatchObject({ success: false, stopReason: "error" });
    expect(result.error).toMatch(
      /^model openai-compatible:fake: HTTP 503 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions after 2 attempts/,
    );
    expect(failing.requests).toHaveLength(2);
  });

  test("high level: a retried call is an onStatus model-retry event of its run", async () => {
    await using flaky = await startFakeLlm({ rules, failWith: { status: 429, times: 1, retryAfter: "0" } });
    const statuses: string[] = [];
    const agent = new Agent({
      model: { ...model, baseURL: flaky.url },
      env: {},
      observers: [{ onStatus: (e) => void statuses.push(`${e.status} ${e.workflow} ${e.detail ?? ""}`.trim()) }],
    });
    const result = await agent.run({ prompt: "Please echo hello", mcps: { everything: EVERYTHING }, metadata: { name: "flaky" } });
    expect(result.success).toBe(true);
    expect(statuses).toEqual([
      "workflow-started flaky",
      "model-retry flaky openai-compatible: HTTP 429 on attempt 1, retrying in 0 ms",
      "workflow-finished flaky",
    ]);
  });

  test("mid level: a subclass's getResponse plugs in any client (no AI SDK model at all)", async () => {
    const seen: string[][] = [];
    class CalculatorAgent extends Agent {
      protected override async getResponse(messages: ModelMessage[], tools: ToolSet): Promise<AgentResponse> {
        seen.push(Object.keys(tools));
        const last = messages.at(-1)!;
        if (last.role === "user") {
          const call = { type: "tool-call" as const, toolCallId: "c1", toolName: "get-sum", input: { a: 40, b: 2 } };
          return {
            text: "",
            toolCalls: [call],
            responseMessages: [{ role: "assistant", content: [call] }],
            usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
          };
        }
        const output = last.role === "tool" && last.content[0]?.type === "tool-result" ? last.content[0].output : undefined;
        const text = `Sum: ${output?.type === "text" ? output.value : "?"}`;
        return {
          text,
          toolCalls: [],
          responseMessages: [{ role: "assistant", content: text }],
          usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
        };
      }
    }
    const result = await new CalculatorAgent({ model: "openai-compatible:unused" }).run({
      prompt: "what is 40 + 2?",
      mcps: { everything: EVERYTHING },
    });
    expect(result.success).toBe(true);
    expect(result.finalText).toMatch(/Sum: .*42/);
    expect(result.toolCalls[0]).toMatchObject({ tool: "get-sum", ok: true });
    expect(seen[0]).toEqual(expect.arrayContaining(["echo", "get-sum"]));
    expect(result.usage).toEqual({ inputTokens: 2, outputTokens: 2, totalTokens: 4 });
  });

  test("mid level: a getResponse that reports no usage (a client without token counts) runs, counting 0 tokens", async () => {
    class NoUsageAgent extends Agent {
      protected override async getResponse(messages: ModelMessage[]): Promise<AgentResponse> {
        const last = messages.at(-1)!;
        if (last.role === "user") {
          const call = { type: "tool-call" as const, toolCallId: "c1", toolName: "echo", input: { message: "no usage" } };
          return { text: "", toolCalls: [call], responseMessages: [{ role: "assistant", content: [call] }] };
        }
        // Some clients report part of it.
        return { text: "done", toolCalls: [], responseMessages: [{ role: "assistant", content: "done" }], usage: { outputTokens: 3 } };
      }
    }
    const result = await new NoUsageAgent({ model: "openai-compatible:unused" }).run({ prompt: "echo", mcps: { everything: EVERYTHING } });
    expect({ success: result.success, error: result.error ?? null }).toEqual({ success: true, error: null });
    expect(result.toolCalls[0]).toMatchObject({ tool: "echo", ok: true });
    expect(result.usage).toEqual({ inputTokens: 0, outputTokens: 3, totalTokens: 3 });
  });

  test("mid level: modelConfig picks the model (here Anthropic, over its own wire format)", async () => {
    await using anthropic = await startFakeProvider({ format: "anthropic", rules });
    class ClaudeAgent extends Agent {
      protected override async modelConfig() {
        const resolved = resolveModel("anthropic:claude-sonnet-4-5", {
          env: { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: anthropic.url },
          role: "agent",
        });
        if (resolved.kind !== "llm") throw new Error("llm expected");
        return { model: await createLanguageModel(resolved), label: resolved.label };
      }
    }
    const result = await new ClaudeAgent({ model: "openai:not-used" }).run({
      prompt: "Please echo hello",
      mcps: { everything: EVERYTHING },
    });
    expect(result).toMatchObject({ success: true, finalText: "The server said: Echo: hello" });
    expect(anthropic.requests.map((r) => r.path)).toEqual(["/v1/messages", "/v1/messages"]);
  });

  test("low level: prepareTools, modelStep, executeToolCalls, appendToolResults", async () => {
    await using anthropic = await startFakeProvider({ format: "anthropic", rules });
    const resolved = resolveModel("anthropic:claude-sonnet-4-5", {
      env: { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: anthropic.url },
      role: "agent",
    });
    if (resolved.kind !== "llm") throw new Error("llm expected");
    const llm = await createLanguageModel(resolved);
    const connection = await connectServer({ name: "everything", spec: EVERYTHING, timeoutMs: 30_000 });
    try {
      const tools = prepareTools({ connections: [connection] });
      const messages: ModelMessage[] = [{ role: "user", content: "add two and three" }];
      const first = await modelStep({ model: llm, messages, tools });
      expect(first.toolCalls).toEqual([expect.objectContaining({ toolName: "get-sum", input: { a: 2, b: 3 } })]);
      messages.push(...first.responseMessages);
      const executed = await executeToolCalls({ calls: first.toolCalls, tools });
      expect(executed[0]!.record).toMatchObject({ tool: "get-sum", ok: true });
      appendToolResults(messages, executed);
      const second = await modelStep({ model: llm, messages, tools });
      expect(second.toolCalls).toEqual([]);
      expect(second.text).toContain("5");
    } finally {
      await connection.close();
    }
  });

  test("Scenario: turns in one conversation, each with its own expectations", async () => {
    const result = await runScenario(new Agent({ model, env: {} }), {
      name: "two turns",
      mcps: { everything: EVERYTHING },
      turns: [
        { user: "Please echo hello", expect: { tools: ["echo"], text: "Echo: hello" } },
        { user: "add two and three", expect: { tools: ["echo"], text: "5" } },
      ],
    });
    expect(result.turns.map((t) => [t.passed, t.toolCalls.map((c) => c.tool)])).toEqual([
      [true, ["echo"]],
      [false, ["get-sum"]],
    ]);
    expect(result.turns[1]!.failures).toEqual(['expected a call to "echo"; called: get-sum']);
    expect(result.passed).toBe(false);
    expect(result.agent.success).toBe(true);
    // One conversation: the second request carried the first turn.
    const last = fake.requests.at(-1)!;
    expect(JSON.stringify(last.body?.messages)).toContain("Please echo hello");
  });

  test("observers get every event in order; one that throws (or rejects) does not break the run", async () => {
    const events: string[] = [];
    const recorder: Observer = {
      onStatus: (e) => void events.push(`status ${e.status} ${e.passed ?? ""}`.trim()),
      onMessage: (e) => void events.push(`${e.role}[${e.step}] ${e.text}`),
      onToolCall: (e) => void events.push(`tool[${e.step}] ${e.server}/${e.name} ${JSON.stringify(e.args)} ok=${e.ok} -> ${e.result}`),
    };
    const thrower: Observer = {
      onMessage: () => {
        throw new Error("observer boom");
      },
      onToolCall: async () => {
        throw new Error("async boom");
      },
    };
    const reported: string[] = [];
    await using context = new RunContext({ observers: [thrower, recorder], onObserverError: (f) => reported.push(f.message) });
    const agentEvents: string[] = [];
    const agent = new Agent({ model, env: {}, observers: [{ onToolCall: (e) => void agentEvents.push(e.name) }] });
    const result = await runScenario(
      agent,
      { name: "observed", mcps: { everything: EVERYTHING }, turns: [{ user: "Please echo hello" }, { user: "add two and three" }] },
      { runContext: context },
    );
    expect(result.passed).toBe(true);
    expect(events).toEqual([
      "status workflow-started",
      "user[0] Please echo hello",
      'tool[0] everything/echo {"message":"hello"} ok=true -> Echo: hello',
      "assistant[0] The server said: Echo: hello",
      "user[1] add two and three",
      expect.stringMatching(/^tool\[1\] everything\/get-sum \{"a":2,"b":3\} ok=true -> .*5/),
      expect.stringMatching(/^assistant\[1\] .*5/),
      "status workflow-finished true",
    ]);
    expect(agentEvents).toEqual(["echo", "get-sum"]);
    // Let the rejected async hooks settle.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reported).toEqual([
      "observer #1 onMessage: observer boom",
      "observer #1 onToolCall: async boom",
      "observer #1 onMessage: observer boom",
      "observer #1 onMessage: observer boom",
      "observer #1 onToolCall: async boom",
      "observer #1 onMessage: observer boom",
    ]);
    expect(context.observerFailures).toHaveLength(6);
  });
});

test("Agent.run: a missing API key throws MissingApiKeyError (a set-up mistake), after closing what it opened", async () => {
  const { MissingApiKeyError } = await import("../../src/errors.js");
  const agent = new Agent({ model: "anthropic:claude-sonnet-4-5", env: {} });
  const error = await agent.run({ prompt: "hi", mcps: { everything: EVERYTHING } }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(MissingApiKeyError.isInstance(error)).toBe(true);
  expect((error as Error).message).toContain("Set ANTHROPIC_API_KEY");
});

test("streaming through the Anthropic package: a spec with stream: true reads the event stream", async () => {
  await using anthropic = await startFakeProvider({ format: "anthropic", rules });
  const agent = new Agent({
    model: { provider: "anthropic", model: "claude-sonnet-4-5", baseURL: anthropic.url, stream: true },
    env: { ANTHROPIC_API_KEY: "k" },
  });
  const result = await agent.run({ prompt: "Please echo hello", mcps: { everything: EVERYTHING } });
  expect(result).toMatchObject({ success: true, finalText: "The server said: Echo: hello" });
  expect(result.toolCalls[0]).toMatchObject({ tool: "echo", args: { message: "hello" }, ok: true });
  expect(result.usage.outputTokens).toBeGreaterThan(0);
  expect(anthropic.requests.map((r) => r.body?.stream)).toEqual([true, true]);
});

/**
 * `fallbacks.autoRetryFallback` through the proxy: a failing call_tool
 * answers with the error, the ranked suggestions, and the result of calling
 * the first suggestion (on another server, started for it), which is
 * measured like any call. Also get_tool_alternatives and recommend_tools.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { startFakeProvider } from "../fixtures/fake-llm/fake-provider-server.js";
import { BIN, tempDir } from "../helpers/run-mcpvals.js";
import { json } from "./proxy-helpers.js";

test("a failed call_tool is retried with its first fallback suggestion, and both are reported", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    stateDir: "state",
    search: { mode: "lexical" },
    fallbacks: { autoRetryFallback: true },
    servers: {
      primary: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "fails,echo" } },
      backup: {
        command: process.execPath,
        args: [FIXTURE_SERVER_PATH],
        env: { FIXTURE_TOOLS: "flaky", FIXTURE_COUNTER_FILE: `${dir.path}/counter` },
      },
    },
  });
  const client = new Client({ name: "proxy-fallback-test", version: "0.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, "proxy", "-c", config],
      stderr: "ignore",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    }),
  );
  try {
    const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
    const failed = await call("call_tool", { server: "primary", tool: "fails" });
    expect(failed.isError).toBe(true);
    const answer = json<{
      success: boolean;
      error: string;
      fallback_suggestions: Array<{ server: string; tool: string }>;
      fallback: { server: string; tool: string; success: boolean; result: string };
    }>(failed);
    expect(answer.success).toBe(false);
    expect(answer.error).toContain("fixture failure: this tool always fails");
    expect(answer.fallback_suggestions[0]).toMatchObject({ server: "backup", tool: "flaky" });
    expect(answer.fallback).toEqual({ server: "backup", tool: "flaky", success: true, result: "flaky call 0: ok" });

    const metrics = json<{ metrics: Array<{ server: string; tool: string; calls: number; successes: number }> }>(
      await call("get_tool_metrics"),
    );
    expect(metrics.metrics.map((m) => [m.server, m.tool, m.calls, m.successes])).toEqual([
      ["backup", "flaky", 1, 1],
      ["primary", "fails", 1, 0],
    ]);

    // flaky has now succeeded once: it stays the best alternative to fails.
    const alternatives = json<{ alternatives: Array<{ server: string; tool: string; success_rate: number }> }>(
      await call("get_tool_alternatives", { server: "primary", tool: "fails" }),
    );
    // The observed rate, as the reason words it ("1/1 calls succeeded"), not the ranking's smoothed 0.67.
    expect(alternatives.alternatives[0]).toMatchObject({ server: "backup", tool: "flaky", success_rate: 1 });

    const recommended = json<{ tools: Array<{ tool: string }>; ranked_by: string }>(
      await call("recommend_tools", { task: "echo my message back", limit: 2 }),
    );
    expect(recommended.ranked_by).toBe("semantic");
    expect(recommended.tools[0]!.tool).toBe("echo");
  } finally {
    await client.close();
  }
});

test("recommend_tools with search.model: the model ranks the semantic pass's candidates", async () => {
  await using fake = await startFakeLlm({ rules: [{ match: "echo my message back", final: '["primary/fails", "primary/echo"]' }] });
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    stateDir: "state",
    search: { mode: "hybrid", model: { provider: "openai-compatible", model: "ranker", baseURL: fake.url, stream: false } },
    servers: { primary: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "fails,echo,add" } } },
  });
  const client = new Client({ name: "proxy-recommend-test", version: "0.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, "proxy", "-c", config],
      stderr: "ignore",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    }),
  );
  try {
    const recommended = json<{ tools: Array<{ tool: string; score: number }>; ranked_by: string }>(
      await client.callTool({ name: "recommend_tools", arguments: { task: "echo my message back", limit: 2 } }),
    );
    expect(recommended.ranked_by).toBe("llm");
    expect(recommended.tools.map((t) => t.tool)).toEqual(["fails", "echo"]);
    // The model was asked about the candidates of the semantic pass, with the task.
    const asked = fake.requests.filter((r) => r.kind === "rule");
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]!.body)).toContain("primary/add");
  } finally {
    await client.close();
  }
});

test("recommend_tools with an Anthropic model: the AI SDK's warnings reach the proxy's log once each, not once per ranking", async () => {
  await using fake = await startFakeProvider({
    format: "anthropic",
    rules: [{ match: "echo my message back", final: '["primary/echo"]' }],
  });
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    stateDir: "state",
    search: { mode: "hybrid", model: "anthropic:claude-unknown-1" },
    servers: { primary: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "fails,echo,add" } } },
  });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, "proxy", "-c", config],
    stderr: "pipe",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ANTHROPIC_API_KEY: "sk-ant-test-key", ANTHROPIC_BASE_URL: fake.url },
  });
  let log = "";
  transport.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const client = new Client({ name: "proxy-warnings-test", version: "0.0.0" });
  await client.connect(transport);
  try {
    for (let i = 0; i < 2; i++) {
      const recommended = json<{ tools: Array<{ tool: string }>; ranked_by: string }>(
        await client.callTool({ name: "recommend_tools", arguments: { task: "echo my message back", limit: 2 } }),
      );
      expect(recommended.ranked_by).toBe("llm");
      expect(recommended.tools[0]!.tool).toBe("echo");
    }
  } finally {
    await client.close();
  }
  expect(fake.requests).toHaveLength(2);
  expect(log).not.toContain("AI SDK Warning");
  expect(log.split("\n").filter((line) => line.includes("maxOutputTokens"))).toEqual([
    expect.stringMatching(
      /^mcpvals proxy: warning: AI SDK \(anthropic\.messages \/ claude-unknown-1\): "maxOutputTokens" is used in a compatibility mode\./,
    ),
  ]);
  expect(log).not.toContain("sk-ant-test-key");
});

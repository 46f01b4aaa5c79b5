/**
 * `toolSelection: { mode: "retrieve" }` (RAG-MCP) with the model played by a
 * loopback OpenAI-compatible endpoint and the real server-everything (in this
 * process, through evaluate's transports: its process is not what is tested): the
 * model is offered exactly the top-k tools per user message, a call to a
 * tool it was not offered still reaches the server, the prompt tokens of
 * tool definitions are counted both ways, and the reports show them.
 */
import type { McpTool as Tool } from "../../src/protocol/mcp-types.js";
import { toolPromptTokens } from "../../src/agent/retrieved-tools.js";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { connectServer } from "../../src/mcp/transport/connect-server.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { EVERYTHING } from "../fixtures/configs/retrieval-config.js";
import { captureStream } from "../helpers/capture-stream.js";
import { inMemoryEverything } from "../helpers/in-memory-server.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";
import type { ConfigInput } from "../../src/config/schema.js";
// Linked up front: jest's ESM loader cannot link the AI SDK when evaluate() imports it lazily from several modules at once.
import "../../src/model/create-language-model.js";
import "../../src/agent/llm-driver.js";
import "../../src/judge/run-judge.js";

let fake: FakeLlm;
let tools: Tool[];
const everything = inMemoryEverything();
const transports = { default: everything.transport };

beforeAll(async () => {
  fake = await startFakeLlm({
    rules: [
      { match: "Add two numbers", toolCalls: [{ name: "get-sum", args: { a: 19, b: 23 } }], final: "{{lastToolResult}}" },
      // Offered only echo, the model asks for get-sum anyway.
      { match: "Echo back", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "{{lastToolResult}}" },
    ],
  });
  const connection = await connectServer({
    name: "default",
    spec: { ...EVERYTHING, args: [], env: {} },
    transport: everything.transport,
    timeoutMs: 20_000,
  });
  tools = connection.tools;
  await connection.close();
});
afterAll(async () => {
  await fake.close();
});

function config(search: ConfigInput["search"] = { mode: "lexical" }): ConfigInput & { workflows: NonNullable<ConfigInput["workflows"]> } {
  return {
    server: EVERYTHING,
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
    search,
    toolRetrieval: false,
    toolSelection: { mode: "retrieve", topK: 3 },
    workflows: [
      {
        name: "sum",
        steps: [{ user: "Add two numbers, 19 and 23", expectTools: [{ name: "get-sum", args: { a: 19, b: 23 } }], expectedState: "42" }],
      },
      {
        name: "unoffered",
        toolSelection: { mode: "retrieve", topK: 1 },
        steps: [{ user: "Echo back the message hello", expectedState: "5" }],
      },
    ],
  };
}

const requestsFor = (text: string) => fake.requests.filter((r) => r.kind === "rule" && r.userText?.includes(text));

test("the model sees only the top-k tools per message, the expected one among them, and the workflow passes", async () => {
  const stream = captureStream();
  const result = await evaluate(config(), {
    cwd: REPO_ROOT,
    transports,
    env: {},
    reporters: [createConsoleReporter({ stream, color: false, heartbeatMs: 0 })],
  });
  expect(EvalResultSchema.parse(result)).toEqual(result);
  const sum = result.workflows.find((w) => w.name === "sum")!;
  expect(sum.passed).toBe(true);
  const offered = sum.toolSelection!.steps[0]!.offered;
  expect(offered).toHaveLength(3);
  expect(offered[0]).toBe("get-sum");
  // Both model calls of the step (the tool call, then the answer) were offered exactly those tools.
  const requests = requestsFor("Add two numbers");
  expect(requests).toHaveLength(2);
  for (const request of requests) expect(request.offeredTools).toEqual(offered);

  const definitions = (names: string[]) => names.map((name) => tools.find((t) => t.name === name)!);
  expect(sum.toolSelection).toEqual({
    mode: "retrieve",
    topK: 3,
    totalTools: 13,
    steps: [{ step: 0, offered }],
    toolPromptTokens: { selected: 2 * toolPromptTokens(definitions(offered)), all: 2 * toolPromptTokens(tools) },
  });
  expect(sum.toolSelection!.toolPromptTokens.selected).toBeLessThan(sum.toolSelection!.toolPromptTokens.all / 3);

  const { selected, all } = sum.toolSelection!.toolPromptTokens;
  const console = stream.text();
  expect(console).toContain(
    `tools: top 3 of 13 tools per message · tool definitions ~${selected.toLocaleString("en-US")} prompt tokens vs ~${all.toLocaleString("en-US")} with all tools`,
  );
  const markdown = renderMarkdown(result);
  expect(markdown).toContain("### Tool selection");
  expect(markdown).toContain(`| sum | top 3 of 13 tools | ~${selected.toLocaleString("en-US")} | ~${all.toLocaleString("en-US")} |`);
});

test("a call to a tool that was not offered still goes to the server and is recorded", async () => {
  const result = await evaluate(config(), { cwd: REPO_ROOT, transports, env: {} });
  const unoffered = result.workflows.find((w) => w.name === "unoffered")!;
  expect(unoffered.toolSelection!.steps).toEqual([{ step: 0, offered: ["echo"] }]);
  for (const request of requestsFor("Echo back")) expect(request.offeredTools).toEqual(["echo"]);
  expect(unoffered.toolCalls).toEqual([expect.objectContaining({ server: "default", tool: "get-sum", ok: true, errorKind: null })]);
  expect(unoffered.finalMessage).toContain("5");
  expect(unoffered.passed).toBe(true);
});

test("when the embedder breaks, tools are selected lexically and the result says so", async () => {
  // An embeddings endpoint on loopback that answers every request with HTTP 400 (not retried).
  await using failing = await startFakeLlm({ rules: [], failWith: { status: 400 } });
  const broken: ConfigInput = {
    ...config({ mode: "semantic" }),
    embeddings: { provider: "openai-compatible", model: "no-such-embedder", baseURL: failing.url },
  };
  const result = await evaluate(broken, { cwd: REPO_ROOT, transports, env: {} });
  const sum = result.workflows.find((w) => w.name === "sum")!;
  expect(sum.passed).toBe(true);
  expect(sum.toolSelection!.steps[0]!.offered[0]).toBe("get-sum");
  expect(sum.toolSelection!.error).toMatch(/^semantic ranking failed: .+; tools were ranked lexically instead$/);
});

test("the scripted driver ignores toolSelection: it has no prompt to cut", async () => {
  const result = await evaluate(
    { ...config(), workflows: config().workflows.slice(0, 1) },
    { cwd: REPO_ROOT, transports, env: {}, model: "scripted" },
  );
  expect(result.workflows[0]).toMatchObject({ passed: true });
  expect(result.workflows[0]!.toolSelection).toBeUndefined();
});

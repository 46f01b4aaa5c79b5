/**
 * Conversations on cassettes: record a conversation with a simulated user
 * (both models on loopback endpoints, keys from variables), then replay it
 * with both models gone and no key against the live server-filesystem: the
 * same verdict. A file the server reads in turn 2 changes, and the replay
 * stops there and names turn 2.
 */
import { mkdir, readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const AGENT_KEY = "sk-agent-conversation-7731";
const USER_KEY = "sk-user-conversation-2209";
const CLIENT_SIDE_SERVER = fileURLToPath(new URL("../fixtures/servers/client-side-server.mjs", import.meta.url));

function config(dir: string, agent: { url: string }, user: { url: string }) {
  return {
    servers: { files: { transport: "stdio", command: "mcp-server-filesystem", args: [join(dir, "data")] } },
    model: { provider: "openai-compatible", model: "agent-model", baseURL: agent.url, apiKey: "${AGENT_TEST_KEY}" },
    toolRetrieval: false,
    workflows: [
      {
        name: "read two files",
        user: {
          persona: "verbose",
          goal: "hear what a.txt and then b.txt say",
          model: { provider: "openai-compatible", model: "user-model", baseURL: user.url, apiKey: "${USER_TEST_KEY}" },
        },
        expectTools: ["read_text_file", "read_text_file"],
      },
    ],
  };
}

async function run(dir: TempDir, cfg: object, args: string[], env: Record<string, string> = {}) {
  await dir.write("mcpvals.config.json", cfg);
  const json = join(dir.path, `report-${Math.random().toString(36).slice(2)}.json`);
  const cli = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--no-state", "--json", json, ...args], { env });
  let report: EvalResult | undefined;
  try {
    report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  } catch {
    report = undefined;
  }
  return { ...cli, report };
}

describe("a conversation recorded, then replayed keyless", () => {
  let dir: TempDir;
  let recorded: Awaited<ReturnType<typeof run>>;
  let agentRequests = 0;
  let userRequests = 0;

  beforeAll(async () => {
    dir = await tempDir();
    await mkdir(join(dir.path, "data"));
    await dir.write("data/a.txt", "apples");
    await dir.write("data/b.txt", "bananas");
    const a = join(dir.path, "data", "a.txt");
    const b = join(dir.path, "data", "b.txt");
    const agent: FakeLlm = await startFakeLlm({
      rules: [
        { match: "read a", toolCalls: [{ name: "read_text_file", args: { path: a } }], final: "A says: {{lastToolResult}}" },
        { match: "read b", toolCalls: [{ name: "read_text_file", args: { path: b } }], final: "B says: {{lastToolResult}}" },
      ],
    });
    const user: FakeLlm = await startFakeLlm({
      rules: [
        { match: "(The conversation starts.", final: "Hello! Could you please read a for me?" },
        { match: "A says", final: "Lovely. Now please read b." },
        { match: "B says", final: "That is everything, thank you. ###STOP###" },
      ],
    });
    try {
      recorded = await run(dir, config(dir.path, agent, user), ["--record"], { AGENT_TEST_KEY: AGENT_KEY, USER_TEST_KEY: USER_KEY });
      agentRequests = agent.requests.length;
      userRequests = user.requests.length;
    } finally {
      // Both models are gone from here on: every answer must come from the cassette.
      await Promise.all([agent.close(), user.close()]);
    }
  });
  afterAll(async () => {
    await dir[Symbol.asyncDispose]();
  });

  test("recording keeps both models' calls in the cassette, keys left out", async () => {
    expect(recorded.exitCode).toBe(0);
    expect(recorded.report!.workflows[0]!.stopReason).toBe("user stopped");
    expect(userRequests).toBe(3);
    expect(agentRequests).toBeGreaterThan(0);
    const [file] = await readdir(join(dir.path, "cassettes"));
    const text = await readFile(join(dir.path, "cassettes", file!), "utf8");
    const roles = (JSON.parse(text) as { exchanges: Array<{ role: string }> }).exchanges.map((e) => e.role);
    expect(roles.filter((r) => r === "user")).toHaveLength(3);
    expect(roles).toContain("agent");
    expect(roles).toContain("judge");
    expect(text).not.toContain(AGENT_KEY);
    expect(text).not.toContain(USER_KEY);
  });

  test("a keyless replay against the live server gives the same verdict; a changed answer in turn 2 is named", async () => {
    // The config as recorded (its model endpoints are closed now), and no key in the environment.
    const recordedCfg = JSON.parse(await readFile(join(dir.path, "mcpvals.config.json"), "utf8")) as object;
    const replay = await run(dir, recordedCfg, ["--replay"]);
    expect(replay.stderr).toBe("");
    const [was, is] = [recorded.report!.workflows[0]!, replay.report!.workflows[0]!];
    expect(is.cassette?.status).toBe("replayed");
    expect([is.passed, is.score, is.stopReason, is.messages]).toEqual([was.passed, was.score, was.stopReason, was.messages]);
    expect(replay.exitCode).toBe(0);

    await dir.write("data/b.txt", "blueberries");
    const diverged = await run(dir, recordedCfg, ["--replay"]);
    const workflow = diverged.report!.workflows[0]!;
    expect(workflow.cassette?.status).toBe("diverged");
    expect(workflow.error).toMatch(/turn 2: the result of tool "read_text_file" changed/);
    expect(diverged.exitCode).toBe(1);
  });
});

test("an elicitation answered in character is a second user-model request in its turn: both recorded, replayed keyless", async () => {
  await using dir = await tempDir();
  const server = { transport: "stdio", command: process.execPath, args: [CLIENT_SIDE_SERVER] };
  const agent = await startFakeLlm({
    rules: [
      { match: "book it", toolCalls: [{ name: "ask", args: { message: "Who is booking?" } }], final: "Server says: {{lastToolResult}}" },
    ],
  });
  const user = await startFakeLlm({
    rules: [
      { match: "(The conversation starts.", final: "Please book it" },
      { match: "fill in a form", final: '{"action": "accept", "content": {"name": "Ada", "email": "ada@example.com", "age": 36}}' },
      { match: "Server says", final: "Booked, thanks. ###STOP###" },
    ],
  });
  const cfg = {
    server,
    model: { provider: "openai-compatible", model: "agent-model", baseURL: agent.url, apiKey: "${AGENT_TEST_KEY}" },
    toolRetrieval: false,
    workflows: [
      {
        name: "booking",
        user: {
          goal: "book a table as Ada",
          model: { provider: "openai-compatible", model: "user-model", baseURL: user.url, apiKey: "${USER_TEST_KEY}" },
        },
        expectTools: ["ask"],
      },
    ],
  };
  let recorded: Awaited<ReturnType<typeof run>>;
  try {
    recorded = await run(dir, cfg, ["--record"], { AGENT_TEST_KEY: AGENT_KEY, USER_TEST_KEY: USER_KEY });
    // Two user turns (the opening, the closing message) and one form: three requests to the user model.
    expect(user.requests.map((r) => r.userText?.includes("fill in a form") ?? false)).toEqual([false, true, false]);
  } finally {
    await Promise.all([agent.close(), user.close()]);
  }
  const was = recorded.report!.workflows[0]!;
  expect([was.messages.length, was.stopReason, was.cassette?.status]).toEqual([2, "user stopped", "recorded"]);
  const [file] = await readdir(join(dir.path, "cassettes"));
  const cassette = JSON.parse(await readFile(join(dir.path, "cassettes", file!), "utf8")) as { exchanges: Array<{ role: string }> };
  expect(cassette.exchanges.filter((e) => e.role === "user")).toHaveLength(3);

  // Both models gone, no key: the turns and the form's answer come from the cassette.
  const replay = await run(dir, cfg, ["--replay"]);
  const is = replay.report!.workflows[0]!;
  expect(is.cassette?.status).toBe("replayed");
  expect(is.toolCalls[0]!.resultText).toBe('action=accept content={"name":"Ada","email":"ada@example.com","age":36}');
  // The server's request and the answer given, without its times.
  const answered = (w: typeof was) => w.serverRequests?.map(({ at: _at, durationMs: _ms, ...request }) => request);
  expect(answered(is)).toEqual([expect.objectContaining({ method: "elicitation/create", action: "accept" })]);
  expect([is.passed, is.stopReason, is.messages, answered(is), is.userUsage]).toEqual([
    was.passed,
    was.stopReason,
    was.messages,
    answered(was),
    was.userUsage,
  ]);
  expect(replay.exitCode).toBe(0);
});

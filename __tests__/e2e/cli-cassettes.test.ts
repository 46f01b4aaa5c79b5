/**
 * Cassettes end to end: `mcpvals run --record` against real servers
 * (server-filesystem, server-memory, the fixture server) with the loopback
 * model, then `--replay` with the model stopped and no key. The servers stay
 * live, so a replay really writes the file and the entity again, and a
 * changed server shows up as a divergence.
 */
import { access, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const JUDGE = () => ({ score: 0.9, passed: true, reasoning: "It did what was asked." });
// Each test runs the CLI a few times against real servers: well over jest's default 30 s on a busy machine.
const API_KEY = "sk-cassette-test-key-0451";
const SERVER_SECRET = "srv-token-cassette-9931";

function rules(dir: string): FakeLlmRule[] {
  return [
    {
      match: "write the note",
      toolCalls: [{ name: "write_file", args: { path: join(dir, "data", "note.txt"), content: "hello cassette" } }],
      final: "Written.",
    },
    {
      match: "read the note",
      toolCalls: [{ name: "read_text_file", args: { path: join(dir, "data", "input.txt") } }],
      final: "It says: {{lastToolResult}}",
    },
    {
      match: "remember alice",
      toolCalls: [{ name: "create_entities", args: { entities: [{ name: "Alice", entityType: "person", observations: ["likes tea"] }] } }],
      final: "Alice is remembered.",
    },
    { match: "leak the token", toolCalls: [{ name: "get-env", args: { name: "SERVER_TOKEN" } }], final: "The token is {{lastToolResult}}" },
  ];
}

function config(dir: string, fake: { url: string }, extra: Record<string, unknown> = {}) {
  return {
    servers: {
      files: { transport: "stdio", command: "mcp-server-filesystem", args: [join(dir, "data")] },
      memory: { transport: "stdio", command: "mcp-server-memory", env: { MEMORY_FILE_PATH: join(dir, "data", "memory.jsonl") } },
      fixture: {
        transport: "stdio",
        command: process.execPath,
        args: [FIXTURE_SERVER_PATH, "--marker=cassettes"],
        env: { SERVER_TOKEN: SERVER_SECRET },
      },
    },
    // The key comes from a variable that is unset in replay, as on a fork PR.
    // Streamed agent calls and a non-streamed judge: both paths of the model go through the cassette.
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url, apiKey: "${CASSETTE_TEST_KEY}", stream: true },
    llmJudge: true,
    // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
    toolRetrieval: false,
    workflows: [
      { name: "write note", servers: ["files"], steps: [{ user: "Please write the note", expectTools: ["write_file"] }] },
      {
        name: "read note",
        servers: ["files"],
        steps: [{ user: "Please read the note", expectTools: ["read_text_file"], expectedState: "It says" }],
      },
      { name: "remember alice", servers: ["memory"], steps: [{ user: "Please remember alice", expectTools: ["create_entities"] }] },
      { name: "leak token", servers: ["fixture"], steps: [{ user: "Please leak the token", expectTools: ["get-env"] }] },
    ],
    ...extra,
  };
}

async function run(dir: TempDir, cfg: object, args: string[], env: Record<string, string> = {}) {
  await dir.write("mcpvals.config.json", cfg);
  const json = join(dir.path, `report-${Math.random().toString(36).slice(2)}.json`);
  const result = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--no-state", "--json", json, ...args], {
    env,
    timeoutMs: 60_000,
  });
  let report: EvalResult | undefined;
  try {
    report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  } catch {
    report = undefined;
  }
  return { ...result, report, json };
}

const workflow = (report: EvalResult | undefined, name: string) => report!.workflows.find((w) => w.name === name)!;
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function prepareData(dir: TempDir, input = "version one") {
  await rm(join(dir.path, "data"), { recursive: true, force: true });
  await mkdir(join(dir.path, "data"));
  await dir.write("data/input.txt", input);
}

describe("cassettes: record once, replay against the live servers", () => {
  let fake: FakeLlm;
  let dir: TempDir;
  let recorded: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    dir = await tempDir();
    fake = await startFakeLlm({ rules: rules(dir.path), judge: JUDGE });
    await prepareData(dir);
    recorded = await run(dir, config(dir.path, fake), ["--record"], { CASSETTE_TEST_KEY: API_KEY });
    // The model is gone from here on: every answer must come from the cassettes.
    await fake.close();
  });
  afterAll(async () => {
    await dir[Symbol.asyncDispose]();
  });

  test("recording writes one readable cassette per workflow and passes", async () => {
    expect(recorded.stderr).toBe("");
    expect(recorded.exitCode).toBe(0);
    expect(recorded.report!.workflows.map((w) => w.cassette?.status)).toEqual(["recorded", "recorded", "recorded", "recorded"]);
    expect(workflow(recorded.report, "write note").cassette).toEqual({
      status: "recorded",
      file: join("cassettes", "write-note.json"),
      model: "openai-compatible:fake-model",
    });
    const files = (await readdir(join(dir.path, "cassettes"))).sort();
    expect(files).toEqual(["leak-token.json", "read-note.json", "remember-alice.json", "write-note.json"]);
    const cassette = JSON.parse(await readFile(join(dir.path, "cassettes", "write-note.json"), "utf8"));
    expect(Object.keys(cassette)).toEqual([
      "format",
      "workflow",
      "attempt",
      "model",
      "judgeModel",
      "definitionHash",
      "toolsHash",
      "exchanges",
    ]);
    expect(cassette).toMatchObject({
      format: 1,
      workflow: "write note",
      attempt: 1,
      model: "openai-compatible:fake-model",
      judgeModel: "openai-compatible:fake-model",
    });
    expect(cassette.toolsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cassette.exchanges.map((e: { role: string }) => e.role)).toEqual(["agent", "agent", "judge"]);
    expect(cassette.exchanges[2].response.content[0].text).toContain("It did what was asked.");
    expect(cassette.exchanges[0].request.tools.map((t: { name: string }) => t.name)).toContain("write_file");
    expect(cassette.exchanges[0].response.content[0]).toMatchObject({ type: "tool-call", toolName: "write_file" });
    expect(cassette.exchanges[1].response.content).toEqual([{ type: "text", text: "Written." }]);
  });

  test("no API key and no server env secret reaches a cassette file", async () => {
    expect(workflow(recorded.report, "leak token").finalMessage).toBe("The token is ***");
    for (const name of await readdir(join(dir.path, "cassettes"))) {
      const text = await readFile(join(dir.path, "cassettes", name), "utf8");
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(SERVER_SECRET);
    }
  });

  test("replay with the model stopped and no key: same verdicts, scores and tool calls; the servers really did the work again", async () => {
    await prepareData(dir);
    const replay = await run(dir, config(dir.path, fake), ["--replay"]);
    expect(replay.stderr).toBe("");
    expect(replay.exitCode).toBe(0);
    for (const before of recorded.report!.workflows) {
      const after = workflow(replay.report, before.name);
      expect(after.cassette).toMatchObject({ status: "replayed", model: "openai-compatible:fake-model" });
      expect({ passed: after.passed, score: after.score, finalMessage: after.finalMessage, judge: after.metrics.llmJudge }).toEqual({
        passed: before.passed,
        score: before.score,
        finalMessage: before.finalMessage,
        judge: before.metrics.llmJudge,
      });
      expect(after.toolCalls.map((c) => [c.tool, c.args, c.ok])).toEqual(before.toolCalls.map((c) => [c.tool, c.args, c.ok]));
    }
    expect(await readFile(join(dir.path, "data", "note.txt"), "utf8")).toBe("hello cassette");
    expect(await readFile(join(dir.path, "data", "memory.jsonl"), "utf8")).toContain("Alice");
    expect(replay.stdout).toContain("Cassettes  4 replayed (model openai-compatible:fake-model)");
  });

  test("two replays give identical JSON apart from times", async () => {
    const blank = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(blank)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value).map(([k, v]) => [
                k,
                /(durationMs|latencyMs|startedAt|timestamp|databaseId|avgLatencyMs|p95LatencyMs|Ms)$/.test(k) ? "<blanked>" : blank(v),
              ]),
            )
          : typeof value === "string"
            ? value.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
            : value;
    const reports: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      await prepareData(dir);
      const replay = await run(dir, config(dir.path, fake), ["--replay"]);
      expect(replay.exitCode).toBe(0);
      reports.push(blank(JSON.parse(await readFile(replay.json, "utf8"))));
    }
    expect(reports[1]).toEqual(reports[0]);
  });

  test("a changed server answer diverges at the right step with a recorded-vs-live diff", async () => {
    await prepareData(dir, "version two");
    const replay = await run(dir, config(dir.path, fake), ["--replay", "--workflow", "read note"]);
    expect(replay.exitCode).toBe(1);
    const read = workflow(replay.report, "read note");
    expect(read.passed).toBe(false);
    expect(read.cassette).toMatchObject({
      status: "diverged",
      file: join("cassettes", "read-note.json"),
      divergence: { step: 0, request: 1, kind: "tool-result", tool: "read_text_file", recorded: "version one", live: "version two" },
    });
    expect(read.error).toContain('Workflow "read note" diverged from its cassette');
    expect(read.error).toContain("recorded: version one");
    expect(replay.stdout).toContain("cassette diverged");
    expect(replay.stdout).toContain("Cassettes  1 diverged");
  });

  test("onDivergence warn keeps replaying the recorded answers while the calls still reach the live server", async () => {
    await prepareData(dir, "version two");
    const cfg = config(dir.path, fake, { cassettes: { onDivergence: "warn" } });
    const replay = await run(dir, cfg, ["--replay", "--workflow", "read note"]);
    const read = workflow(replay.report, "read note");
    expect(read.cassette).toMatchObject({ status: "diverged", divergence: { tool: "read_text_file" } });
    // The recorded answer is replayed; the tool call really returned the new text.
    expect(read.finalMessage).toBe("It says: version one");
    expect(read.toolCalls[0]!.resultText).toContain("version two");
    expect(read.passed).toBe(true);
    expect(replay.stdout + replay.stderr).toContain("onDivergence: warn");
  });

  test("masking a volatile value with cassettes.ignore keeps the replay matching", async () => {
    await prepareData(dir, "version two");
    const cfg = config(dir.path, fake, { cassettes: { ignore: ["version \\w+"] } });
    const replay = await run(dir, cfg, ["--replay", "--workflow", "read note"]);
    expect(workflow(replay.report, "read note").cassette?.status).toBe("replayed");
  });

  test("a workflow whose prompt changed is stale, not replayed; one never recorded is missing", async () => {
    await prepareData(dir);
    const cfg = config(dir.path, fake);
    cfg.workflows[0]!.steps[0]!.user = "Now please write the note";
    cfg.workflows.push({
      name: "new one",
      servers: ["files"],
      steps: [{ user: "Please write the note again", expectTools: ["write_file"] }],
    });
    const replay = await run(dir, cfg, ["--replay", "--workflow", "write note", "new one"]);
    expect(replay.exitCode).toBe(1);
    expect(workflow(replay.report, "write note")).toMatchObject({
      passed: false,
      cassette: { status: "stale", file: join("cassettes", "write-note.json") },
    });
    expect(workflow(replay.report, "write note").error).toContain("stale");
    expect(workflow(replay.report, "new one")).toMatchObject({
      passed: false,
      cassette: { status: "missing", file: join("cassettes", "new-one.json") },
    });
    // Nothing was called: a workflow without its cassette stops before the model's first answer.
    expect(await exists(join(dir.path, "data", "note.txt"))).toBe(false);

    const auto = await run(dir, cfg, ["--cassettes", "auto", "--workflow", "new one"]);
    expect(workflow(auto.report, "new one").cassette?.status).toBe("missing");
    expect(workflow(auto.report, "new one").error).toMatch(
      /no cassette \(cassettes\/new-one\.json\) and there is no API key to record one \(CASSETTE_TEST_KEY\)/,
    );

    const list = await runMcpvals(["cassettes", "-c", join(dir.path, "mcpvals.config.json"), "--check"], {});
    expect(list.exitCode).toBe(1);
    expect(list.stdout).toMatch(/stale\s+cassettes\/write-note\.json/);
    expect(list.stdout).toMatch(/missing\s+cassettes\/new-one\.json/);
  });

  test("mcpvals cassettes --prune removes the cassettes of deleted workflows", async () => {
    const cfg = config(dir.path, fake);
    await writeFile(join(dir.path, "cassettes", "old-workflow.json"), "{}");
    await dir.write("mcpvals.config.json", cfg);
    const list = await runMcpvals(["cassettes", "-c", join(dir.path, "mcpvals.config.json"), "--prune", "--check"], {});
    expect(list.stdout).toContain("Pruned cassettes/old-workflow.json");
    expect(list.exitCode).toBe(0);
    expect(await exists(join(dir.path, "cassettes", "old-workflow.json"))).toBe(false);
  });
});

describe("cassettes: onDivergence live", () => {
  test("continues with the live model after the divergence; auto mode re-records the cassette", async () => {
    await using dir = await tempDir();
    await using fake = await startFakeLlm({ rules: rules(dir.path), judge: JUDGE });
    await prepareData(dir);
    const base = config(dir.path, fake, { cassettes: { onDivergence: "live" } });
    const cfg = { ...base, workflows: base.workflows.filter((w) => w.name === "read note") };
    const env = { CASSETTE_TEST_KEY: API_KEY };
    expect((await run(dir, cfg, ["--record"], env)).exitCode).toBe(0);
    await prepareData(dir, "version two");
    const live = await run(dir, cfg, ["--replay"], env);
    expect(workflow(live.report, "read note")).toMatchObject({
      passed: true,
      finalMessage: "It says: version two",
      cassette: { status: "live", divergence: { tool: "read_text_file" } },
    });
    expect(await readFile(join(dir.path, "cassettes", "read-note.json"), "utf8")).toContain("version one");
    const auto = await run(dir, cfg, ["--cassettes", "auto"], env);
    expect(workflow(auto.report, "read note").cassette?.status).toBe("recorded");
    expect(await readFile(join(dir.path, "cassettes", "read-note.json"), "utf8")).toContain("version two");
    // Without a key there is no live model to continue with: the divergence fails the workflow.
    await prepareData(dir, "version three");
    const noKey = await run(dir, cfg, ["--replay"]);
    expect(workflow(noKey.report, "read note")).toMatchObject({ passed: false, cassette: { status: "diverged" } });
    expect(workflow(noKey.report, "read note").error).toContain("there is no API key");
  });
});

test("--record with the scripted model says in one line why nothing is recorded, and writes no cassette", async () => {
  await using dir = await tempDir();
  const file = await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "scripted",
    toolRetrieval: false,
    workflows: [{ name: "echo", steps: [{ user: "echo hi", expectTools: [{ name: "echo", args: { message: "hi" } }] }] }],
  });
  const run = await runMcpvals(["run", "-c", file, "--no-state", "--record"]);
  expect(run.exitCode).toBe(0);
  const lines = `${run.stdout}\n${run.stderr}`.split("\n").filter((line) => line.includes("nothing to record"));
  expect(lines).toEqual([
    "warning: cassettes mode record: the scripted model asks no LLM, so there is nothing to record (cassettes keep a model's answers); no cassette is written",
  ]);
  await expect(access(join(dir.path, "cassettes"))).rejects.toThrow();
});

/**
 * Verification in whole runs through evaluate(): setup / teardown order,
 * `{{databaseId}}` per run reaching the server env and verifiers, the mcp
 * verifier on the workflow's own connection (server-memory), verifiers
 * deciding the verdict, and repeats on a scripted flaky tool.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { processesWith, REPO_ROOT } from "../helpers/run-mcpvals.js";
import { randomUUID } from "node:crypto";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();
const node = process.execPath;
// Appends "<phase> <argv[2]>" to the log file named by argv[1].
const logLine = "require('fs').appendFileSync(process.argv[1], process.argv[2] + ' ' + process.env.MCPVALS_DATABASE_ID + '\\n')";

test("setup, run, verifiers, teardown in order; each run gets its own databaseId in server env, steps and verifiers", async () => {
  const log = join(temp.dir(), "log.txt");
  const seen: Array<[string, { name: string }]> = [];
  const result = await evaluate(
    {
      server: { command: node, args: [FIXTURE_SERVER_PATH], env: { DBID: "{{databaseId}}" } },
      workflows: [
        {
          name: "isolated",
          repeats: 2,
          setup: [{ command: [node, "-e", logLine, log, "setup"] }],
          steps: [{ user: "which database?", expectTools: [{ name: "get-env", args: { name: "DBID" } }], expectedState: "mcpvals_" }],
          verify: [
            { type: "command", name: "log", command: [node, "-e", logLine, log, "verify"] },
            // The substituted id reaches the expectation, and the server (still running) reports the same one.
            { type: "mcp", name: "server sees the id", tool: "get-env", args: { name: "DBID" }, expectedResult: "{{databaseId}}" },
          ],
          teardown: [{ command: [node, "-e", logLine, log, "teardown"] }],
        },
      ],
    },
    {
      cwd: temp.dir(),
      model: "scripted",
      env: { PATH: process.env.PATH },
      observers: [{ onVerifierUpdate: ({ workflow, verifier }) => void seen.push([workflow, verifier]) }],
    },
  );
  expect(EvalResultSchema.parse(result)).toEqual(result);
  const workflow = result.workflows[0]!;
  expect(workflow.passed).toBe(true);
  const ids = workflow.attempts!.map((a) => a.databaseId);
  expect(ids[0]).toMatch(/^mcpvals_[0-9a-f]{8}$/);
  expect(ids[1]).toMatch(/^mcpvals_[0-9a-f]{8}$/);
  expect(ids[0]).not.toBe(ids[1]);
  expect((await readFile(log, "utf8")).trim().split("\n")).toEqual([
    `setup ${ids[0]}`,
    `verify ${ids[0]}`,
    `teardown ${ids[0]}`,
    `setup ${ids[1]}`,
    `verify ${ids[1]}`,
    `teardown ${ids[1]}`,
  ]);
  // The server process was started with the run's id.
  expect(workflow.finalMessage).toBe(workflow.databaseId);
  expect(workflow.verifiers!.map((v) => [v.name, v.passed])).toEqual([
    ["log", true],
    ["server sees the id", true],
  ]);
  expect(seen.map(([name, r]) => `${name}:${r.name}`)).toEqual([
    "isolated:log",
    "isolated:server sees the id",
    "isolated:log",
    "isolated:server sees the id",
  ]);
});

test("the mcp verifier reads server-memory's graph on the workflow's own connection after the run", async () => {
  const result = await evaluate(
    {
      server: { command: "mcp-server-memory", env: { MEMORY_FILE_PATH: join(temp.dir(), "{{databaseId}}.jsonl") } },
      workflows: [
        {
          name: "remember Ada",
          steps: [
            {
              user: "Remember Ada Lovelace.",
              expectTools: [
                {
                  name: "create_entities",
                  args: { entities: [{ name: "Ada Lovelace", entityType: "person", observations: ["wrote the first program"] }] },
                },
              ],
            },
          ],
          verify: [
            { type: "mcp", name: "graph has Ada", tool: "read_graph", jsonPath: "$.entities[0].name", equals: "Ada Lovelace" },
            {
              type: "mcp",
              name: "observation kept",
              tool: "search_nodes",
              args: { query: "Ada" },
              expectedResult: { entities: [{ observations: ["wrote the first program"] }] },
            },
            { type: "mcp", name: "no Bob", tool: "read_graph", jsonPath: "$.entities[1].name", equals: "Bob" },
          ],
        },
      ],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {} },
  );
  const workflow = result.workflows[0]!;
  expect(workflow.verifiers!.map((v) => [v.name, v.passed])).toEqual([
    ["graph has Ada", true],
    ["observation kept", true],
    ["no Bob", false],
  ]);
  expect(workflow.verifiers![2]!.message).toBe("tool read_graph: nothing at $.entities[1]");
  // Metrics passed, a verifier failed: the workflow fails, scored 2 of 3 checks (toolOrder, toolHealth, verifiers).
  expect(workflow).toMatchObject({ passed: false, error: null });
  expect(workflow.score).toBeCloseTo(2 / 3);
  // Verifier calls are not the agent's: they are not in the workflow's tool calls.
  expect(workflow.toolCalls.map((c) => c.tool)).toEqual(["create_entities"]);
});

test("a failing setup skips the run (no server start) but teardown still runs; the error names the step", async () => {
  const log = join(temp.dir(), "log.txt");
  const result = await evaluate(
    {
      server: { command: node, args: [FIXTURE_SERVER_PATH] },
      workflows: [
        {
          name: "broken setup",
          setup: [
            { command: [node, "-e", "console.error('no database'); process.exit(4)"] },
            { command: [node, "-e", logLine, log, "setup2"] },
          ],
          steps: [{ user: "x", expectTools: ["echo"] }],
          verify: [{ type: "file", path: "anything" }],
          teardown: [{ command: [node, "-e", logLine, log, "teardown"] }],
        },
      ],
    },
    { cwd: temp.dir(), model: "scripted", env: { PATH: process.env.PATH } },
  );
  const workflow = result.workflows[0]!;
  expect(workflow.passed).toBe(false);
  expect(workflow.error).toMatch(/^setup failed: setup\[0\] \(.* -e .*\) exited with 4: no database$/);
  expect(workflow.verifiers).toEqual([]);
  expect(workflow.toolCalls).toEqual([]);
  expect(result.servers[0]!.connections).toBe(0);
  expect((await readFile(log, "utf8")).trim()).toBe(`teardown ${workflow.databaseId}`);
});

test("a failing teardown step is the workflow's error; later teardown steps still run", async () => {
  const log = join(temp.dir(), "log.txt");
  const result = await evaluate(
    {
      server: { command: node, args: [FIXTURE_SERVER_PATH] },
      workflows: [
        {
          name: "messy teardown",
          steps: [{ user: "x", expectTools: [{ name: "echo", args: { message: "hi" } }], expectedState: "hi" }],
          teardown: [{ command: [node, "-e", "process.exit(9)"] }, { command: [node, "-e", logLine, log, "teardown2"] }],
        },
      ],
    },
    { cwd: temp.dir(), model: "scripted", env: { PATH: process.env.PATH } },
  );
  const workflow = result.workflows[0]!;
  expect(workflow).toMatchObject({ passed: false, score: 0 });
  expect(workflow.error).toMatch(/^teardown failed: teardown\[0\] \(.*\) exited with 9$/);
  expect((await readFile(log, "utf8")).trim()).toBe(`teardown2 ${workflow.databaseId}`);
});

describe("repeats on a scripted flaky tool", () => {
  const marker = randomUUID();
  afterAll(async () => {
    // Every run's server process was stopped.
    expect(await processesWith(marker)).toEqual([]);
  });

  async function runFlaky(pattern: string, workflow: Record<string, unknown>) {
    return evaluate(
      {
        server: {
          command: node,
          args: [FIXTURE_SERVER_PATH, `--marker=${marker}`],
          env: { FIXTURE_COUNTER_FILE: join(temp.dir(), "count"), FIXTURE_FLAKY_PATTERN: pattern },
        },
        workflows: [{ name: "flaky", steps: [{ user: "try", expectTools: ["flaky"] }], ...workflow }],
      },
      { cwd: temp.dir(), model: "scripted", env: {} },
    );
  }

  test("pass, fail, pass, pass: pass@1 0.75, pass@k true, pass^k false; strict by default", async () => {
    const result = await runFlaky("1011", { repeats: 4 });
    const workflow = result.workflows[0]!;
    expect(workflow.repeats).toEqual({
      k: 4,
      passes: 3,
      pass1: 0.75,
      pass1Std: 0.5,
      passAtK: true,
      passHatK: false,
      minPass: 4,
      passed: false,
    });
    expect(workflow.attempts!.map((a) => a.passed)).toEqual([true, false, true, true]);
    expect(workflow).toMatchObject({ passed: false, score: 0.75 });
    // The run shown is the first failed one.
    expect(workflow.toolCalls[0]!.resultText).toBe("flaky call 1: scripted failure");
    // Per-tool statistics count every run.
    expect(result.tools.find((t) => t.tool === "flaky")).toMatchObject({ calls: 4, successes: 3, failures: 1 });
    expect(result.servers[0]!.connections).toBe(4);
  });

  test("minPass turns repeats into a flake-tolerant gate; top-level repeats is the default", async () => {
    const tolerant = await runFlaky("1011", { repeats: 4, minPass: 3 });
    expect(tolerant.workflows[0]).toMatchObject({
      passed: true,
      score: 0.75,
      error: null,
      repeats: { passes: 3, minPass: 3, passed: true },
    });
    // Shown: a passing run.
    expect(tolerant.workflows[0]!.toolCalls[0]!.ok).toBe(true);

    const never = await evaluate(
      {
        server: {
          command: node,
          args: [FIXTURE_SERVER_PATH],
          env: { FIXTURE_COUNTER_FILE: join(temp.dir(), "count2"), FIXTURE_FLAKY_PATTERN: "0" },
        },
        repeats: 3,
        workflows: [{ name: "never", minPass: 1, steps: [{ user: "try", expectTools: ["flaky"] }] }],
      },
      { cwd: temp.dir(), model: "scripted", env: {} },
    );
    expect(never.workflows[0]!.repeats).toEqual({
      k: 3,
      passes: 0,
      pass1: 0,
      pass1Std: 0,
      passAtK: false,
      passHatK: false,
      minPass: 1,
      passed: false,
    });
  });
});

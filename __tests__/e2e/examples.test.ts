/**
 * Every bundled example runs and passes: the no-key one as the README tells a
 * newcomer to run it, and the LLM ones through the real `openai` provider
 * pointed at the loopback fake with OPENAI_BASE_URL.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { XMLValidator } from "fast-xml-parser";
import pg from "pg";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { LoadReportSchema } from "../../src/result/load-report.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { postgresTest, usePostgres } from "../helpers/start-postgres.js";

async function runExample(
  name: string,
  env: Record<string, string> = {},
  configFile = "mcpvals.config.yaml",
  extraArgs: string[] = [],
): Promise<{ exitCode: number; report: EvalResult; stdout: string; junit: string }> {
  await using dir = await tempDir();
  const json = join(dir.path, "report.json");
  const junit = join(dir.path, "report.xml");
  const args = ["run", "-c", `examples/${name}/${configFile}`, "--json", json, "--junit", junit, ...extraArgs];
  const run = await runMcpvals(args, { env });
  return {
    exitCode: run.exitCode,
    stdout: run.stdout,
    report: EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8"))),
    junit: await readFile(junit, "utf8"),
  };
}

// (Leftover processes are checked where a unique marker can be put on the server's command line:
// cli-llm.test.ts and evaluate.int.test.ts. Here other test files run the same server at the same time.)
test("the no-key example passes with the scripted driver", async () => {
  const { exitCode, report, junit } = await runExample("everything");
  expect(exitCode).toBe(0);
  expect(report).toMatchObject({ passed: true, score: 1, model: "scripted" });
  expect(report.summary).toEqual({ workflows: { total: 2, passed: 2 }, toolHealth: { total: 4, passed: 4 } });
  expect(XMLValidator.validate(junit)).toBe(true);
  expect(junit).toMatch(/<testsuite[^>]+name="workflows"[^>]+tests="2"/);
});

test("the cassettes example replays its committed model answers with no key, against the live server", async () => {
  const { exitCode, report, stdout } = await runExample("cassettes", {}, "mcpvals.config.yaml");
  if (exitCode !== 0) console.log(stdout);
  expect(exitCode).toBe(0);
  expect(report).toMatchObject({ passed: true, score: 1, model: "openai:gpt-4o-mini" });
  expect(report.workflows.map((w) => [w.name, w.cassette?.status, w.cassette?.model])).toEqual([
    ["add two numbers", "replayed", "openai:gpt-4o-mini"],
    ["echo a word", "replayed", "openai:gpt-4o-mini"],
  ]);
  // The server really answered: the tool results are live.
  expect(report.workflows[0]!.toolCalls[0]).toMatchObject({ tool: "get-sum", ok: true });
  expect(report.workflows[0]!.toolCalls[0]!.resultText).toContain("42");
  expect(stdout).toContain("Cassettes  2 replayed (model openai:gpt-4o-mini)");
});

test("the resources-and-prompts example passes with no model and no key, and counts coverage by kind", async () => {
  const { exitCode, report, stdout } = await runExample("resources-prompts");
  if (exitCode !== 0) console.log(stdout);
  expect(exitCode).toBe(0);
  expect(report).toMatchObject({ passed: true, score: 1, model: "none" });
  expect(report.summary.toolHealth).toEqual({ total: 8, passed: 8 });
  expect(report.coverage.resources).toMatchObject({ exercised: 3, total: 9 });
  expect(report.coverage.prompts).toMatchObject({ exercised: 3, total: 4, unexercised: ["completable-prompt"] });
});

test("the conversation example replays both models (agent and simulated user) with no key, per persona", async () => {
  const { exitCode, report, stdout, junit } = await runExample("conversation");
  if (exitCode !== 0) console.log(stdout);
  expect(exitCode).toBe(0);
  expect(report.workflows.map((w) => [w.name, w.persona, w.stopReason, w.cassette?.status])).toEqual([
    ["sum then echo [persona: terse]", "terse", "user stopped", "replayed"],
    ["sum then echo [persona: confused]", "confused", "user stopped", "replayed"],
  ]);
  const [terse] = report.workflows;
  expect(terse!.toolCalls.map((c) => [c.tool, c.step, c.ok])).toEqual([
    ["get-sum", 0, true],
    ["echo", 1, true],
  ]);
  expect(terse!.metrics).toMatchObject({ turnsToGoal: { passed: true, turns: 3 }, goalReached: { passed: true } });
  // One JUnit case per persona × workflow cell.
  expect(junit).toContain('name="sum then echo [persona: terse]"');
  expect(junit).toContain('name="sum then echo [persona: confused]"');
});

/**
 * How each bundled example runs with no key: as is (scripted, no model, or
 * cassettes), or with `--model scripted`, as its header comment says. The
 * ones not run as is elsewhere in this file run in the test.each below.
 */
const KEYLESS: Record<string, { args: string[]; testedAbove: boolean }> = {
  everything: { args: [], testedAbove: true },
  cassettes: { args: [], testedAbove: true },
  conversation: { args: [], testedAbove: true },
  load: { args: [], testedAbove: true },
  "resources-prompts": { args: [], testedAbove: true },
  "sql-todo": { args: [], testedAbove: true },
  "client-side": { args: [], testedAbove: false },
  "multi-server": { args: [], testedAbove: false },
  "everything-llm": { args: ["--model", "scripted"], testedAbove: false },
  filesystem: { args: ["--model", "scripted"], testedAbove: false },
  memory: { args: ["--model", "scripted"], testedAbove: false },
};

test("every bundled example has its keyless run here", async () => {
  const folders = (await readdir(join(REPO_ROOT, "examples"), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  expect(folders.sort()).toEqual(Object.keys(KEYLESS).sort());
});

test.each(Object.entries(KEYLESS).filter(([, run]) => !run.testedAbove))("%s passes with no key", async (name, { args }) => {
  const { exitCode, report, stdout } = await runExample(name, {}, "mcpvals.config.yaml", args);
  if (exitCode !== 0) console.log(stdout);
  expect(exitCode).toBe(0);
  expect(report.passed).toBe(true);
  expect(report.workflows.every((w) => w.passed && w.error === null)).toBe(true);
  if (args.length > 0) expect(report.model).toBe("scripted");
});

test("load: the example drives server-everything keyless and passes its budgets, with no baseline yet", async () => {
  await using dir = await tempDir();
  const json = join(dir.path, "load.json");
  const run = await runMcpvals(["load", "-c", "examples/load/mcpvals.config.yaml", "--json", json, "--no-state"]);
  if (run.exitCode !== 0) console.log(run.stdout, run.stderr);
  expect(run.exitCode).toBe(0);
  const report = LoadReportSchema.parse(JSON.parse(await readFile(json, "utf8")));
  expect(report.overall.calls).toBeGreaterThan(0);
  expect(report.overall.errors).toBe(0);
  expect(report.verdict.passed).toBe(true);
});

// Skipped (and shown as skipped) when PostgreSQL is not installed.
const pgTest = postgresTest("the sql-todo PostgreSQL example");

describe("sql-todo: a database-backed server checked by SQL after a scripted workflow", () => {
  const expectVerified = (report: EvalResult) => {
    const workflow = report.workflows[0]!;
    expect(workflow).toMatchObject({ passed: true, repeats: { k: 2, passes: 2, passHatK: true } });
    expect(workflow.verifiers!.map((v) => [v.type, v.passed])).toEqual(
      expect.arrayContaining([
        ["sql", true],
        ["mcp", true],
      ]),
    );
    // Two runs, two databases.
    expect(new Set(workflow.attempts!.map((a) => a.databaseId)).size).toBe(2);
  };

  test("SQLite: passes, and teardown removed each run's database file", async () => {
    const { exitCode, report, stdout } = await runExample("sql-todo");
    if (exitCode !== 0) console.log(stdout);
    expect(exitCode).toBe(0);
    expectVerified(report);
    expect(stdout).toContain("✓ one done to-do in the database");
    const left = await readdir(join(REPO_ROOT, "examples/sql-todo/data")).catch(() => []);
    expect(left).toEqual([]);
  });

  describe("PostgreSQL", () => {
    const postgres = usePostgres();

    pgTest("passes against a real cluster, one schema per run", async () => {
      const { url } = postgres();
      const { exitCode, report, stdout } = await runExample("sql-todo", { TODO_PG_URL: url }, "mcpvals.postgres.config.yaml");
      if (exitCode !== 0) console.log(stdout);
      expect(exitCode).toBe(0);
      expectVerified(report);
      // Teardown dropped every run's schema.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query("select schema_name from information_schema.schemata where schema_name like 'mcpvals_%'");
      await client.end();
      expect(rows).toEqual([]);
    });
  });
});

describe("LLM examples against a loopback model", () => {
  let fake: FakeLlm;
  const env = () => ({ OPENAI_API_KEY: `sk-${randomUUID()}`, OPENAI_BASE_URL: fake.url });

  beforeAll(async () => {
    fake = await startFakeLlm({
      rules: [
        // everything-llm
        { match: "add 17 and 25", toolCalls: [{ name: "get-sum", args: { a: 17, b: 25 } }], final: "42" },
        {
          match: "weather in Chicago",
          toolCalls: [{ name: "get-structured-content", args: { location: "Chicago" } }],
          final: "Chicago: {{lastToolResult}}",
        },
        { match: 'echo back the word "thanks"', toolCalls: [{ name: "echo", args: { message: "thanks" } }], final: "{{lastToolResult}}" },
        // filesystem: relative paths, which the server resolves inside the sandbox, as the prompts ask
        {
          match: "Create the file at the relative path notes.txt",
          toolCalls: [
            { name: "list_allowed_directories" },
            { name: "write_file", args: { path: "notes.txt", content: "mcpvals was here" } },
          ],
          final: "Written.",
        },
        {
          match: "read notes.txt back",
          toolCalls: [{ name: "read_text_file", args: { path: "notes.txt" } }],
          final: "It says: {{lastToolResult}}",
        },
        {
          match: "Which directories am I allowed",
          toolCalls: [{ name: "list_allowed_directories" }, { name: "list_directory", args: { path: "." } }],
          final: "{{lastToolResult}}",
        },
        // memory
        {
          match: 'Remember one entity: name "Ada Lovelace"',
          toolCalls: [
            {
              name: "create_entities",
              args: { entities: [{ name: "Ada Lovelace", entityType: "person", observations: ["wrote the first computer program"] }] },
            },
          ],
          final: "Remembered.",
        },
        {
          match: "What do you know about Ada Lovelace",
          toolCalls: [{ name: "search_nodes", args: { query: "Ada Lovelace" } }],
          final: "{{lastToolResult}}",
        },
      ],
    });
  });
  afterAll(async () => {
    await fake.close();
    await rm(join(REPO_ROOT, "examples/filesystem/sandbox/notes.txt"), { force: true });
    await rm(join(REPO_ROOT, "examples/memory/memory.jsonl"), { force: true });
  });

  test.each(["everything-llm", "filesystem", "memory"])("%s passes", async (name) => {
    const { exitCode, report, stdout } = await runExample(name, env());
    if (exitCode !== 0) console.log(stdout);
    expect(exitCode).toBe(0);
    expect(report.model).toBe("openai:gpt-4o-mini");
    expect(report.workflows.every((w) => w.passed)).toBe(true);
    expect(report.toolHealth.every((t) => t.passed)).toBe(true);
  });
});

/**
 * Personas × hosts together: `personas: [terse, verbose]` and `hosts:
 * [claude-code, claude-desktop]` make four cells, each its own unit (its
 * result, gate unit, cassette file and JUnit case; a row and column of the
 * console's persona matrix). Recorded per cell with both models on loopback, the
 * cassettes replay keyless against server-everything; a cassette of one host
 * put in another host's place is never replayed. `--workflow` picks
 * cells by the configured name or a copy's tags.
 */
import { copyFile, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { cassettePath } from "../../src/cassettes/cassette-name.js";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const CELLS = [
  ["sum [persona: terse] [claude-code]", "terse", "claude-code"],
  ["sum [persona: terse] [claude-desktop]", "terse", "claude-desktop"],
  ["sum [persona: verbose] [claude-code]", "verbose", "claude-code"],
  ["sum [persona: verbose] [claude-desktop]", "verbose", "claude-desktop"],
];

function config(agentUrl: string, userUrl: string) {
  return {
    servers: { everything: { transport: "stdio", command: "mcp-server-everything" } },
    model: { provider: "openai-compatible", model: "agent-model", baseURL: agentUrl, apiKey: "${AGENT_TEST_KEY}" },
    hosts: ["claude-code", "claude-desktop"],
    toolRetrieval: false,
    workflows: [
      {
        name: "sum",
        user: {
          goal: "get 2 + 3 added",
          model: { provider: "openai-compatible", model: "user-model", baseURL: userUrl, apiKey: "${USER_TEST_KEY}" },
        },
        personas: ["terse", "verbose"],
        expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }],
      },
    ],
  };
}

async function run(dir: TempDir, args: string[], env: Record<string, string> = {}) {
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

const cells = (report: EvalResult | undefined) => report?.workflows.map((w) => [w.name, w.persona, w.host, w.passed, w.cassette?.status]);

describe("personas × hosts: four cells, each its own unit", () => {
  let dir: TempDir;
  let recorded: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    dir = await tempDir();
    const agent = await startFakeLlm({
      rules: [
        {
          match: "add 2 and 3",
          toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }],
          final: "Result: {{lastToolResult}}",
          offeredNames: true,
        },
      ],
    });
    const user = await startFakeLlm({
      rules: [
        { match: "(The conversation starts.", final: "add 2 and 3" },
        { match: "Result:", final: "ok ###STOP###" },
      ],
    });
    try {
      await dir.write("mcpvals.config.json", config(agent.url, user.url));
      recorded = await run(dir, ["--record", "--junit", join(dir.path, "junit.xml")], {
        AGENT_TEST_KEY: "sk-a-1",
        USER_TEST_KEY: "sk-u-2",
      });
    } finally {
      // Both models are gone from here on: every answer must come from a cassette.
      await Promise.all([agent.close(), user.close()]);
    }
  });
  afterAll(async () => {
    await dir[Symbol.asyncDispose]();
  });

  test("recording: four results, four cassettes, four JUnit cases and a 2 × 2 persona matrix", async () => {
    expect(cells(recorded.report)).toEqual(CELLS.map((cell) => [...cell, true, "recorded"]));
    expect(recorded.exitCode).toBe(0);
    const files = await readdir(join(dir.path, "cassettes"));
    expect(files.sort()).toEqual(CELLS.map(([name]) => cassettePath("", name!, 1)).sort());
    const junit = await readFile(join(dir.path, "junit.xml"), "utf8");
    const cases = [...junit.matchAll(/<testcase [^>]*name="([^"]*)"/g)].map((m) => m[1]);
    expect(cases).toEqual(CELLS.map(([name]) => name));
    expect(junit.match(/<property name="persona"/g)).toHaveLength(4);
    expect(junit.match(/<property name="host"/g)).toHaveLength(4);
    // The console's matrix: a row per host (of the one configured workflow), a column per persona.
    const matrix = recorded.stdout.slice(recorded.stdout.indexOf("Personas × workflows")).split("\n").slice(1, 4);
    expect(matrix.map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ["workflow", "terse", "verbose"],
      ["sum [claude-code]", "✓ 1.00", "✓ 1.00"],
      ["sum [claude-desktop]", "✓ 1.00", "✓ 1.00"],
    ]);
  });

  test("each cell replays keyless from its own cassette with the same verdict, and is its own gate unit", async () => {
    const baseline = join(dir.path, "baseline.json");
    await writeFile(baseline, JSON.stringify(recorded.report));
    const replay = await run(dir, ["--replay", "--baseline", baseline]);
    expect(cells(replay.report)).toEqual(CELLS.map((cell) => [...cell, true, "replayed"]));
    expect(replay.report!.workflows.map((w) => w.messages)).toEqual(recorded.report!.workflows.map((w) => w.messages));
    expect(replay.report!.gate!.units.map((unit) => [unit.kind, unit.name, unit.head, unit.baseline])).toEqual(
      CELLS.map(([name]) => ["workflow", name, { passes: 1, attempts: 1 }, { passes: 1, attempts: 1 }]),
    );
    expect(replay.exitCode).toBe(0);
  });

  test("--workflow picks cells: a copy's tag all personas under one host, the full name one cell", async () => {
    const byHost = await run(dir, ["--replay", "--workflow", "sum [claude-desktop]"]);
    expect(byHost.report!.workflows.map((w) => w.name)).toEqual([CELLS[1]![0], CELLS[3]![0]]);
    const one = await run(dir, ["--replay", "--workflow", CELLS[2]![0]!]);
    expect(one.report!.workflows.map((w) => w.name)).toEqual([CELLS[2]![0]]);
    expect([byHost.exitCode, one.exitCode]).toEqual([0, 0]);
  });

  test("a cassette of one host put in another host's place is never replayed under it", async () => {
    const cassettes = join(dir.path, "cassettes");
    const [codeFile, desktopFile] = [CELLS[0]![0]!, CELLS[1]![0]!].map((name) => join(cassettes, cassettePath("", name, 1)));
    // Copied as it is, the file names another cell: it is not this cell's cassette.
    await copyFile(codeFile!, desktopFile!);
    const copied = await run(dir, ["--replay", "--workflow", CELLS[1]![0]!]);
    expect(cells(copied.report)).toEqual([[...CELLS[1]!, false, "missing"]]);
    // Renamed inside too, it still says which host it was recorded as.
    const cassette = JSON.parse(await readFile(codeFile!, "utf8")) as { workflow: string };
    await writeFile(desktopFile!, JSON.stringify({ ...cassette, workflow: CELLS[1]![0] }));
    const renamed = await run(dir, ["--replay"]);
    expect(cells(renamed.report)).toEqual([
      [...CELLS[0]!, true, "replayed"],
      [...CELLS[1]!, false, "diverged"],
      [...CELLS[2]!, true, "replayed"],
      [...CELLS[3]!, true, "replayed"],
    ]);
    expect(renamed.report!.workflows[1]!.error).toMatch(
      /was recorded as host "claude-code", and this run connects as host "claude-desktop"/,
    );
    expect(renamed.exitCode).toBe(1);
  });
});

/**
 * `mcpvals mutate` through the CLI (in process) against the real fixture
 * server: the score gate and its exit codes, every report, a failing suite
 * stopping with exit 2, and mutants of a workflow replayed from cassettes
 * with the model gone and no key (a divergence is the kill).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { MutationReportSchema, type MutationReport } from "../../src/result/mutation-report.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir } from "../helpers/run-mcpvals.js";

const SERVER = { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "echo,add" } };

/** Tests that check echo's result and only call add. */
const SUITE = {
  server: SERVER,
  timeouts: { toolCallMs: 1500 },
  mutate: { operators: ["empty-content", "perturb-result"] },
  toolHealthSuites: [
    {
      name: "basics",
      tests: [
        { name: "echo answers", tool: "echo", args: { message: "ping" }, expectedResult: "Echo: ping" },
        { name: "add runs", tool: "add", args: { a: 2, b: 3 } },
      ],
    },
  ],
};

async function readReport(file: string): Promise<MutationReport> {
  return MutationReportSchema.parse(JSON.parse(await readFile(file, "utf8")));
}

test("--min-score gates the score (exit 1 below it) and every reporter writes the mutants, survivors named", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", SUITE);
  const files = { json: "m.json", markdown: "m.md", html: "m.html", junit: "m.xml" };
  const flags = Object.entries(files).flatMap(([name, file]) => [`--${name}`, join(dir.path, file)]);
  const below = await runCliInProcess(["mutate", "-c", config, "--min-score", "0.6", ...flags], { cwd: dir.path });
  expect(below.code).toBe(1);
  // A report that could not be written also ends in exit 1: say so first, with the reason.
  expect(below.stderr).not.toMatch(/Could not write a report/);
  const report = await readReport(join(dir.path, files.json));
  expect(report.mutationScore).toBe(0.5);
  expect(report.passed).toBe(false);
  expect(report.mutants.filter((m) => m.status === "survived").map((m) => m.id)).toEqual([
    "empty-content:default:add",
    "perturb-result:default:add",
  ]);
  expect(below.stdout).toMatch(/survived\s+perturb-result on tool add/);
  expect(below.stdout).toMatch(/Mutation score: 50% \(2 killed, 2 survived\)/);
  expect(below.stdout).toMatch(/failed: mutation score 50.0% is below minScore 60.0%/);
  const markdown = await readFile(join(dir.path, files.markdown), "utf8");
  expect(markdown).toContain("| perturb-result on tool add |");
  expect(markdown).toContain('expectedResult on a test of "add"');
  expect(await readFile(join(dir.path, files.html), "utf8")).toContain('<td class="survived">survived</td>');
  const junit = await readFile(join(dir.path, files.junit), "utf8");
  expect(junit.match(/<testcase /g)).toHaveLength(4);
  expect(junit.match(/<failure /g)).toHaveLength(2);

  // The same score passes at its own level, and against the first report as the base branch's it has not moved.
  const at = await runCliInProcess(
    [
      "mutate",
      "-c",
      config,
      "--min-score",
      "0.5",
      "--shard",
      "1/1",
      "--baseline",
      join(dir.path, files.json),
      "--markdown",
      join(dir.path, "at.md"),
      "--json",
      join(dir.path, "at.json"),
    ],
    { cwd: dir.path },
  );
  expect(at.code).toBe(0);
  expect((await readReport(join(dir.path, "at.json"))).shard).toMatchObject({ index: 1, total: 1, by: "count" });
  expect(await readFile(join(dir.path, "at.md"), "utf8")).toContain("+0.0 points against the baseline (50%)");

  // A baseline that is not a mutate report is refused before any server starts, naming the file.
  const bad = await runCliInProcess(["mutate", "-c", config, "--baseline", config], { cwd: dir.path });
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain(`--baseline ${config}: not a \`mcpvals mutate --json\` report`);
});

test("--shard i/N splits the mutants over the parts, each mutant in exactly one", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", SUITE);
  const ids: string[][] = [];
  for (const part of ["1/2", "2/2"]) {
    const json = join(dir.path, `${part.replace("/", "-")}.json`);
    const run = await runCliInProcess(["mutate", "-c", config, "--shard", part, "--json", json, "-r", "json"], { cwd: dir.path });
    expect(run.code).toBe(0);
    ids.push((await readReport(json)).mutants.map((m) => m.id));
  }
  expect(ids.map((part) => part.length)).toEqual([2, 2]);
  expect(ids.flat().sort()).toEqual([
    "empty-content:default:add",
    "empty-content:default:echo",
    "perturb-result:default:add",
    "perturb-result:default:echo",
  ]);
});

test("a suite that fails unmutated stops mutate with exit 2 and says why", async () => {
  await using dir = await tempDir();
  const failing = structuredClone(SUITE);
  failing.toolHealthSuites[0]!.tests[1] = { name: "add runs", tool: "add", args: { a: 2, b: 3 }, expectedResult: "six" } as never;
  const config = await dir.write("mcpvals.config.json", failing);
  const run = await runCliInProcess(["mutate", "-c", config], { cwd: dir.path });
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/does not pass unmutated, so a mutation score would mean nothing/);
  expect(run.stderr).not.toMatch(/^\s+at /m);
});

test("mutants of a workflow replay its cassette with the model gone and no key: a divergence kills", async () => {
  await using dir = await tempDir();
  const fake = await startFakeLlm({
    rules: [{ match: "echo ping", toolCalls: [{ name: "echo", args: { message: "ping" } }], final: "Done." }],
  });
  const withModel = {
    server: SERVER,
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url, apiKey: "${MUTATE_TEST_KEY}" },
    toolRetrieval: false,
    cassettes: { mode: "replay" },
    mutate: { operators: ["perturb-result", "change-description"], items: ["echo"] },
    workflows: [{ name: "echo it", steps: [{ user: "Please echo ping", expectTools: ["echo"] }] }],
  };
  const config = await dir.write("mcpvals.config.json", withModel);
  const recorded = await runCliInProcess(["run", "-c", config, "--record", "--no-state"], {
    cwd: dir.path,
    env: { MUTATE_TEST_KEY: "sk-test" },
  });
  await fake.close();
  expect(recorded.code).toBe(0);
  const json = join(dir.path, "m.json");
  const run = await runCliInProcess(["mutate", "-c", config, "--json", json], { cwd: dir.path });
  expect(run.stderr).not.toMatch(/api key/i);
  expect(run.code).toBe(0);
  const report = await readReport(json);
  expect(report.mutants.map((m) => [m.id, m.status, m.killedBy])).toEqual([
    ["change-description:default:echo", "killed", ["echo it"]],
    ["perturb-result:default:echo", "killed", ["echo it"]],
  ]);
});

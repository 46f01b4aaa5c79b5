/**
 * `mcpvals mutate --resume REPORT` through the CLI (in process) against the
 * real fixture server: given a merged report that lacks one shard's mutants,
 * it runs exactly those (counted by the server starts) without running the
 * suite unmutated again, and its report equals the unsharded mutate's; a
 * report without recorded offerings reruns the unmutated suite first;
 * reports of another config or plan are refused (exit 2).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MutationReportSchema, type MutationReport } from "../../src/result/mutation-report.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir } from "../helpers/run-mcpvals.js";

/** Tests that check echo's result and only call add: echo's mutants are killed, add's survive (score 50%). */
function suite(counterFile: string) {
  return {
    // FIXTURE_FAIL_TIMES=0 never fails a start but counts every start in the counter file.
    server: {
      transport: "stdio",
      command: process.execPath,
      args: [FIXTURE_SERVER_PATH],
      env: { FIXTURE_TOOLS: "echo,add", FIXTURE_FAIL_TIMES: "0", FIXTURE_COUNTER_FILE: counterFile },
    },
    timeouts: { toolCallMs: 1500 },
    // One at a time: the counter file is read and written by each start.
    mutate: { operators: ["empty-content", "perturb-result", "result-is-error"], items: ["echo", "add"], concurrency: 1 },
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
}

const statuses = (report: MutationReport): string[] => report.mutants.map((m) => `${m.id}=${m.status}`).sort();

test("--resume runs only the mutants a merged report lacks and gives the unsharded score", async () => {
  await using dir = await tempDir();
  const at = (name: string): string => join(dir.path, name);
  const counter = at("starts");
  const config = await dir.write("mcpvals.config.json", suite(counter));
  const read = async (name: string): Promise<MutationReport> => MutationReportSchema.parse(JSON.parse(await readFile(at(name), "utf8")));
  const cli = (args: string[]) => runCliInProcess(args, { cwd: dir.path });
  const starts = async (): Promise<number> => Number(await readFile(counter, "utf8").catch(() => "0"));

  expect((await cli(["mutate", "-c", config, "--json", at("whole.json"), "-r", "json"])).code).toBe(0);
  const whole = await read("whole.json");
  // Server starts of one run of the suite (the unmutated run and each mutant's start the same servers).
  const perRun = (await starts()) / (whole.counts.total + 1);
  expect(Number.isInteger(perRun) && perRun >= 1).toBe(true);

  // Shard 1 of 2 ran; shard 2's report never came: the merge names it.
  await cli(["mutate", "-c", config, "--shard", "1/2", "--json", at("part-1.json"), "-r", "json"]);
  const part = await read("part-1.json");
  expect(part.offerings).toEqual(whole.offerings);
  expect((await cli(["merge", "part-1.json", "--json", at("merged.json"), "-r", "json"])).code).toBe(3);
  expect((await read("merged.json")).shards).toEqual({ total: 2, missing: [2], failed: [] });

  await writeFile(counter, "0");
  const resumed = await cli(["mutate", "-c", config, "--resume", "merged.json", "--json", at("resumed.json"), "-r", "json"]);
  expect(resumed.code).toBe(0);
  const missing = whole.counts.total - part.mutants.length;
  expect(missing).toBeGreaterThan(0);
  // Exactly the missing mutants ran (one progress line and one run's server starts each); the unmutated run did not.
  expect(resumed.stderr.match(/^mutant \d+\/\d+:/gm)).toHaveLength(missing);
  expect(resumed.stderr).toContain(`mutant ${missing}/${missing}:`);
  expect(await starts()).toBe(missing * perRun);
  const complete = await read("resumed.json");
  expect(complete.mutationScore).toBe(whole.mutationScore);
  expect(complete.counts).toEqual(whole.counts);
  expect(statuses(complete)).toEqual(statuses(whole));
  expect(complete).toMatchObject({ shard: null, passed: true, unmutated: part.unmutated });
  expect(complete.shards).toBeUndefined();

  // A report that recorded no offerings (an older one): the suite runs unmutated again to plan, then the rest.
  const { offerings: _dropped, ...older } = await read("merged.json");
  await writeFile(at("older.json"), JSON.stringify(older));
  await writeFile(counter, "0");
  const fromOlder = await cli(["mutate", "-c", config, "--resume", "older.json", "--json", at("from-older.json"), "-r", "json"]);
  expect(fromOlder.code).toBe(0);
  expect(await starts()).toBe((missing + 1) * perRun);
  expect(statuses(await read("from-older.json"))).toEqual(statuses(whole));

  // Refused with exit 2 before any server starts: with --shard, a report of another config, a mutant this config does not plan.
  await writeFile(counter, "0");
  const withShard = await cli(["mutate", "-c", config, "--resume", "merged.json", "--shard", "2/2"]);
  expect(withShard.code).toBe(2);
  expect(withShard.stderr).toContain("--resume and --shard cannot be combined");
  await writeFile(at("other.json"), JSON.stringify({ ...older, configHash: "0".repeat(64) }));
  const other = await cli(["mutate", "-c", config, "--resume", "other.json"]);
  expect(other.code).toBe(2);
  expect(other.stderr).toContain("--resume other.json was written for another version of the config");
  const foreign = { ...whole.mutants[0]!, id: "drop-tool:default:nope" };
  await writeFile(at("foreign.json"), JSON.stringify({ ...whole, mutants: [...whole.mutants, foreign] }));
  const stranger = await cli(["mutate", "-c", config, "--resume", "foreign.json"]);
  expect(stranger.code).toBe(2);
  expect(stranger.stderr).toContain('--resume foreign.json holds mutant "drop-tool:default:nope", which this config does not plan');
  expect(await starts()).toBe(0);
});

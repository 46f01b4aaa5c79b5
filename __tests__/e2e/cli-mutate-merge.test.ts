/**
 * `mcpvals merge` of sharded `mcpvals mutate --shard i/N --json` reports,
 * through the CLI (in process) against the real fixture server: the merged
 * parts give the unsharded score and mutant set, the gate holds the merged
 * score, a missing shard fails with exit 3 and is named, and sets that cannot
 * be one mutate (mixed with a run report, other plans, disagreeing mutants,
 * a reporter mutate has not) are refused with exit 2.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MutationReportSchema, type MutationReport } from "../../src/result/mutation-report.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir } from "../helpers/run-mcpvals.js";

const SERVER = { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_TOOLS: "echo,add" } };

/** Tests that check echo's result and only call add: echo's mutants are killed, add's survive (score 50%). */
const SUITE = {
  server: SERVER,
  timeouts: { toolCallMs: 1500 },
  mutate: { operators: ["empty-content", "perturb-result"], minScore: 0.5 },
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

const statuses = (report: MutationReport): string[] => report.mutants.map((m) => `${m.id}=${m.status}`).sort();

test("the shards of a mutate merge into the unsharded score and mutants; a missing shard, a mixed or mismatched set fail", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", SUITE);
  const at = (name: string): string => join(dir.path, name);
  const read = async (name: string): Promise<MutationReport> => MutationReportSchema.parse(JSON.parse(await readFile(at(name), "utf8")));
  const cli = (args: string[]) => runCliInProcess(args, { cwd: dir.path });

  expect((await cli(["mutate", "-c", config, "--json", at("whole.json"), "-r", "json"])).code).toBe(0);
  // A shard gates its own partial score (exit 1 when its part falls below minScore); the merge decides.
  for (const [i, part] of ["1/2", "2/2"].entries()) {
    const run = await cli(["mutate", "-c", config, "--shard", part, "--json", at(`part-${i + 1}.json`), "-r", "json"]);
    expect([0, 1]).toContain(run.code);
  }
  const parts = [await read("part-1.json"), await read("part-2.json")];
  // Each shard records the split it made, the same on both, and the config it ran.
  expect(parts.map((p) => p.shard)).toEqual([1, 2].map((index) => ({ index, total: 2, by: "count", plan: parts[0]!.shard!.plan })));
  expect(parts[0]!.configHash).toMatch(/^[0-9a-f]{64}$/);
  expect(parts[1]!.configHash).toBe(parts[0]!.configHash);

  const merged = await cli(["merge", "part-1.json", "part-2.json", "--json", at("merged.json"), "--markdown", at("merged.md")]);
  expect(merged.stderr).toBe("");
  expect(merged.code).toBe(0);
  const [whole, one] = [await read("whole.json"), await read("merged.json")];
  expect(one.mutationScore).toBe(0.5);
  expect(one.mutationScore).toBe(whole.mutationScore);
  expect(one.counts).toEqual(whole.counts);
  expect(statuses(one)).toEqual(statuses(whole));
  expect(one).toMatchObject({ kind: "mutation", minScore: 0.5, passed: true, shard: null, shards: { total: 2, missing: [], failed: [] } });
  expect(merged.stdout).toMatch(/Mutation score: 50% \(2 killed, 2 survived\)/);
  expect(await readFile(at("merged.md"), "utf8")).toContain("| perturb-result on tool add |");

  // The gate holds the merged score: above the parts' minScore it fails with exit 1 and says why.
  const below = await cli(["merge", "part-1.json", "part-2.json", "--min-score", "0.6", "--json", at("below.json")]);
  expect(below.code).toBe(1);
  expect(below.stdout).toContain("failed: mutation score 50.0% is below minScore 60.0%");
  expect((await read("below.json")).passed).toBe(false);

  // A missing shard is named and fails the merged report alone for infrastructure (exit 3), as a run merge does;
  // when the mutants that did run already miss the gate, that is a verdict (exit 1).
  const missing = await cli(["merge", "part-2.json", "--json", at("missing.json")]);
  expect(missing.code).toBe(3);
  expect(missing.stdout).toContain("shard 1/2 sent no report");
  expect((await read("missing.json")).shards).toEqual({ total: 2, missing: [1], failed: [] });
  expect(parts[0]!.mutationScore).toBe(0);
  // Named also without a gate: the console, Markdown and HTML say which shard is missing.
  await writeFile(at("part-2-ungated.json"), JSON.stringify({ ...parts[1], minScore: null }));
  const ungated = await cli(["merge", "part-2-ungated.json", "--markdown", at("ungated.md"), "--html", at("ungated.html")]);
  expect(ungated.code).toBe(3);
  expect(ungated.stdout).toContain("failed: shard 1/2 sent no report");
  expect(await readFile(at("ungated.md"), "utf8")).toContain("shard 1/2 sent no report");
  expect(await readFile(at("ungated.html"), "utf8")).toContain("shard 1/2 sent no report");
  const missingBelow = await cli(["merge", "part-1.json"]);
  expect(missingBelow.code).toBe(1);
  expect(missingBelow.stdout).toContain("shard 2/2 sent no report");

  // A shard where no mutant could run is named as failed; the merged report fails for infrastructure alone.
  const broken = parts[1]!.mutants.map((m) => ({ ...m, status: "infrastructure", killedBy: [] }));
  await writeFile(at("broken.json"), JSON.stringify({ ...parts[1], mutants: broken }));
  const failedShard = await cli(["merge", "part-1.json", "broken.json", "--min-score", "0", "--json", at("failed.json")]);
  expect(failedShard.code).toBe(3);
  expect(failedShard.stdout).toContain("shard 2/2 ran no mutant (every one infrastructure)");
  expect((await read("failed.json")).shards).toEqual({ total: 2, missing: [], failed: [2] });

  // A run report among mutation reports: neither merge applies.
  expect((await cli(["run", "-c", config, "--json", at("run.json"), "-r", "json"])).code).toBe(0);
  const mixed = await cli(["merge", "part-1.json", "run.json"]);
  expect(mixed.code).toBe(2);
  expect(mixed.stderr).toContain("part-1.json is a mutation report (`mutate --json`) but run.json is not");

  // Parts whose plans differ planned other mutants: refused, naming both files.
  await writeFile(at("other-plan.json"), JSON.stringify({ ...parts[1], shard: { ...parts[1]!.shard, plan: "0000000000000000" } }));
  const plans = await cli(["merge", "part-1.json", "other-plan.json"]);
  expect(plans.code).toBe(2);
  expect(plans.stderr).toMatch(/other-plan\.json \(shard 2\/2\) and .*part-1\.json \(shard 1\/2\) split the work differently/);

  // One mutant in two parts with two statuses: refused, naming both files.
  const flipped = { ...parts[0]!.mutants[0]!, status: parts[0]!.mutants[0]!.status === "killed" ? "survived" : "killed" };
  await writeFile(at("flipped.json"), JSON.stringify({ ...parts[1], mutants: [...parts[1]!.mutants, flipped] }));
  const disagree = await cli(["merge", "part-1.json", "flipped.json"]);
  expect(disagree.code).toBe(2);
  expect(disagree.stderr).toContain(`Mutant "${flipped.id}" is ${parts[0]!.mutants[0]!.status} in`);
  expect(disagree.stderr).toMatch(/part-1\.json but (killed|survived) in .*flipped\.json/);

  // A reporter mutate has not, and a run's gate flag, are refused rather than ignored.
  expect((await cli(["merge", "part-1.json", "part-2.json", "--ctrf", at("x.json")])).stderr).toContain(
    "The ctrf reporter cannot render a mutation report",
  );
  expect((await cli(["merge", "part-1.json", "part-2.json", "--threshold", "0.5"])).code).toBe(2);
  // Something that is neither report is named with the field that is wrong.
  await writeFile(at("bad.json"), JSON.stringify({ ...parts[0], mutants: "none" }));
  const bad = await cli(["merge", "bad.json", "part-2.json"]);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/bad\.json is not an mcpvals mutate JSON report: mutants/);
});

/**
 * The commands that build their options object from the option table
 * (src/cli/options-from-flags.ts): every option they take goes somewhere, so
 * no flag is parsed and silently dropped, and the options `run` builds are
 * the ones it built by hand before.
 */
import { readFileSync } from "node:fs";
import { CLI_COMMANDS } from "../../src/cli/cli-commands.js";
import { destinationsOf, optionsFromFlags } from "../../src/cli/options-from-flags.js";
import { RUN_OPTIONS } from "../../src/cli/run-options.js";
import { UsageError } from "../../src/errors.js";
import type { EvaluateOptions } from "../../src/eval/evaluate-options.js";

const fromTable = CLI_COMMANDS.filter((command) => command.optionsFromTable);

/** A value commander could hand over for each option with a destination: it must set some field. */
const SAMPLES: Record<string, unknown> = {
  model: "scripted",
  threshold: 0.5,
  llmJudge: true,
  workflow: ["a"],
  test: ["s/t"],
  failOn: "breaking",
  toolHealthOnly: true,
  workflowsOnly: true,
  shard: "1/2",
  shardBy: "count",
  resume: "merged.json",
  stateDir: "state",
  state: false,
  record: true,
  replay: true,
  cassettes: "auto",
  baseline: ["base.json"],
  quarantine: true,
  allowMissingTools: true,
  hosts: "claude-code",
  otlp: "http://127.0.0.1:4318",
  minScore: 0.8,
  concurrency: 2,
};

/** Where a command's face reads the flags it keeps (`to: false`): its module, and the output flags' reader. */
function faceSource(command: string): string {
  const file = command === "eval" ? "run" : command;
  return ["src/cli/commands/" + file + "-command.ts", "src/cli/output-flags.ts"].map((path) => readFileSync(path, "utf8")).join("\n");
}

test("run, eval and mutate build their options from the table", () => {
  expect(fromTable.map((command) => command.name)).toEqual(["run", "eval", "mutate"]);
});

test.each(fromTable.map((command) => [command.name, command] as const))("every option of %s goes somewhere", async (name, command) => {
  const nowhere: string[] = [];
  for (const use of command.options) {
    if (use === "outputs") continue;
    const { name: option, key, to } = destinationsOf([use])[0]!;
    if (to === undefined) nowhere.push(`${option}: no \`to\` in the table or the command`);
    else if (to === false) {
      if (!new RegExp(`flags\\.${key}\\b`).test(faceSource(name)))
        nowhere.push(`${option}: to: false, but its command never reads flags.${key}`);
    } else if (!(option in SAMPLES)) nowhere.push(`${option}: add a sample value to this test`);
    else {
      const fields = await optionsFromFlags({ uses: [use], flags: { [key]: SAMPLES[option] } });
      if (Object.keys(fields).length === 0) nowhere.push(`${option}: ${JSON.stringify(SAMPLES[option])} set no field`);
    }
  }
  expect(nowhere).toEqual([]);
});

test("run's flags become the evaluate options it built by hand", async () => {
  const flags = {
    config: "c.yaml",
    model: "scripted",
    threshold: 0.7,
    llmJudge: true,
    workflow: ["w"],
    test: ["suite/*"],
    toolHealthOnly: true,
    shard: "2/3",
    shardBy: "count",
    stateDir: "kept",
    state: false,
    replay: true,
    failOn: "breaking",
    baseline: ["a.json", "b.json"],
    quarantine: true,
    allowMissingTools: true,
    hosts: "claude-code, cursor",
    otlp: "http://127.0.0.1:4318",
    color: true,
    debug: true,
    reporter: ["json"],
  };
  expect(await optionsFromFlags<EvaluateOptions>({ uses: RUN_OPTIONS, flags })).toEqual({
    model: "scripted",
    threshold: 0.7,
    llmJudge: true,
    workflows: ["w"],
    tests: ["suite/*"],
    only: "tool-health",
    shard: { index: 2, total: 3 },
    shardBy: "count",
    stateDir: false,
    cassettes: "replay",
    failOn: ["breaking"],
    baseline: ["a.json", "b.json"],
    quarantine: true,
    allowMissingTools: true,
    hosts: ["claude-code", "cursor"],
    otlp: "http://127.0.0.1:4318",
  });
  // Defaults as commander sets them give evaluate nothing to override.
  expect(await optionsFromFlags({ uses: RUN_OPTIONS, flags: { shardBy: "duration", state: true, color: true } })).toEqual({});
  expect(await optionsFromFlags({ uses: RUN_OPTIONS, flags: { stateDir: "kept", state: true } })).toEqual({ stateDir: "kept" });
});

test.each([
  [{ toolHealthOnly: true, workflowsOnly: true }, "--tool-health-only and --workflows-only cannot be combined"],
  [{ record: true, cassettes: "replay" }, "--record, --replay and --cassettes cannot be combined"],
  [{ shard: "3/2" }, '--shard must look like "i/N"'],
  [{ hosts: "claud-code" }, "did you mean claude-code?"],
])("run's conflicting or bad flags are usage errors: %j", async (flags, message) => {
  const failed = await optionsFromFlags({ uses: RUN_OPTIONS, flags }).catch((error: unknown) => error);
  expect(UsageError.isInstance(failed)).toBe(true);
  expect((failed as Error).message).toContain(message);
});

test("mutate's --min-score outside 0..1 is a usage error", async () => {
  const mutate = fromTable.find((command) => command.name === "mutate")!;
  await expect(optionsFromFlags({ uses: mutate.options, flags: { minScore: 80 } })).rejects.toThrow("--min-score must be a fraction");
});

test("an option with no destination is an error, not a dropped flag", async () => {
  // `server` is read by the commands that take it (tools, search, check...), none of which build from the table.
  await expect(optionsFromFlags({ uses: ["server"], flags: { server: ["a"] } })).rejects.toThrow("gives --server no destination");
});

/**
 * The help generated from the option table still lists every option each
 * command had when the options were declared by hand, plus the output flags
 * the reporter table adds (`--reporter` on merge, report and check; `--json`
 * on report).
 */
import { runCliInProcess } from "../helpers/run-cli-in-process.js";

const OPTIONS: Record<string, string> = {
  run: "-c --config --model --threshold --llm-judge --workflow --tool-health-only --workflows-only --shard -r --reporter --ctrf --json --junit --markdown --html --no-color --state-dir --no-state --record --replay --cassettes -d --debug",
  eval: "--model --threshold --llm-judge --workflow --tool-health-only --workflows-only --shard -r --reporter --ctrf --json --junit --markdown --html --no-color --state-dir --no-state --record --replay --cassettes -d --debug",
  list: "-c --config --json",
  tools: "-c --config --metrics --diff --json --state-dir --server -d --debug",
  search: "-c --config --mode --top --server --min-score --json --state-dir --no-state -d --debug",
  merge: "--threshold --ctrf --json --junit --markdown --html --no-color -d --debug -r --reporter",
  report: "--ctrf --html --markdown --junit -d --debug -r --reporter --json",
  check:
    "-c --config --url --server --protocol --call --baseline --write-baseline --json --junit --markdown --no-color -d --debug -r --reporter",
  init: "-c --config --url --server --out --force --no-call -d --debug",
  proxy: "-c --config --http --expose-tools --state-dir --no-state -d --debug",
  cassettes: "-c --config --check --prune --model --json",
  schema: "--out",
};

test.each(Object.entries(OPTIONS))("%s --help lists every option", async (command, flags) => {
  const { code, stdout } = await runCliInProcess([command, "--help"], { cwd: process.cwd() });
  expect(code).toBe(0);
  // An option line: two spaces, then the flag (after its short form, if any).
  const listed = new Set([...stdout.matchAll(/^ {2}(?:(-\w), )?(--[a-z-]+)/gm)].flatMap((m) => [m[1], m[2]].filter(Boolean)));
  expect(flags.split(" ").filter((flag) => !listed.has(flag))).toEqual([]);
});

test("the main help lists every command and the exit codes", async () => {
  const { stdout } = await runCliInProcess(["--help"], { cwd: process.cwd() });
  for (const command of Object.keys(OPTIONS)) expect(stdout).toMatch(new RegExp(`^ {2}${command} `, "m"));
  expect(stdout).toContain("3  infrastructure");
});

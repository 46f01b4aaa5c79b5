/**
 * The output flags generated from the reporter table, through runCli
 * in-process against the real check fixture server: `--reporter NAME=PATH`
 * and the `--NAME PATH` aliases write files, `-r NAME` prints to stdout
 * (the console moving to stderr), and check takes the config's timeouts.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CheckReportSchema } from "../../src/result/check-report.js";
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const cli = (dir: TempDir, args: string[]) => runCliInProcess(args, { cwd: dir.path });

test("check: --reporter json=PATH and --markdown PATH write files; -r junit prints JUnit alone on stdout", async () => {
  await using dir = await tempDir();
  const run = await cli(dir, [
    "check",
    "--reporter",
    "json=out/check.json",
    "--markdown",
    "check.md",
    "-r",
    "junit",
    "--",
    "mcp-server-everything",
  ]);
  expect(run.stderr).toContain("default"); // the console summary, moved to stderr
  expect(run.code).toBe(0);
  expect(run.stdout.startsWith("<?xml")).toBe(true);
  expect(CheckReportSchema.parse(JSON.parse(await readFile(join(dir.path, "out", "check.json"), "utf8"))).passed).toBe(true);
  expect(await readFile(join(dir.path, "check.md"), "utf8")).toContain("mcpvals check");
});

test("check reads the config's timeouts.connectMs: a server that never answers is given up on at that limit", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: ["-e", "process.stdin.resume()"] },
    timeouts: { connectMs: 1234 },
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: {} }] }],
  });
  const run = await cli(dir, ["check", "--json", "check.json"]);
  expect(run.code).toBe(3);
  const report = CheckReportSchema.parse(JSON.parse(await readFile(join(dir.path, "check.json"), "utf8")));
  expect(report.servers[0]!.error).toContain("1234 ms");
});

test("an html check report and a console file are usage errors that name the reporter", async () => {
  await using dir = await tempDir();
  const refused = await cli(dir, ["check", "--reporter", "html=x.html", "--", "x"]);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain("The html reporter cannot render a check report.");
  const nothing = await cli(dir, ["report", "r.json", "-r", "console=x.txt"]);
  expect(nothing.code).toBe(2);
  expect(nothing.stderr).toContain("the console reporter writes to the terminal only");
});

test("run: --reporter junit=PATH and --ctrf PATH write files, -r json prints the one JSON document, the console goes to stderr", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "scripted",
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { message: "hi" }, expectedResult: "hi" }] }],
  });
  const run = await cli(dir, ["run", "--no-state", "--reporter", "junit=out/r.xml", "--ctrf", "r.ctrf.json", "-r", "json"]);
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toMatchObject({ passed: true });
  expect(run.stderr).toContain("echo");
  expect(await readFile(join(dir.path, "out", "r.xml"), "utf8")).toContain("<testsuites");
  expect(JSON.parse(await readFile(join(dir.path, "r.ctrf.json"), "utf8"))).toMatchObject({
    results: { summary: { tests: 1, passed: 1 } },
  });
});

test("an output flag right before `--` is a usage error naming it, not a report file named `--`", async () => {
  await using dir = await tempDir();
  const run = await cli(dir, ["check", "--json", "--", process.execPath, "-e", "process.exit(0)"]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain("option '--json' needs a value before '--'");
  await expect(readFile(join(dir.path, "--"), "utf8")).rejects.toThrow(/ENOENT/);
});

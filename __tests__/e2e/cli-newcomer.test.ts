/**
 * Where a newcomer tripped (issue "From npm to a green required check"):
 * the reporter flag in mcpvals 0.4's order, two machine formats on stdout,
 * a misspelled config key, --server given either way, and an override of the
 * model name that keeps the config's endpoint. Real CLI processes, real
 * server-everything.
 */
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const EXAMPLE = "examples/everything/mcpvals.config.yaml";

test("`eval -r json <config>` (0.4's order) takes the path as the config and prints the JSON report", async () => {
  const run = await runMcpvals(["eval", "-r", "json", EXAMPLE, "--tool-health-only", "--no-state"]);
  expect({ exitCode: run.exitCode, stderr: run.exitCode === 0 ? "" : run.stderr }).toEqual({ exitCode: 0, stderr: "" });
  expect(EvalResultSchema.parse(JSON.parse(run.stdout)).passed).toBe(true);
});

test("two machine formats onto stdout are refused (exit 2) with the file options to use instead, in every spelling", async () => {
  await using dir = await tempDir();
  for (const reporters of [
    ["-r", "json", "junit"],
    ["-r", "json", "-r", "junit"],
    ["-r", "json,junit"],
  ]) {
    const run = await runMcpvals(["eval", ...reporters, EXAMPLE, "--no-state", "--tool-health-only"], { cwd: undefined });
    expect({ args: reporters, exitCode: run.exitCode, stdout: run.stdout }).toEqual({ args: reporters, exitCode: 2, stdout: "" });
    expect(run.stderr).toContain("-r json junit: only one machine format can go to stdout; write the others to files (--junit <path>)");
  }
  // console plus one machine format is fine: the console goes to stderr.
  const junit = join(dir.path, "junit.xml");
  const ok = await runMcpvals(["run", "-c", EXAMPLE, "-r", "console", "json", "--junit", junit, "--no-state", "--tool-health-only"]);
  expect(ok.exitCode).toBe(0);
  expect(EvalResultSchema.parse(JSON.parse(ok.stdout)).passed).toBe(true);
  expect(ok.stderr).toMatch(/PASSED/);
});

test("--server takes several names the same way in tools and search: `--server a b` or `--server a --server b`", async () => {
  await using dir = await tempDir();
  const everything = { command: "mcp-server-everything" };
  const config = await dir.write("mcpvals.config.json", { servers: { a: everything, b: everything, c: everything } });
  const serversOf = (stdout: string): string[] =>
    [...new Set((JSON.parse(stdout) as Array<{ server: string }>).map((row) => row.server))].sort();
  const toolsRuns = await Promise.all([
    runMcpvals(["tools", "-c", config, "--json", "--server", "a", "b"]),
    runMcpvals(["tools", "-c", config, "--json", "--server", "a", "--server", "b"]),
  ]);
  for (const run of toolsRuns) {
    expect(run.exitCode).toBe(0);
    const listed = JSON.parse(run.stdout) as { servers: Array<{ name: string }>; tools: Array<{ server: string }> };
    expect(listed.servers.map((s) => s.name).sort()).toEqual(["a", "b"]);
    expect(serversOf(JSON.stringify(listed.tools))).toEqual(["a", "b"]);
  }
  const searchRuns = await Promise.all([
    runMcpvals([
      "search",
      "echo a message",
      "-c",
      config,
      "--json",
      "--mode",
      "lexical",
      "--no-state",
      "--top",
      "30",
      "--server",
      "a",
      "b",
    ]),
    runMcpvals([
      "search",
      "echo a message",
      "-c",
      config,
      "--json",
      "--mode",
      "lexical",
      "--no-state",
      "--top",
      "30",
      "--server",
      "a",
      "--server",
      "b",
    ]),
  ]);
  for (const run of searchRuns) {
    expect(run.exitCode).toBe(0);
    expect(serversOf(run.stdout)).toEqual(["a", "b"]);
  }
});

test("exit codes: 3 when every failure is a server that could not start (said once), 1 with any real verdict, 2 for usage; --help lists them", async () => {
  await using dir = await tempDir();
  const test = (name: string, tool: string, args: object, expectedResult?: string) => ({
    name,
    tool,
    args,
    ...(expectedResult ? { expectedResult } : {}),
  });
  const down = await dir.write("down.config.json", {
    servers: { gone: { command: join(dir.path, "no-such-server") } },
    model: "scripted",
    workflows: [
      {
        name: "echo it",
        steps: [{ user: "echo hi", expectTools: [{ name: "echo", args: { message: "hi" } }], expectedState: "Echo: hi" }],
      },
    ],
    toolHealthSuites: [{ name: "s", tests: [test("echo", "echo", { message: "x" })] }],
  });
  const infra = await runMcpvals(["run", "-c", down, "--no-state"]);
  expect({ exitCode: infra.exitCode, stderr: infra.stderr }).toEqual({ exitCode: 3, stderr: expect.any(String) });
  // The failure details say the workflow could not run, once, instead of every expectation it did not meet.
  expect(infra.stdout).toContain("(not evaluated: fix the above and run again)");
  expect(infra.stdout).not.toMatch(/endToEnd|toolOrder/);

  const mixed = await dir.write("mixed.config.json", {
    servers: { gone: { command: join(dir.path, "no-such-server") }, everything: { command: "mcp-server-everything" } },
    model: "scripted",
    toolHealthSuites: [
      { name: "s", tests: [test("gone", "gone__echo", { message: "x" }), test("wrong sum", "everything__get-sum", { a: 1, b: 1 }, "3")] },
    ],
  });
  const verdict = await runMcpvals(["run", "-c", mixed, "--no-state"]);
  expect(verdict.exitCode).toBe(1);

  expect((await runMcpvals(["run", "-c", join(dir.path, "missing.yaml")])).exitCode).toBe(2);
  const help = await runMcpvals(["run", "--help"]);
  expect(help.stdout).toMatch(/Exit codes:\n\s+0 {2}passed\n\s+1 {2}failed: .*\n\s+2 {2}usage or config error.*\n\s+3 {2}infrastructure: /);
});

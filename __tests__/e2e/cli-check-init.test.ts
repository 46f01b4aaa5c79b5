/**
 * `mcpvals check` and `mcpvals init` through the real CLI, with no config,
 * with a config that has only servers, and against real servers: the
 * written config validates and its scripted run passes.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { CheckReportSchema } from "../../src/result/check-report.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const CHECK_FIXTURE = fileURLToPath(new URL("../fixtures/servers/check-fixture-server.mjs", import.meta.url));
const LONG = { timeoutMs: 60_000 };

test("check -- COMMAND: no config needed; JSON, JUnit and Markdown written; exit 0", async () => {
  await using dir = await tempDir();
  const run = await runMcpvals(["check", "--json", "c.json", "--junit", "c.xml", "--markdown", "c.md", "--", "mcp-server-everything"], {
    cwd: dir.path,
    ...LONG,
  });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/✓ default {2}stdio {2}mcp-servers\/everything@2\.0\.0 {2}2025-11-25 {2}13 tools, 7 resources, 4 prompts/);
  expect(run.stdout).toMatch(/^PASSED {2}\d+ passed, 0 errors, 0 warnings, 1 info/m);
  const report = CheckReportSchema.parse(JSON.parse(await readFile(join(dir.path, "c.json"), "utf8")));
  expect(report.passed).toBe(true);
  const xml = new XMLParser({ ignoreAttributes: false }).parse(await readFile(join(dir.path, "c.xml"), "utf8"));
  expect(xml.testsuites.testsuite["@_name"]).toBe("check default");
  expect(await readFile(join(dir.path, "c.md"), "utf8")).toMatch(/^## mcpvals check: ✅ passed/);
});

test("check exits 1 on an error-level finding and names it; a written baseline turns it green; usage errors exit 2", async () => {
  await using dir = await tempDir();
  const command = ["--", "env", "CHECK_FAULT=stray-stdout", process.execPath, CHECK_FIXTURE];
  const failing = await runMcpvals(["check", ...command], { cwd: dir.path });
  expect(failing.exitCode).toBe(1);
  expect(failing.stdout).toMatch(/✗ error {3}wire\/stdout-json-only {2}default/);
  expect(failing.stdout).toContain('"check-fixture starting up"');
  // Writing the baseline is a run of its own that passes (a CI step that only records one is green).
  const writing = await runMcpvals(["check", "--write-baseline", "known.json", ...command], { cwd: dir.path });
  expect(writing.exitCode).toBe(0);
  expect(writing.stderr).toMatch(/wrote 1 known failure to .*known\.json/);
  const known = await runMcpvals(["check", "--baseline", "known.json", ...command], { cwd: dir.path });
  expect(known.exitCode).toBe(0);
  expect(known.stdout).toMatch(/\(baseline\)/);
  expect((await runMcpvals(["check", "--protocol", "2019-01-01", "--", "x"], { cwd: dir.path })).exitCode).toBe(2);
  const requirements = await runMcpvals(["check", "--requirements", "2025-11-25,2019-01-01", "--", "x"], { cwd: dir.path });
  expect([requirements.exitCode, requirements.stderr]).toEqual([
    2,
    expect.stringContaining("--requirements 2025-11-25,2019-01-01: 2019-01-01 is not a revision mcpvals speaks"),
  ]);
  const both = await runMcpvals(["check", "--url", "http://127.0.0.1:1/mcp", "--", "x"], { cwd: dir.path });
  expect([both.exitCode, both.stderr]).toEqual([2, "mcpvals: Give either a command after `--` or --url, not both."]);
});

test("a config with only a server is enough for check and tools; run says there is nothing to run (exit 2)", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", { server: { command: process.execPath, args: [CHECK_FIXTURE] } });
  expect((await runMcpvals(["check"], { cwd: dir.path })).exitCode).toBe(0);
  const tools = await runMcpvals(["tools", "--json"], { cwd: dir.path });
  expect(tools.exitCode).toBe(0);
  expect(tools.stdout).toContain('"lookup"');
  const run = await runMcpvals(["run"], { cwd: dir.path });
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toMatch(/nothing to run: add workflows or toolHealthSuites/);
});

test.each([
  ["server-everything", ["mcp-server-everything"]],
  ["server-filesystem", ["mcp-server-filesystem", "."]],
])(
  "init against %s writes a config that validates and whose scripted run passes; it never overwrites without --force",
  async (_name, command) => {
    await using dir = await tempDir();
    const init = await runMcpvals(["init", "--", ...command], { cwd: dir.path, ...LONG });
    expect(init.stderr).toBe("");
    expect(init.exitCode).toBe(0);
    expect(init.stdout).toMatch(/^Wrote .*mcpvals\.config\.yaml for server "default": \d+ live tests?, \d+ commented out/);
    const text = await readFile(join(dir.path, "mcpvals.config.yaml"), "utf8");
    expect(text.split("\n")[0]).toMatch(/^# yaml-language-server: \$schema=.*schema\/mcpvals\.config\.schema\.json$/);
    expect(text).toMatch(/# not annotated readOnlyHint|# failed with generated arguments/);
    const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, ...LONG });
    expect(run.stdout).toMatch(/^PASSED {2}score 1\.00/m);
    expect(run.exitCode).toBe(0);
    const again = await runMcpvals(["init", "--", ...command], { cwd: dir.path });
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toMatch(/mcpvals\.config\.yaml exists: pass --force/);
    const forced = await runMcpvals(["init", "--force", "--no-call", "--", ...command], { cwd: dir.path, ...LONG });
    expect([forced.exitCode, forced.stderr]).toEqual([0, ""]);
  },
  120_000,
);

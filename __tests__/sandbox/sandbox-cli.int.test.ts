/**
 * The sandbox through the CLI: server-everything passes the bundled example's
 * workflows and tests with `network: "none"`; `init --sandbox` writes the
 * sandbox into the config; `check --sandbox` without bwrap says what is
 * missing, and with `required: false` runs it with a warning; --sandbox for an HTTP server is refused; and stopping a run (SIGTERM) leaves nothing of a sandboxed server
 * behind, not even a helper that left its process group.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { newMarker, orphansOf, startMcpvals, toolSuite } from "../faults/fault-helpers.js";
import { processesWith, REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const SERVER = join(REPO_ROOT, "__tests__", "fixtures", "servers", "sandbox-server.mjs");
const LONG = { timeoutMs: 100_000 };

test('the bundled everything example passes with its server under sandbox { network: "none" }', async () => {
  await using dir = await tempDir();
  const example = parse(await readFile(join(REPO_ROOT, "examples", "everything", "mcpvals.config.yaml"), "utf8")) as Record<
    string,
    unknown
  >;
  // The same workflows and tests; the server started by path (the temp folder has no node_modules/.bin), sandboxed.
  example.server = { command: process.execPath, args: [EVERYTHING, "stdio"], sandbox: { network: "none" } };
  const config = await dir.write("mcpvals.config.yaml", stringify(example));
  const run = await runMcpvals(["run", "-c", config, "--no-state", "--json", join(dir.path, "out.json")], LONG);
  expect([run.exitCode, run.stderr]).toEqual([0, ""]);
  const report = JSON.parse(await readFile(join(dir.path, "out.json"), "utf8")) as { passed: boolean; workflows: unknown[] };
  expect(report.passed).toBe(true);
  expect(report.workflows.length).toBeGreaterThan(0);
}, 120_000);

test("init --sandbox probes the server sandboxed and writes the sandbox into the config", async () => {
  await using dir = await tempDir();
  const init = await runMcpvals(["init", "--sandbox", "--", process.execPath, EVERYTHING, "stdio"], { cwd: dir.path, ...LONG });
  expect([init.exitCode, init.stderr]).toEqual([0, ""]);
  const written = parse(await readFile(join(dir.path, "mcpvals.config.yaml"), "utf8")) as { server: { sandbox?: unknown } };
  expect(written.server.sandbox).toEqual({ network: "none" });
}, 120_000);

test("check --sandbox where bwrap is not on PATH: exit 3 naming what is missing", async () => {
  await using dir = await tempDir();
  // PATH is the folder alone: no bwrap (a real lookup, nothing mocked). The server is started by its full path.
  const check = await runMcpvals(["check", "--sandbox", "--", process.execPath, SERVER], { cwd: dir.path, env: { PATH: dir.path } });
  expect(check.exitCode).toBe(3);
  expect(check.stdout + check.stderr).toContain(
    "sandbox: bwrap not found on PATH (install bubblewrap: `sudo apt-get install -y bubblewrap`); the server was not started",
  );
});

test("required: false where bwrap is not on PATH: the run passes unsandboxed, the warning in the console and the JSON report", async () => {
  await using dir = await tempDir();
  const config = await dir.write("c.json", {
    server: { command: process.execPath, args: [SERVER], sandbox: { network: "none", required: false } },
    toolHealthSuites: toolSuite([{ name: "env", tool: "env" }]),
  });
  const run = await runMcpvals(["run", "-c", config, "--no-state", "-r", "console", "--json", join(dir.path, "out.json")], {
    cwd: dir.path,
    env: { PATH: dir.path },
  });
  const warning =
    "sandbox: bwrap not found on PATH (install bubblewrap: `sudo apt-get install -y bubblewrap`); the server runs UNSANDBOXED (sandbox.required: false)";
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toContain(`warning: ${warning}`);
  const report = JSON.parse(await readFile(join(dir.path, "out.json"), "utf8")) as { servers: Array<{ warnings?: string[] }> };
  expect(report.servers[0]?.warnings).toEqual([warning]);
});

test("--sandbox with only an HTTP server is a usage error (it confines what mcpvals starts)", async () => {
  await using dir = await tempDir();
  const config = await dir.write("c.yaml", stringify({ servers: { web: { url: "http://127.0.0.1:9/mcp" } } }));
  const tools = await runMcpvals(["tools", "--sandbox", "-c", config], { cwd: dir.path });
  expect(tools.exitCode).toBe(2);
  expect(tools.stderr).toContain("--sandbox confines a server mcpvals starts");
});

test("SIGTERM mid-run stops the sandboxed server and the helper it moved out of its process group", async () => {
  await using dir = await tempDir();
  const marker = newMarker("sandbox-stop");
  const config = await dir.write("c.json", {
    server: { command: process.execPath, args: [SERVER, "--helper", marker], sandbox: { network: "none" } },
    toolHealthSuites: toolSuite([{ name: "wait", tool: "wait" }]),
  });
  const child = startMcpvals(["run", "-c", config, "--no-state"], { cwd: dir.path });
  // Wait for the helper (its own session, `setInterval` on its command line): the server is up and mid-call.
  const until = performance.now() + 60_000;
  while (!(await processesWith(marker)).some((line) => line.includes("setInterval")) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await processesWith(marker)).some((line) => line.includes("setInterval"))).toBe(true);
  child.kill("SIGTERM");
  const result = await child;
  expect(result.exitCode).toBe(3);
  expect(await orphansOf(marker)).toEqual([]);
});

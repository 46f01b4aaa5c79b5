/**
 * What a new user trips on in the first hour, through the real CLI: giving a
 * server its variables, commands with nothing to check, a baseline written in
 * CI, error texts that say what to do (a typo'd command, a wrong URL path, a
 * shared cause printed once), `report` without an output flag, a bare model
 * name.
 */
import { fileURLToPath } from "node:url";
import { startEverythingHttp } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const ENV_SERVER = fileURLToPath(new URL("../fixtures/servers/env-server.mjs", import.meta.url));
const CHECK_FIXTURE = fileURLToPath(new URL("../fixtures/servers/check-fixture-server.mjs", import.meta.url));
const needsToken = ["--", process.execPath, ENV_SERVER, "WEATHER_TOKEN"];

test("check --call: the caller's variable does not reach the server; its isError answer is reported (info) and says to pass it with --env", async () => {
  await using dir = await tempDir();
  const run = await runMcpvals(["check", "--call", ...needsToken], { cwd: dir.path, env: { WEATHER_TOKEN: "tok-weather-123" } });
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/i info {4}tools\/read-only-call-error {2}default tool needs_env/);
  expect(run.stdout).toContain(
    'answered isError: "WEATHER_TOKEN is not set" (servers get an isolated environment: pass WEATHER_TOKEN with --env WEATHER_TOKEN',
  );
  expect(run.stdout).toMatch(/^PASSED {2}\d+ passed, 0 errors, 0 warnings, \d+ info/m);
});

test("check --call: a read-only tool that throws (a JSON-RPC -32603 answer) is reported as an isError answer is (tools/read-only-call-error), not passed in silence", async () => {
  await using dir = await tempDir();
  const run = await runMcpvals(["check", "--call", "--", process.execPath, ENV_SERVER, "--throw", "WEATHER_TOKEN"], { cwd: dir.path });
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/i info {4}tools\/read-only-call-error {2}default tool needs_env/);
  expect(run.stdout).toContain('answered a JSON-RPC error: "WEATHER_TOKEN is not set (-32603)"');
  expect(run.stdout).toMatch(/^PASSED {2}\d+ passed, 0 errors, 0 warnings, \d+ info/m);
});

test("--env NAME passes a variable through, --env NAME=VALUE and --env-file set one; an unset NAME is a usage error", async () => {
  await using dir = await tempDir();
  await dir.write(".env", "# the token\nexport WEATHER_TOKEN='tok-from-file'\n");
  for (const flags of [
    ["--env", "WEATHER_TOKEN"],
    ["--env", "WEATHER_TOKEN=tok-literal-1"],
    ["--env-file", ".env"],
  ]) {
    const run = await runMcpvals(["check", "--call", ...flags, ...needsToken], {
      cwd: dir.path,
      env: { WEATHER_TOKEN: "tok-weather-123" },
    });
    expect([flags, run.exitCode]).toEqual([flags, 0]);
    expect(run.stdout).toMatch(/^PASSED {2}\d+ passed, 0 errors, 0 warnings/m);
  }
  const unset = await runMcpvals(["check", "--env", "WEATHER_TOKEN", ...needsToken], { cwd: dir.path });
  expect([unset.exitCode, unset.stderr]).toEqual([
    2,
    "mcpvals: --env WEATHER_TOKEN: WEATHER_TOKEN is not set in this environment; set it, or write --env WEATHER_TOKEN=VALUE",
  ]);
  await dir.write("bad.env", "WEATHER_TOKEN=x\nnot a line\n");
  const bad = await runMcpvals(["check", "--env-file", "bad.env", ...needsToken], { cwd: dir.path });
  expect([bad.exitCode, bad.stderr]).toEqual([2, "mcpvals: --env-file bad.env line 2: expected NAME=VALUE"]);
});

test("a server's safe base (PATH, HOME, LANG…) comes from the CLI's environment, not the process's", async () => {
  await using dir = await tempDir();
  // The fixture wants this LANG; the in-process CLI's env has it, this jest process has another or none.
  const run = await runMcpvals(["check", "--call", "--", process.execPath, ENV_SERVER, "LANG=xx_MCPVALS.UTF-8"], {
    cwd: dir.path,
    env: { LANG: "xx_MCPVALS.UTF-8" },
  });
  expect(run.stdout).not.toContain("read-only-call-error");
  expect(run.stdout).toMatch(/^PASSED {2}\d+ passed, 0 errors, 0 warnings/m);
});

test("tools: a server that exits for a missing variable gets the hint; --env on a config's server lets it start", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", { server: { command: process.execPath, args: [ENV_SERVER, "--at-start", "WEATHER_TOKEN"] } });
  const without = await runMcpvals(["tools"], { cwd: dir.path, env: { WEATHER_TOKEN: "tok-weather-123" } });
  expect(without.exitCode).toBe(3);
  expect(without.stderr).toContain(
    "(servers get an isolated environment: pass WEATHER_TOKEN with --env WEATHER_TOKEN, or env: in the config)",
  );
  const given = await runMcpvals(["tools", "--env", "WEATHER_TOKEN"], { cwd: dir.path, env: { WEATHER_TOKEN: "tok-weather-123" } });
  expect([given.exitCode, given.stderr]).toEqual([0, ""]);
  expect(given.stdout).toContain("needs_env");
});

test("check and init with nothing to check say what to pass, not to create a config", async () => {
  await using dir = await tempDir();
  for (const verb of ["check", "init"]) {
    const run = await runMcpvals([verb], { cwd: dir.path });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`mcpvals: ${verb} needs a server: \`mcpvals ${verb} -- node server.js\``);
    expect(run.stderr).toContain(`\`mcpvals ${verb} --url http://127.0.0.1:3001/mcp\``);
    expect(run.stderr).not.toContain("Create one of");
  }
});

test("check --write-baseline exits 0, and the summary counts the baselined failure apart", async () => {
  await using dir = await tempDir();
  const run = await runMcpvals(
    ["check", "--write-baseline", "known.json", "--", "env", "CHECK_FAULT=stray-stdout", process.execPath, CHECK_FIXTURE],
    { cwd: dir.path },
  );
  expect(run.exitCode).toBe(0);
  expect(run.stderr).toMatch(/wrote 1 known failure to .*known\.json/);
  expect(run.stdout).toMatch(/✗ error {3}wire\/stdout-json-only {2}default \(baseline\)/);
  expect(run.stdout).toMatch(/^PASSED {2}\d+ passed, 0 errors, 0 warnings, \d+ info, 1 known \(in the baseline\)/m);
});

test("check -- a typo'd command: one error, with the did-you-mean from node_modules/.bin", async () => {
  const run = await runMcpvals(["check", "--", "mcp-server-everythng"], { cwd: REPO_ROOT });
  expect(run.exitCode).toBe(3);
  expect(run.stdout).toContain(
    'spawn mcp-server-everythng ENOENT: "mcp-server-everythng" is not on PATH or in node_modules/.bin; did you mean "mcp-server-everything"?',
  );
  // The server row points at the finding instead of repeating it.
  expect(run.stdout).toMatch(/✗ default {2}stdio {2}not checked: see the finding below/);
  expect(run.stdout.split("ENOENT")).toHaveLength(2);
});

test("a Streamable HTTP URL at the wrong path: init and check suggest /mcp, which answers MCP", async () => {
  await using server = await startEverythingHttp();
  await using dir = await tempDir();
  const root = server.url.replace(/\/mcp$/, "/");
  const init = await runMcpvals(["init", "--url", root], { cwd: dir.path });
  expect(init.exitCode).toBe(3);
  expect(init.stderr).toContain(`404`);
  expect(init.stderr).toContain(`; did you mean ${server.url}? It answers MCP`);
  const check = await runMcpvals(["check", "--url", root], { cwd: dir.path });
  expect(check.stdout).toContain(`HTTP 404 at ${root}; did you mean ${server.url}? It answers MCP`);
});

test("an unreachable server: the progress lines show the cause, Failures print it once for every workflow, report re-prints it", async () => {
  await using dir = await tempDir();
  const workflow = (name: string) => ({ name, steps: [{ user: "echo hi", expectTools: ["echo"] }] });
  await dir.write("mcpvals.config.json", {
    server: { url: "http://127.0.0.1:1/mcp" },
    connection: { maxRetries: 0 },
    workflows: ["one", "two", "three"].map(workflow),
  });
  const run = await runMcpvals(["run", "--model", "scripted", "--json", "r.json"], { cwd: dir.path });
  expect(run.exitCode).toBe(3);
  const progress = run.stdout.split("\n").filter((line) => /^ {2}✗ (one|two|three) /.test(line));
  expect(progress).toHaveLength(3);
  // Cut in the middle: what failed first, the cause last.
  for (const line of progress) expect(line).toMatch(/error: Server "default" .*fetch failed$/);
  expect(run.stdout).toContain("✗ 3 workflows: one, two, three");
  expect(run.stdout).toContain("(the same error for 3 workflows)");
  expect(run.stdout.match(/\(not evaluated: fix the above and run again\)/g)).toHaveLength(1);
  // No output flag: the console report of the saved run.
  const report = await runMcpvals(["report", "r.json"], { cwd: dir.path });
  expect(report.exitCode).toBe(0);
  expect(report.stdout).toContain("(the same error for 3 workflows)");
  expect(report.stdout).toMatch(/^FAILED /m);
});

test("--model with a bare name: implied provider taken, else the error says what to write", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { url: "http://127.0.0.1:1/mcp" },
    workflows: [{ name: "w", steps: [{ user: "hi" }] }],
  });
  const bare = await runMcpvals(["run", "--model", "llama3"], { cwd: dir.path });
  expect(bare.exitCode).toBe(2);
  expect(bare.stderr).toContain('"llama3" names no provider: write "provider:model", e.g. "openai-compatible:llama3"');
  // gpt-4o is OpenAI's: what is missing now is the key, not the provider.
  const implied = await runMcpvals(["run", "--model", "gpt-4o"], { cwd: dir.path });
  expect(`${implied.stdout}\n${implied.stderr}`).toContain("OPENAI_API_KEY");
  expect(implied.stderr).not.toContain("provider:model");
});

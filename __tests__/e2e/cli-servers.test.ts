/**
 * The CLI with several servers and a real LLM loop (fake LLM endpoint on
 * 127.0.0.1): the model is offered the tools of the workflow's servers under
 * their exposed names, its calls reach the right server, and a server the
 * workflow does not name is never started.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { processesWith, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const fixture = (marker: string, env: Record<string, string> = {}) => ({
  command: process.execPath,
  args: [FIXTURE_SERVER_PATH, `--marker=${marker}`],
  env,
});

test("an LLM workflow over two of three servers: exposed names, routed calls, the third never started", async () => {
  await using fake = await startFakeLlm({
    rules: [
      {
        match: "who is b",
        toolCalls: [
          { name: "b__get-env", args: { name: "WHO" } },
          { name: "add", args: { a: 1, b: 1 } },
          { name: "get-env", args: { name: "WHO" } },
        ],
        final: "{{lastToolResult}}",
      },
    ],
  });
  await using dir = await tempDir();
  const marker = randomUUID();
  const config = await dir.write("mcpvals.config.json", {
    servers: {
      a: fixture(marker, { FIXTURE_TOOLS: "add,get-env", WHO: "srv-a" }),
      b: fixture(marker, { FIXTURE_TOOLS: "get-env,echo", WHO: "srv-b" }),
      c: { command: "mcpvals-no-such-command-anywhere" },
    },
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
    workflows: [{ name: "llm", servers: ["a", "b"], steps: [{ user: "who is b", expectTools: ["b__get-env", "add"] }] }],
  });
  const json = join(dir.path, "report.json");
  const run = await runMcpvals(["run", "-c", config, "--json", json]);
  expect(run.stderr).toBe("");
  const report = JSON.parse(await readFile(json, "utf8")) as EvalResult;

  const offered = fake.requests.find((r) => r.kind === "rule")!.body!.tools!.map((t) => t.function!.name);
  expect(offered).toEqual(["add", "a__get-env", "echo", "b__get-env"]);
  const [workflow] = report.workflows;
  expect(workflow!.toolCalls.map((c) => [c.server, c.tool, c.ok, c.errorKind])).toEqual([
    ["b", "get-env", true, null],
    ["a", "add", true, null],
    // The plain name is ambiguous with two servers offering it: the model is told which names to use.
    ["a,b", "get-env", false, "unknown-tool"],
  ]);
  expect(workflow!.toolCalls[2]!.error).toContain('call "a__get-env" or "b__get-env"');
  expect(metricOf(workflow!, "toolOrder")!.passed).toBe(true);
  expect(report.servers.map((s) => [s.name, s.state, s.attempts])).toEqual([
    ["a", "connected", 1],
    ["b", "connected", 1],
    ["c", "configured", 0],
  ]);
  expect(run.stdout).toMatch(/c .*never started/);
  expect(await processesWith(marker)).toEqual([]);
});

test("the multi-server example passes without a key; its broken server is never started", async () => {
  await using dir = await tempDir();
  const json = join(dir.path, "report.json");
  const run = await runMcpvals(["run", "-c", "examples/multi-server/mcpvals.config.yaml", "--json", json]);
  expect(run.exitCode).toBe(0);
  const report = JSON.parse(await readFile(json, "utf8")) as EvalResult;
  expect(report).toMatchObject({ passed: true, score: 1 });
  expect(report.servers.map((s) => [s.name, s.state])).toEqual([
    ["everything", "connected"],
    ["files", "connected"],
    ["unused", "configured"],
  ]);
  expect(report.servers.find((s) => s.name === "files")!.serverInfo).toMatchObject({ name: "secure-filesystem-server" });
  expect(report.toolHealth.map((t) => [t.test, t.tool, t.passed])).toEqual([
    ["allowed directories", "list_allowed_directories", true],
    ["everything__echo", "echo", true],
  ]);
  // One naming of a server's targets, as in the tools table: `server/name`, a URI included.
  expect(report.coverage.unexercised).toContain("everything/get-env");
  expect(report.coverage.resources?.unexercised).toContain("everything/demo://resource/static/document/features.md");
  expect(run.stdout).toMatch(/^ {2}resources 0\/9 \(0%\) {2}unexercised: everything\/demo:\/\/resource\//m);
  expect(run.stdout.slice(run.stdout.indexOf("\nCoverage"))).not.toContain("__");
});

test("list says which servers a run would start", async () => {
  const run = await runMcpvals(["list", "-c", "examples/multi-server/mcpvals.config.yaml"]);
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toContain("  files  (stdio; 1 workflow, 1 tool test; preconnect)");
  expect(run.stdout).toContain("  unused  (stdio; unused, never started)");
  const json = await runMcpvals(["list", "-c", "examples/multi-server/mcpvals.config.yaml", "--json"]);
  expect(JSON.parse(json.stdout).servers).toEqual([
    { name: "everything", transport: "stdio", workflows: 1, toolTests: 1, preconnect: false },
    { name: "files", transport: "stdio", workflows: 1, toolTests: 1, preconnect: true },
    { name: "unused", transport: "stdio", workflows: 0, toolTests: 0, preconnect: false },
  ]);
});

test("tools lists the tools of each server asked for, without starting the others", async () => {
  const run = await runMcpvals(["tools", "-c", "examples/multi-server/mcpvals.config.yaml", "--server", "everything", "files", "--json"]);
  expect(run.exitCode).toBe(0);
  const out = JSON.parse(run.stdout) as {
    servers: Array<{ name: string; toolsHash: string }>;
    tools: Array<{ server: string; name: string }>;
  };
  expect(out.servers.map((s) => s.name)).toEqual(["everything", "files"]);
  expect(out.tools.filter((t) => t.server === "everything").map((t) => t.name)).toContain("get-sum");
  expect(out.tools.filter((t) => t.server === "files").map((t) => t.name)).toContain("list_allowed_directories");
  expect(out.tools.some((t) => t.server === "unused")).toBe(false);

  const text = await runMcpvals(["tools", "-c", "examples/multi-server/mcpvals.config.yaml", "--server", "files"]);
  expect(text.exitCode).toBe(0);
  expect(text.stdout).toMatch(/^files {2}secure-filesystem-server@\S+ {2}\d+ tools/m);

  const unknown = await runMcpvals(["tools", "-c", "examples/multi-server/mcpvals.config.yaml", "--server", "nope"]);
  expect(unknown.exitCode).toBe(2);
  expect(unknown.stderr).toContain('--server: no server named "nope". Servers in the config: everything, files, unused.');
});

test("a Node server shares the CLI's V8 code cache; NODE_DISABLE_COMPILE_CACHE turns it off for both", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    server: fixture(randomUUID()),
    toolHealthSuites: [{ name: "env", tests: [{ name: "cache", tool: "get-env", args: { name: "NODE_COMPILE_CACHE" } }] }],
  });
  const cacheOf = async (env: Record<string, string>): Promise<string> => {
    const json = join(dir.path, "report.json");
    const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"], { env, process: true });
    expect(run.exitCode).toBe(0);
    return (JSON.parse(await readFile(json, "utf8")) as EvalResult).toolHealth[0]!.resultText;
  };
  const cacheDir = join(dir.path, "v8-cache");
  // bin/mcpvals.js turns the cache on (here in a folder of the test's own); the server gets the same folder.
  expect(await cacheOf({ NODE_COMPILE_CACHE: cacheDir })).toMatch(new RegExp(`^${cacheDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  expect(await cacheOf({ NODE_COMPILE_CACHE: cacheDir, NODE_DISABLE_COMPILE_CACHE: "1" })).toBe("(unset)");
});

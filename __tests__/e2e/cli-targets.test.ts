/**
 * Resources and prompts through the real CLI: the change list when the
 * fixture server's resources and prompts change between runs
 * (FIXTURE_RESOURCES=1, FIXTURE_VARIANT), `mcpvals tools` listing
 * server-everything's resources, templates and prompts, and a config error
 * for a test naming two targets.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING_BIN = join(REPO_ROOT, "node_modules", ".bin", "mcp-server-everything");

function fixtureConfig(variant: string) {
  return {
    server: { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_RESOURCES: "1", FIXTURE_VARIANT: variant } },
    toolHealthSuites: [
      {
        name: "targets",
        tests: [
          { name: "readme", resource: "fixture://notes/readme", expectedResult: "Read me" },
          { name: "note", resource: "fixture://notes/{id}", args: { id: "n1" }, expectedMimeType: "text/plain", expectedResult: "Note n1" },
          { name: "greet", prompt: "greet", args: { name: "Ada", language: "en" }, expectedResult: "Hello, Ada!" },
        ],
      },
    ],
  };
}

test("changed resources and prompts show in the change list with breaking flags, in the run and in tools --diff", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", fixtureConfig("v1"));
  const first = await runMcpvals(["run", "--json", "r1.json"], { cwd: dir.path });
  expect(first.exitCode).toBe(0);
  const tools = JSON.parse(await readFile(join(dir.path, ".mcpvals", "mcpvals", "tools.json"), "utf8"));
  expect(Object.keys(tools.servers.default.resources)).toEqual([
    "fixture://notes/readme",
    "fixture://notes/config",
    "fixture://images/dot",
  ]);
  expect(Object.keys(tools.servers.default.prompts)).toEqual(["greet", "summarize"]);

  await dir.write("mcpvals.config.json", fixtureConfig("v2"));
  const diff = await runMcpvals(["tools", "--diff"], { cwd: dir.path });
  expect(diff.exitCode).toBe(0);
  expect(diff.stdout).toMatch(/- resource:fixture:\/\/notes\/config\s+removed\s+breaking/);
  expect(diff.stdout).toMatch(/! required argument `language` added/);

  const second = await runMcpvals(["run", "--json", "r2.json"], { cwd: dir.path });
  expect(second.exitCode).toBe(0);
  const result = EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, "r2.json"), "utf8")));
  expect(result.toolChanges!.breaking).toBe(true);
  expect(result.toolChanges!.entries.filter((e) => e.target).map((e) => [e.tool, e.status, e.breaking])).toEqual([
    ["resource:fixture://notes/changelog", "added", false],
    ["resource:fixture://notes/readme", "changed", true],
    ["resource:fixture://notes/config", "removed", true],
    ["prompt:farewell", "added", false],
    ["prompt:greet", "changed", true],
    ["prompt:summarize", "changed", false],
  ]);
  expect(second.stdout).toMatch(/! MIME type changed: text\/plain → text\/markdown/);
  expect(second.stdout).toMatch(/argument `style` removed/);
  // Per-target metrics: reads and gets are kept like tool calls.
  const metrics = JSON.parse(await readFile(join(dir.path, ".mcpvals", "mcpvals", "metrics.json"), "utf8"));
  expect(metrics.tools["default/prompt:greet"].runs).toHaveLength(2);
});

test("mcpvals tools lists server-everything's resources, resource templates and prompts, also as JSON", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: EVERYTHING_BIN },
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo" }] }],
  });
  const text = await runMcpvals(["tools"], { cwd: dir.path });
  expect(text.exitCode).toBe(0);
  expect(text.stdout).toMatch(/^default {2}\S+ {2}13 tools {2}tools \w+ {2}7 resources {2}2 resource templates {2}4 prompts$/m);
  expect(text.stdout).toMatch(/^ {4}demo:\/\/resource\/static\/document\/architecture\.md {2}text\/markdown {2}/m);
  expect(text.stdout).toMatch(/^ {4}demo:\/\/resource\/dynamic\/text\/\{resourceId\} {2}text\/plain {2}/m);
  expect(text.stdout).toMatch(/^ {4}args-prompt {2}\(city, state\?\) {2}A prompt with two arguments/m);
  const json = JSON.parse((await runMcpvals(["tools", "--json"], { cwd: dir.path })).stdout);
  expect(json.resources).toHaveLength(7);
  expect(json.resourceTemplates.map((t: { uriTemplate: string }) => t.uriTemplate)).toEqual([
    "demo://resource/dynamic/blob/{resourceId}",
    "demo://resource/dynamic/text/{resourceId}",
  ]);
  expect(json.prompts.map((p: { name: string }) => p.name)).toEqual([
    "args-prompt",
    "completable-prompt",
    "resource-prompt",
    "simple-prompt",
  ]);
  expect(json.unlisted).toEqual([]);
});

test("a test naming two targets is a config error (exit 2) that names the field path", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: EVERYTHING_BIN },
    toolHealthSuites: [{ name: "s", tests: [{ name: "both", resource: "demo://x", prompt: "simple-prompt" }] }],
  });
  const run = await runMcpvals(["run"], { cwd: dir.path });
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toMatch(
    /toolHealthSuites\[0\]\.tests\[0\].*names `resource` and `prompt`: a test names exactly one of `tool`, `resource` or `prompt`/s,
  );
  expect(run.stderr).not.toMatch(/\n\s+at /);
});

test("mcpvals list names what each resource and prompt test calls", async () => {
  const run = await runMcpvals(["list", "-c", "examples/resources-prompts/mcpvals.config.yaml"]);
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toContain("  resources › a templated text resource  (resource:demo://resource/dynamic/text/7)");
  expect(run.stdout).toContain("  prompts › a prompt with arguments  (prompt:args-prompt)");
});

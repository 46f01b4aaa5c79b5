/**
 * The action's core in-process (no dist/): a recording `core`, the real
 * server-everything, a fake GitHub REST API on 127.0.0.1. Outputs, the
 * comment, the summary and the exit code follow the same mapping as the CLI.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runAction } from "../../src/github/run-action.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { fakeActionCore } from "../helpers/fake-action-core.js";
import { captureStream } from "../helpers/capture-stream.js";
import { tempDir } from "../helpers/run-mcpvals.js";

const CONFIG = `server:
  command: mcp-server-everything
model: scripted
threshold: 0.8
toolHealthSuites:
  - name: basics
    tests:
      - name: echo returns the message
        tool: echo
        args: { message: ok }
        expectedResult: ok
`;

const PR_EVENT = {
  pull_request: { number: 7, head: { repo: { full_name: "o/r" } }, base: { repo: { full_name: "o/r" } } },
  repository: { full_name: "o/r", default_branch: "main" },
};

const INPUTS = {
  config: "mcpvals.config.yaml",
  "github-token": "ghs-test",
  cache: "false",
  "json-path": "r.json",
  "html-path": "r.html",
  "junit-path": "r.xml",
  "ctrf-path": "r.ctrf.json",
};

function envFor(workspace: string, apiUrl: string): Record<string, string | undefined> {
  return {
    ...process.env,
    GITHUB_WORKSPACE: workspace,
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_REPOSITORY: "o/r",
    GITHUB_RUN_ID: "42",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_HEAD_REF: "feature",
    GITHUB_BASE_REF: "main",
    GITHUB_STEP_SUMMARY: join(workspace, "summary.md"),
  };
}

test("a passing PR run: outputs, report files, the comment and the summary; exit 0 and no setFailed", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", CONFIG);
  const core = fakeActionCore(INPUTS);
  const stdout = captureStream();
  const code = await runAction({
    core,
    env: envFor(dir.path, github.url),
    payload: PR_EVENT,
    signal: new AbortController().signal,
    stdout,
  });
  expect(core.failed).toEqual([]);
  expect(code).toBe(0);
  expect(core.outputs).toMatchObject({
    score: "1",
    passed: "true",
    "report-path": join(dir.path, "r.json"),
    "html-path": join(dir.path, "r.html"),
    "junit-path": join(dir.path, "r.xml"),
    "ctrf-path": join(dir.path, "r.ctrf.json"),
  });
  expect(JSON.parse(await readFile(join(dir.path, "r.json"), "utf8"))).toMatchObject({ passed: true });
  expect(JSON.parse(await readFile(join(dir.path, "r.ctrf.json"), "utf8"))).toMatchObject({
    reportFormat: "CTRF",
    results: { summary: { failed: 0 } },
  });
  expect(await readFile(join(dir.path, "r.xml"), "utf8")).toContain("<testsuites");
  expect(github.comments).toHaveLength(1);
  expect(core.outputs["comment-url"]).toBe(github.comments[0]!.html_url);
  expect(core.summaries.join("")).toMatch(/mcpvals passed/);
  expect(stdout.text()).toContain("echo returns the message");
});

test("a server that cannot start: setFailed says infrastructure, and the action exits 3 as the CLI does", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", CONFIG.replace("command: mcp-server-everything", "command: mcpvals-no-such-server-binary"));
  const core = fakeActionCore(INPUTS);
  const code = await runAction({
    core,
    env: envFor(dir.path, github.url),
    payload: PR_EVENT,
    signal: new AbortController().signal,
    stdout: captureStream(),
  });
  expect(code).toBe(3);
  expect(core.failed).toHaveLength(1);
  expect(core.failed[0]).toContain("infrastructure");
});

test("a config error exits 2 with the input's terms; a cancelled run exits 3", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  const core = fakeActionCore({ ...INPUTS, config: "" });
  expect(
    await runAction({
      core,
      env: envFor(dir.path, github.url),
      payload: {},
      signal: new AbortController().signal,
      stdout: captureStream(),
    }),
  ).toBe(2);
  expect(core.failed[0]).toContain('the "working-directory" input');

  await dir.write("mcpvals.config.yaml", CONFIG);
  const cancelled = fakeActionCore(INPUTS);
  const controller = new AbortController();
  controller.abort(new Error("cancelled by SIGTERM"));
  expect(
    await runAction({
      core: cancelled,
      env: envFor(dir.path, github.url),
      payload: {},
      signal: controller.signal,
      stdout: captureStream(),
    }),
  ).toBe(3);
  expect(cancelled.failed).toHaveLength(1);
});

test("check: true uses the config's timeouts.connectMs: a server that never answers is given up on at that limit", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  // "silent" reads stdin and never answers: only the connect limit ends check's wait. The run never starts it.
  const config = `servers:
  everything:
    command: mcp-server-everything
  silent:
    command: ${JSON.stringify(process.execPath)}
    args: ["-e", "process.stdin.resume()"]
model: scripted
timeouts:
  connectMs: 1234
toolHealthSuites:
  - name: basics
    server: everything
    tests:
      - name: echo returns the message
        tool: echo
        args: { message: ok }
        expectedResult: ok
`;
  await dir.write("mcpvals.config.yaml", config);
  const core = fakeActionCore({ ...INPUTS, check: "true" });
  const stdout = captureStream();
  const code = await runAction({ core, env: envFor(dir.path, github.url), payload: {}, signal: new AbortController().signal, stdout });
  // Only the unreachable server failed the check; the run passed: infrastructure, exit 3.
  expect(core.failed[0]).toContain('server "silent" unreachable');
  expect(code).toBe(3);
  expect(stdout.text()).toContain("1234 ms");
  expect(stdout.text()).not.toContain("30000 ms");
});

test("check: true with check-sarif-path writes the findings as SARIF, located at the server's line of the config", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", CONFIG);
  const core = fakeActionCore({ ...INPUTS, check: "true", "check-sarif-path": "out/check.sarif" });
  const code = await runAction({
    core,
    env: envFor(dir.path, github.url),
    payload: PR_EVENT,
    signal: new AbortController().signal,
    stdout: captureStream(),
  });
  const sarif = JSON.parse(await readFile(join(dir.path, "out", "check.sarif"), "utf8")) as {
    version: string;
    runs: Array<{
      tool: { driver: { rules: Array<{ id: string; helpUri?: string }> } };
      results: Array<{
        ruleId: string;
        locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }>;
      }>;
    }>;
  };
  expect(sarif.version).toBe("2.1.0");
  const [run] = sarif.runs;
  // server-everything speaks only the 2025 era: the modern-era info is a finding, placed at `server:` (line 1).
  const modern = run!.results.find((r) => r.ruleId === "lifecycle/modern-era");
  expect(modern?.locations[0]?.physicalLocation).toEqual({ artifactLocation: { uri: "mcpvals.config.yaml" }, region: { startLine: 1 } });
  expect(run!.tool.driver.rules.find((r) => r.id === "lifecycle/modern-era")?.helpUri).toMatch(
    /^https:\/\/modelcontextprotocol\.io\/specification\//,
  );
  expect(code).toBe(core.failed.length > 0 ? 1 : 0);
});

/**
 * evaluate() with several real servers: lazy start (a broken server no
 * workflow uses never runs), preconnect, qualified tool names routed to the
 * right server, and a dead server whose breaker makes later workflows fail
 * fast (counted through the report's connect attempts, not wall time).
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { createMarkdownReporter } from "../../src/report/markdown/markdown-reporter.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

const fixture = (env: Record<string, string> = {}) => ({ command: process.execPath, args: [FIXTURE_SERVER_PATH], env });

test("a broken server no workflow uses is never started; the run passes and the report says so", async () => {
  await using dir = await tempDir();
  const markdownFile = path.join(dir.path, "report.md");
  const stream = captureStream();
  const result = await evaluate(
    {
      servers: { good: fixture(), broken: { command: "mcpvals-no-such-command-anywhere" }, warm: fixture() },
      preconnect: ["warm"],
      workflows: [
        {
          name: "sum",
          servers: ["good"],
          steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 2 } }], expectedState: "3" }],
        },
      ],
      toolHealthSuites: [{ name: "s", server: "good", tests: [{ name: "echo", args: { message: "hi" }, expectedResult: "Echo: hi" }] }],
    },
    {
      cwd: REPO_ROOT,
      model: "scripted",
      env: {},
      reporters: [createConsoleReporter({ stream, color: false }), createMarkdownReporter({ path: markdownFile })],
    },
  );
  expect(EvalResultSchema.parse(result)).toEqual(result);
  expect(await readFile(markdownFile, "utf8")).toContain("| broken | stdio | — | — | 0 | — | never started ✅ |");
  expect(result.passed).toBe(true);
  const byName = Object.fromEntries(result.servers.map((s) => [s.name, s]));
  expect(result.servers.map((s) => s.name)).toEqual(["good", "broken", "warm"]);
  expect(byName.broken).toMatchObject({ state: "configured", attempts: 0, connections: 0, error: null, serverInfo: null });
  expect(byName.good).toMatchObject({ state: "connected", serverInfo: { name: "mcpvals-fixture", version: "1.0.0" }, breaker: "closed" });
  expect(byName.good!.toolsHash).toMatch(/^[0-9a-f]{64}$/);
  // Preconnected although nothing used it.
  expect(byName.warm).toMatchObject({ state: "connected", attempts: 1 });

  const add = result.tools.find((t) => t.tool === "add")!;
  expect(add).toMatchObject({ server: "good", calls: 1, successes: 1, lastError: null });
  expect(Date.parse(add.lastCalledAt!)).toBeGreaterThanOrEqual(Date.parse(result.startedAt));
  expect(stream.text()).toMatch(/broken .*never started/);
});

test("two servers offering the same tools: qualified names route each call to its server", async () => {
  await using dir = await tempDir();
  const file = path.join(dir.path, "report.md");
  const result = await evaluate(
    {
      servers: { a: fixture({ FIXTURE_TOOLS: "add,get-env", WHO: "srv-a" }), b: fixture({ FIXTURE_TOOLS: "get-env,echo", WHO: "srv-b" }) },
      workflows: [
        {
          name: "both",
          order: "exact",
          steps: [
            { user: "who is b", expectTools: [{ name: "b__get-env", args: { name: "WHO" } }], expectedState: "srv-b" },
            { user: "who is a", expectTools: [{ name: "a__get-env", args: { name: "WHO" } }], expectedState: "srv-a" },
            { user: "echo", expectTools: [{ name: "echo", args: { message: "plain" } }], expectedState: "Echo: plain" },
          ],
        },
      ],
      toolHealthSuites: [{ name: "s", tests: [{ name: "a__add", args: { a: 2, b: 3 }, expectedResult: { sum: 5 } }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, reporters: [createMarkdownReporter({ path: file })] },
  );
  expect(result.workflows[0]!.error).toBeNull();
  expect(result.passed).toBe(true);
  expect(result.workflows[0]!.toolCalls.map((c) => [c.server, c.tool, c.resultText])).toEqual([
    ["b", "get-env", "srv-b"],
    ["a", "get-env", "srv-a"],
    ["b", "echo", "Echo: plain"],
  ]);
  expect(result.toolHealth[0]).toMatchObject({ tool: "add", passed: true });
  expect(result.tools.map((t) => `${t.server}/${t.tool}:${t.calls}`)).toEqual(["a/add:1", "a/get-env:1", "b/echo:1", "b/get-env:1"]);
  expect(result.coverage).toEqual({ exercised: 4, total: 4, ratio: 1, unexercised: [] });
  expect(result.servers.map((s) => [s.name, s.state, s.tools])).toEqual([
    ["a", "connected", 2],
    ["b", "connected", 2],
  ]);
  const markdown = await readFile(file, "utf8");
  expect(markdown).toMatch(/\| a \| stdio \| 2025-11-25 \| mcpvals-fixture@1\.0\.0 \| 2 \|/);
});

test("a server that always fails opens its breaker: later workflows fail fast without starting it again", async () => {
  const workflow = (name: string) => ({ name, steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 1 } }] }] });
  const stream = captureStream();
  const result = await evaluate(
    {
      servers: { dead: fixture({ FIXTURE_EXIT_AT_START: "1" }) },
      concurrency: 1,
      connection: { maxRetries: 1, initialDelayMs: 0, breaker: { failureThreshold: 2, cooldownMs: 600_000 } },
      workflows: [workflow("first"), workflow("second"), workflow("third")],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, reporters: [createConsoleReporter({ stream, color: false })] },
  );
  expect(result.passed).toBe(false);
  const [first, second, third] = result.workflows;
  expect(first!.error).toMatch(/^Server "dead" is unavailable: 2 connect tries failed; its circuit breaker is open since /);
  expect(first!.error).toContain("exited with code 3");
  for (const later of [second!, third!]) {
    expect(later.error).toMatch(/^Server "dead" is unavailable: not tried; its circuit breaker is open since /);
    expect(later.toolCalls).toEqual([]);
  }
  // Three starts in all: the look at its lists before the run (not held against the breaker), then the first
  // workflow's two tries; the breaker kept the second and third workflows from starting it.
  expect(result.servers[0]).toMatchObject({ name: "dead", state: "failed", attempts: 3, connections: 3, breaker: "open" });
  expect(result.servers[0]!.breakerOpenedAt).toMatch(/^\d{4}-/);
  expect(stream.text()).toMatch(/dead .*circuit breaker open since/);
});

test("a server that fails twice then works: the workflow passes on the third try", async () => {
  await using dir = await tempDir();
  const result = await evaluate(
    {
      servers: { flaky: fixture({ FIXTURE_FAIL_TIMES: "2", FIXTURE_COUNTER_FILE: path.join(dir.path, "starts") }) },
      connection: { maxRetries: 3, initialDelayMs: 0 },
      workflows: [{ name: "w", steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 1 } }], expectedState: "2" }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {} },
  );
  expect(result.passed).toBe(true);
  expect(result.servers[0]).toMatchObject({ state: "connected", attempts: 3, breaker: "closed", error: null });
  expect(result.servers[0]!.lastError).toContain("failing start 2 of 2");
});

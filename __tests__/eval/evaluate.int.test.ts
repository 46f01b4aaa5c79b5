/**
 * The library entry point in-process: evaluate() against real servers,
 * reporter hooks, cancellation through AbortSignal.
 */
import { randomUUID } from "node:crypto";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { McpvalsError } from "../../src/errors.js";
import type { Reporter } from "../../src/report/reporter.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { processesWith, REPO_ROOT } from "../helpers/run-mcpvals.js";
import { captureStream } from "../helpers/capture-stream.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";

const everything = { command: "mcp-server-everything" };

test("evaluate() takes a config object and returns the result the JSON reporter writes; hooks fire in order", async () => {
  const events: string[] = [];
  const reporter: Reporter = {
    onRunStart: (info) => events.push(`start:${info.workflows}:${info.toolTests}`),
    onToolTestEnd: (t) => events.push(`test:${t.test}`),
    onWorkflowEnd: (w) => events.push(`workflow:${w.name}`),
    onRunEnd: (r) => void events.push(`end:${r.passed}`),
  };
  const result = await evaluate(
    {
      server: everything,
      workflows: [{ name: "sum", steps: [{ user: "add", expectTools: [{ name: "get-sum", args: { a: 1, b: 2 } }], expectedState: "3" }] }],
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" }, expectedResult: "Echo: x" }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", reporters: [reporter], env: {} },
  );
  expect(EvalResultSchema.parse(result)).toEqual(result);
  expect(result).toMatchObject({ passed: true, score: 1, configPath: null, model: "scripted" });
  // Tool tests and workflows run side by side, so only their place between start and end is fixed.
  expect(events[0]).toBe("start:1:1");
  expect(events.slice(1, 3).sort()).toEqual(["test:echo", "workflow:sum"]);
  expect(events.slice(3)).toEqual(["end:true"]);
});

test("a reporter that throws in a progress hook does not break the run; one that cannot write its report fails it", async () => {
  const config = { server: everything, toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }] };
  const noisy: Reporter = {
    onToolTestEnd: () => {
      throw new Error("progress bar broke");
    },
  };
  await expect(evaluate(config, { cwd: REPO_ROOT, reporters: [noisy], env: {} })).resolves.toMatchObject({ passed: true });
  const broken: Reporter = {
    onRunEnd: () => {
      throw new Error("disk full");
    },
  };
  const error = await evaluate(config, { cwd: REPO_ROOT, reporters: [broken], env: {} }).catch((e: unknown) => e);
  expect(McpvalsError.isInstance(error) && error.code).toBe("REPORT");
  expect((error as Error).message).toMatch(/disk full/);
});

test("aborting the signal stops a run stuck in a tool call, stops the server and still returns a result", async () => {
  const marker = randomUUID();
  const controller = new AbortController();
  // Long after the server is up on an idle machine; on a loaded one the abort may
  // land during the connect instead, and the outcome must be the same.
  setTimeout(() => controller.abort(), 1500);
  const result = await evaluate(
    {
      server: { command: process.execPath, args: [FIXTURE_SERVER_PATH, `--marker=${marker}`] },
      timeouts: { toolCallMs: 60_000 },
      workflows: [{ name: "stuck", steps: [{ user: "hang", expectTools: ["hang"] }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", signal: controller.signal, env: {} },
  );
  expect(result.passed).toBe(false);
  for (const call of result.workflows[0]!.toolCalls) expect(call).toMatchObject({ tool: "hang", errorKind: "aborted" });
  expect(result.workflows[0]!.error).toBe("the run was cancelled");
  expect(await processesWith(marker)).toEqual([]);
});

test("the console reporter says which workflows are still running during a long run", async () => {
  const stream = captureStream();
  const result = await evaluate(
    {
      server: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
      workflows: [{ name: "slow one", steps: [{ user: "wait", expectTools: [{ name: "slow", args: { ms: 600 } }] }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, reporters: [createConsoleReporter({ stream, color: false, heartbeatMs: 100 })] },
  );
  expect(result.passed).toBe(true);
  const text = stream.text();
  expect(text).toMatch(/… still running: slow one \(\d/);
  // Nothing after the workflow finished.
  expect(text.lastIndexOf("still running")).toBeLessThan(text.indexOf("✓ slow one"));
});

describe("onMissingKey", () => {
  const config = {
    server: everything,
    model: "openai:gpt-4o-mini",
    workflows: [{ name: "sum", steps: [{ user: "add", expectTools: [{ name: "get-sum", args: { a: 1, b: 2 } }] }] }],
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" }, expectedResult: "Echo: x" }] }],
  };

  test("throw (the default): a MissingApiKeyError before any server starts", async () => {
    const error = await evaluate(config, { cwd: REPO_ROOT, env: {} }).catch((e: unknown) => e);
    expect(McpvalsError.isInstance(error) && error.code).toBe("MISSING_API_KEY");
  });

  test("skip: the workflows are data in the result, the tool-health suites still run, reporters see the skipped list", async () => {
    let ended: unknown;
    const result = await evaluate(config, {
      cwd: REPO_ROOT,
      env: {},
      onMissingKey: "skip",
      reporters: [{ onRunEnd: (r) => void (ended = r.skipped) }],
    });
    expect(result).toMatchObject({
      passed: true,
      score: 1,
      model: "none",
      summary: { workflows: { total: 0, passed: 0 }, toolHealth: { total: 1, passed: 1 } },
    });
    expect(result.skipped).toEqual([{ kind: "workflow", name: "sum", reason: "the LLM API key is absent (OPENAI_API_KEY)" }]);
    expect(ended).toEqual(result.skipped);
    // The key order of the JSON report is stable: `skipped` comes last before the verdict decided from it all.
    expect(Object.keys(result).slice(-2)).toEqual(["skipped", "verdict"]);
  });

  test("skip with nothing else to run is a usage error that says so", async () => {
    const error = await evaluate({ ...config, toolHealthSuites: [] }, { cwd: REPO_ROOT, env: {}, onMissingKey: "skip" }).catch(
      (e: unknown) => e,
    );
    expect(McpvalsError.isInstance(error) && error.code).toBe("USAGE");
    expect((error as Error).message).toMatch(
      /Nothing else could run: the config has no tool-health suites, so there is no score to report/,
    );
  });
});

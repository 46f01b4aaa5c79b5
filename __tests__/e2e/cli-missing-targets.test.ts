/**
 * A misspelt tool, resource or prompt name is a config error (exit 2, with
 * "did you mean"), found once the servers' lists are known and before any
 * workflow runs: no model call is spent on it, and it cannot hide under the
 * threshold as an ordinary failure. A negative test names one on purpose with
 * `allowMissing`; `--allow-missing-tools` (or `allowMissingTools`) lets a
 * whole run through with warnings. Real CLI, server-everything, the model a
 * loopback fake that counts its requests.
 */
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ rules: [{ match: "add", toolCalls: [{ name: "get-sum", args: { a: 1, b: 2 } }], final: "3" }] });
});
afterAll(async () => {
  await fake.close();
});

const config = (extra: object = {}) => ({
  server: { command: "mcp-server-everything" },
  model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
  threshold: 0.5,
  // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
  toolRetrieval: false,
  workflows: [
    { name: "sum", steps: [{ user: "add 1 and 2", expectTools: ["get_sum"], expectedState: "3" }] },
    { name: "sum again", steps: [{ user: "add 1 and 2", expectTools: ["get-sum"], expectedState: "3" }] },
  ],
  toolHealthSuites: [
    {
      name: "s",
      tests: [
        { name: "echo", tool: "echo_message", args: { message: "x" } },
        { name: "sum", tool: "get-sum", args: { a: 1, b: 1 }, expectedResult: "2" },
        { name: "greeting", prompt: "simple-promt" },
      ],
    },
  ],
  ...extra,
});

test("names no server offers are a config error before any model call, with did-you-mean and the config path", async () => {
  await using dir = await tempDir();
  const file = await dir.write("mcpvals.config.json", config());
  const before = fake.requests.length;
  const run = await runMcpvals(["run", "-c", file, "--no-state"]);
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toContain(`Invalid config ${file}:`);
  expect(run.stderr).toMatch(
    /toolHealthSuites\[0\]\.tests\[0\]\.tool: tool "echo_message" is not offered by server "default"; did you mean "echo"\?/,
  );
  expect(run.stderr).toMatch(
    /toolHealthSuites\[0\]\.tests\[2\]\.prompt: prompt "simple-promt" is not offered by server "default"; did you mean "simple-prompt"\?/,
  );
  expect(run.stderr).toMatch(
    /workflows\[0\]\.steps\[0\]\.expectTools\[0\]: tool "get_sum" is not offered by server "default"; did you mean "get-sum"\?/,
  );
  expect(run.stderr).not.toMatch(/workflows\[1\]|tests\[1\]/);
  expect(run.stderr).toContain("allowMissing: true");
  expect(run.stdout).not.toMatch(/PASSED|FAILED/);
  expect(fake.requests.length).toBe(before);
});

test("allowMissing on a test, and --allow-missing-tools for the run, let such names through", async () => {
  await using dir = await tempDir();
  // Only the negative test names a missing tool, on purpose: the run goes ahead.
  const negative = await dir.write("negative.json", {
    server: { command: "mcp-server-everything" },
    toolHealthSuites: [
      { name: "s", tests: [{ name: "unknown tool", tool: "no-such-tool", expectedError: "no-such-tool", allowMissing: true }] },
    ],
  });
  const allowed = await runMcpvals(["run", "-c", negative, "--no-state"]);
  expect(allowed.stderr).not.toContain("Invalid config");
  expect(allowed.exitCode).toBe(0);

  const file = await dir.write("mcpvals.config.json", config());
  const run = await runMcpvals(["run", "-c", file, "--no-state", "--allow-missing-tools"]);
  expect(run.stderr).not.toContain("Invalid config");
  expect(run.stdout).toMatch(
    /warning: toolHealthSuites\[0\]\.tests\[0\]\.tool: tool "echo_message" is not offered .*\(allowed by allowMissingTools\)/,
  );
  expect(run.stdout).toMatch(/FAILED|PASSED/);
});

test("scripted: an expected tool without the args its tool requires is a config error (exit 2) naming the entry, not a server failure", async () => {
  await using dir = await tempDir();
  const file = await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    model: "scripted",
    toolRetrieval: false,
    workflows: [{ name: "sum", steps: [{ user: "add", expectTools: ["get-sum"] }] }],
  });
  const run = await runMcpvals(["run", "-c", file, "--no-state"]);
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toContain(`Invalid config ${file}:`);
  expect(run.stderr).toContain(
    'workflows[0].steps[0].expectTools[0]: the scripted model calls "get-sum" with exactly its `args`: it has no `args`, and the tool requires "a", "b"',
  );
  expect(run.stderr).not.toContain("invalid-args");
  expect(run.stderr).not.toContain("allowMissing");
});

/** runEvaluation's missing-key fallback catches only a missing key (the action's paths are in e2e/action-github.test.ts). */
// Without a key the models are still made (cassettes may answer for them): jest's ESM loader fails ("not linked")
// when prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { resolveConfig } from "../../src/config/load-config.js";
import { McpvalsError } from "../../src/errors.js";
import { parseInputs, type InputName } from "../../src/github/parse-inputs.js";
import { runEvaluation } from "../../src/github/run-evaluation.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

const config = resolveConfig(
  {
    server: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
    workflows: [{ name: "w", steps: [{ user: "hi" }] }],
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { message: "hi" } }] }],
  },
  { env: {} },
);

test.each(["true", "false"])("another set-up error is not taken for a missing key (fail-on-missing-key: %s)", async (failOnMissingKey) => {
  const given: Partial<Record<InputName, string>> = { model: "nosuch:model", "fail-on-missing-key": failOnMissingKey };
  const inputs = parseInputs((name) => given[name] ?? "");
  const run = runEvaluation({ inputs, cwd: process.cwd(), configFile: undefined, config, stateDir: false, reporters: [], env: {} });
  const error: unknown = await run.catch((e: unknown) => e);
  expect(McpvalsError.isInstance(error) && error.code).toBe("USAGE");
  expect((error as Error).message).toMatch(/unknown provider "nosuch"/);
  // Neither the fork-PR advice nor a tool-health-only run with workflows "skipped".
  expect((error as Error).message).not.toMatch(/fail-on-missing-key/);
});

test("with fail-on-missing-key false the skipped LLM workflows still get the tool-retrieval metric (it needs no LLM)", async () => {
  const fork = resolveConfig(
    {
      servers: {
        fixture: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
        // Used by no workflow or suite: never started.
        unused: { command: process.execPath, args: ["-e", "process.exit(3)"] },
      },
      model: "openai:gpt-4o-mini",
      toolRetrieval: { k: 1, mode: "lexical" },
      workflows: [{ name: "sum", servers: ["fixture"], steps: [{ user: "Add two numbers, 2 and 3", expectTools: ["add"] }] }],
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { message: "hi" }, server: "fixture" }] }],
    },
    { env: {} },
  );
  const inputs = parseInputs((name) => ({ "fail-on-missing-key": "false" })[name as string] ?? "");
  const result = await runEvaluation({
    inputs,
    cwd: process.cwd(),
    configFile: undefined,
    config: fork,
    stateDir: false,
    reporters: [],
    env: {},
  });
  expect(result.skipped).toEqual([{ kind: "workflow", name: "sum", reason: expect.stringMatching(/OPENAI_API_KEY/) }]);
  expect(result.workflows).toEqual([]);
  expect(result.retrieval).toMatchObject({
    mode: "lexical",
    k: 1,
    recallAtK: 1,
    workflows: [{ name: "sum", steps: [{ expected: [{ server: "fixture", tool: "add", rank: 1 }] }] }],
  });
  expect(result.servers.find((s) => s.name === "unused")).toMatchObject({ state: "configured" });
});

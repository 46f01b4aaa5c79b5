/** runEvaluation's missing-key fallback catches only a missing key (the action's paths are in e2e/action-github.test.ts). */
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

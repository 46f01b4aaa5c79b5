/**
 * Resource and prompt tests in both protocol eras, against the v2-SDK fixture
 * (`fixture://readme`, `fixture://items/{id}`, prompt `greet`): modern only
 * (legacy: reject) over stdio and Streamable HTTP, and one dual-era server
 * tested in each era (`protocol: [2026-07-28, 2025-11-25]`).
 */
import { evaluate } from "../../src/eval/evaluate.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { V2_FIXTURE_SERVER_PATH, startV2Http } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const tests = [
  { name: "tool", tool: "add", args: { a: 2, b: 3 }, expectedResult: { sum: 5 } },
  { name: "readme", resource: "fixture://readme", expectedMimeType: "text/plain", expectedResult: "v2 fixture readme" },
  {
    name: "item",
    resource: "fixture://items/{id}",
    args: { id: "a1" },
    expectedMimeType: "application/json",
    expectedResult: { contents: [{ text: '{"id":"a1","name":"item a1"}' }] },
  },
  { name: "greet", prompt: "greet", args: { name: "Ada" }, expectedResult: "Please greet Ada." },
  { name: "missing", resource: "fixture://nothing", expectedError: "not found", allowMissing: true },
];

function run(server: Record<string, unknown>): Promise<EvalResult> {
  return evaluate({ server, toolHealthSuites: [{ name: "targets", tests }] }, { cwd: REPO_ROOT, env: {}, stateDir: false });
}

function verdicts(result: EvalResult): Array<[string, boolean, string | null]> {
  return result.toolHealth.map((t) => [t.test, t.passed, t.error]);
}

const allPass = tests.map((t): [string, boolean, null] => [t.name, true, null]);

test("2026-07-28 only, over stdio: a tool, a resource, a template and a prompt test pass; coverage counts each kind", async () => {
  const result = await run({ command: process.execPath, args: [V2_FIXTURE_SERVER_PATH], env: { V2_LEGACY: "reject" } });
  expect(result.servers[0]!.protocolVersion).toBe("2026-07-28");
  expect(verdicts(result)).toEqual(allPass);
  expect(result.coverage).toMatchObject({ exercised: 1, total: 2 });
  expect(result.coverage.resources).toMatchObject({ exercised: 2, total: 2 });
  expect(result.coverage.prompts).toMatchObject({ exercised: 1, total: 1 });
});

test("2026-07-28 only, over Streamable HTTP", async () => {
  await using fixture = await startV2Http("reject");
  const result = await run({ url: fixture.url });
  expect(result.servers[0]!.protocolVersion).toBe("2026-07-28");
  expect(verdicts(result)).toEqual(allPass);
});

test("a dual-era server tested in each era: every target passes twice", async () => {
  const result = await run({
    command: process.execPath,
    args: [V2_FIXTURE_SERVER_PATH],
    env: { V2_LEGACY: "serve" },
    protocol: ["2026-07-28", "2025-11-25"],
  });
  expect(result.servers.map((s) => s.protocolVersion)).toEqual(["2026-07-28", "2025-11-25"]);
  const expected = tests.flatMap((t) => [`${t.name} [2026-07-28]`, `${t.name} [2025-11-25]`]);
  expect(result.toolHealth.map((t) => t.test).sort()).toEqual(expected.sort());
  expect(result.toolHealth.every((t) => t.passed)).toBe(true);
});

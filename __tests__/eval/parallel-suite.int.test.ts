/**
 * A `parallel` tool-health suite keeps at most PARALLEL_TESTS_IN_FLIGHT calls
 * in flight, against the real fixture server: with every slot taken by a call
 * that never answers, a quick test can only run once one of them times out.
 */
import { evaluate } from "../../src/eval/evaluate.js";
import { PARALLEL_TESTS_IN_FLIGHT } from "../../src/eval/run-tool-tests.js";
import type { ToolHealthResult } from "../../src/result/tool-health-result.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT } from "../mcp/servers.js";

test("a parallel suite starts a test only when one of the calls in flight has finished", async () => {
  const ended: ToolHealthResult[] = [];
  const hanging = Array.from({ length: PARALLEL_TESTS_IN_FLIGHT }, (_, i) => ({
    name: `hang ${i}`,
    tool: "hang",
    args: {},
    timeout: 500,
    expectedError: "",
  }));
  const result = await evaluate(
    {
      server: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
      toolHealthSuites: [
        {
          name: "capped",
          parallel: true,
          tests: [...hanging, { name: "quick", tool: "echo", args: { message: "hi" }, expectedResult: "hi" }],
        },
      ],
    },
    { cwd: REPO_ROOT, env: {}, stateDir: false, observers: [{ onToolTestEnd: (test) => void ended.push(test) }] },
  );
  expect(result.toolHealth).toHaveLength(PARALLEL_TESTS_IN_FLIGHT + 1);
  // Results keep the config's order; the quick test waited for a free slot, so a hanging one ended first.
  expect(result.toolHealth.map((t) => t.test)).toEqual([...hanging.map((t) => t.name), "quick"]);
  expect(ended[0]!.test).toMatch(/^hang /);
  expect(result.toolHealth.at(-1)).toMatchObject({ test: "quick", passed: true });
});

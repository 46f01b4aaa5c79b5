/**
 * Per-turn steps beside a scripted user, with no model at all: the scripted
 * agent calls turn N's expected tools in turn N (as it calls step N's), and
 * each step's expectedState is checked against that turn's answer, named
 * "turn N". server-everything runs in this process.
 */
import { evaluate } from "../../src/eval/evaluate.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";
import { inMemoryEverything } from "../helpers/in-memory-server.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const transports = { default: inMemoryEverything().transport };

test("a scripted user's turns are checked by the steps beside it, turn by turn", async () => {
  const result = await evaluate(
    {
      server: { command: "mcp-server-everything" },
      model: "scripted",
      toolRetrieval: false,
      workflows: [
        {
          name: "turn by turn",
          user: { goal: "add, then echo", script: ["add 2 and 3", "now echo hi", "thanks ###STOP###"] },
          steps: [
            { expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }], expectedState: "5" },
            { expectTools: [{ name: "echo", args: { message: "hi" } }], expectedState: "bye" },
          ],
        },
      ],
    },
    { cwd: REPO_ROOT, transports },
  );
  const workflow = result.workflows[0]!;
  expect(workflow.toolCalls.map((c) => [c.tool, c.step])).toEqual([
    ["get-sum", 0],
    ["echo", 1],
  ]);
  expect(workflow.messages.map((m) => m.user)).toEqual(["add 2 and 3", "now echo hi", "thanks"]);
  expect(metricOf(workflow, "toolOrder")!.passed).toBe(true);
  expect(metricOf(workflow, "endToEnd")!.checks.map((c) => [c.scope, c.passed])).toEqual([
    ["turn 1", true],
    ["turn 2", false],
  ]);
  // No model played either side: nothing was spent.
  expect([workflow.usage, workflow.userUsage, workflow.costUsd]).toEqual([null, undefined, undefined]);
  expect(workflow.passed).toBe(false);
});

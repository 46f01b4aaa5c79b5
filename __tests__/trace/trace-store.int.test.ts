/**
 * TraceStore as an evaluate() observer: a scripted run against a real
 * server-everything, whose recorded trace must agree with the result.
 */
import { evaluate } from "../../src/eval/evaluate.js";
import { TraceStore } from "../../src/index.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

test("TraceStore records every event per workflow, in order, matching the result's tool calls", async () => {
  const store = new TraceStore();
  const result = await evaluate(
    {
      server: { command: "mcp-server-everything" },
      concurrency: 1,
      // Not what is traced: no tool-retrieval metric, so no embedding model loads.
      toolRetrieval: false,
      workflows: [
        {
          name: "echo then sum",
          steps: [
            { user: "echo", expectTools: [{ name: "echo", args: { message: "traced" } }] },
            { user: "add", expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }] },
          ],
          verify: [{ type: "mcp", name: "sum still works", tool: "get-sum", args: { a: 1, b: 1 }, expectedResult: "2" }],
        },
        { name: "just echo", steps: [{ user: "echo", expectTools: [{ name: "echo", args: { message: "second" } }] }] },
      ],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, observers: [store] },
  );
  expect(result.passed).toBe(true);
  expect(store.workflows()).toEqual(["echo then sum", "just echo"]);

  for (const workflow of result.workflows) {
    const recorded = store
      .toolCalls(workflow.name)
      .map(({ step, server, name, args, ok, result: text }) => ({ step, server, tool: name, args, ok, text }));
    const reported = workflow.toolCalls.map(({ step, server, tool, args, ok, resultText }) => ({
      step,
      server,
      tool,
      args,
      ok,
      text: resultText,
    }));
    expect(recorded).toEqual(reported);
    expect(recorded.length).toBeGreaterThan(0);
  }

  // The whole trace of the first workflow, in order: status, each turn with its call, the verifier, status.
  expect(
    store
      .events("echo then sum")
      .map(
        ({ hook, event }) =>
          `${hook} ${"role" in event ? event.role : "status" in event ? event.status : "name" in event ? event.name : event.verifier.name}`,
      ),
  ).toEqual([
    "onStatus workflow-started",
    "onMessage user",
    "onToolCall echo",
    "onMessage assistant",
    "onMessage user",
    "onToolCall get-sum",
    "onMessage assistant",
    "onVerifierUpdate sum still works",
    "onStatus workflow-finished",
  ]);
  expect(
    store
      .messages("echo then sum")
      .filter((m) => m.role === "user")
      .map((m) => m.text),
  ).toEqual(["echo", "add"]);
  expect(store.verifierUpdates("echo then sum").map((u) => [u.verifier.name, u.verifier.passed])).toEqual([["sum still works", true]]);
  expect(store.statuses("just echo").map((s) => s.status)).toEqual(["workflow-started", "workflow-finished"]);
  expect(store.verifierUpdates("just echo")).toEqual([]);
  // Run-level status has no workflow: only in `entries`, first and last.
  expect(store.entries[0]).toEqual({ hook: "onStatus", event: { status: "run-started" } });
  expect(store.entries.at(-1)).toEqual({ hook: "onStatus", event: { status: "run-finished", passed: true } });
  expect(store.events("no such workflow")).toEqual([]);

  store.clear();
  expect([store.entries, store.workflows()]).toEqual([[], []]);
});

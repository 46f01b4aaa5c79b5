/**
 * evaluate() against real servers, then the action's gate and comment over
 * its result: a dead server never passes (threshold 0 included), and a run
 * whose signal is aborted is CANCELLED, not an ordinary failure.
 */
import path from "node:path";
import { evaluate } from "../../src/eval/evaluate.js";
import { gate } from "../../src/github/gate.js";
import { renderActionReport } from "../../src/github/comment-body.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";
import { reverdict, sampleResult } from "../report/sample-result.js";
import { hostileServer, newMarker, orphansOf, waitForFile } from "../faults/fault-helpers.js";

const noShard = { shard: undefined } as const;

test("a server that never starts fails the run at threshold 0, as infrastructure, and the action's gate says why", async () => {
  const result = await evaluate(
    {
      server: { command: process.execPath, args: ["-e", "process.exit(1)"] },
      connection: { maxRetries: 0 },
      threshold: 0,
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }],
    },
    { cwd: REPO_ROOT, env: {}, stateDir: false },
  );
  expect(result).toMatchObject({ passed: false, score: 0, threshold: 0 });
  expect(result.verdict.infrastructure).toBe(true);
  expect(result.verdict.reasons).toEqual([expect.stringMatching(/^nothing was evaluated: no server could be reached/)]);
  expect(gate(noShard, result).failure).toMatch(/^mcpvals could not evaluate \(infrastructure, the CLI's exit 3\)/);
});

test("an aborted signal gives a CANCELLED result: the field, the reasons, the gate and the comment say so", async () => {
  await using dir = await tempDir();
  const marker = newMarker("evaluate-cancelled");
  const ready = path.join(dir.path, "ready");
  const controller = new AbortController();
  const running = evaluate(
    {
      server: hostileServer(marker, [], { HOSTILE_READY_FILE: ready }),
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { text: "hi" }, expectedResult: "hi" }, { name: "slow" }] }],
    },
    { cwd: REPO_ROOT, env: {}, stateDir: false, signal: controller.signal },
  );
  expect(await waitForFile(ready)).toBe(true);
  controller.abort();
  const result = await running;
  expect(result).toMatchObject({ passed: false, cancelled: true });
  expect(result.verdict.infrastructure).toBe(true);
  expect(result.verdict.reasons).toEqual(["the run was cancelled before it finished"]);
  expect(gate(noShard, result).failure).toMatch(/^mcpvals: the run was CANCELLED before it finished/);
  expect(gate({ ...noShard, shard: { index: 1, total: 2 } }, result).notice).toMatch(/^mcpvals: shard 1\/2 was cancelled;/);
  const comment = renderActionReport(result, { maxLength: 60_000, title: "mcpvals" });
  expect(comment).toMatch(/^## ⏹️ mcpvals cancelled: score/m);
  expect(comment).toContain("**Not evaluated:** the run was cancelled before it finished.");
  expect(comment).not.toMatch(/❌ mcpvals failed/);
  expect(await orphansOf(marker)).toEqual([]);
});

test("the action's gate says an empty shard had nothing to run, not a score", () => {
  const empty = reverdict({ ...sampleResult(), passed: true, score: 0, shard: { index: 3, total: 4 }, workflows: [], toolHealth: [] });
  expect(gate({ ...noShard, shard: { index: 3, total: 4 } }, empty)).toEqual({
    failure: null,
    notice: expect.stringMatching(/^mcpvals: shard 3\/4 had nothing to run; the merge job applies/),
  });
});

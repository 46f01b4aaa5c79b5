/**
 * The tool-retrieval metric's pure parts: which steps are asked, how an
 * expected name finds its rank, and Recall@k / MRR per workflow and overall.
 */
import { expectedRank, retrievalQueries } from "../../src/search/retrieval/retrieval-queries.js";
import { mergeRetrieval } from "../../src/search/retrieval/merge-retrieval.js";
import type { RetrievalStep } from "../../src/result/retrieval-result.js";
import { retrievalScores, scoreRetrieval } from "../../src/scoring/score-retrieval.js";

const step = (index: number, ranks: Array<number | null>): RetrievalStep => ({
  step: index,
  user: `question ${index}`,
  expected: ranks.map((rank, i) => ({ server: "s", tool: `t${i}`, rank })),
  top: ["s/a", "s/b"],
});

test("Recall@k counts ranks within k; MRR averages 1/rank with 0 for a tool not offered", () => {
  expect(retrievalScores([1, 2, 6, null], 5)).toEqual({ recallAtK: 0.5, mrr: 0.4167, queries: 4 });
  expect(retrievalScores([5], 5)).toEqual({ recallAtK: 1, mrr: 0.2, queries: 1 });
  expect(retrievalScores([], 5)).toEqual({ recallAtK: 0, mrr: 0, queries: 0 });
});

test("overall is the micro-average over expected-tool instances, not the mean of the workflows", () => {
  const result = scoreRetrieval({
    workflows: [
      { name: "one", steps: [step(0, [1])] },
      { name: "three", steps: [step(0, [9, 9]), step(1, [9])] },
    ],
    k: 3,
    mode: "lexical",
  });
  expect(result.workflows.map((w) => [w.name, w.recallAtK, w.queries])).toEqual([
    ["one", 1, 1],
    ["three", 0, 3],
  ]);
  // (1 + 0 + 0 + 0) / 4, where the mean of the workflows would say 0.5.
  expect(result).toMatchObject({ recallAtK: 0.25, queries: 4, k: 3, mode: "lexical", minRecallAtK: null, passed: true, error: null });
});

test("the gate fails below minRecallAtK, passes at it, and cannot fail with nothing ranked", () => {
  const workflows = [{ name: "w", steps: [step(0, [1, 2, 3, 9])] }];
  expect(scoreRetrieval({ workflows, k: 3, mode: "hybrid", minRecallAtK: 0.8 }).passed).toBe(false);
  expect(scoreRetrieval({ workflows, k: 3, mode: "hybrid", minRecallAtK: 0.75 }).passed).toBe(true);
  expect(scoreRetrieval({ workflows: [{ name: "w", steps: [] }], k: 3, mode: "hybrid", minRecallAtK: 0.8 })).toMatchObject({
    passed: true,
    queries: 0,
    workflows: [],
  });
});

test("steps with expectTools are asked; without any, workflow-level expectTools belong to the first step (mcpvals 0.4)", () => {
  const call = (name: string) => ({ name, argsMatch: "partial" as const });
  const perStep = {
    steps: [
      { user: "add", expectTools: [call("get-sum"), call("get-sum")], expectedState: undefined },
      { user: "chat", expectTools: undefined, expectedState: "hi" },
      { user: "none", expectTools: [], expectedState: undefined },
    ],
    expectTools: [call("get-sum"), call("get-sum")],
  };
  expect(retrievalQueries(perStep)).toEqual([{ step: 0, user: "add", expected: ["get-sum", "get-sum"] }]);
  const legacy = {
    steps: [
      { user: "first", expectTools: undefined, expectedState: undefined },
      { user: "second", expectTools: undefined, expectedState: undefined },
    ],
    expectTools: [call("echo"), call("a__echo")],
  };
  expect(retrievalQueries(legacy)).toEqual([{ step: 0, user: "first", expected: ["echo", "a__echo"] }]);
  expect(retrievalQueries({ steps: legacy.steps, expectTools: undefined })).toEqual([]);
});

test("expected names resolve like the router: qualified, plain on the server offering it, best of several, not offered, not judged", () => {
  const ranking = [
    { server: "b", tool: "read" },
    { server: "a", tool: "write" },
    { server: "a", tool: "read" },
    { server: "b", tool: "x__y" },
  ];
  expect(expectedRank("a__read", ranking, ["a", "b"], true)).toEqual({ server: "a", tool: "read", rank: 3 });
  expect(expectedRank("write", ranking, ["a", "b"], true)).toEqual({ server: "a", tool: "write", rank: 2 });
  expect(expectedRank("read", ranking, ["a", "b"], true)).toEqual({ server: "b", tool: "read", rank: 1 });
  // A server's own name that looks qualified.
  expect(expectedRank("x__y", ranking, ["a", "b"], true)).toEqual({ server: "b", tool: "x__y", rank: 4 });
  expect(expectedRank("delete", ranking, ["a", "b"], true)).toEqual({ server: "a,b", tool: "delete", rank: null });
  expect(expectedRank("b__delete", ranking, ["a", "b"], true)).toEqual({ server: "b", tool: "delete", rank: null });
  expect(expectedRank("delete", ranking, ["a"], true)).toEqual({ server: "a", tool: "delete", rank: null });
  // A server of the workflow was never reached: a missing tool may be one of its, so it is not counted.
  expect(expectedRank("delete", ranking, ["a", "b", "c"], false)).toBeUndefined();
  expect(expectedRank("read", ranking, ["a", "b", "c"], false)).toEqual({ server: "b", tool: "read", rank: 1 });
});

test("merging shards recomputes from the union of their workflows and keeps every note", () => {
  const a = scoreRetrieval({ workflows: [{ name: "a", steps: [step(0, [1])] }], k: 3, mode: "hybrid", minRecallAtK: 0.6 });
  const b = scoreRetrieval({
    workflows: [{ name: "b", steps: [step(0, [9, 9, 2])] }],
    k: 3,
    mode: "lexical",
    minRecallAtK: 0.6,
    error: "hybrid ranking failed: x; ranked lexically instead",
  });
  const merged = mergeRetrieval([a, b])!;
  // The shards alone: 1.0 (passes) and 0.33 (fails); together 2 of 4 within k.
  expect(a.passed).toBe(true);
  expect(merged).toMatchObject({ recallAtK: 0.5, queries: 4, passed: false, mode: "hybrid", minRecallAtK: 0.6 });
  expect(merged.workflows.map((w) => w.name)).toEqual(["a", "b"]);
  expect(merged.error).toBe("hybrid ranking failed: x; ranked lexically instead; the shards ranked with different modes (hybrid, lexical)");
  expect(mergeRetrieval([null, null])).toBeNull();
  expect(mergeRetrieval([undefined, undefined])).toBeUndefined();
  expect(mergeRetrieval([null, a])).toEqual(a);
});

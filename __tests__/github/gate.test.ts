import type { EvalResult } from "../../src/result/eval-result.js";
import { gate } from "../../src/github/gate.js";
import { mergeResults } from "../../src/eval/merge-results.js";
import { reverdict, sampleResult } from "../report/sample-result.js";

const breaking: EvalResult["toolChanges"] = {
  baselineAt: "2026-11-01T00:00:00.000Z",
  unchanged: 3,
  breaking: true,
  entries: [
    {
      server: "s",
      tool: "search",
      status: "changed",
      breaking: true,
      changes: [{ kind: "parameter-required", parameter: "q", message: "parameter `q` became required", breaking: true }],
    },
    { server: "s", tool: "add", status: "added", breaking: false, changes: [] },
  ],
};

test("below the threshold fails with one line", () => {
  const result = reverdict({ ...sampleResult(), passed: false, score: 0.5, threshold: 0.8 });
  expect(gate({ shard: undefined }, result)).toEqual({
    failure: "mcpvals score 0.50 is below the threshold 0.80",
    notice: null,
  });
});

test("a breaking change fails through the verdict: the input adds failOn: [breaking] to the merged run too", () => {
  const parts = [1, 2].map((index) => ({
    file: `p${index}.json`,
    result: { ...sampleResult(), passed: true, score: 1, toolChanges: breaking, shard: { index, total: 2 }, configHash: "h" },
  }));
  // The sample scores 0.56: a threshold of 0.5 leaves the breaking change as the only possible failure.
  const threshold = 0.5;
  expect(gate({ shard: undefined }, mergeResults(parts, { threshold })).failure).toBeNull();
  const strict = mergeResults(parts, { threshold, failOn: ["breaking"] });
  expect(strict.passed).toBe(false);
  expect(strict.failOn).toEqual(["breaking"]);
  expect(gate({ shard: undefined }, strict).failure).toBe("mcpvals breaking change since the baseline (s/search) with failOn: breaking");
  // A part run with failOn: [breaking] fails the merged run without the input.
  const [first, second] = parts;
  const fromPart = mergeResults([{ ...first!, result: { ...first!.result, failOn: ["breaking"] } }, second!], { threshold });
  expect(fromPart.passed).toBe(false);
});

test("a shard leaves the threshold to the merge job, saying so", () => {
  const verdict = gate({ shard: { index: 1, total: 2 } }, { ...sampleResult(), passed: false, score: 0.25, toolChanges: breaking });
  expect(verdict).toEqual({ failure: null, notice: "mcpvals: shard 1/2 scored 0.25; the merge job applies the threshold." });
});

test("a run whose every failure is infrastructure says it could not evaluate, not a score; one real verdict makes it a score failure", () => {
  const base = sampleResult();
  const unreachable = "server default: could not start mcp-nope (ENOENT)";
  const infra = reverdict({
    ...base,
    passed: false,
    score: 0,
    retrieval: null,
    workflows: base.workflows.map((w) => ({ ...w, passed: false, error: unreachable, infrastructure: true })),
    toolHealth: base.toolHealth.map((t) => ({ ...t, passed: false, error: unreachable, infrastructure: true })),
  });
  expect(gate({ shard: undefined }, infra).failure).toBe(`mcpvals could not evaluate (infrastructure, the CLI's exit 3): ${unreachable}`);
  const mixed = reverdict({
    ...infra,
    toolHealth: [...infra.toolHealth, { ...base.toolHealth[0]!, passed: false, error: "expected five", infrastructure: undefined }],
  });
  expect(gate({ shard: undefined }, mixed).failure).toBe("mcpvals score 0.00 is below the threshold 0.80");
});

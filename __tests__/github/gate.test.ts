import type { EvalResult } from "../../src/result/eval-result.js";
import { gate } from "../../src/github/gate.js";
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
  expect(gate({ shard: undefined, "fail-on-breaking-change": false }, result)).toEqual({
    failure: "mcpvals score 0.50 is below the threshold 0.80",
    notice: null,
  });
});

test("a breaking change fails only with fail-on-breaking-change", () => {
  const result = reverdict({ ...sampleResult(), passed: true, toolChanges: breaking });
  expect(gate({ shard: undefined, "fail-on-breaking-change": false }, result).failure).toBeNull();
  expect(gate({ shard: undefined, "fail-on-breaking-change": true }, result).failure).toBe(
    "breaking tool change (search) with fail-on-breaking-change set",
  );
  expect(gate({ shard: undefined, "fail-on-breaking-change": true }, reverdict({ ...result, passed: false, score: 0.1 })).failure).toBe(
    "mcpvals score 0.10 is below the threshold 0.80; breaking tool change (search) with fail-on-breaking-change set",
  );
});

test("a shard leaves the threshold to the merge job, saying so", () => {
  const verdict = gate(
    { shard: { index: 1, total: 2 }, "fail-on-breaking-change": true },
    { ...sampleResult(), passed: false, score: 0.25, toolChanges: breaking },
  );
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
  expect(gate({ shard: undefined, "fail-on-breaking-change": false }, infra).failure).toBe(
    `mcpvals could not evaluate (infrastructure, the CLI's exit 3): ${unreachable}`,
  );
  const mixed = reverdict({
    ...infra,
    toolHealth: [...infra.toolHealth, { ...base.toolHealth[0]!, passed: false, error: "expected five", infrastructure: undefined }],
  });
  expect(gate({ shard: undefined, "fail-on-breaking-change": false }, mixed).failure).toBe(
    "mcpvals score 0.00 is below the threshold 0.80",
  );
});

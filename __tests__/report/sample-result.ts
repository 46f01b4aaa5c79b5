/**
 * A realistic run for the reporter tests: one passing workflow, one failing
 * on tool order, tool health and the judge; two tool-health tests, one
 * failing; one server. Text that must be escaped (`|`, backticks, `<`) is in
 * the failing parts on purpose. Its metrics carry the reports' text a run's
 * scorer gives them (describeMetrics, from each metric's own fields).
 */
import type { EvalResult } from "../../src/result/eval-result.js";
import type { WorkflowResult } from "../../src/result/workflow-result.js";
import { describeMetrics } from "../../src/scoring/score-metrics.js";
import { withVerdict } from "../../src/eval/decide-verdict.js";

/** The workflow as a run would report it. */
const described = (w: WorkflowResult): WorkflowResult => ({ ...w, metrics: describeMetrics(w.metrics) });

/** After a test changed a metric's own fields: its reports' text derived again from them, as a run would. */
export function redescribe(workflow: WorkflowResult): void {
  const bare = Object.fromEntries(
    Object.entries(workflow.metrics).map(([name, metric]) => {
      const { reason: _reason, headline: _headline, details: _details, ...own } = metric as Record<string, unknown>;
      return [name, own];
    }),
  );
  workflow.metrics = describeMetrics(bare as WorkflowResult["metrics"]);
}

const passedWorkflow: WorkflowResult = {
  name: "echo roundtrip",
  passed: true,
  score: 1,
  durationMs: 1234,
  metrics: {
    endToEnd: {
      passed: true,
      skipped: false,
      message: "final message matches",
      checks: [{ scope: "workflow", expected: "hello", actual: "The server echoed: hello", passed: true }],
    },
    toolOrder: {
      passed: true,
      skipped: false,
      message: "all expected tools called in order",
      mode: "in-order",
      expected: ["echo"],
      actual: ["echo"],
      firstMismatch: null,
    },
    toolHealth: { passed: true, skipped: false, message: "1/1 calls healthy", total: 1, failed: 0, failures: [] },
  },
  toolCalls: [
    {
      server: "everything",
      tool: "echo",
      args: { message: "hello" },
      ok: true,
      isError: false,
      latencyMs: 12,
      errorKind: null,
      error: null,
      resultText: "Echo: hello",
      step: 0,
    },
  ],
  messages: [{ step: 0, user: "Echo hello", assistant: "The server echoed: hello" }],
  finalMessage: "The server echoed: hello",
  usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 },
  error: null,
};

const failedWorkflow: WorkflowResult = {
  name: "sum then echo",
  passed: false,
  score: 0.25,
  durationMs: 3456,
  metrics: {
    endToEnd: {
      passed: true,
      skipped: true,
      message: "no expected state given",
      checks: [],
    },
    toolOrder: {
      passed: false,
      skipped: false,
      message: "expected echo at index 1",
      mode: "in-order",
      expected: ["get-sum", "echo"],
      actual: ["get-sum", "get-sum"],
      firstMismatch: 1,
    },
    toolHealth: {
      passed: false,
      skipped: false,
      message: "1 of 2 calls failed",
      total: 2,
      failed: 1,
      failures: [{ tool: "get-sum", errorKind: "tool", error: "Expected number | got `string` <NaN>" }],
    },
    llmJudge: {
      passed: false,
      skipped: false,
      message: "judge score below minimum",
      score: 0.4,
      minScore: 0.7,
      reasoning: "The assistant computed the sum but never echoed it back.\nIt retried get-sum with a string argument.",
      model: "openai:gpt-4o-mini",
    },
  },
  toolCalls: [
    {
      server: "everything",
      tool: "get-sum",
      args: { a: 2, b: 3 },
      ok: true,
      isError: false,
      latencyMs: 20,
      errorKind: null,
      error: null,
      resultText: "The sum of 2 and 3 is 5.",
      step: 0,
    },
    {
      server: "everything",
      tool: "get-sum",
      args: { a: "2", b: 3 },
      ok: false,
      isError: true,
      latencyMs: 35,
      errorKind: "tool",
      error: "Expected number | got `string` <NaN>",
      resultText: "Error: Expected number",
      step: 1,
    },
  ],
  messages: [
    { step: 0, user: "Add 2 and 3", assistant: "The sum is 5." },
    { step: 1, user: "Echo the sum", assistant: "I could not echo it." },
  ],
  finalMessage: "I could not echo it.",
  usage: { inputTokens: 400, outputTokens: 80, totalTokens: 480 },
  error: null,
};

const sample: Omit<EvalResult, "verdict"> = {
  schemaVersion: 1,
  generator: { name: "mcpvals", version: "0.5.0" },
  configPath: "examples/everything/mcpvals.config.ts",
  startedAt: "2025-06-01T12:00:00.000Z",
  durationMs: 4200,
  passed: false,
  score: 0.58,
  threshold: 0.8,
  model: "openai:gpt-4o-mini",
  judgeModel: "openai:gpt-4o-mini",
  servers: [
    {
      name: "everything",
      transport: "stdio",
      connectedVia: "stdio",
      serverInfo: { name: "example-servers/everything", version: "1.0.0" },
      protocolVersion: "2026-07-28",
      tools: 4,
      toolsHash: "3f2a9c1b5e7d4a60b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4",
      connections: 1,
      error: null,
    },
  ],
  workflows: [passedWorkflow, failedWorkflow],
  toolHealth: [
    {
      suite: "math",
      test: "adds two numbers",
      tool: "get-sum",
      passed: true,
      latencyMs: 18,
      attempts: 1,
      error: null,
      resultText: "The sum of 1 and 2 is 3.",
    },
    {
      suite: "math",
      test: "rejects strings",
      tool: "get-sum",
      passed: false,
      latencyMs: 41,
      attempts: 2,
      error: 'expected an error matching "invalid", got a result',
      resultText: "The sum of a and 2 is a2.",
    },
  ],
  tools: [
    { server: "everything", tool: "echo", calls: 1, successes: 1, failures: 0, avgLatencyMs: 12, p95LatencyMs: 12 },
    { server: "everything", tool: "get-sum", calls: 4, successes: 3, failures: 1, avgLatencyMs: 28.5, p95LatencyMs: 41 },
  ],
  coverage: { exercised: 2, total: 4, ratio: 0.5, unexercised: ["long-running-operation", "sample_llm"] },
  summary: {
    workflows: { total: 2, passed: 1 },
    toolHealth: { total: 2, passed: 1 },
  },
};

/** A fresh copy each call, so a test that mutates it cannot affect another; its verdict stored as finishRun stores it. */
export function sampleResult(): EvalResult {
  const result = structuredClone(sample);
  return withVerdict({ ...result, workflows: result.workflows.map(described) });
}

/** After a test changed what the verdict is decided from (passed, units, gates): the verdict decided again, as finishRun would. */
export function reverdict({ verdict: _verdict, ...result }: EvalResult): EvalResult {
  return withVerdict(result);
}

/** `count` workflows alternating passed/failed, for size limits. */
export function largeResult(count: number): EvalResult {
  const base = sampleResult();
  const workflows = Array.from({ length: count }, (_, i) => {
    const template = i % 2 === 0 ? passedWorkflow : failedWorkflow;
    return { ...described(structuredClone(template)), name: `${template.name} #${i}` };
  });
  const passed = workflows.filter((w) => w.passed).length;
  return reverdict({ ...base, workflows, summary: { ...base.summary, workflows: { total: count, passed } } });
}

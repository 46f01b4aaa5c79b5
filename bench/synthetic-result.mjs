#!/usr/bin/env node
/**
 * A synthetic mcpvals JSON report of N workflows (every 7th failing on tool
 * order, every 11th with a failing call and a fallback), 40 tools on 2
 * servers, tool tests, and 20 earlier runs of history: the shape of a large
 * real run, for the HTML report's bench and browser tests.
 *   node bench/synthetic-result.mjs OUT.json [N=1000]
 * Deterministic: the same N gives the same file.
 */
import { writeFile } from "node:fs/promises";

/** @param {number} n */
export function syntheticResult(n) {
  const servers = ["alpha", "beta"];
  const tools = Array.from({ length: 40 }, (_, i) => ({ server: servers[i % 2], tool: `tool-${String(i).padStart(2, "0")}` }));
  const at = (i) => new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString();
  const workflows = Array.from({ length: n }, (_, w) => {
    const orderFails = w % 7 === 3;
    const callFails = w % 11 === 5;
    const picked = [0, 1, 2].map((k) => tools[(w * 3 + k) % tools.length]);
    const calls = picked.map((t, k) => ({
      server: t.server,
      tool: t.tool,
      args: { query: `item ${w}-${k}`, limit: 10, filters: { tag: `t${k}` } },
      ok: !(callFails && k === 1),
      isError: callFails && k === 1,
      latencyMs: 5 + ((w * 7 + k * 13) % 90),
      errorKind: callFails && k === 1 ? "tool" : null,
      error: callFails && k === 1 ? `backend refused item ${w}` : null,
      resultText: `Result of ${t.tool} for item ${w}-${k}: ${"lorem ipsum dolor sit amet ".repeat(8)}`,
      step: k < 2 ? 0 : 1,
      startedAt: at(20),
    }));
    const expected = picked.map((t) => t.tool);
    if (orderFails) expected[1] = "tool-missing";
    const passed = !orderFails && !callFails;
    const metric = (ok, message) => ({ passed: ok, skipped: false, message });
    return {
      name: `workflow ${String(w).padStart(4, "0")}: look up item ${w}`,
      passed,
      score: passed ? 1 : 0.5,
      durationMs: 200 + (w % 50) * 10,
      metrics: {
        endToEnd: {
          ...metric(true, "expected state reached"),
          checks: [{ scope: "workflow", expected: `item ${w}`, actual: `Found item ${w}`, passed: true }],
        },
        toolOrder: {
          ...metric(
            !orderFails,
            orderFails
              ? "expected tool-missing at position 1 of the expected order; not found after the previous match"
              : "tools called as expected",
          ),
          mode: "in-order",
          expected,
          actual: calls.map((c) => c.tool),
          firstMismatch: orderFails ? 1 : null,
        },
        toolHealth: {
          ...metric(!callFails, callFails ? "1 of 3 calls failed" : "3 healthy calls"),
          total: 3,
          failed: callFails ? 1 : 0,
          failures: callFails ? [{ tool: calls[1].tool, errorKind: "tool", error: calls[1].error }] : [],
        },
      },
      toolCalls: calls,
      messages: [
        {
          step: 0,
          user: `Find item ${w} and summarise it.`,
          assistant: `Item ${w} is a synthetic record.`,
          usage: { inputTokens: 900, outputTokens: 60, totalTokens: 960 },
        },
        {
          step: 1,
          user: "Now check its neighbours.",
          assistant: "The neighbours look fine.",
          usage: { inputTokens: 1100, outputTokens: 40, totalTokens: 1140 },
        },
      ],
      finalMessage: "The neighbours look fine.",
      usage: { inputTokens: 2000, outputTokens: 100, totalTokens: 2100 },
      costUsd: 0.0031,
      error: null,
      ...(callFails
        ? {
            fallbacks: {
              offered: [
                {
                  step: 0,
                  server: calls[1].server,
                  tool: calls[1].tool,
                  errorKind: "tool",
                  error: calls[1].error,
                  suggestions: [
                    {
                      server: "beta",
                      tool: "tool-39",
                      callAs: "tool-39",
                      similarity: 0.7,
                      successRate: 0.9,
                      recency: 1,
                      score: 0.63,
                      reason: "similar description",
                    },
                  ],
                },
              ],
              taken: [],
              recovered: false,
            },
          }
        : {}),
    };
  });
  const passedWorkflows = workflows.filter((w) => w.passed).length;
  const toolHealth = tools.slice(0, 10).map((t, i) => ({
    suite: "smoke",
    test: `${t.tool} answers`,
    tool: t.tool,
    passed: i !== 4,
    latencyMs: 12 + i,
    attempts: 1,
    error: i === 4 ? "expected result to contain ok" : null,
    resultText: "ok",
  }));
  const score = Math.round(((passedWorkflows / n) * 0.5 + 0.5 * 0.9) * 1e4) / 1e4;
  return {
    schemaVersion: 1,
    generator: { name: "mcpvals", version: "0.5.0" },
    configPath: "/synthetic/mcpvals.config.yaml",
    startedAt: at(0),
    durationMs: 60_000,
    passed: score >= 0.8,
    score,
    threshold: 0.8,
    model: "openai:gpt-4o-mini",
    judgeModel: null,
    servers: servers.map((name) => ({
      name,
      transport: "stdio",
      connectedVia: "stdio",
      serverInfo: { name: `${name}-server`, version: "1.0.0" },
      tools: 20,
      toolsHash: "ab".repeat(32),
      connections: 1,
      error: null,
    })),
    workflows,
    toolHealth,
    tools: tools.map((t, i) => ({
      ...t,
      calls: Math.ceil((n * 3) / 40),
      successes: Math.ceil((n * 3) / 40) - (i % 5 === 0 ? 2 : 0),
      failures: i % 5 === 0 ? 2 : 0,
      avgLatencyMs: 20 + i,
      p95LatencyMs: 60 + i * 2,
    })),
    toolChanges: {
      baselineAt: at(0),
      entries: [
        {
          server: "alpha",
          tool: "tool-00",
          status: "changed",
          breaking: true,
          changes: [{ kind: "parameter-required", parameter: "limit", message: "parameter `limit` became required", breaking: true }],
        },
      ],
      unchanged: 39,
      breaking: true,
    },
    history: {
      runs: Array.from({ length: 20 }, (_, i) => ({ at: at(i), score: 0.8 + ((i * 37) % 15) / 100, passed: true })),
      tools: tools.map((t, k) => ({
        ...t,
        runs: Array.from({ length: 20 }, (_, i) => ({ at: at(i), p95LatencyMs: 50 + ((i * 13 + k) % 30) })),
      })),
    },
    coverage: { exercised: 40, total: 40, ratio: 1, unexercised: [] },
    summary: {
      workflows: { total: n, passed: passedWorkflows },
      toolHealth: { total: toolHealth.length, passed: toolHealth.filter((t) => t.passed).length },
      usage: { inputTokens: 2000 * n, outputTokens: 100 * n, totalTokens: 2100 * n },
      costUsd: 0.0031 * n,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, n = "1000"] = process.argv.slice(2);
  if (!out) throw new Error("usage: node bench/synthetic-result.mjs OUT.json [N]");
  await writeFile(out, `${JSON.stringify(syntheticResult(Number(n)), null, 2)}\n`);
}

/**
 * Tool-health suites: direct tool calls, no LLM. Suites run one after the
 * other; tests in a `parallel` suite run at once. A failing test is retried
 * up to `retries` times; the last attempt decides.
 */
import type { ResolvedConfig, ResolvedToolTest } from "../config/resolved-config.js";
import { describeError } from "../errors.js";
import { callTool } from "../mcp/call-tool.js";
import type { ServerConnection } from "../mcp/connect-server.js";
import type { SchemaValidator } from "../mcp/schema-validator.js";
import type { ServerPool } from "../mcp/server-pool.js";
import { scoreToolTest } from "../scoring/score-tool-test.js";
import type { ToolCallRecord, ToolHealthResult } from "./result-schema.js";

export interface RunToolTestsOptions {
  suites: ResolvedConfig["toolHealthSuites"];
  pool: ServerPool;
  validator: SchemaValidator;
  signal: AbortSignal;
  onResult?: (result: ToolHealthResult) => void;
}

export interface ToolTestsOutcome {
  results: ToolHealthResult[];
  /** Every attempt, for per-tool statistics. */
  calls: ToolCallRecord[];
}

export async function runToolTests({ suites, pool, validator, signal, onResult }: RunToolTestsOptions): Promise<ToolTestsOutcome> {
  const results: ToolHealthResult[] = [];
  const calls: ToolCallRecord[] = [];
  const tests = suites.flatMap((s) => s.tests);
  if (tests.length === 0) return { results, calls };

  let lease: Awaited<ReturnType<ServerPool["acquire"]>>;
  try {
    lease = await pool.acquire(signal);
  } catch (error) {
    // No server, no test can pass: each is reported failed with the reason.
    for (const test of tests) {
      const result = { suite: test.suite, test: test.name, tool: test.tool, passed: false, latencyMs: 0, attempts: 0, error: describeError(error), resultText: "" };
      results.push(result);
      onResult?.(result);
    }
    return { results, calls };
  }
  try {
    for (const suite of suites) {
      const run = (test: ResolvedToolTest) => runOne(test, lease.connection, validator, signal, calls).then((r) => (onResult?.(r), r));
      const suiteResults = suite.parallel ? await Promise.all(suite.tests.map(run)) : await sequential(suite.tests, run);
      results.push(...suiteResults);
    }
  } finally {
    await lease.release();
  }
  return { results, calls };
}

async function runOne(test: ResolvedToolTest, connection: ServerConnection, validator: SchemaValidator, signal: AbortSignal, calls: ToolCallRecord[]): Promise<ToolHealthResult> {
  let attempts = 0;
  for (;;) {
    attempts++;
    const { record, result } = await callTool({ connection, validator, tool: test.tool, args: test.args, timeoutMs: test.timeoutMs, signal });
    calls.push(record);
    const verdict = scoreToolTest(test, record, result?.structuredContent);
    if (verdict.passed || attempts > test.retries || signal.aborted) {
      return {
        suite: test.suite,
        test: test.name,
        tool: test.tool,
        passed: verdict.passed,
        latencyMs: Math.round(record.latencyMs * 10) / 10,
        attempts,
        error: verdict.reason,
        resultText: record.resultText,
      };
    }
  }
}

async function sequential<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

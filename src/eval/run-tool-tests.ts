/**
 * Tool-health suites: direct tool calls, resource reads and prompt gets, no LLM. Suites run one after the
 * other; tests in a `parallel` suite run at once (up to PARALLEL_TESTS_IN_FLIGHT). A failing test is retried
 * up to `retries` times; the last attempt decides.
 */
import type { ResolvedConfig, ResolvedToolTest } from "../config/resolved-config.js";
import { describeError } from "../errors.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import type { CallToolOptions } from "../mcp/requests/call-tool.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import type { Lease } from "../mcp/pool/server-pool.js";
import { scoreToolTest } from "../scoring/score-tool-test.js";
import { scoreMimeType } from "../scoring/score-mime-type.js";
import { callTestTarget, untriedTarget } from "./call-test-target.js";
import { round } from "../util/round.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { RunTrace } from "../trace/trace-context.js";
import pLimit from "p-limit";

/**
 * Calls of a `parallel` suite in flight at once. Thousands sent together only
 * queue in the server's stdin (and in memory: 5,000 at once peaked at 240 MB
 * RSS against 150 MB), and their latencies then measure the queue.
 */
export const PARALLEL_TESTS_IN_FLIGHT = 64;

export interface RunToolTestsOptions {
  suites: ResolvedConfig["toolHealthSuites"];
  /** Servers of the run; each test's server is connected at its first test. */
  connections: ConnectionManager;
  validator: SchemaValidator;
  signal: AbortSignal;
  /** In a traced run: each test's tool calls carry its span id to the server (`_meta.traceparent`). */
  trace?: RunTrace;
  /** Each verdict; `spanId` when the test's calls went out carrying it. */
  onResult?: (result: ToolHealthResult, spanId?: string) => void;
}

export interface ToolTestsOutcome {
  results: ToolHealthResult[];
  /** Every attempt, for per-tool statistics. */
  calls: ToolCallRecord[];
}

export async function runToolTests(options: RunToolTestsOptions): Promise<ToolTestsOutcome> {
  const { suites, connections, validator, signal, trace, onResult } = options;
  const results: ToolHealthResult[] = [];
  const calls: ToolCallRecord[] = [];
  // One lease per server, taken at its first test: a server no selected test names is never started.
  const leases = new Map<string, Promise<Lease>>();
  const leaseFor = (server: string) => {
    let lease = leases.get(server);
    if (!lease) {
      lease = connections.pool(server).acquire(signal);
      lease.catch(() => undefined); // awaited by the tests; failures become their results
      leases.set(server, lease);
    }
    return lease;
  };
  try {
    for (const suite of suites) {
      const run = async (test: ResolvedToolTest): Promise<ToolHealthResult> => {
        let connection: ServerConnection;
        try {
          connection = (await leaseFor(test.server)).connection;
        } catch (error) {
          // No server, no test can pass: each is reported failed with the reason.
          const target = untriedTarget(test);
          const result = {
            suite: test.suite,
            test: test.name,
            tool: test.tool,
            ...(target ? { target } : {}),
            passed: false,
            latencyMs: 0,
            attempts: 0,
            error: describeError(error),
            infrastructure: true,
            resultText: "",
          };
          onResult?.(result);
          return result;
        }
        const spanId = trace?.newSpanId();
        const { result, sent } = await runOne(test, {
          connection,
          validator,
          signal,
          calls,
          traceContext: spanId ? trace?.metaFor(spanId) : undefined,
        });
        onResult?.(result, sent ? spanId : undefined);
        return result;
      };
      const limit = pLimit(suite.parallel ? PARALLEL_TESTS_IN_FLIGHT : 1);
      const suiteResults = await Promise.all(suite.tests.map((test) => limit(() => run(test))));
      results.push(...suiteResults);
    }
  } finally {
    // The servers stop in the background, as a workflow's do: nothing after the tests needs them stopped, and
    // the run's closeAll waits for every exit (and hurries a server still exiting once the run is over).
    const settled = await Promise.allSettled(leases.values());
    for (const s of settled) if (s.status === "fulfilled") s.value.release().catch(() => undefined);
  }
  return { results, calls };
}

interface AttemptContext {
  connection: ServerConnection;
  validator: SchemaValidator;
  signal: AbortSignal;
  /** Every attempt is pushed here. */
  calls: ToolCallRecord[];
  traceContext: CallToolOptions["traceContext"];
}

/** The test's verdict after its attempts; `sent` when a tool call reached the server (it carried the trace context). */
async function runOne(
  test: ResolvedToolTest,
  { connection, validator, signal, calls, traceContext }: AttemptContext,
): Promise<{ result: ToolHealthResult; sent: boolean }> {
  let attempts = 0;
  let sent = false;
  const serverRequests: NonNullable<ToolHealthResult["serverRequests"]> = [];
  const notifications: NonNullable<ToolHealthResult["notifications"]> = [];
  for (;;) {
    attempts++;
    const { record, structured, target, traffic } = await callTestTarget(test, connection, validator, signal, traceContext);
    sent ||= traffic !== undefined;
    serverRequests.push(...(traffic?.serverRequests ?? []));
    notifications.push(...(traffic?.notifications ?? []));
    let verdict = scoreToolTest(test, record, structured);
    // A read that answered is checked for its MIME type too (not when an error was expected).
    if (verdict.passed && target?.kind === "resource" && test.expectedMimeType !== undefined && test.expectedError === undefined) {
      verdict = scoreMimeType(test.expectedMimeType, target.mimeTypes);
    }
    // The error a negative test asked for is counted apart in the tool's statistics, not as a failure.
    calls.push(verdict.passed && !record.ok && test.expectedError !== undefined ? { ...record, expectedError: true } : record);
    if (verdict.passed || attempts > test.retries || signal.aborted) {
      const result: ToolHealthResult = {
        suite: test.suite,
        test: test.name,
        tool: test.tool,
        ...(target ? { target } : {}),
        passed: verdict.passed,
        latencyMs: round(record.latencyMs, 1),
        attempts,
        error: verdict.reason,
        ...(record.errorKind ? { errorKind: record.errorKind } : {}),
        // No token the client could get was accepted (auth): the credentials fall short, not the tool (exit 3).
        ...(!verdict.passed && record.errorKind === "auth" ? { infrastructure: true } : {}),
        resultText: record.resultText,
        ...(serverRequests.length > 0 ? { serverRequests } : {}),
        ...(notifications.length > 0 ? { notifications } : {}),
      };
      return { result, sent };
    }
  }
}

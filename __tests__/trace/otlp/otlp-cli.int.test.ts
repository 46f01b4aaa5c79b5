/**
 * Turning tracing on from the CLI (`--otlp`, OTEL_EXPORTER_OTLP_ENDPOINT),
 * joining an enclosing trace (TRACEPARENT / TRACESTATE), and what a dead or
 * absent collector costs: a warning, never the run (the flush is bounded by
 * otel.flushTimeoutMs).
 */
import { REPO_ROOT, runMcpvals, tempDir } from "../../helpers/run-mcpvals.js";
import { closedPort, startOtlpReceiver } from "../../helpers/otlp-receiver.js";

/** A scripted run (no LLM) of one workflow calling the `trace` tool, plus `extra` config lines. */
async function traced(
  args: string[],
  { env = {}, extra = "", process = false }: { env?: Record<string, string>; extra?: string; process?: boolean } = {},
) {
  await using dir = await tempDir();
  await dir.write(
    "mcpvals.config.yaml",
    [
      `server: { command: node, args: ["${REPO_ROOT}/__tests__/fixtures/servers/trace-echo-server.mjs"] }`,
      "model: scripted",
      "toolRetrieval: false # not what is tested here: no embedding model loads",
      "workflows:",
      "  - name: traced",
      "    steps: [{ user: show the trace, expectTools: [{ name: trace, args: { note: hi } }] }]",
      extra,
    ].join("\n"),
  );
  const run = await runMcpvals(["run", "--no-state", "-r", "json", ...args], { cwd: dir.path, env, process });
  return {
    ...run,
    report: run.exitCode <= 1 ? (JSON.parse(run.stdout) as { workflows: Array<{ toolCalls: Array<{ resultText: string }> }> }) : undefined,
  };
}

test("--otlp sends the run's trace; a TRACEPARENT in the environment makes it part of the enclosing trace", async () => {
  await using receiver = await startOtlpReceiver();
  const parent = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7" };
  const run = await traced(["--otlp", receiver.url], {
    env: { TRACEPARENT: `00-${parent.traceId}-${parent.spanId}-01`, TRACESTATE: "ci=job-7" },
  });
  expect(run.stderr).not.toContain("warning");
  expect(run.exitCode).toBe(0);
  const spans = receiver.spans();
  expect(spans.every((s) => s.traceId === parent.traceId)).toBe(true);
  const root = spans.find((s) => s.name === "mcpvals run")!;
  expect(root.parentSpanId).toBe(parent.spanId);
  // The scripted driver makes no model calls: the tool call hangs under the workflow.
  const workflow = spans.find((s) => s.parentSpanId === root.spanId)!;
  const tool = spans.find((s) => s.parentSpanId === workflow.spanId)!;
  expect(tool.name).toBe("tools/call trace");
  const echoed = JSON.parse(run.report!.workflows[0]!.toolCalls[0]!.resultText) as unknown;
  expect(echoed).toEqual({ traceparent: `00-${parent.traceId}-${tool.spanId}-01`, tracestate: "ci=job-7" });
});

test("a tool test's call carries its span id to the server, as a workflow's does", async () => {
  await using receiver = await startOtlpReceiver();
  const extra = [
    "toolHealthSuites:",
    "  - name: direct",
    "    tests: [{ name: sees its trace, tool: trace, args: { note: direct } }]",
  ].join("\n");
  const run = await traced(["--otlp", receiver.url], { extra });
  expect(run.exitCode).toBe(0);
  const span = receiver.spans().find((s) => s.name === "tool test sees its trace")!;
  const report = JSON.parse(run.stdout) as { toolHealth: Array<{ resultText: string; spanId?: string }> };
  expect(JSON.parse(report.toolHealth[0]!.resultText)).toEqual({ traceparent: `00-${span.traceId}-${span.spanId}-01`, tracestate: null });
  // The event's span id is for the trace only: the report's test result does not carry it.
  expect(report.toolHealth[0]!.spanId).toBeUndefined();
});

test("OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on; without any endpoint no traceparent reaches the server", async () => {
  await using receiver = await startOtlpReceiver();
  const on = await traced([], { env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } });
  expect(on.exitCode).toBe(0);
  expect(receiver.spans().map((s) => s.name)).toEqual(
    expect.arrayContaining(["mcpvals run", "invoke_workflow traced", "tools/call trace"]),
  );

  const off = await traced([]);
  expect(off.exitCode).toBe(0);
  expect(JSON.parse(off.report!.workflows[0]!.toolCalls[0]!.resultText)).toEqual({ traceparent: null, tracestate: null });
});

test("a collector that never answers, or is not there, is a warning after a bounded wait; the run passes", async () => {
  await using silent = await startOtlpReceiver({ mode: "hang" });
  const hung = await traced(["--otlp", silent.url], { extra: "otel: { flushTimeoutMs: 300 }" });
  expect(hung.exitCode).toBe(0);
  expect(silent.requests.length).toBeGreaterThan(0);
  expect(hung.stderr).toContain(`OTLP export to ${silent.url}/v1/traces: no answer within 300 ms (otel.flushTimeoutMs)`);

  const port = await closedPort();
  const absent = await traced([], {
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
    extra: "otel: { flushTimeoutMs: 2000 }",
  });
  expect(absent.exitCode).toBe(0);
  expect(absent.stderr).toMatch(
    new RegExp(`OTLP export to http://127\\.0\\.0\\.1:${port}/v1/traces (failed: .*ECONNREFUSED|: no answer within)`),
  );
});

test("a collector that trickles its answer is cut off at flushTimeoutMs: a warning, its socket destroyed, the process exits on its own", async () => {
  await using trickling = await startOtlpReceiver({ mode: "trickle" });
  const run = await traced(["--otlp", trickling.url], { extra: "otel: { flushTimeoutMs: 500 }", process: true });
  expect(run.exitCode).toBe(0);
  expect(run.stderr).toContain(`OTLP export to ${trickling.url}/v1/traces: no answer within 500 ms (otel.flushTimeoutMs)`);
  // Only warned about, the request went on under a socket that was never idle: "still busy 5 s … exiting".
  expect(run.stderr).not.toContain("still busy");
  await trickling.socketsClosed();
});

test("a malformed endpoint is a usage error naming where it came from", async () => {
  const run = await traced(["--otlp", "localhost:4318"]);
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toContain('--otlp: "localhost:4318" is not an http:// or https:// URL');
});

test("the OpenTelemetry packages are loaded by a traced run only (the real CLI process, its module loads recorded)", async () => {
  await using receiver = await startOtlpReceiver();
  await using dir = await tempDir();
  // Node's module hooks see every import of the process; the list is printed as the process exits.
  await dir.write(
    "record-loads.mjs",
    [
      'import { registerHooks } from "node:module";',
      "const seen = new Set();",
      "registerHooks({ resolve(specifier, context, next) { if (specifier.startsWith('@opentelemetry/')) seen.add(specifier.split('/').slice(0, 2).join('/')); return next(specifier, context); } });",
      "process.on('exit', () => process.stderr.write(`OTEL-LOADED ${JSON.stringify([...seen].sort())}\\n`));",
    ].join("\n"),
  );
  const env = { NODE_OPTIONS: `--import=${dir.path}/record-loads.mjs` };
  const loaded = (stderr: string) => JSON.parse(/OTEL-LOADED (.*)/.exec(stderr)![1]!) as string[];

  const plain = await traced([], { env, process: true });
  expect(plain.exitCode).toBe(0);
  expect(loaded(plain.stderr)).toEqual([]);

  const withTrace = await traced(["--otlp", receiver.url], { env, process: true });
  expect(withTrace.exitCode).toBe(0);
  expect(loaded(withTrace.stderr)).toEqual(expect.arrayContaining(["@opentelemetry/exporter-trace-otlp-http", "@opentelemetry/sdk-trace"]));
  expect(receiver.spans().length).toBeGreaterThan(0);
});

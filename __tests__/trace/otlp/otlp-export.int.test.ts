/**
 * A traced run, end to end through the real OpenTelemetry SDK and exporter:
 * a loopback OTLP/HTTP receiver decodes the export and the span tree is
 * checked (one trace; run → workflow → model call → tool call; GenAI
 * attributes; verdicts; no secret), and a fixture server on the v2 SDK
 * echoes the traceparent it got in `_meta`, which must name the tool-call
 * span, in both protocol eras.
 */
// Loaded up front: jest's ESM runtime fails ("module is not linked") when
// prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { evaluate } from "../../../src/eval/evaluate.js";
import { startFakeLlm } from "../../fixtures/fake-llm/fake-llm-server.js";
import { startOtlpReceiver, type ReceivedSpan } from "../../helpers/otlp-receiver.js";
import { REPO_ROOT } from "../../helpers/run-mcpvals.js";

const SECRET = "s3cr3t-value-xyz";
const OTLP_TOKEN = "otlp-token-9876543";
const traceServer = (era: string) => ({
  command: "node",
  args: ["__tests__/fixtures/servers/trace-echo-server.mjs"],
  protocol: era as "2026-07-28",
});

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan): ReceivedSpan[] => spans.filter((s) => s.parentSpanId === parent.spanId);

test("one trace per run: run → workflow → model call → tool call, GenAI attributes, verdicts, the server joins, no secret", async () => {
  await using receiver = await startOtlpReceiver();
  await using fake = await startFakeLlm({
    rules: [
      { match: "show the trace", toolCalls: [{ name: "trace", args: { note: SECRET } }], final: "{{lastToolResult}}" },
      { match: "call the missing tool", toolCalls: [{ name: `nope_${SECRET}` }], final: "sorry" },
    ],
  });
  const warnings: string[] = [];
  const result = await evaluate(
    {
      servers: { modern: traceServer("2026-07-28"), legacy: traceServer("2025-11-25") },
      model: { provider: "openai-compatible", model: "gpt-4o-mini", baseURL: fake.url, apiKey: "${SECRET_KEY}" },
      concurrency: 1,
      workflows: [
        { name: "modern", servers: ["modern"], steps: [{ user: "show the trace", expectTools: ["trace"] }] },
        { name: "legacy", servers: ["legacy"], steps: [{ user: "show the trace", expectTools: ["trace"] }] },
        { name: "fails", servers: ["modern"], steps: [{ user: "call the missing tool", expectTools: ["trace"] }] },
      ],
      otel: { endpoint: receiver.url, headers: { authorization: "Bearer ${OTLP_TOKEN}" }, serviceName: "mcpvals-test" },
    },
    {
      cwd: REPO_ROOT,
      env: { SECRET_KEY: SECRET, OTLP_TOKEN, PATH: process.env.PATH },
      stateDir: false,
      observers: [{ onWarning: (m) => void warnings.push(m) }],
    },
  );
  expect(warnings).toEqual([]);
  expect(result.passed).toBe(false);
  expect(result.workflows.map((w) => [w.name, w.passed])).toEqual([
    ["modern", true],
    ["legacy", true],
    ["fails", false],
  ]);

  // The exporter's requests: the traces path, the configured header, and never a secret in what was sent.
  expect(receiver.requests.length).toBeGreaterThan(0);
  for (const request of receiver.requests) {
    expect(request.path).toBe("/v1/traces");
    expect(request.headers.authorization).toBe(`Bearer ${OTLP_TOKEN}`);
    expect(request.body).not.toContain(SECRET);
    expect(request.body).not.toContain(OTLP_TOKEN);
  }

  const spans = receiver.spans();
  expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
  const roots = spans.filter((s) => s.parentSpanId === "");
  expect(roots.map((s) => s.name)).toEqual(["mcpvals run"]);
  const root = roots[0]!;
  expect(root.resource["service.name"]).toBe("mcpvals-test");
  expect(root.attributes).toMatchObject({ "mcpvals.passed": false, "gen_ai.evaluation.score.label": "fail", "mcpvals.workflows": 3 });
  expect(root.status.code).toBe(2);

  const workflows = childrenOf(spans, root);
  expect(workflows.map((s) => s.name).sort()).toEqual(["invoke_workflow fails", "invoke_workflow legacy", "invoke_workflow modern"]);
  for (const workflow of workflows) {
    const name = workflow.name.replace("invoke_workflow ", "");
    const passed = name !== "fails";
    expect(workflow.attributes).toMatchObject({
      "gen_ai.operation.name": "invoke_workflow",
      "gen_ai.workflow.name": name,
      "mcpvals.passed": passed,
      "gen_ai.evaluation.score.label": passed ? "pass" : "fail",
    });
    expect(workflow.attributes["gen_ai.usage.input_tokens"]).toEqual(expect.any(Number));
    expect(workflow.events.map((e) => e.attributes["gen_ai.evaluation.name"])).toEqual(expect.arrayContaining(["toolOrder", "toolHealth"]));
    expect(workflow.status.code).toBe(passed ? 0 : 2);

    const [chat, ...otherChats] = childrenOf(spans, workflow);
    expect(chat!.name).toBe("chat openai-compatible:gpt-4o-mini");
    expect(chat!.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": "openai-compatible",
      "gen_ai.request.model": "gpt-4o-mini",
    });
    expect(chat!.attributes["gen_ai.usage.input_tokens"]).toBeGreaterThan(0);
    expect(chat!.attributes["gen_ai.usage.output_tokens"]).toBeGreaterThan(0);
    // The second model call reads the tool's answer and writes the final text: no tool calls under it.
    expect(otherChats.map((s) => s.name)).toEqual(["chat openai-compatible:gpt-4o-mini"]);
    expect(childrenOf(spans, otherChats[0]!)).toEqual([]);

    const [tool, ...more] = childrenOf(spans, chat!);
    expect(more).toEqual([]);
    expect(tool!.kind).toBe(3); // CLIENT
    if (!passed) {
      // An unknown tool never reached a server; its name (with the secret) is redacted like every output.
      expect(tool!.name).toBe("tools/call nope_***");
      expect(tool!.status.code).toBe(2);
      continue;
    }
    expect(tool!.name).toBe("tools/call trace");
    expect(tool!.attributes).toMatchObject({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "trace",
      "mcp.method.name": "tools/call",
      "mcpvals.server": name,
      "mcpvals.tool.ok": true,
    });
    // What the server got in `_meta`: this trace, and the tool-call span as the parent of its own spans.
    const echoed = JSON.parse(result.workflows.find((w) => w.name === name)!.toolCalls[0]!.resultText) as { traceparent: string };
    expect(echoed.traceparent).toBe(`00-${tool!.traceId}-${tool!.spanId}-01`);
  }
});

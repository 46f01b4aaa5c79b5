/**
 * What counts as a fallback recovering a failed call, with the real fixture
 * server and the loopback fake LLM. A recovered call no longer fails tool
 * health, so a "recovery" must be one: a suggested tool that answers with
 * nothing did not do the job, and a suggested tool called for a later
 * request (another step) did not stand in for the failed call.
 */
// Loaded up front: jest's ESM runtime fails ("module is not linked") when
// prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { evaluate } from "../../src/eval/evaluate.js";
import type { ConfigInput } from "../../src/config/schema.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const server = (tools: string) => ({
  command: process.execPath,
  args: [FIXTURE_SERVER_PATH],
  env: { FIXTURE_REPORTS: "1", FIXTURE_TOOLS: tools },
});

function config(fake: FakeLlm, tools: string, steps: Array<{ user: string }>): ConfigInput {
  return {
    server: server(tools),
    model: { provider: "openai-compatible", model: "fake", baseURL: fake.url },
    search: { mode: "lexical" },
    toolRetrieval: false,
    timeouts: { toolCallMs: 1000 },
    workflows: [{ name: "w", steps }],
  } as ConfigInput;
}

test("a suggested tool that answers with an empty result did not recover the failed call: tool health still fails", async () => {
  // `hang` times out; `peek_cache` (suggested: its description shares "answers") answers with no content at all.
  await using fake = await startFakeLlm({
    rules: [{ match: "Peek", toolCalls: [{ name: "hang" }, { name: "peek_cache" }], final: "nothing there" }],
  });
  const result = await evaluate(config(fake, "hang,peek_cache", [{ user: "Peek at what is waiting" }]), { cwd: REPO_ROOT, env: {} });
  const workflow = result.workflows[0]!;
  expect(workflow.toolCalls.map((c) => [c.tool, c.ok, c.errorKind])).toEqual([
    ["hang", false, "timeout"],
    ["peek_cache", true, null],
  ]);
  expect(workflow.fallbacks!.offered[0]!.suggestions.map((s) => s.tool)).toContain("peek_cache");
  expect(workflow.fallbacks!.taken).toEqual([expect.objectContaining({ tool: "peek_cache", insteadOf: "hang", by: "model", ok: false })]);
  expect(workflow.fallbacks!.recovered).toBe(false);
  expect(metricOf(workflow, "toolHealth")!).toMatchObject({ passed: false, failed: 1, failures: [{ tool: "hang", errorKind: "timeout" }] });
  expect(metricOf(workflow, "toolHealth")!.recovered).toBeUndefined();
  expect(workflow.passed).toBe(false);
  // The empty answer is itself a failed call for fallbacks: it got suggestions of its own.
  expect(workflow.fallbacks!.offered.map((o) => [o.tool, o.errorKind])).toEqual([
    ["hang", "timeout"],
    ["peek_cache", "empty-result"],
  ]);
  expect(result.summary.fallbacks).toEqual({ offered: 2, taken: 1, recovered: 0 });
});

test("a suggested tool called in a later step (another request) is not taken for the earlier failure", async () => {
  await using fake = await startFakeLlm({
    rules: [
      { match: "q3-2026", toolCalls: [{ name: "fetch_report_v1", args: { id: "q3-2026" } }], final: "sorry, that failed" },
      { match: "q4-2026", toolCalls: [{ name: "fetch_report", args: { id: "q4-2026" } }], final: "{{lastToolResult}}" },
    ],
  });
  const steps = [{ user: "Fetch report q3-2026" }, { user: "Now show me report q4-2026" }];
  const result = await evaluate(config(fake, "fetch_report_v1,fetch_report", steps), { cwd: REPO_ROOT, env: {} });
  const workflow = result.workflows[0]!;
  expect(workflow.toolCalls.map((c) => [c.step, c.tool, c.ok])).toEqual([
    [0, "fetch_report_v1", false],
    [1, "fetch_report", true],
  ]);
  expect(workflow.fallbacks!.offered[0]!.suggestions.map((s) => s.tool)).toEqual(["fetch_report"]);
  expect(workflow.fallbacks!.taken).toEqual([]);
  expect(workflow.fallbacks!.recovered).toBe(false);
  // Step 0's request was never served: its failure stays a failure.
  expect(metricOf(workflow, "toolHealth")!).toMatchObject({ passed: false, failed: 1, failures: [{ tool: "fetch_report_v1" }] });
  expect(workflow.passed).toBe(false);
});

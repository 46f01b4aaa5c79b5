/**
 * Self-healing fallbacks end to end: a real fixture server whose
 * `fetch_report_v1` is retired (isError) next to a working `fetch_report`,
 * and the loopback fake LLM reading the suggestions the failed call hands
 * back. The model takes the suggestion and the workflow recovers; the
 * report, the trace and the console say so. autoRetryFallback calls the
 * suggestion itself (also for the scripted driver); `fallbacks: false`
 * leaves the model's message as it was.
 */
// Loaded up front: jest's ESM runtime fails ("module is not linked") when
// prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import type { ConfigInput } from "../../src/config/schema.js";
import { SearchEngine } from "../../src/search/engine/search-engine.js";
import { TraceStore } from "../../src/trace/trace-store.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { createMarkdownReporter } from "../../src/report/markdown/markdown-reporter.js";
import { contentText, startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { captureStream } from "../helpers/capture-stream.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const reports = { command: process.execPath, args: [FIXTURE_SERVER_PATH], env: { FIXTURE_REPORTS: "1" } };
const ASK = "Fetch report q3-2026";

/** The fake model: calls the retired tool, then whatever the tool message's first fallback suggestion names. */
const takesTheSuggestion = {
  match: ASK,
  toolCalls: [
    { name: "fetch_report_v1", args: { id: "q3-2026" } },
    (last: string) => ({
      name: (JSON.parse(last) as { fallback_suggestions: Array<{ tool: string }> }).fallback_suggestions[0]!.tool,
      args: { id: "q3-2026" },
    }),
  ],
  final: "{{lastToolResult}}",
};

function llmConfig(fake: FakeLlm, extra: Partial<ConfigInput> = {}): ConfigInput {
  return {
    server: reports,
    model: { provider: "openai-compatible", model: "fake", baseURL: fake.url },
    search: { mode: "lexical" },
    workflows: [{ name: "report", steps: [{ user: ASK, expectedState: "revenue 42 million" }] }],
    ...extra,
  } as ConfigInput;
}

/** The tool messages the fake model received, as text, in order. */
function toolMessagesSeen(fake: FakeLlm): string[] {
  const last = fake.requests.filter((r) => r.kind === "rule").at(-1);
  return (last?.body?.messages ?? []).filter((m) => m.role === "tool").map((m) => contentText(m.content));
}

test("the model reads suggestions after a failed call, takes the first, and the workflow recovers; report, trace and console say so", async () => {
  await using fake = await startFakeLlm({ rules: [takesTheSuggestion] });
  await using dir = await tempDir();
  const markdownFile = path.join(dir.path, "report.md");
  const stream = captureStream();
  const trace = new TraceStore();
  const result = await evaluate(llmConfig(fake), {
    cwd: REPO_ROOT,
    env: {},
    observers: [trace],
    reporters: [createConsoleReporter({ stream, color: false }), createMarkdownReporter({ path: markdownFile })],
  });
  expect(EvalResultSchema.parse(result)).toEqual(result);

  // What the model read back after the failure: the old text under "error", then the suggestions, the working tool first.
  const [failedMessage, fallbackMessage] = toolMessagesSeen(fake);
  const note = JSON.parse(failedMessage!) as { error: string; fallback_suggestions: Array<Record<string, unknown>> };
  expect(note.error).toBe("Tool error: service retired: the v1 reports service was shut down");
  expect(note.fallback_suggestions[0]).toEqual({
    tool: "fetch_report",
    server: "default",
    similarity: expect.any(Number),
    success_rate: null,
    reason: expect.stringMatching(/^similar to fetch_report_v1 \(0\.\d\d\); no calls on record$/),
  });
  expect(note.fallback_suggestions.length).toBeLessThanOrEqual(3);
  expect(note.fallback_suggestions.map((s) => s.tool)).not.toContain("fetch_report_v1");
  expect(fallbackMessage).toBe("Report q3-2026: revenue 42 million");

  const workflow = result.workflows[0]!;
  expect(workflow.toolCalls.map((c) => [c.tool, c.ok])).toEqual([
    ["fetch_report_v1", false],
    ["fetch_report", true],
  ]);
  expect(workflow.passed).toBe(true);
  expect(metricOf(workflow, "toolHealth")!).toMatchObject({
    passed: true,
    failed: 0,
    recovered: [{ tool: "fetch_report_v1", errorKind: "tool", by: "fetch_report" }],
  });
  const report = workflow.fallbacks!;
  expect(report.offered).toHaveLength(1);
  expect(report.offered[0]).toMatchObject({
    step: 0,
    server: "default",
    tool: "fetch_report_v1",
    errorKind: "tool",
    error: "service retired: the v1 reports service was shut down",
  });
  expect(report.offered[0]!.suggestions[0]).toMatchObject({ tool: "fetch_report", callAs: "fetch_report", successRate: 0.5, recency: 0.5 });
  expect(report.taken).toEqual([
    { offer: 0, step: 0, server: "default", tool: "fetch_report", insteadOf: "fetch_report_v1", by: "model", ok: true },
  ]);
  expect(report.recovered).toBe(true);
  expect(result.summary.fallbacks).toEqual({ offered: 1, taken: 1, recovered: 1 });

  const statuses = trace.statuses("report").map((s) => `${s.status}${s.detail ? `: ${s.detail}` : ""}`);
  expect(statuses).toEqual([
    "workflow-started",
    expect.stringMatching(/^fallback-offered: fetch_report_v1 failed \(tool\) → suggested fetch_report(, |$)/),
    "fallback-taken: model took fetch_report instead of fetch_report_v1 ✓",
    "workflow-finished",
  ]);

  const console = stream.text();
  expect(console).toMatch(
    /fallback: fetch_report_v1 failed \(tool\) → suggested fetch_report[^\n]*; model took fetch_report ✓ \(recovered\)/,
  );
  expect(console).toContain("Fallbacks  1 failed call got suggestions, 1 taken, 1 workflow recovered");
  const markdown = await readFile(markdownFile, "utf8");
  expect(markdown).toContain("### Fallbacks");
  expect(markdown).toMatch(
    /\| report \| 1 \| fetch\\_report\\_v1 \(tool\): service retired: the v1 reports service was shut down \| fetch\\_report \(0\.\d\d\)[^|]* \| model took fetch\\_report ✓ \| ✅ \|/,
  );
});

test("a model that ignores the suggestions: offered, not taken, not recovered", async () => {
  await using fake = await startFakeLlm({
    rules: [{ match: ASK, toolCalls: [{ name: "fetch_report_v1", args: { id: "q3-2026" } }], final: "sorry" }],
  });
  const stream = captureStream();
  const result = await evaluate(llmConfig(fake), { cwd: REPO_ROOT, env: {}, reporters: [createConsoleReporter({ stream, color: false })] });
  const workflow = result.workflows[0]!;
  expect(workflow.passed).toBe(false);
  expect(metricOf(workflow, "toolHealth")!.passed).toBe(false);
  expect(workflow.fallbacks).toMatchObject({ taken: [], recovered: false });
  expect(workflow.fallbacks!.offered).toHaveLength(1);
  expect(result.summary.fallbacks).toEqual({ offered: 1, taken: 0, recovered: 0 });
  expect(stream.text()).toMatch(/fallback: fetch_report_v1 failed \(tool\) → suggested fetch_report[^\n]*; not taken\n/);
});

test("fallbacks: false → the model reads the plain error and the result has no fallbacks", async () => {
  await using fake = await startFakeLlm({
    rules: [{ match: ASK, toolCalls: [{ name: "fetch_report_v1", args: { id: "q3-2026" } }], final: "{{lastToolResult}}" }],
  });
  const result = await evaluate(llmConfig(fake, { fallbacks: false }), { cwd: REPO_ROOT, env: {} });
  expect(toolMessagesSeen(fake)).toEqual(["Tool error: service retired: the v1 reports service was shut down"]);
  expect(result.workflows[0]!.fallbacks).toBeUndefined();
  expect(result.summary.fallbacks).toBeUndefined();
});

test("autoRetryFallback: the model reads the error, the fallback's result and the suggestions; the call is recorded and taken by auto", async () => {
  await using fake = await startFakeLlm({
    rules: [{ match: ASK, toolCalls: [{ name: "fetch_report_v1", args: { id: "q3-2026", region: "eu" } }], final: "{{lastToolResult}}" }],
  });
  const result = await evaluate(llmConfig(fake, { fallbacks: { autoRetryFallback: true } }), { cwd: REPO_ROOT, env: {} });
  const [message] = toolMessagesSeen(fake);
  const note = JSON.parse(message!) as Record<string, unknown>;
  expect(Object.keys(note)).toEqual(["error", "fallback", "fallback_suggestions"]);
  expect(note.error).toBe("Tool error: service retired: the v1 reports service was shut down");
  expect(note.fallback).toEqual({ tool: "fetch_report", ok: true, result: "Report q3-2026: revenue 42 million" });
  const workflow = result.workflows[0]!;
  // `region` is not a parameter of fetch_report (which allows no others): it was left out, so the call is valid.
  expect(workflow.toolCalls.map((c) => [c.tool, c.args, c.ok])).toEqual([
    ["fetch_report_v1", { id: "q3-2026", region: "eu" }, false],
    ["fetch_report", { id: "q3-2026" }, true],
  ]);
  expect(workflow.fallbacks!.taken).toEqual([
    { offer: 0, step: 0, server: "default", tool: "fetch_report", insteadOf: "fetch_report_v1", by: "auto", ok: true },
  ]);
  expect(workflow.passed).toBe(true);
  expect(workflow.fallbacks!.recovered).toBe(true);
});

test("autoRetryFallback with the scripted driver: the fallback call is in toolCalls and the report says taken by auto", async () => {
  const stream = captureStream();
  const result = await evaluate(
    {
      server: reports,
      search: { mode: "lexical" },
      fallbacks: { autoRetryFallback: true, maxFallbacks: 1 },
      workflows: [{ name: "scripted", steps: [{ user: ASK, expectTools: [{ name: "fetch_report_v1", args: { id: "q4-2026" } }] }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, reporters: [createConsoleReporter({ stream, color: false })] },
  );
  const workflow = result.workflows[0]!;
  expect(workflow.toolCalls.map((c) => [c.tool, c.ok, c.resultText])).toEqual([
    ["fetch_report_v1", false, "service retired: the v1 reports service was shut down"],
    ["fetch_report", true, "Report q4-2026: revenue 42 million"],
  ]);
  expect(workflow.fallbacks!.offered[0]!.suggestions.map((s) => s.tool)).toEqual(["fetch_report"]);
  expect(workflow.fallbacks!.taken).toEqual([expect.objectContaining({ tool: "fetch_report", by: "auto", ok: true })]);
  expect(workflow.passed).toBe(true);
  expect(stream.text()).toContain(
    "fallback: fetch_report_v1 failed (tool) → suggested fetch_report; auto-retry called fetch_report ✓ (recovered)",
  );
});

test("stored metrics (read at run start) weigh the suggestions: a tool with a good, recent history", async () => {
  await using dir = await tempDir();
  const stateDir = path.join(dir.path, "state");
  // Run 1 records two good calls of fetch_report in the state folder.
  const seed = await evaluate(
    {
      server: reports,
      stateDir,
      workflows: [
        {
          name: "seed",
          steps: [
            {
              user: "a",
              expectTools: [
                { name: "fetch_report", args: { id: "a" } },
                { name: "fetch_report", args: { id: "b" } },
              ],
            },
          ],
        },
      ],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {} },
  );
  expect(seed.workflows[0]!.toolCalls.map((c) => c.ok)).toEqual([true, true]);
  const failing = { name: "w", steps: [{ user: ASK, expectTools: [{ name: "fetch_report_v1", args: { id: "q3-2026" } }] }] };
  const result = await evaluate(
    { server: reports, stateDir, search: { mode: "lexical" }, workflows: [failing] },
    { cwd: REPO_ROOT, model: "scripted", env: {} },
  );
  const [first] = result.workflows[0]!.fallbacks!.offered[0]!.suggestions;
  expect(first).toMatchObject({ tool: "fetch_report", successRate: 0.75 });
  expect(first!.recency).toBeGreaterThan(0.99);
  expect(first!.reason).toMatch(/^similar to fetch_report_v1 \(\d\.\d\d\); 2\/2 calls succeeded, last success (just now|\d+ min ago)$/);
});

test("this run's calls of earlier workflows count in the success rate (no state folder)", async () => {
  const result = await evaluate(
    {
      server: reports,
      search: { mode: "lexical" },
      concurrency: 1,
      workflows: [
        { name: "lists", steps: [{ user: "a", expectTools: [{ name: "list_reports", args: { page: "x" } }] }] },
        {
          name: "fetches",
          steps: [
            {
              user: "b",
              expectTools: [
                { name: "fetch_report", args: { id: "a" } },
                { name: "fetch_report", args: { id: 7 } },
              ],
            },
          ],
        },
        { name: "retired", steps: [{ user: ASK, expectTools: [{ name: "fetch_report_v1", args: { id: "q3-2026" } }] }] },
      ],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, stateDir: false },
  );
  const byTool = Object.fromEntries(result.workflows[2]!.fallbacks!.offered[0]!.suggestions.map((s) => [s.tool, s]));
  // fetch_report: 1 of 2 calls ok (id 7 is not a string) → (1 + 1) / (2 + 2); list_reports: its one call ok → 2 / 3.
  expect(byTool.fetch_report).toMatchObject({
    successRate: 0.5,
    reason: expect.stringMatching(/; 1\/2 calls succeeded, last success just now$/),
  });
  expect(byTool.list_reports).toMatchObject({ successRate: 0.6667 });
  expect(byTool.fetch_report!.recency).toBeGreaterThan(0.99);
});

test("the embedding model loads only when a call fails (default search mode, hybrid)", async () => {
  const engine = new SearchEngine({ search: { mode: "hybrid", rerankTop: 10 } });
  const run = (tool: string) =>
    // toolRetrieval off: the retrieval metric would rank (and load the model) on every run.
    evaluate(
      {
        server: reports,
        toolRetrieval: false,
        workflows: [{ name: "w", steps: [{ user: ASK, expectTools: [{ name: tool, args: { id: "q3-2026" } }] }] }],
      },
      { cwd: REPO_ROOT, model: "scripted", env: {}, searchEngine: engine },
    );
  const ok = await run("fetch_report");
  expect(ok.passed).toBe(true);
  expect(ok.workflows[0]!.fallbacks).toBeUndefined();
  expect(engine.stats()).toEqual({ embedded: 0, reused: 0, modelLoaded: false });

  const failed = await run("fetch_report_v1");
  expect(engine.stats().modelLoaded).toBe(true);
  expect(failed.workflows[0]!.fallbacks!.offered[0]!.suggestions[0]!.tool).toBe("fetch_report");
});

test("when the configured search mode fails (embedder answers 400), suggestions are ranked lexically and one warning says why", async () => {
  await using fake = await startFakeLlm({ rules: [], failWith: { status: 400 } });
  const warnings: string[] = [];
  const retired = (id: string) => ({ name: "fetch_report_v1", args: { id } });
  const result = await evaluate(
    {
      server: reports,
      embeddings: { provider: "openai-compatible", model: "embed", baseURL: fake.url },
      search: { mode: "semantic" },
      // Off: the metric would ask the embedder too (and fall back on its own).
      toolRetrieval: false,
      workflows: [{ name: "w", steps: [{ user: ASK, expectTools: [retired("a"), retired("b")] }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, reporters: [{ onWarning: (w) => void warnings.push(w) }] },
  );
  const offered = result.workflows[0]!.fallbacks!.offered;
  expect(offered.map((o) => o.suggestions[0]!.tool)).toEqual(["fetch_report", "fetch_report"]);
  expect(warnings).toEqual([expect.stringMatching(/^Fallback suggestions are ranked lexically: search mode "semantic" failed \(.+\)\.$/)]);
  // The embedder was asked for the first failure only (tool texts and the query: up to two requests);
  // the second failure went straight to the lexical ranking.
  const asked = fake.requests.filter((r) => r.path.endsWith("/embeddings"));
  expect(asked.length).toBeGreaterThanOrEqual(1);
  expect(asked.length).toBeLessThanOrEqual(2);
});

import type { EvalResult } from "../../src/result/eval-result.js";
import { createConsoleReporter, type ConsoleReporterOptions } from "../../src/report/console/console-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { redescribe, reverdict, sampleResult } from "./sample-result.js";
import pc from "picocolors";
import { summaryLine } from "../../src/report/console/console-summary-line.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const ANSI = /\u001b\[/;

/** Drives a reporter through a whole run the way the runner does and returns what it wrote. */
async function run(result: EvalResult, options: Omit<ConsoleReporterOptions, "stream"> = {}, isTTY?: boolean): Promise<string> {
  const stream = captureStream({ isTTY });
  const reporter = createConsoleReporter({ ...options, stream });
  reporter.onRunStart?.({
    configPath: result.configPath,
    model: result.model,
    workflows: result.workflows.length,
    toolTests: result.toolHealth.length,
  });
  for (const workflow of result.workflows) reporter.onWorkflowEnd?.(workflow);
  for (const test of result.toolHealth) reporter.onToolTestEnd?.(test);
  await reporter.onRunEnd?.(result);
  return stream.text();
}

/** Durations depend on the machine in real runs; blank them so the expected output stays readable. */
function blankDurations(text: string): string {
  return text.replace(/\b\d+(?:\.\d+)?(?:ms|s)\b/g, "<t>");
}

describe("createConsoleReporter", () => {
  it("prints progress, failure details, servers, tool stats, coverage and the summary line", async () => {
    const output = blankDurations(await run(sampleResult(), { color: false }));
    expect(output).toBe(
      [
        "mcpvals  config examples/everything/mcpvals.config.ts  model openai:gpt-4o-mini  2 workflows, 2 tool tests",
        "",
        "  ✓ echo roundtrip  1.00  <t>",
        "  ✗ sum then echo  0.25  <t>  toolOrder: expected echo at index 1, got get-sum",
        "  ✓ math › adds two numbers (get-sum)  <t>",
        '  ✗ math › rejects strings (get-sum)  <t>  2 attempts  expected an error matching "invalid", got a result',
        "",
        "Failures",
        "",
        "  ✗ sum then echo  score 0.25  <t>",
        "    toolOrder: expected echo at index 1, got get-sum (in-order)",
        "      expected: get-sum → [echo]",
        "      actual:   get-sum → [get-sum]",
        "      first mismatch at index 1",
        "    toolHealth: 1 failing call of 2",
        "      get-sum [tool]: Expected number | got `string` <NaN>",
        "    llmJudge: score 0.40 (min 0.70, model openai:gpt-4o-mini)",
        "      The assistant computed the sum but never echoed it back.",
        "      It retried get-sum with a string argument.",
        "",
        "  ✗ math › rejects strings",
        "    tool: get-sum",
        "    attempts: 2",
        "    latency: <t>",
        '    error: expected an error matching "invalid", got a result',
        "    result: The sum of a and 2 is a2.",
        "",
        "Servers",
        "  ✓ everything  stdio  MCP 2026-07-28  example-servers/everything@1.0.0  4 tools  tools 3f2a9c1b5e7d  1 connection",
        "",
        "Tools",
        "  tool     calls  ok  fail  avg ms  p95 ms",
        "  echo         1   1     0      12      12",
        "  get-sum      4   3     1      29      41",
        "",
        "Coverage  2/4 tools (50%)",
        "  unexercised: long-running-operation, sample_llm",
        "",
        "FAILED  score 0.58 (threshold 0.80)  1/2 workflows, 1/2 tool tests  in <t>",
        "",
      ].join("\n"),
    );
  });

  it("writes one line per workflow as it finishes, so long runs show progress", () => {
    const stream = captureStream();
    const reporter = createConsoleReporter({ stream, color: false });
    const [passed, failed] = sampleResult().workflows;
    reporter.onWorkflowEnd?.(passed!);
    expect(stream.writes).toEqual(["  ✓ echo roundtrip  1.00  1.2s\n"]);
    reporter.onWorkflowEnd?.(failed!);
    expect(stream.writes).toHaveLength(2);
    expect(stream.writes[1]).toMatch(/^  ✗ sum then echo  0\.25  3\.5s  toolOrder: /);
  });

  it("prints PASSED when the run passed", async () => {
    const result = sampleResult();
    result.passed = true;
    result.score = 0.83;
    result.workflows = [result.workflows[0]!];
    result.toolHealth = [result.toolHealth[0]!];
    result.summary = { workflows: { total: 1, passed: 1 }, toolHealth: { total: 1, passed: 1 } };
    const output = await run(reverdict(result), { color: false });
    expect(output).not.toContain("Failures");
    expect(output.trimEnd().split("\n").at(-1)).toBe("PASSED  score 0.83 (threshold 0.80)  1/1 workflows, 1/1 tool tests  in 4.2s");
  });

  it("shows infrastructure errors and end-to-end expected vs actual", async () => {
    const result = sampleResult();
    const workflow = result.workflows[1]!;
    workflow.error = "server everything exited with code 1";
    workflow.metrics.endToEnd = {
      passed: false,
      skipped: false,
      message: "final message does not match",
      checks: [{ scope: "workflow", expected: "The sum is 5", actual: "x".repeat(1000), passed: false }],
    };
    redescribe(workflow);
    const output = await run(result, { color: false });
    expect(output).toContain("    error: server everything exited with code 1");
    expect(output).toContain("    endToEnd: final message does not match");
    expect(output).toContain("        expected: The sum is 5");
    // Long model output is cut in the failure section.
    expect(output).toMatch(/ {8}actual: {3}x{400}… \(600 more chars\)\n/);
  });

  it("uses colour when asked, and none by default on a non-TTY stream", async () => {
    expect(await run(sampleResult(), { color: true })).toMatch(ANSI);
    expect(await run(sampleResult(), {})).not.toMatch(ANSI);
  });

  it("defaults to colour on a TTY unless NO_COLOR is set", async () => {
    const saved = process.env.NO_COLOR;
    try {
      delete process.env.NO_COLOR;
      expect(await run(sampleResult(), {}, true)).toMatch(ANSI);
      process.env.NO_COLOR = "1";
      expect(await run(sampleResult(), {}, true)).not.toMatch(ANSI);
    } finally {
      if (saved === undefined) delete process.env.NO_COLOR;
      else process.env.NO_COLOR = saved;
    }
  });

  it("keeps escape sequences from servers out of the terminal", async () => {
    const result = sampleResult();
    metricOf(result.workflows[1]!, "toolHealth")!.failures[0]!.error = "bad \u001b[2J\u001b[31mred\u0007 input";
    redescribe(result.workflows[1]!);
    const output = await run(result, { color: false });
    expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(output).toContain("get-sum [tool]: bad red input");
  });

  it("lists tool calls in verbose mode", async () => {
    const output = await run(sampleResult(), { color: false, verbose: true });
    expect(output).toContain("      ✓ step 1 everything/get-sum  20ms");
    expect(output).toContain("      ✗ step 2 everything/get-sum  35ms  tool: Expected number | got `string` <NaN>");
  });

  it("prints the per-item lines itself when only onRunEnd is called", async () => {
    const stream = captureStream();
    await createConsoleReporter({ stream, color: false }).onRunEnd?.(sampleResult());
    const output = stream.text();
    expect(output.startsWith("Workflows\n  ✓ echo roundtrip")).toBe(true);
    expect(output).toContain("Tool health\n  ✓ math › adds two numbers");
  });

  it("prints each model retry as it happens (an observer onStatus event), one line each; other statuses add nothing", () => {
    const stream = captureStream();
    const reporter = createConsoleReporter({ stream, color: false });
    reporter.onStatus?.({ workflow: "sum", status: "workflow-started" });
    reporter.onStatus?.({ workflow: "sum", status: "model-retry", detail: "openai: HTTP 429 on attempt 1, retrying in 2000 ms" });
    reporter.onStatus?.({ status: "model-retry", detail: "anthropic: no answer\u001b[2J on attempt 2,\nretrying in 4000 ms" });
    reporter.onStatus?.({ workflow: "sum", status: "workflow-finished", passed: true });
    expect(stream.writes).toEqual([
      "  ↻ sum: model retry (openai: HTTP 429 on attempt 1, retrying in 2000 ms)\n",
      "  ↻ model retry (anthropic: no answer on attempt 2, retrying in 4000 ms)\n",
    ]);
  });
});

test("the console's last line puts skipped workflows in the headline", () => {
  const base = sampleResult();
  const result = {
    ...base,
    workflows: [],
    summary: { ...base.summary, workflows: { total: 0, passed: 0 } },
    skipped: [{ kind: "workflow" as const, name: "a", reason: "OPENAI_API_KEY is not set" }],
  };
  expect(summaryLine(result, pc.createColors(false))).toContain("0/0 workflows (1 skipped), ");
});

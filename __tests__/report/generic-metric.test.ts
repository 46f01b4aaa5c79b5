/**
 * Metrics are plug-ins: a metric no reporter knows by name (one added to
 * scoring's table, or one a newer mcpvals wrote into a report) is rendered
 * from its uniform fields (name, verdict, score, message, details) by every
 * reporter, with its text sanitised like any other.
 */
import { workflowFailureDetails, workflowFailureReasons } from "../../src/report/failure-reasons.js";
import { renderHtml } from "../../src/report/html/render-html.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { renderJunit } from "../../src/report/render-junit.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import type { WorkflowResult } from "../../src/result/workflow-result.js";
import { sampleResult } from "./sample-result.js";

const tokenBudget = {
  passed: false,
  skipped: false,
  message: "used 1,200 tokens, budget 1,000",
  score: 0.4,
  details: ["step 1: 700 tokens <b>", "step 2: 500 tokens \u001b[31mred"],
};

function withMetric(name: string, metric: unknown): { result: EvalResult; workflow: WorkflowResult } {
  const result = sampleResult();
  const workflow = result.workflows.find((w) => !w.passed)!;
  Object.defineProperty(workflow.metrics, name, { value: metric, enumerable: true, configurable: true, writable: true });
  return { result, workflow };
}

test("a failed metric no reporter knows gives a one-line reason from its name, message and score", () => {
  const { workflow } = withMetric("tokenBudget", tokenBudget);
  expect(workflowFailureReasons(workflow)).toContain("tokenBudget: used 1,200 tokens, budget 1,000 (score 0.40)");
});

test("its detail lines follow its heading, control characters stripped", () => {
  const { workflow } = withMetric("tokenBudget", tokenBudget);
  const lines = workflowFailureDetails(workflow, { textLimit: 200 });
  const at = lines.indexOf("tokenBudget: used 1,200 tokens, budget 1,000 (score 0.40)");
  expect(at).toBeGreaterThan(-1);
  expect(lines.slice(at + 1, at + 3)).toEqual(["  step 1: 700 tokens <b>", "  step 2: 500 tokens red"]);
});

test("Markdown, JUnit and HTML render it, escaped", () => {
  const { result } = withMetric("tokenBudget", tokenBudget);
  const markdown = renderMarkdown(result);
  expect(markdown).toContain("**Token budget**: used 1,200 tokens, budget 1,000 (score 0.40)");
  expect(markdown).toContain("step 1: 700 tokens <b>\nstep 2: 500 tokens red");
  expect(markdown).not.toContain("\u001b");
  expect(renderJunit(result)).toContain("tokenBudget: used 1,200 tokens, budget 1,000 (score 0.40)");
  // The HTML report's workflow details travel as JSON inside the page, shown when a row opens.
  const details = /<script type="application\/json" id="details">(.*?)<\/script>/s.exec(renderHtml(result))?.[1] ?? "[]";
  const trace = (JSON.parse(details) as string[]).join("\n");
  expect(trace).toContain(
    '<td>Token budget (0.40)</td><td><span class="badge fail">failed</span></td><td>used 1,200 tokens, budget 1,000</td>',
  );
  expect(trace).toContain("step 1: 700 tokens &lt;b&gt;");
});

test("a metric named like an Object.prototype member is rendered as a metric, not looked up as a method", () => {
  const { result, workflow } = withMetric("toString", { passed: false, skipped: false, message: "not a method" });
  expect(workflowFailureReasons(workflow)).toContain("toString: not a method");
  expect(renderMarkdown(result)).toContain("**To string**: not a method");
});

test("a value under metrics that is not a metric result is left out, not rendered half", () => {
  const { workflow } = withMetric("broken", { passed: "yes" });
  expect(workflowFailureReasons(workflow).join("\n")).not.toContain("broken");
});

test("the built-in metrics keep their own text", () => {
  const { workflow } = withMetric("tokenBudget", tokenBudget);
  expect(workflowFailureReasons(workflow).slice(0, 3)).toEqual([
    "toolOrder: expected echo at index 1, got get-sum",
    "toolHealth: 1 failing call (get-sum: tool)",
    expect.stringMatching(/^llmJudge: score 0\.40 below 0\.70: The assistant computed/),
  ]);
});

test("a metric not graded beside a real failure says so without a score, in every report; a warning shows under a passed one", () => {
  const notGraded = { passed: false, skipped: false, notGraded: true, message: "not graded: the judge failed: HTTP 500", score: 0 };
  const { result, workflow } = withMetric("llmJudge", { ...notGraded, minScore: 0.7, reasoning: "", model: "openai:gpt-4o" });
  expect(workflowFailureReasons(workflow)).toContain("llmJudge: not graded: the judge failed: HTTP 500");
  expect(workflowFailureDetails(workflow, { textLimit: 200 })).toContain("llmJudge: not graded: the judge failed: HTTP 500");
  const markdown = renderMarkdown(result);
  expect(markdown).toContain("**Judge**: not graded: the judge failed: HTTP 500\n");
  expect(markdown).toContain("| ⚠️ not graded |");
  const passed = result.workflows.find((w) => w.passed)!;
  Object.defineProperty(passed.metrics, "tokenBudget", {
    value: { passed: true, skipped: false, message: "ok", warning: "close to the \u001b[31mlimit" },
    enumerable: true,
  });
  expect(renderMarkdown(result)).toContain(`- ⚠️ ${passed.name} · tokenBudget: close to the limit`);
});

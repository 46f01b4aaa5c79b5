/**
 * The HTML trace marks the first mismatch against expectTools from the metric's generic sequence block (report/
 * knows no metric by name): in exact mode at the call that departed, naming it; otherwise after the last call.
 */
import { renderHtml } from "../../src/report/html/render-html.js";
import type { ExpectedToolCall } from "../../src/config/resolved-config.js";
import { describeToolOrder, scoreToolOrder } from "../../src/scoring/score-tool-order.js";
import type { ToolOrderMetric } from "../../src/scoring/tool-order-metric.js";
import { sampleResult } from "./sample-result.js";

/** The sample's failed workflow (calls get-sum, get-sum) with its order metric scored anew, under `name`. */
function traceWith(mode: ToolOrderMetric["mode"], name = "toolOrder"): string {
  const result = sampleResult();
  const workflow = result.workflows.find((w) => !w.passed)!;
  const expected: ExpectedToolCall[] = [
    { name: "get-sum", argsMatch: "partial" },
    { name: "echo", argsMatch: "partial" },
  ];
  const metric = scoreToolOrder(expected, workflow.toolCalls, mode);
  delete workflow.metrics["toolOrder"];
  workflow.metrics[name] = { ...metric, ...describeToolOrder(metric) };
  // The traces travel as JSON strings in the page (`\"`, `<\/`); the failed workflow's is the second.
  const html = renderHtml(result).replaceAll('\\"', '"').replaceAll("<\\/", "</");
  const timeline = html.indexOf('class="timeline"', html.indexOf('id="trace-1"'));
  return html.slice(timeline, html.indexOf("</ol>", timeline));
}

test("exact mode: the marker stands before the call that departed and names it", () => {
  const trace = traceWith("exact");
  const marker = trace.indexOf("mismatch-mark");
  expect(marker).toBeGreaterThan(trace.indexOf('data-call="0"'));
  expect(marker).toBeLessThan(trace.indexOf('data-call="1"'));
  expect(trace).toContain("expected <code>echo</code>, got <code>get-sum</code>");
});

test("in order: the expected call never came, so the marker follows the last call and names no call", () => {
  const trace = traceWith("in-order");
  expect(trace.indexOf("mismatch-mark")).toBeGreaterThan(trace.indexOf('data-call="1"'));
  expect(trace).toContain("expected <code>echo</code></span>");
});

test("any metric's sequence block marks the trace: the report reads no metric by name", () => {
  expect(traceWith("exact", "orderCheck")).toContain("expected <code>echo</code>, got <code>get-sum</code>");
});

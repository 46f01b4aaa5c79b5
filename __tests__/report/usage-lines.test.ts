/** The token/cost line of the Markdown and console reports, from the result's summary. */
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

const withUsage = () => {
  const result = sampleResult();
  return {
    ...result,
    summary: { ...result.summary, usage: { inputTokens: 12000, outputTokens: 345, totalTokens: 12345 }, costUsd: 0.0021 },
  };
};

test("Markdown: a Tokens line after the facts when the run used a model; none without", () => {
  const lines = renderMarkdown(withUsage()).split("\n");
  expect(lines.slice(3, 6)).toEqual(["", "Tokens: 12,345 tokens (12,000 in / 345 out) · ~$0.0021 est.", ""]);
  expect(renderMarkdown(sampleResult())).not.toContain("Tokens:");
});

test("console: a Tokens line before the verdict; no cost when unknown", () => {
  const stream = captureStream();
  const result = withUsage();
  void createConsoleReporter({ stream, color: false }).onRunEnd!({ ...result, summary: { ...result.summary, costUsd: null } });
  expect(stream.text()).toMatch(/Tokens {2}12,345 tokens \(12,000 in \/ 345 out\)\n\n(PASSED|FAILED)/);
  expect(stream.text()).not.toContain("est.");
});

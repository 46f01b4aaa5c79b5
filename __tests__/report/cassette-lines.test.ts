/** The cassettes line of the Markdown (PR comment, job summary) and console reports, and the failure reason of a cassette. */
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { workflowFailureReasons } from "../../src/report/failure-reasons.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

const model = "openai:gpt-4o-mini";

function withCassettes(): EvalResult {
  const result = sampleResult();
  const [first, ...rest] = result.workflows;
  const diverged = {
    ...first!,
    passed: false,
    error: 'Workflow "x" diverged from its cassette cassettes/x.json: step 1: the result of tool "read" changed since the recording.',
    cassette: {
      status: "diverged" as const,
      file: "cassettes/x.json",
      model,
      divergence: { step: 0, request: 1, kind: "tool-result" as const, tool: "read", recorded: "v1", live: "v2", message: "changed" },
    },
  };
  return {
    ...result,
    workflows: [
      diverged,
      ...rest.map((w) => ({ ...w, cassette: { status: "replayed" as const, file: `cassettes/${w.name}.json`, model } })),
    ],
  };
}

test("Markdown and console count the workflows by cassette status and name the model; nothing without cassettes", () => {
  const result = withCassettes();
  const replayed = result.workflows.length - 1;
  const line = `${replayed > 0 ? `${replayed} replayed, ` : ""}1 diverged (model ${model})`;
  expect(renderMarkdown(result)).toContain(`Cassettes: ${line}`);
  expect(renderMarkdown(sampleResult())).not.toContain("Cassettes:");
  const stream = captureStream();
  void createConsoleReporter({ stream, color: false }).onRunEnd!(result);
  expect(stream.text()).toContain(`Cassettes  ${line}`);
});

test("a diverged workflow's reason says cassette, not a scoring failure", () => {
  expect(workflowFailureReasons(withCassettes().workflows[0]!)[0]).toMatch(/^cassette diverged: Workflow "x" diverged/);
});

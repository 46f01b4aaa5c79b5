/**
 * The host × workflow matrix in every report of a run under `hosts:`, and
 * nothing of it without hosts. Server text in a host or workflow name stays text.
 */
import type { EvalResult } from "../../src/result/eval-result.js";
import type { WorkflowResult } from "../../src/result/workflow-result.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { renderHtml } from "../../src/report/html/render-html.js";
import { renderJunit } from "../../src/report/render-junit.js";
import { hostMatrix } from "../../src/report/host-matrix.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

/** The sample's two workflows, each run under two hosts; the second fails under the second host only. */
function hostedResult(): EvalResult {
  const result = sampleResult();
  const [passed] = result.workflows as [WorkflowResult, WorkflowResult];
  const copy = (host: string, workflow: string, ok: boolean): WorkflowResult => ({
    ...passed,
    name: `${workflow} [${host}]`,
    host,
    workflow,
    passed: ok,
    score: ok ? 1 : 0.5,
  });
  result.workflows = [
    copy("claude-code", "echo roundtrip", true),
    copy("claude-desktop", "echo roundtrip", true),
    copy("claude-code", "ask <details>", true),
    copy("claude-desktop", "ask <details>", false),
  ];
  return result;
}

async function consoleText(result: EvalResult): Promise<string> {
  const stream = captureStream();
  await createConsoleReporter({ stream, color: false }).onRunEnd?.(result);
  return stream.text();
}

test("the matrix: one row per configured workflow, one column per host, in order of appearance", () => {
  expect(hostMatrix(hostedResult().workflows)).toEqual({
    hosts: ["claude-code", "claude-desktop"],
    rows: [
      {
        workflow: "echo roundtrip",
        cells: [
          { passed: true, score: 1, name: "echo roundtrip [claude-code]" },
          { passed: true, score: 1, name: "echo roundtrip [claude-desktop]" },
        ],
      },
      {
        workflow: "ask <details>",
        cells: [
          { passed: true, score: 1, name: "ask <details> [claude-code]" },
          { passed: false, score: 0.5, name: "ask <details> [claude-desktop]" },
        ],
      },
    ],
  });
  expect(hostMatrix(sampleResult().workflows)).toBeNull();
});

test("console, Markdown, HTML and JUnit show the matrix (and the host) only under hosts", async () => {
  const hosted = hostedResult();
  const text = await consoleText(hosted);
  expect(text).toContain("Hosts × workflows");
  expect(text).toMatch(/ask <details> +✓ 1\.00 +✗ 0\.50/);

  const markdown = renderMarkdown(hosted);
  expect(markdown).toContain("### Hosts × workflows");
  expect(markdown).toContain("| Workflow | claude-code | claude-desktop |");
  expect(markdown).toContain("| ask &lt;details&gt; | ✅ 1.00 | ❌ 0.50 |");

  const html = renderHtml(hosted);
  expect(html).toContain('<section id="hosts"><h2>Hosts × workflows</h2>');
  expect(html).toContain('<th scope="row">ask &lt;details&gt;</th>');
  expect(html).not.toContain("<details></th>");

  const junit = renderJunit(hosted);
  expect(junit).toContain('name="ask &lt;details> [claude-desktop]"');
  expect(junit).toContain('<property name="host" value="claude-desktop"/>');

  const plain = sampleResult();
  expect(await consoleText(plain)).not.toContain("Hosts ×");
  expect(renderMarkdown(plain)).not.toContain("Hosts ×");
  expect(renderHtml(plain)).not.toContain('id="hosts"');
  expect(renderJunit(plain)).not.toContain('name="host"');
});

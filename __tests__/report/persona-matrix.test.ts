/**
 * The persona × workflow matrix in every report of a run with simulated
 * users, and nothing of it without them. Persona and workflow names stay text.
 */
import type { EvalResult } from "../../src/result/eval-result.js";
import type { WorkflowResult } from "../../src/result/workflow-result.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { renderHtml } from "../../src/report/html/render-html.js";
import { renderJunit } from "../../src/report/render-junit.js";
import { personaMatrix } from "../../src/report/persona-matrix.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

/** Two conversations, each under two personas; the second hits the turn limit under `confused`. */
function conversations(): EvalResult {
  const result = sampleResult();
  const [passed] = result.workflows as [WorkflowResult, WorkflowResult];
  const cell = (workflow: string, persona: string, ok: boolean): WorkflowResult => ({
    ...passed,
    name: `${workflow} [persona: ${persona}]`,
    persona,
    stopReason: ok ? "user stopped" : "turn limit",
    passed: ok,
    score: ok ? 1 : 0.5,
  });
  result.workflows = [
    cell("book", "terse", true),
    cell("book", "confused", true),
    cell("ask <b>", "terse", true),
    cell("ask <b>", "confused", false),
  ];
  return result;
}

async function consoleText(result: EvalResult): Promise<string> {
  const stream = captureStream();
  await createConsoleReporter({ stream, color: false }).onRunEnd?.(result);
  return stream.text();
}

test("one row per configured workflow, one column per persona; a cell says why the conversation ended when the user did not stop", () => {
  const matrix = personaMatrix(conversations().workflows)!;
  expect(matrix.personas).toEqual(["terse", "confused"]);
  expect(matrix.rows.map((r) => [r.workflow, r.cells.map((c) => [c?.passed, c?.stopReason])])).toEqual([
    [
      "book",
      [
        [true, "user stopped"],
        [true, "user stopped"],
      ],
    ],
    [
      "ask <b>",
      [
        [true, "user stopped"],
        [false, "turn limit"],
      ],
    ],
  ]);
  expect(personaMatrix(sampleResult().workflows)).toBeNull();
});

test("console, Markdown (the PR comment), HTML and JUnit show the matrix only for conversations", async () => {
  const result = conversations();
  const text = await consoleText(result);
  expect(text).toContain("Personas × workflows");
  expect(text).toMatch(/ask <b> +✓ 1\.00 +✗ 0\.50 \(turn limit\)/);

  const markdown = renderMarkdown(result);
  expect(markdown).toContain("### Personas × workflows");
  expect(markdown).toContain("| Workflow | terse | confused |");
  expect(markdown).toContain("| ask &lt;b&gt; | ✅ 1.00 | ❌ 0.50 (turn limit) |");

  const html = renderHtml(result);
  expect(html).toContain('<section id="personas"><h2>Personas × workflows</h2>');
  expect(html).toContain('<th scope="row">ask &lt;b&gt;</th>');

  // One test case per cell, with its persona and stop reason.
  const junit = renderJunit(result);
  expect(junit).toContain('name="ask &lt;b> [persona: confused]"');
  expect(junit).toContain('<property name="persona" value="confused"/>');
  expect(junit).toContain('<property name="stopReason" value="turn limit"/>');

  const plain = sampleResult();
  expect(await consoleText(plain)).not.toContain("Personas ×");
  expect(renderMarkdown(plain)).not.toContain("Personas ×");
  expect(renderHtml(plain)).not.toContain('id="personas"');
  expect(renderJunit(plain)).not.toContain('name="persona"');
});

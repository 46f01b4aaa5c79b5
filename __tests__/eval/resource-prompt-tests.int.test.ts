/**
 * Resources and prompts as tool-health targets, in-process through
 * evaluate() against the real server-everything (v1): passing and failing
 * resource reads and prompt gets, the coverage split, and how the console,
 * Markdown and JUnit reports show them. One run serves every assertion.
 */
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import type { ToolHealthResult } from "../../src/result/tool-health-result.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderJunit } from "../../src/report/render-junit.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const DOC = "demo://resource/static/document/architecture.md";

let result: EvalResult;
let consoleText: string;
const test_ = (name: string): ToolHealthResult => {
  const found = result.toolHealth.find((t) => t.test === name);
  if (!found) throw new Error(`no test result "${name}"`);
  return found;
};

beforeAll(async () => {
  const stream = captureStream();
  result = await evaluate(
    {
      server: { command: "mcp-server-everything" },
      toolHealthSuites: [
        {
          name: "targets",
          tests: [
            { name: "tool", tool: "echo", args: { message: "hi" }, expectedResult: "Echo: hi" },
            { name: "doc", resource: DOC, expectedMimeType: "text/markdown", expectedResult: "Everything Server" },
            {
              name: "template",
              resource: "demo://resource/dynamic/text/{resourceId}",
              args: { resourceId: 5 },
              expectedMimeType: "text/*",
              expectedResult: "Resource 5",
            },
            { name: "prompt", prompt: "args-prompt", args: { city: "Paris", state: "TX" }, expectedResult: "weather in Paris, TX" },
            {
              name: "structured prompt",
              prompt: "args-prompt",
              args: { city: "Oslo" },
              expectedResult: { messages: [{ role: "user", content: { text: "What's weather in Oslo?" } }] },
            },
            {
              name: "missing resource",
              resource: "demo://resource/static/document/missing.md",
              expectedError: "not found",
              allowMissing: true,
            },
            { name: "wrong mime", resource: DOC, expectedMimeType: "application/json" },
            { name: "unknown prompt", prompt: "no-such-prompt", allowMissing: true },
            { name: "missing argument", prompt: "args-prompt", args: { state: "TX" } },
          ],
        },
      ],
    },
    { cwd: REPO_ROOT, env: {}, stateDir: false, reporters: [createConsoleReporter({ stream, color: false })] },
  );
  consoleText = stream.text();
});

test("the result is a valid result object; each test says what it called", () => {
  expect(EvalResultSchema.parse(result)).toEqual(result);
  expect(test_("tool")).toMatchObject({ passed: true, tool: "echo" });
  expect(test_("tool").target).toBeUndefined();
  expect(test_("doc")).toMatchObject({
    passed: true,
    tool: `resource:${DOC}`,
    target: { kind: "resource", uri: DOC, uriTemplate: null, mimeTypes: ["text/markdown"] },
  });
  expect(test_("template")).toMatchObject({
    passed: true,
    tool: "resource:demo://resource/dynamic/text/5",
    target: { kind: "resource", uriTemplate: "demo://resource/dynamic/text/{resourceId}", mimeTypes: ["text/plain"] },
  });
  expect(test_("prompt")).toMatchObject({ passed: true, tool: "prompt:args-prompt", target: { kind: "prompt", name: "args-prompt" } });
  expect(test_("structured prompt").passed).toBe(true);
});

test("failures are data: a missing resource matches expectedError; a wrong MIME type, an unknown prompt and a missing argument fail with reasons", () => {
  expect(test_("missing resource")).toMatchObject({ passed: true, error: null });
  expect(test_("wrong mime")).toMatchObject({ passed: false, error: "expected MIME type application/json, got text/markdown" });
  // The server's own error, plus what it does offer (to spot a typo).
  expect(test_("unknown prompt").passed).toBe(false);
  expect(test_("unknown prompt").error).toMatch(
    /^protocol: .*Prompt no-such-prompt not found.*offers prompts: simple-prompt, args-prompt, completable-prompt, resource-prompt/,
  );
  expect(test_("missing argument").passed).toBe(false);
  expect(test_("missing argument").error).toMatch(/city/);
  expect(result.summary.toolHealth).toEqual({ total: 9, passed: 6 });
});

test("reads and gets are per-target stats keyed resource:<uri> / prompt:<name>", () => {
  const keys = result.tools.map((t) => t.tool);
  expect(keys).toEqual(
    expect.arrayContaining([
      "echo",
      `resource:${DOC}`,
      "resource:demo://resource/dynamic/text/5",
      "prompt:args-prompt",
      "prompt:no-such-prompt",
    ]),
  );
  expect(result.tools.find((t) => t.tool === "prompt:args-prompt")).toMatchObject({ calls: 3, successes: 2, failures: 1 });
});

test("coverage counts tools, resources (templates included) and prompts apart", () => {
  expect(result.coverage).toMatchObject({ exercised: 1, total: 13 });
  // 7 static documents + 2 templates; the doc and the text template were read.
  expect(result.coverage.resources).toMatchObject({ exercised: 2, total: 9 });
  expect(result.coverage.resources!.unexercised).toContain("demo://resource/dynamic/blob/{resourceId}");
  expect(result.coverage.resources!.unexercised).not.toContain(DOC);
  // args-prompt only: the unknown prompt is no offered prompt.
  expect(result.coverage.prompts).toEqual({
    exercised: 1,
    total: 4,
    ratio: 0.25,
    unexercised: ["completable-prompt", "resource-prompt", "simple-prompt"],
  });
});

test("console, Markdown and JUnit show the targets and the coverage split", () => {
  expect(consoleText).toContain(`✓ targets › doc (resource:${DOC})`);
  expect(consoleText).toContain("✓ targets › prompt (prompt:args-prompt)");
  expect(consoleText).toMatch(/Coverage {2}1\/13 tools \(8%\)/);
  expect(consoleText).toMatch(/^ {2}resources 2\/9 \(22%\) {2}unexercised: /m);
  expect(consoleText).toMatch(/^ {2}prompts 1\/4 \(25%\) {2}unexercised: completable-prompt, resource-prompt, simple-prompt$/m);
  expect(consoleText).toContain(`resource: ${DOC}, MIME text/markdown`);

  const markdown = renderMarkdown(result);
  expect(markdown).toContain("**1/13** tools exercised (8%).");
  expect(markdown).toContain("**2/9** resources exercised (22%).");
  expect(markdown).toContain("**1/4** prompts exercised (25%).");

  const junit = renderJunit(result);
  expect(junit).toContain('<property name="coverage.tools" value="1/13"/>');
  expect(junit).toContain('<property name="coverage.resources" value="2/9"/>');
  expect(junit).toContain('<property name="coverage.prompts" value="1/4"/>');
});

/**
 * Reporters show each verifier's verdict and the pass@k line of repeated
 * workflows; they read them from the result and never recompute them.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderJunit } from "../../src/report/render-junit.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

function verifiedResult(): EvalResult {
  const result = sampleResult();
  const [passed, failed] = result.workflows;
  passed!.verifiers = [{ name: "one todo done", type: "sql", passed: true, expected: "1", actual: "1", message: "", durationMs: 3 }];
  passed!.repeats = { k: 4, passes: 3, pass1: 0.75, passAtK: true, passHatK: false, minPass: 3, passed: true };
  passed!.attempts = [1, 2, 3, 4].map((attempt) => ({
    attempt,
    passed: attempt !== 2,
    score: attempt !== 2 ? 1 : 0,
    error: null,
    durationMs: 10,
    databaseId: `mcpvals_0000000${attempt}`,
    verifiers: [],
    toolCalls: 1,
  }));
  failed!.verifiers = [
    {
      name: "graph has Ada",
      type: "mcp",
      passed: false,
      expected: '$.entities[0].name = "Ada"',
      actual: "nothing at $.entities[0]",
      message: "tool read_graph: nothing at $.entities[0]",
      durationMs: 5,
    },
  ];
  return EvalResultSchema.parse(result);
}

test("console: verifier lines and pass@k under the workflow, failed verifiers in the failures", () => {
  const stream = captureStream();
  createConsoleReporter({ stream, color: false }).onRunEnd!(verifiedResult());
  const text = stream.text();
  expect(text).toContain("      pass@1 0.75 · pass@4 ✓ · pass^4 ✗ · 3/4 passed, minPass 3");
  expect(text).toContain("      ✓ one todo done");
  expect(text).toContain("      ✗ graph has Ada: tool read_graph: nothing at $.entities[0]");
  expect(text).toMatch(
    /verify: 1 of 1 checks failed\n\s+✗ graph has Ada: .*\n\s+expected: \$\.entities\[0\]\.name = "Ada"\n\s+actual:   nothing at \$\.entities\[0\]/,
  );
});

test("Markdown: a Verifiers table, a Repeats table and the failed verifier in the details", () => {
  const markdown = renderMarkdown(verifiedResult());
  expect(markdown).toContain("### Verifiers");
  expect(markdown).toContain("| echo roundtrip | one todo done | sql | ✅ passed | 1 | 1 |");
  // Markdown-escaped: `_` and `[` would otherwise format.
  expect(markdown).toContain("| sum then echo | graph has Ada | mcp | ❌ tool read\\_graph: nothing at $.entities\\[0\\] |");
  expect(markdown).toContain("### Repeats");
  expect(markdown).toContain("| echo roundtrip | 3/4 | 0.75 | ✅ | ❌ | 3 | ✅ passed |");
  expect(markdown).toContain("**Verifiers**: 1 of 1 checks failed");
  // Results without verification render as before.
  expect(renderMarkdown(sampleResult())).not.toContain("### Verifiers");
});

test("JUnit: pass@k and verifier verdicts as testcase properties; failures carry the verifier details", () => {
  const xml = renderJunit(verifiedResult());
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["testcase", "property", "testsuite"].includes(name) }).parse(
    xml,
  );
  const cases = doc.testsuites.testsuite[0].testcase;
  const props = (c: { properties?: { property: Array<Record<string, string>> } }) =>
    Object.fromEntries((c.properties?.property ?? []).map((p) => [p["@_name"], p["@_value"]]));
  expect(props(cases[0])).toEqual({
    "pass@1": "0.75",
    "pass@4": "true",
    "pass^4": "false",
    minPass: "3",
    "verify: one todo done": "passed",
  });
  expect(cases[0]["system-out"]).toContain("✓ one todo done");
  expect(props(cases[1])).toEqual({ "verify: graph has Ada": "failed" });
  expect(cases[1].failure["@_message"]).toContain("verify: graph has Ada: tool read_graph: nothing at $.entities[0]");
});

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createMarkdownReporter, renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { largeResult, redescribe, reverdict, sampleResult } from "./sample-result.js";
import { useTempDir } from "../helpers/temp-dir.js";

const tempDir = useTempDir().dir;

/** The lines of the `<details>` block whose summary mentions `name`. */
function detailsFor(markdown: string, name: string): string {
  const start = markdown.indexOf(`<summary>❌ <b>${name}</b>`);
  expect(start).toBeGreaterThan(-1);
  return markdown.slice(start, markdown.indexOf("</details>", start));
}

describe("renderMarkdown", () => {
  const markdown = renderMarkdown(sampleResult());

  it("starts with the verdict and the score against the threshold", () => {
    expect(markdown.split("\n").slice(0, 3)).toEqual([
      "## ❌ mcpvals failed: score 0.58 (threshold 0.80)",
      "",
      "1/2 workflows · 1/2 tool tests · model `openai:gpt-4o-mini` · judge `openai:gpt-4o-mini` · 4.2s",
    ]);
    expect(renderMarkdown(reverdict({ ...sampleResult(), passed: true }), { title: "Nightly" })).toMatch(
      /^## ✅ Nightly passed: score 0\.58/,
    );
  });

  it("has a workflows table with a verdict per metric", () => {
    expect(markdown).toContain(
      [
        "| Workflow | Result | Score | End-to-end | Tool order | Tool health | Judge | Duration |",
        "| --- | --- | ---: | :---: | :---: | :---: | :---: | ---: |",
        "| echo roundtrip | ✅ passed | 1.00 | ✅ | ✅ | ✅ | — | 1.2s |",
        "| sum then echo | ❌ failed | 0.25 | — | ❌ | ❌ | ❌ | 3.5s |",
      ].join("\n"),
    );
  });

  it("explains each failed workflow in a <details> block", () => {
    const details = detailsFor(markdown, "sum then echo");
    expect(details).toContain(
      ": toolOrder: expected echo at index 1, got get-sum; toolHealth: 1 failing call (get-sum: tool); llmJudge: score 0.40 below 0.70: The assistant computed the sum but never echoed it back. It retried get-sum with a string argument.</summary>",
    );
    expect(details).toContain("**Tool order**: expected `echo` at index 1, got `get-sum` (in-order)");
    expect(details).toContain("```text\nexpected: get-sum → [echo]\nactual:   get-sum → [get-sum]\n```");
    // Tool error text is escaped for the table: pipe, backticks and `<`.
    expect(details).toContain("| get-sum | tool | Expected number \\| got \\`string\\` &lt;NaN&gt; |");
    expect(details).toContain("**Judge**: score 0.40 (min 0.70, model `openai:gpt-4o-mini`)");
    expect(details).toContain(
      "```text\nThe assistant computed the sum but never echoed it back.\nIt retried get-sum with a string argument.\n```",
    );
    expect(markdown).not.toContain("<b>echo roundtrip</b>");
  });

  it("has tool health, servers, per-tool stats and coverage", () => {
    expect(markdown).toContain("| math | adds two numbers | get-sum | ✅ passed | 1 | 18ms |  |");
    expect(markdown).toContain(
      '| math | rejects strings | get-sum | ❌ failed | 2 | 41ms | expected an error matching "invalid", got a result |',
    );
    expect(markdown).toContain("| everything | stdio | 2026-07-28 | example-servers/everything@1.0.0 | 4 | `3f2a9c1b5e7d` | ✅ |");
    expect(markdown).toContain("| everything | get-sum | 4 | 3 | 1 | 29 | 41 |");
    expect(markdown).toContain("**2/4** tools exercised (50%).\n\nNot exercised: `long-running-operation`, `sample_llm`.");
  });

  it("escapes user text in tables and summaries, and fences long text safely", () => {
    const result = sampleResult();
    result.workflows[1]!.name = "a|b `c` <img src=x>";
    result.workflows[1]!.metrics.llmJudge!.reasoning = "Use ```js\ncode\n``` blocks";
    redescribe(result.workflows[1]!);
    const out = renderMarkdown(result);
    expect(out).toContain("| a\\|b \\`c\\` &lt;img src=x&gt; | ❌ failed |");
    expect(out).toContain("<summary>❌ <b>a|b `c` &lt;img src=x&gt;</b>:");
    expect(out).not.toContain("<img");
    // The fence is longer than the longest backtick run inside, so the text cannot close it.
    expect(out).toContain("````text\nUse ```js\ncode\n``` blocks\n````");
  });

  it("shows an infrastructure error and end-to-end expected vs actual", () => {
    const result = sampleResult();
    const workflow = result.workflows[1]!;
    workflow.error = "server exited\nwith code 1";
    workflow.metrics.endToEnd = {
      passed: false,
      skipped: false,
      message: "final message does not match",
      checks: [{ scope: "workflow", expected: "The sum is 5", actual: "I could not echo it.", passed: false }],
    };
    redescribe(workflow);
    const details = detailsFor(renderMarkdown(result), "sum then echo");
    expect(details).toContain("**Error**\n\n```text\nserver exited\nwith code 1\n```");
    expect(details).toContain(
      "**End-to-end**: final message does not match\n\n```text\nexpected (workflow):\nThe sum is 5\n\nactual:\nI could not echo it.\n```",
    );
    expect(renderMarkdown(result)).toContain("| sum then echo | ❌ error | 0.25 | ❌ | ❌ | ❌ | ❌ | 3.5s |");
  });

  it("is not trimmed when it fits", () => {
    expect(renderMarkdown(sampleResult(), { maxLength: markdown.length })).toBe(markdown);
  });

  it("drops per-tool stats first when slightly too long", () => {
    const trimmed = renderMarkdown(sampleResult(), { maxLength: markdown.length - 1 });
    expect(trimmed.length).toBeLessThanOrEqual(markdown.length - 1);
    expect(trimmed).toContain("> ✂️ Report trimmed to fit");
    expect(trimmed).toContain("per-tool stats omitted");
    expect(trimmed).not.toContain("### Tools");
    expect(trimmed).toContain("<summary>❌ <b>sum then echo</b>");
  });

  it("fits a 5,000-workflow result into a GitHub comment and says it trimmed", () => {
    const result = largeResult(5000);
    expect(renderMarkdown(result).length).toBeGreaterThan(65_536);
    const trimmed = renderMarkdown(result, { maxLength: 65_536 });
    expect(trimmed.length).toBeLessThanOrEqual(65_536);
    expect(trimmed).toContain("Report trimmed to fit 65,536 characters");
    expect(trimmed).toContain("passed workflows and tool tests not listed");
    expect(trimmed).toContain("_2500 passed workflows not listed._");
    // Failures still come first: some rows and at least one explanation survive.
    expect(trimmed).toContain("| sum then echo #1 | ❌ failed |");
    expect(trimmed).not.toContain("| echo roundtrip #0 |");
    expect(trimmed).toContain("<details>");
    expect(trimmed.trimEnd().endsWith("`sample_llm`.")).toBe(true);
  });

  it("stays under even a tiny limit", () => {
    for (const maxLength of [1, 20, 100, 400]) {
      expect(renderMarkdown(largeResult(50), { maxLength }).length).toBeLessThanOrEqual(maxLength);
    }
  });

  it("rejects a maxLength that is not a positive integer", () => {
    expect(() => renderMarkdown(sampleResult(), { maxLength: 0 })).toThrow(/positive integer/);
    expect(() => renderMarkdown(sampleResult(), { maxLength: Number.NaN })).toThrow(/positive integer/);
  });
});

describe("createMarkdownReporter", () => {
  it("writes the report to a file, creating its directory", async () => {
    const path = join(tempDir(), "md", "summary.md");
    await createMarkdownReporter({ path, title: "PR check" }).onRunEnd?.(sampleResult());
    expect(await readFile(path, "utf8")).toBe(renderMarkdown(sampleResult(), { title: "PR check" }));
  });

  it("requires a path", () => {
    expect(() => createMarkdownReporter({ path: "" })).toThrow(/needs a file path/);
  });
});

test("a run whose workflows were skipped says so in the headline, not 0/0 workflows", () => {
  const result = { ...sampleResult(), workflows: [], summary: { ...sampleResult().summary, workflows: { total: 0, passed: 0 } } };
  const skipped = [
    { kind: "workflow" as const, name: "a", reason: "OPENAI_API_KEY is not set" },
    { kind: "workflow" as const, name: "b", reason: "OPENAI_API_KEY is not set" },
  ];
  expect(renderMarkdown({ ...result, skipped })).toContain("0/0 workflows (2 skipped) · ");
  expect(renderMarkdown(result)).toContain("0/0 workflows · ");
});

/**
 * How the reporters and the action's gate present the tool-retrieval metric
 * and the retrieval-limited agent: the reasons a run failed, the PR comment
 * within GitHub's size limit, and text from servers kept from breaking
 * Markdown.
 */
import type { EvalResult } from "../../src/result/eval-result.js";
import type { RetrievalResult } from "../../src/result/retrieval-result.js";
import { gate } from "../../src/github/gate.js";
import { COMMENT_LIMIT, renderActionReport } from "../../src/github/comment-body.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderJunit } from "../../src/report/render-junit.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { renderHtml } from "../../src/report/html/render-html.js";
import { scoreRetrieval } from "../../src/scoring/score-retrieval.js";
import { captureStream } from "../helpers/capture-stream.js";
import { largeResult, reverdict, sampleResult } from "./sample-result.js";

/** `misses` steps whose expected tool ranked 9th, after one that ranked first; gate 0.9. */
function retrieval(misses: number, minRecallAtK: number | null = 0.9): RetrievalResult {
  const steps = [
    { step: 0, user: "echo it", expected: [{ server: "everything", tool: "echo", rank: 1 }], top: ["everything/echo"] },
    ...Array.from({ length: misses }, (_, i) => ({
      step: i + 1,
      user: `question ${i}`,
      expected: [{ server: "everything", tool: `tool|${i}`, rank: 9 }],
      top: ["everything/get_<b>sum</b>", "everything/echo"],
    })),
  ];
  return scoreRetrieval({ workflows: [{ name: "w|1", steps }], k: 5, mode: "hybrid", minRecallAtK });
}

function failedByRetrieval(): EvalResult {
  return reverdict({ ...sampleResult(), score: 0.9, threshold: 0.8, passed: false, retrieval: retrieval(1) });
}

test("a run failed by the retrieval gate alone says so, and the action's gate gives that reason", () => {
  const result = failedByRetrieval();
  expect(result.verdict.reasons).toEqual(["tool retrieval Recall@5 0.50 is below minRecallAtK 0.90"]);
  expect(gate({ shard: undefined }, result).failure).toBe("mcpvals tool retrieval Recall@5 0.50 is below minRecallAtK 0.90");
  const both = reverdict({ ...result, score: 0.5 });
  expect(gate({ shard: undefined }, both).failure).toBe(
    "mcpvals score 0.50 is below the threshold 0.80; mcpvals tool retrieval Recall@5 0.50 is below minRecallAtK 0.90",
  );
  expect(gate({ shard: { index: 1, total: 2 } }, result).notice).toBe(
    "mcpvals: shard 1/2 scored 0.90; the merge job applies the threshold and the tool-retrieval gate.",
  );
  // A failed result always carries a reason, even one no rule here explains.
  expect(reverdict({ ...sampleResult(), passed: false, score: 0.9, threshold: 0.8, retrieval: null }).verdict.reasons).toEqual([
    "the run did not pass (score 0.90, threshold 0.80)",
  ]);
});

test("Markdown: the verdict's reason, a compact table, misses with what ranked first, server text escaped", () => {
  const md = renderMarkdown(failedByRetrieval());
  expect(md).toContain("❌ Tool retrieval `Recall@5` 0.50 is below `minRecallAtK` 0.90.");
  expect(md).toContain("Recall@5 0.50 · MRR 0.56 · hybrid · 2 expected tools · gate ≥ 0.90 ❌");
  expect(md).toContain("| w\\|1 | 0.50 | 0.56 | 2 |");
  // One server: tool names without it.
  expect(md).toContain("| w\\|1 | 2 | tool\\|0 | 9 | get\\_&lt;b&gt;sum&lt;/b&gt; |");
  expect(md.slice(md.indexOf("### Tool retrieval"))).not.toContain("<b>");
});

test("the PR comment keeps the retrieval section within GitHub's limit, even with thousands of misses", () => {
  const result = { ...largeResult(300), retrieval: retrieval(3000) };
  const body = renderActionReport(result, { maxLength: COMMENT_LIMIT, marker: "<!-- m -->" });
  expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
  expect(body).toContain("### Tool retrieval");
  expect(body).toMatch(/\n_\d+ more expected tools not listed\._\n/);
});

test("JUnit: a 'tool retrieval' case that fails with the gate and passes without it", () => {
  const failed = renderJunit(failedByRetrieval());
  expect(failed).toMatch(/<testsuite name="tool retrieval"[^>]*failures="1"/);
  expect(failed).toContain('<failure message="tool retrieval Recall@5 0.50 is below minRecallAtK 0.90"');
  const passed = renderJunit({ ...sampleResult(), retrieval: retrieval(1, null) });
  expect(passed).toMatch(/<testsuite name="tool retrieval"[^>]*failures="0"/);
  expect(passed).toContain("w|1 › step 2: tool|0 ranked 9 (first: get_<b>sum</b>)");
  expect(renderJunit(sampleResult())).not.toContain("tool retrieval");
});

test("console: the block lists misses (capped) and a fallback note; tool selection under its workflow", () => {
  const stream = captureStream();
  const result = {
    ...failedByRetrieval(),
    retrieval: { ...retrieval(12), error: "semantic ranking failed: \u001b[31mboom\u001b[0m; ranked lexically instead" },
  };
  result.workflows[0] = {
    ...result.workflows[0]!,
    toolSelection: {
      mode: "retrieve",
      topK: 3,
      totalTools: 13,
      steps: [{ step: 0, offered: ["echo", "get-sum", "get-env"] }],
      toolPromptTokens: { selected: 1210, all: 9800 },
    },
  };
  createConsoleReporter({ stream, color: false }).onRunEnd!(result);
  const text = stream.text();
  expect(text).toContain(
    "Tool retrieval  Recall@5 0.08 · MRR 0.18 · hybrid · 13 expected tools  gate ≥ 0.90 ✗\n  semantic ranking failed: boom; ranked lexically instead\n  outside the top 5:\n",
  );
  expect(text).toContain("    w|1 › step 2: tool|0 ranked 9  (first: get_<b>sum</b>)\n");
  expect(text).toContain("    … 2 more\n");
  expect(text).toContain("      tools: top 3 of 13 tools per message · tool definitions ~1,210 prompt tokens vs ~9,800 with all tools\n");
  expect(text).toContain("  tool retrieval Recall@5 0.08 is below minRecallAtK 0.90\n");
});

test("discover mode: console, Markdown and HTML show the discovery calls, the expected tool's rank and the tokens", () => {
  const result = sampleResult();
  result.workflows[0] = {
    ...result.workflows[0]!,
    toolSelection: {
      mode: "discover",
      topK: 5,
      totalTools: 13,
      steps: [
        {
          step: 0,
          offered: ["search_tools", "get_tool_schema", "call_tool"],
          discovery: {
            calls: { search_tools: 2, get_tool_schema: 1, call_tool: 1 },
            queries: ["add numbers", "sum of <b>two</b>"],
            expected: [
              { tool: "get-sum", found: true, rank: 2 },
              { tool: "echo", found: false, rank: null },
            ],
          },
        },
      ],
      toolPromptTokens: { selected: 700, all: 3700 },
    },
  };
  const stream = captureStream();
  createConsoleReporter({ stream, color: false }).onRunEnd!(result);
  expect(stream.text()).toContain(
    "tools: discover: 4 discovery calls (2 search, 1 schema, 1 call) · get-sum found at rank 2 · echo not found by any search · tool definitions ~700 prompt tokens vs ~3,700 with all 13 tools\n",
  );
  expect(renderMarkdown(result)).toContain(
    "discovery: 4 discovery calls (2 search, 1 schema, 1 call) · get-sum found at rank 2 · echo not found by any search",
  );
  const html = renderHtml(result);
  expect(html).toContain("Tool discovery (search_tools, get_tool_schema, call_tool)");
  // (The trace HTML sits in a JSON script block, where "</" is written "<\\/".)
  expect(html).toContain("<code>sum of &lt;b&gt;two&lt;/b&gt;<\\/code>");
});

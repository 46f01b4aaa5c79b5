import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { COMMENT_LIMIT, commentMarker, renderActionReport } from "../../src/github/comment-body.js";
import { largeResult, sampleResult } from "../report/sample-result.js";

/** A result as the state folder fills it: tool changes against a baseline and per-tool trends. */
function withState(): EvalResult {
  const result = sampleResult();
  result.toolChanges = {
    baselineAt: "2026-11-01T10:00:00.000Z",
    unchanged: 11,
    breaking: true,
    entries: [
      { server: "default", tool: "notes_add", status: "added", breaking: false, changes: [] },
      {
        server: "default",
        tool: "get-sum",
        status: "changed",
        breaking: true,
        changes: [
          { kind: "parameter-required", parameter: "b", message: "parameter `b` became required", breaking: true },
          { kind: "description-changed", parameter: null, message: "description changed", breaking: false },
        ],
      },
      { server: "default", tool: "old|tool", status: "removed", breaking: true, changes: [] },
    ],
  };
  result.tools[0]!.trend = { runs: 5, successRate: 1, p95LatencyMs: 10, successRateDelta: 0, p95LatencyDeltaMs: 2, flags: [] };
  result.tools[1]!.trend = {
    runs: 5,
    successRate: 0.98,
    p95LatencyMs: 20,
    successRateDelta: -0.23,
    p95LatencyDeltaMs: 21,
    flags: ["slower", "less-reliable"],
  };
  return EvalResultSchema.parse(result);
}

test("the comment starts with the hidden marker and links the run", () => {
  const body = renderActionReport(sampleResult(), {
    maxLength: COMMENT_LIMIT,
    marker: commentMarker("examples/x/mcpvals.config.yaml"),
    runUrl: "https://github.example/o/r/actions/runs/9",
  });
  expect(body.startsWith("<!-- mcpvals:comment:examples/x/mcpvals.config.yaml -->\n## ❌ mcpvals failed: score")).toBe(true);
  expect(body).toContain("[Full report in the job summary](https://github.example/o/r/actions/runs/9)");
});

test("a config id cannot end the marker's HTML comment early", () => {
  expect(commentMarker("a -- b-->c")).toBe("<!-- mcpvals:comment:a_-_b-_c -->");
  expect(commentMarker("")).toBe("<!-- mcpvals:comment:default -->");
});

test("the comment carries the report's tool changes (breaking first) and flagged trends", () => {
  const body = renderActionReport(withState(), { maxLength: COMMENT_LIMIT });
  const section = body.slice(body.indexOf("### Tool changes"));
  expect(section).toContain("⚠️ **Breaking changes** against the baseline.");
  const entries = section.split("\n").filter((l) => /^- [➕➖✏️]/u.test(l));
  expect(entries.map((l) => /`([^`]+)`/.exec(l)?.[1])).toEqual(["get-sum", "old|tool", "notes_add"]);
  expect(section).toContain("  - **breaking:** parameter `b` became required");
  expect(section).toContain("_11 tools unchanged since 2026-11-01T10:00:00.000Z._");
  // get-sum is flagged; echo has a trend but no flag, so it is not listed.
  const trends = section.split("\n").find((l) => l.startsWith("Trends against the stored history:")) ?? "";
  expect(trends).toContain("`get-sum`");
  expect(trends).not.toContain("`echo`");
  expect(body.match(/### Tool changes/g)).toHaveLength(1);
});

test("no state, no sections", () => {
  const body = renderActionReport(sampleResult(), { maxLength: COMMENT_LIMIT });
  expect(body).not.toContain("Tool changes");
  expect(body).not.toContain("Trends against the stored history");
});

test("skipped workflows are said out loud", () => {
  const result = {
    ...sampleResult(),
    skipped: [{ kind: "workflow" as const, name: "needs llm", reason: "the LLM API key is absent (OPENAI_API_KEY)" }],
  };
  expect(renderActionReport(result, { maxLength: COMMENT_LIMIT })).toContain(
    "> 1 workflow skipped: the LLM API key is absent (OPENAI\\_API\\_KEY). The score covers only what ran.",
  );
});

test("a huge result stays under GitHub's comment limit, marker and link included", () => {
  const result = { ...largeResult(3000), toolChanges: withState().toolChanges };
  const marker = commentMarker("c");
  const body = renderActionReport(result, { maxLength: COMMENT_LIMIT, marker, runUrl: "https://x/runs/1" });
  expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
  expect(body.startsWith(marker)).toBe(true);
  expect(body).toContain("Report trimmed");
  expect(body).toContain("Tool changes");
  expect(body.endsWith("[Full report in the job summary](https://x/runs/1)\n")).toBe(true);
});

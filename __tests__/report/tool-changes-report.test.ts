/** The tool change list and trend flags as the console and Markdown reporters show them (formatting only). */
import type { EvalResult } from "../../src/result/eval-result.js";
import type { ToolChanges } from "../../src/result/tool-changes.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

const changes: ToolChanges = {
  baselineAt: "2026-03-01T10:00:00.000Z",
  unchanged: 3,
  breaking: true,
  entries: [
    {
      server: "default",
      tool: "echo",
      status: "changed",
      breaking: true,
      changes: [
        { kind: "description-changed", parameter: null, message: "description changed", breaking: false },
        { kind: "parameter-required", parameter: "loud", message: "parameter `loud` became required", breaking: true },
      ],
    },
    { server: "default", tool: "shout", status: "added", breaking: false, changes: [] },
    { server: "default", tool: "slow|pipe", status: "removed", breaking: true, changes: [] },
  ],
};

function withState(): EvalResult {
  const result = sampleResult();
  result.toolChanges = changes;
  result.tools = result.tools.map((t, i) => ({
    ...t,
    trend:
      i === 0
        ? { runs: 3, successRate: 1, p95LatencyMs: 10, successRateDelta: -0.5, p95LatencyDeltaMs: 40.2, flags: ["slower", "less-reliable"] }
        : { runs: 0, successRate: null, p95LatencyMs: null, successRateDelta: null, p95LatencyDeltaMs: null, flags: ["new"] },
  }));
  return result;
}

async function consoleText(result: EvalResult): Promise<string> {
  const stream = captureStream({});
  const reporter = createConsoleReporter({ stream, color: false });
  reporter.onWarning?.("State file x/metrics.json is not valid JSON; it is rebuilt.");
  await reporter.onRunEnd?.(result);
  return stream.text();
}

describe("tool changes and trends in reports", () => {
  test("console: a Tool changes block, a trend column and warnings", async () => {
    const text = await consoleText(withState());
    expect(text).toContain("warning: State file x/metrics.json is not valid JSON; it is rebuilt.");
    expect(text).toContain(
      [
        "Tool changes  since 2026-03-01T10:00:00.000Z  BREAKING",
        "  ~ echo  changed  breaking",
        "        description changed",
        "      ! parameter `loud` became required",
        "  + shout  added",
        "  - slow|pipe  removed  breaking",
        "  3 unchanged",
      ].join("\n"),
    );
    expect(text).toMatch(/p95 ms\s+trend\n/);
    expect(text).toMatch(/slower \+40 ms, less-reliable -50%/);
    expect(text).toMatch(/\bnew\n/);
  });

  test("console: without state, no block and no trend column", async () => {
    const text = await consoleText(sampleResult());
    expect(text).not.toContain("Tool changes");
    expect(text).not.toMatch(/trend/);
  });

  test("markdown: a Tool changes section with breaking marks, escaped names and flagged trends", () => {
    const md = renderMarkdown(withState());
    const section = md.slice(md.indexOf("### Tool changes"));
    expect(section).toContain("⚠️ **Breaking changes** against the baseline.");
    expect(section).toContain(
      "- ✏️ `echo` changed — **breaking**\n  - description changed\n  - **breaking:** parameter `loud` became required",
    );
    expect(section).toContain("- ➕ `shout` added");
    expect(section).toContain("- ➖ `slow|pipe` removed — **breaking**");
    expect(section).toContain("_3 tools unchanged since 2026-03-01T10:00:00.000Z._");
    expect(section).toMatch(/Trends against the stored history: `[^`]+` slower \+40 ms, less-reliable -50%\./);
  });

  test("markdown: no section without a baseline; a quiet line when nothing changed", () => {
    const first = sampleResult();
    first.toolChanges = { baselineAt: null, entries: [], unchanged: 0, breaking: false };
    expect(renderMarkdown(first)).not.toContain("Tool changes");
    const quiet = sampleResult();
    quiet.toolChanges = { baselineAt: "2026-03-01T10:00:00.000Z", entries: [], unchanged: 4, breaking: false };
    expect(renderMarkdown(quiet)).toContain("No tool changes since 2026-03-01T10:00:00.000Z (4 tools unchanged).");
  });
});

/**
 * The HTML report as text: hostile strings stay text, the lazy details block
 * parses back, long texts are cut with a note, optional fields other versions
 * add are shown when present, and the reporter writes through the registry.
 * (The page in a browser: __tests__/e2e/html-report.test.ts.)
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { UsageError } from "../../src/errors.js";
import { createReporter } from "../../src/report/create-reporter.js";
import { renderHtml } from "../../src/report/html/render-html.js";
import { scriptJson } from "../../src/report/html/html-escape.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { tempDir } from "../helpers/run-mcpvals.js";
import { sampleResult } from "./sample-result.js";

const HOSTILE = `</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)>`;

/** The details block's array, as the page's script reads it. */
function details(html: string): string[] {
  const match = /<script type="application\/json" id="details">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as string[];
}

test("text from servers and models stays text: only the page's own two scripts exist", () => {
  const result = sampleResult();
  const workflow = result.workflows[1]!;
  workflow.name = HOSTILE;
  workflow.toolCalls[0]!.resultText = HOSTILE;
  workflow.messages[0]!.user = HOSTILE;
  const html = renderHtml(result);
  expect(html.match(/<script/gi)).toHaveLength(2);
  expect(html).not.toContain("<img src=x");
  expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)");
  const parsed = details(html);
  expect(parsed).toHaveLength(result.workflows.length + result.toolHealth.length);
  expect(parsed[1]).toContain("&lt;img src=x onerror=alert(2)&gt;");
  expect(parsed[1]).not.toContain("<img");
});

test("the details block escapes only what could end it, and parses back to the same strings", () => {
  const value = ["a</script>b", "<!-- c -->", "line\u2028sep", "\\</x>"];
  const text = scriptJson(value);
  expect(text).not.toMatch(/<\/|<!--/);
  expect(JSON.parse(text)).toEqual(value);
});

test("a long tool result is cut with a note; the first mismatch is marked in the failed workflow's trace", () => {
  const result = sampleResult();
  const failed = result.workflows.findIndex((w) => !w.passed);
  result.workflows[failed]!.toolCalls[0]!.resultText = "x".repeat(10_000);
  const trace = details(renderHtml(result))[failed]!;
  expect(trace).toContain("6,000 more characters truncated; the JSON report has the full text.");
  expect(trace).toContain("⚑ First mismatch");
});

test("trends: a note without history; a point per earlier run plus this one with it", () => {
  const plain = renderHtml(sampleResult());
  expect(plain).toContain("No earlier runs in the state folder");
  const result: EvalResult = {
    ...sampleResult(),
    history: {
      runs: [0.5, 0.75, 1].map((score, i) => ({ at: `2026-11-0${i + 1}T10:00:00.000Z`, score, passed: score >= 0.8 })),
      tools: [{ server: "everything", tool: "echo", runs: [{ at: "2026-11-01T10:00:00.000Z", p95LatencyMs: 40 }] }],
    },
  };
  const html = renderHtml(result);
  const scoreChart = /<svg class="chart"[\s\S]*?<\/svg>/.exec(html.slice(html.indexOf('id="trends"')))![0];
  expect(scoreChart.match(/<circle/g)).toHaveLength(4);
  expect(html).toContain('class="ref"');
});

test("fields of other versions are shown when present: protocol revision, server requests, images", () => {
  const result = sampleResult();
  Object.assign(result.servers[0]!, { protocolVersion: "2026-07-28" });
  const workflow = result.workflows[0]!;
  Object.assign(workflow, { serverRequests: [{ step: 0, method: "elicitation/create", params: { message: "Which city?" } }] });
  Object.assign(workflow.toolCalls[0]!, {
    content: [
      { type: "image", mimeType: "image/png", data: "iVBORw0KGgo=" },
      { type: "image", mimeType: "image/svg+xml", data: "PHN2Zz4=" },
    ],
  });
  const html = renderHtml(result);
  expect(html).toMatch(/<td>2026-07-28<\/td>/);
  const trace = details(html)[0]!;
  expect(trace).toContain("<code>elicitation/create</code>");
  expect(trace).toContain("Which city?");
  expect(trace).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  // SVG can carry script: never inlined.
  expect(trace).not.toContain("image/svg+xml");
});

test("the html reporter is in the registry and writes the file; it needs a path", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "out", "report.html");
  await createReporter("html", { path }).onRunEnd!(sampleResult());
  expect(await readFile(path, "utf8")).toMatch(/^<!doctype html>/);
  expect(() => createReporter("html", { path: " " })).toThrow(UsageError);
});

test("without a path (-r html) the page goes to the stream", async () => {
  const chunks: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => void (chunks.push(String(chunk)), done()) });
  await createReporter("html", { stream }).onRunEnd!(sampleResult());
  expect(chunks.join("")).toMatch(/^<!doctype html>[\s\S]*<\/html>\n$/);
});

describe("the timeline (the run's span tree, drawn offline)", () => {
  const at = (ms: number) => new Date(Date.parse("2026-11-26T10:00:00.000Z") + ms).toISOString();
  function timed(): EvalResult {
    const result = sampleResult();
    result.startedAt = at(0);
    const [first, second] = result.workflows;
    first!.startedAt = at(100);
    first!.durationMs = 900;
    first!.name = "<img src=x onerror=alert(1)>";
    first!.toolCalls = first!.toolCalls.map((call, i) => ({ ...call, startedAt: at(200 + i * 300), latencyMs: 100 }));
    second!.startedAt = at(1000);
    second!.durationMs = 1000;
    return result;
  }

  test("one row per workflow at its offset, its tool calls inside it, names escaped", () => {
    const html = renderHtml(timed());
    const section = html.slice(
      html.indexOf('<section id="timeline">'),
      html.indexOf("</section>", html.indexOf('<section id="timeline">')),
    );
    expect(section.match(/<rect class="wf /g)).toHaveLength(2);
    expect(section.match(/<rect class="call"/g)).toHaveLength(timed().workflows[0]!.toolCalls.length);
    // 0..2000 ms over x 150..712: the first workflow starts at 100 ms, the second at 1000 ms.
    expect(section).toContain('class="wf pass" x="178.1"');
    expect(section).toMatch(/class="wf fail" x="431\.0"/);
    expect(section).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(section).not.toContain("<img");
  });

  test("a hostile report: impossible counts are not plotted, a flood of calls is drawn only in part", () => {
    const result = timed();
    result.workflows[0]!.toolCalls = Array.from({ length: 5000 }, (_, i) => ({
      ...result.workflows[0]!.toolCalls[0]!,
      startedAt: at(100 + i),
    }));
    result.gate = {
      settings: { regressions: "fail", minSamples: 5, minEffect: 0.1, confidence: 0.95, baselineRuns: 20, quarantine: false },
      baseline: { source: "file", runs: 1 },
      passed: true,
      units: [
        {
          kind: "workflow",
          name: "w",
          head: { passes: 9, attempts: 3 },
          baseline: { passes: 1, attempts: 1 },
          baselineRuns: 1,
          interval: null,
          verdict: "no_change",
          moreAttempts: null,
          outcome: "pass",
          history: [{ at: at(0), rate: 7, attempts: -2 }],
        },
      ],
      failures: [],
      warnings: [],
      undecided: [],
      runRate: { passes: 9, attempts: 3, lower: 0, upper: 1 },
    };
    const html = renderHtml(result);
    expect(html).toContain('id="gate"');
    expect(html).not.toContain('<line class="bar"');
    expect(html.match(/<rect class="call"/g)).toHaveLength(200);
  });

  test("a report without start times (older, or a merge of them) has no timeline", () => {
    expect(renderHtml(sampleResult())).not.toContain('id="timeline"');
  });
});

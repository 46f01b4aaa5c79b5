import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mergeResults, readResultFile } from "../../src/eval/merge-results.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { overallScore } from "../../src/scoring/summarize-run.js";
import { tempDir } from "../helpers/temp-dir.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { sampleResult } from "../report/sample-result.js";
import { JudgeMetricSchema } from "../../src/scoring/judge-metric.js";

/** Splits the sample into two shards: one workflow and one tool test each. */
function shards(): EvalResult[] {
  const whole = sampleResult();
  return [0, 1].map((i) => ({
    ...whole,
    workflows: [whole.workflows[i]!],
    toolHealth: [whole.toolHealth[i]!],
    tools: i === 0 ? [whole.tools[0]!] : [whole.tools[1]!],
    durationMs: 1000 * (i + 1),
    shard: { index: i + 1, total: 2 },
    configHash: "h",
  }));
}

test("two shards merge to the whole run's score, counts and tool stats", () => {
  const whole = sampleResult();
  const merged = mergeResults(shards().map((result, i) => ({ file: `p${i}.json`, result })));
  expect(merged.score).toBe(overallScore(whole.workflows, whole.toolHealth));
  expect(merged.workflows.map((w) => w.name)).toEqual(whole.workflows.map((w) => w.name));
  expect(merged.summary).toEqual(whole.summary);
  expect(merged.tools).toEqual(whole.tools);
  expect(merged.durationMs).toBe(2000);
  expect(merged.shard).toBeNull();
  expect(merged.passed).toBe(merged.score >= merged.threshold);
  expect(
    mergeResults(
      shards().map((result, i) => ({ file: `p${i}.json`, result })),
      { threshold: 0 },
    ).passed,
  ).toBe(true);
});

test("stats of one tool in several shards add up", () => {
  const [a, b] = shards();
  b!.tools = [{ ...a!.tools[0]!, calls: 3, successes: 2, failures: 1, avgLatencyMs: 20, p95LatencyMs: 30 }];
  const merged = mergeResults([
    { file: "a", result: a! },
    { file: "b", result: b! },
  ]);
  expect(merged.tools).toEqual([
    { server: "everything", tool: "echo", calls: 4, successes: 3, failures: 1, avgLatencyMs: 18, p95LatencyMs: 30 },
  ]);
});

test("sets that do not add up are refused, naming the files", () => {
  const [a, b] = shards();
  expect(() =>
    mergeResults([
      { file: "a.json", result: a! },
      { file: "a2.json", result: a! },
    ]),
  ).toThrow("Shard 1/2 is given twice: a.json and a2.json.");
  expect(() =>
    mergeResults([
      { file: "a.json", result: a! },
      { file: "b.json", result: { ...b!, configHash: "other" } },
    ]),
  ).toThrow("b.json and a.json were run with different config files");
  expect(() =>
    mergeResults([
      { file: "a.json", result: a! },
      { file: "b.json", result: { ...b!, shard: { index: 2, total: 3 } } },
    ]),
  ).toThrow("b.json is shard 2/3 but a.json is shard 1/2");
  expect(() =>
    mergeResults([
      { file: "a.json", result: a! },
      { file: "w.json", result: sampleResult() },
    ]),
  ).toThrow("w.json is not a shard");
  expect(() => mergeResults([])).toThrow("Nothing to merge");
});

test("a file that is not a report is refused with the file and the field", async () => {
  await using dir = await tempDir();
  const bad = join(dir.path, "bad.json");
  await writeFile(bad, JSON.stringify({ ...sampleResult(), score: "high" }));
  await expect(readResultFile(bad)).rejects.toThrow(`${bad} is not an mcpvals JSON report: score: `);
  await writeFile(bad, "{");
  await expect(readResultFile(bad)).rejects.toThrow(`${bad} is not JSON`);
  await expect(readResultFile(join(dir.path, "none.json"))).rejects.toThrow("Cannot read the report");
});

test("the parts' token and cost totals add up; an unknown price in one part makes the cost unknown", () => {
  const [a, b] = shards();
  a!.summary = { ...a!.summary, usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 }, costUsd: 0.25 };
  b!.summary = { ...b!.summary, usage: { inputTokens: 400, outputTokens: 80, totalTokens: 480 }, costUsd: 0.5 };
  const merged = mergeResults([
    { file: "a", result: a! },
    { file: "b", result: b! },
  ]);
  expect(merged.summary.usage).toEqual({ inputTokens: 520, outputTokens: 110, totalTokens: 630 });
  expect(merged.summary.costUsd).toBe(0.75);
  b!.summary.costUsd = null;
  expect(
    mergeResults([
      { file: "a", result: a! },
      { file: "b", result: b! },
    ]).summary.costUsd,
  ).toBeNull();
});

test("connect attempts of a server add up like its connections", () => {
  const [a, b] = shards();
  a!.servers = [{ ...a!.servers[0]!, connections: 1, attempts: 1 }];
  b!.servers = [{ ...b!.servers[0]!, connections: 3, attempts: 3 }];
  const [server] = mergeResults([
    { file: "a", result: a! },
    { file: "b", result: b! },
  ]).servers;
  expect(server).toMatchObject({ connections: 4, attempts: 4 });
});

test("coverage over several servers counts each server's tool once, whichever servers a shard connected", () => {
  const [a, b] = shards();
  const server = (name: string) => ({ ...a!.servers[0]!, name });
  const stat = (srv: string, tool: string) => ({
    server: srv,
    tool,
    calls: 1,
    successes: 1,
    failures: 0,
    avgLatencyMs: 1,
    p95LatencyMs: 1,
  });
  // Shard 1 connected only "a" (plain names); shard 2 connected "a" and "b" (qualified names).
  a!.servers = [server("a")];
  a!.tools = [stat("a", "echo")];
  a!.coverage = { exercised: 1, total: 2, ratio: 0.5, unexercised: ["add"] };
  b!.servers = [server("a"), server("b")];
  b!.tools = [stat("a", "add"), stat("b", "echo")];
  b!.coverage = { exercised: 2, total: 4, ratio: 0.5, unexercised: ["a/echo", "b/add"] };
  const merged = mergeResults([
    { file: "a", result: a! },
    { file: "b", result: b! },
  ]);
  expect(merged.coverage).toEqual({ exercised: 3, total: 4, ratio: 0.75, unexercised: ["b/add"] });
});

test("a built-in metric read back is checked against its own schema, naming the field; its keys come in that schema's order", async () => {
  await using dir = await tempDir();
  const file = join(dir.path, "metrics.json");
  const result = sampleResult();
  const judge = result.workflows[1]!.metrics["llmJudge"]!;
  // Keys in another order than the judge's schema (as the judge itself builds the object): read back in the schema's.
  const { model, reasoning, minScore, ...rest } = judge;
  result.workflows[1]!.metrics["llmJudge"] = { model, reasoning, ...rest, minScore };
  await writeFile(file, JSON.stringify(result));
  const read = await readResultFile(file);
  expect(Object.keys(read.workflows[1]!.metrics["llmJudge"]!)).toEqual(Object.keys(JudgeMetricSchema.parse(judge)));
  expect(Object.keys(JudgeMetricSchema.parse(judge)).slice(-3)).toEqual(["minScore", "reasoning", "model"]);
  const { mode: _mode, ...noMode } = sampleResult().workflows[0]!.metrics["toolOrder"]!;
  result.workflows[0]!.metrics["toolOrder"] = noMode;
  await writeFile(file, JSON.stringify(result));
  await expect(readResultFile(file)).rejects.toThrow(`${file} is not an mcpvals JSON report: workflows[0].metrics.toolOrder.mode: `);
});

test("a report written by mcpvals 0.5 (no reports' text on its metrics) is read back with the text derived", async () => {
  await using dir = await tempDir();
  const file = join(dir.path, "old.json");
  const current = sampleResult();
  // What 0.5 wrote: the metrics' own fields only.
  const old = {
    ...current,
    workflows: current.workflows.map((w) => ({
      ...w,
      metrics: Object.fromEntries(
        Object.entries(w.metrics).map(([name, m]) => {
          const { reason: _r, headline: _h, details: _d, ...own } = m as Record<string, unknown>;
          return [name, own];
        }),
      ),
    })),
  };
  await writeFile(file, JSON.stringify(old));
  expect(JSON.stringify(old)).not.toContain('"headline"');
  expect(await readResultFile(file)).toEqual(current);
});

test("a judge below llmJudge.minAgreement in the shards fails the merged run, with the reason in its verdict", () => {
  const gate = { judgeModel: "openai:gpt-4o", last: null, minAgreement: 0.6, agreement: null, passed: false };
  const merged = mergeResults(shards().map((result, i) => ({ file: `p${i}.json`, result: { ...result, judgeCalibration: gate } })));
  expect(merged.judgeCalibration).toEqual(gate);
  expect(merged.passed).toBe(false);
  expect(merged.verdict.infrastructure).toBe(false);
  expect(merged.verdict.reasons).toContain(
    "the judge openai:gpt-4o has no calibration for the current criteria, and llmJudge.minAgreement is 0.60: run `mcpvals judge calibrate --labels FILE`",
  );
});

test("a missing shard is named in the merged result, which fails for infrastructure; a failed shard is named too", () => {
  const [a, b] = shards();
  const passing = { ...a!, workflows: a!.workflows.map((w) => ({ ...w, passed: true, score: 1 })), toolHealth: [] };
  const merged = mergeResults([{ file: "a.json", result: passing }], { threshold: 0 });
  expect(merged.shards).toEqual({ total: 2, missing: [2], failed: [] });
  expect(merged.passed).toBe(false);
  expect(merged.verdict.infrastructure).toBe(true);
  expect(merged.verdict.reasons[0]).toMatch(/^shard 2\/2 sent no report .*"mcpvals run --resume <merged report>" runs it$/);
  expect(renderMarkdown(merged)).toContain("**Incomplete:** shard 2/2 sent no report");

  const cancelled = { ...b!, cancelled: true, verdict: { ...b!.verdict, infrastructure: true } };
  const both = mergeResults([
    { file: "a.json", result: a! },
    { file: "b.json", result: cancelled },
  ]);
  expect(both.shards).toEqual({ total: 2, missing: [], failed: [2] });
  expect(both.verdict.reasons).toContain("shard 2/2 failed without a verdict (cancelled, or no server reached)");
});

test("parts that split the work differently are refused: each read another history", () => {
  const [a, b] = shards();
  expect(() =>
    mergeResults([
      { file: "a.json", result: { ...a!, shard: { index: 1, total: 2, by: "duration", plan: "p1" } } },
      { file: "b.json", result: { ...b!, shard: { index: 2, total: 2, by: "duration", plan: "p2" } } },
    ]),
  ).toThrow("b.json (shard 2/2) and a.json (shard 1/2) split the work differently: their state folders' histories differ.");
});

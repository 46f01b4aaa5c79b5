/**
 * A long-lived session's metrics (the proxy): one run entry that grows while
 * the session lives, written under the folder's lock, so two proxies and a CI
 * run sharing the folder lose nothing; reset drops a tool everywhere.
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import type { ToolCallRecord } from "../../../../src/result/tool-call-record.js";
import { SessionMetrics } from "../../../../src/search/hub/discovery/session-metrics.js";
import { applyState } from "../../../../src/state/apply-state.js";
import { recordSessionMetrics } from "../../../../src/state/session-state.js";
import { sampleResult } from "../../../report/sample-result.js";
import { tempDir } from "../../../helpers/temp-dir.js";

const call = (tool: string, ok: boolean, latencyMs = 5): ToolCallRecord => ({
  server: "s",
  tool,
  args: {},
  step: 0,
  startedAt: new Date().toISOString(),
  ok,
  isError: !ok,
  latencyMs,
  errorKind: ok ? null : "tool",
  error: ok ? null : "boom",
  resultText: "",
});

test("a session's later writes replace its own run entry instead of adding runs", () => {
  const stats = (calls: number) => [{ server: "s", tool: "t", calls, successes: calls, failures: 0, avgLatencyMs: 1, p95LatencyMs: 2 }];
  const first = recordSessionMetrics(null, null, stats(1), "2026-11-23T00:00:00.000Z");
  expect(first.run).toBe(1);
  const second = recordSessionMetrics(first.file, first.run, stats(3), "2026-11-23T00:01:00.000Z");
  expect(second.file.runCount).toBe(1);
  expect(second.file.tools["s/t"]!.runs).toEqual([expect.objectContaining({ run: 1, calls: 3 })]);
});

test("two sessions and a CI run writing one folder at once: every call is counted, and reset drops a tool", async () => {
  await using dir = await tempDir();
  const [a, b] = await Promise.all([SessionMetrics.open(dir.path, null), SessionMetrics.open(dir.path, null)]);
  for (let i = 0; i < 20; i++) {
    a.record(call("t", i % 4 !== 0));
    b.record(call("t", true));
    b.record(call("u", true));
  }
  const ci = applyState({
    dir: dir.path,
    servers: [],
    stats: [{ server: "s", tool: "t", calls: 7, successes: 7, failures: 0, avgLatencyMs: 1, p95LatencyMs: 1 }],
    run: sampleResult(),
  });
  await Promise.all([a.flushed(), b.flushed(), ci]);
  const t = (await a.metrics({ tool: "t" }))[0]!;
  // 20 from a (15 ok), 20 from b, 7 from the CI run: three runs of one tool.
  expect(t).toMatchObject({ runs: 3, calls: 47, successes: 42, sessionCalls: 20 });
  const file = JSON.parse(await readFile(path.join(dir.path, "metrics.json"), "utf8")) as { runCount: number };
  expect(file.runCount).toBe(3);

  expect(await b.reset({ tool: "u" })).toBe(1);
  expect(await b.metrics({ tool: "u" })).toEqual([]);
  expect((await a.metrics()).map((m) => m.tool)).toEqual(["t"]);
});

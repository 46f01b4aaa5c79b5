import { writeFile } from "node:fs/promises";
import path from "node:path";
import { recordHistory } from "../../src/state/record-run.js";
import { HISTORY_FILE } from "../../src/state/state-files.js";
import { readUnitDurations, unitDurations } from "../../src/state/unit-durations.js";
import { sampleResult } from "../report/sample-result.js";
import { tempDir } from "../helpers/temp-dir.js";

test("each run records what its workflows and suites took; the latest record of a unit wins", () => {
  const result = sampleResult();
  const first = recordHistory(null, result, "t0");
  const entry = first.runs[0]!.durations!;
  for (const w of result.workflows.filter((x) => x.infrastructure !== true)) expect(entry.workflows[w.name]).toBe(w.durationMs);
  const suite = result.toolHealth[0]!.suite;
  const expected = result.toolHealth.filter((t) => t.suite === suite && t.infrastructure !== true).reduce((s, t) => s + t.latencyMs, 0);
  expect(entry.suites[suite]).toBe(expected);

  const name = result.workflows[0]!.name;
  const later = recordHistory(first, { ...result, workflows: [{ ...result.workflows[0]!, durationMs: 4242 }], toolHealth: [] }, "t1");
  const durations = unitDurations(later);
  expect(durations.workflows[name]).toBe(4242);
  // A unit the last run did not run keeps its earlier number.
  expect(durations.suites[suite]).toBe(expected);
});

test("durations come from history.json as the state folder holds it; a hostile file gives none, never a prototype key", async () => {
  await using dir = await tempDir();
  const file = path.join(dir.path, HISTORY_FILE);
  const run = { at: "t", score: 1, passed: true, workflows: {} };
  const hostile = JSON.stringify({ version: 1, runs: [{ ...run, durations: { workflows: { PROTO: 5, a: 7 }, suites: {} } }] });
  await writeFile(file, hostile.replace('"PROTO"', '"__proto__"'));
  const read = await readUnitDurations(dir.path);
  expect(Object.getPrototypeOf(read.durations.workflows)).toBeNull();
  expect(Object.entries(read.durations.workflows)).toEqual([
    ["__proto__", 5],
    ["a", 7],
  ]);
  await writeFile(file, JSON.stringify({ version: 1, runs: [{ ...run, durations: { workflows: { a: -1 }, suites: {} } }] }));
  const bad = await readUnitDurations(dir.path);
  expect(bad.durations.workflows).toEqual({});
  expect(bad.warning).toContain("does not match its schema");
});

test("a shard's run records no durations: shards reading one folder one after another split alike", () => {
  const history = recordHistory(null, { ...sampleResult(), shard: { index: 1, total: 2 } }, "t0");
  expect(history.runs[0]!.durations).toBeUndefined();
  expect(unitDurations(history)).toEqual({ workflows: {}, suites: {} });
});

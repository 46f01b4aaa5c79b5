import type { SelectedWork } from "../../src/eval/select-work.js";
import { parseShard, shardWork, splitUnits } from "../../src/eval/shard-work.js";
import type { UnitDurations } from "../../src/state/unit-durations.js";

const work = (workflows: string[], suites: string[]): SelectedWork =>
  ({ workflows: workflows.map((name) => ({ name })), suites: suites.map((name) => ({ name })) }) as unknown as SelectedWork;
const names = (w: SelectedWork) => [...w.workflows.map((x) => x.name), ...w.suites.map((x) => x.name)];
const part = (w: SelectedWork, index: number, total: number, durations?: UnitDurations) =>
  names(shardWork(w, { index, total }, { durations }).work);

test("every item lands in exactly one shard, whatever the config's order", () => {
  const a = work(["w3", "w1", "w2", "w4", "w5"], ["s2", "s1"]);
  const b = work(["w5", "w4", "w3", "w2", "w1"], ["s1", "s2"]);
  const parts = [1, 2, 3].map((index) => part(a, index, 3));
  expect(parts.flat().sort()).toEqual(["s1", "s2", "w1", "w2", "w3", "w4", "w5"]);
  expect(parts.map((p) => p.length)).toEqual([3, 2, 2]);
  for (const index of [1, 2, 3]) expect(part(b, index, 3).sort()).toEqual(parts[index - 1]!.sort());
});

test("more shards than work leaves some empty", () => {
  expect(part(work(["a"], []), 2, 2)).toEqual([]);
});

test("without durations the split is by count, and says so", () => {
  const { shard } = shardWork(work(["a", "b"], []), { index: 1, total: 2 });
  expect(shard).toMatchObject({ index: 1, total: 2, by: "count" });
  expect(shard.plan).toMatch(/^[0-9a-f]{16}$/);
});

// A fixture history's durations (ms): 24 workflows and 4 suites with a long tail, as a real suite has.
const fixtureDurations = (): UnitDurations => {
  const workflows: Record<string, number> = {};
  const costs = [
    9100, 8200, 7700, 6400, 5900, 5100, 4800, 4300, 3900, 3300, 3100, 2800, 2400, 2200, 1900, 1700, 1500, 1200, 900, 800, 600, 400, 300,
    200,
  ];
  costs.forEach((ms, i) => (workflows[`wf-${String(i).padStart(2, "0")}`] = ms));
  return { workflows, suites: { health: 2600, resources: 1400, prompts: 700, slow: 6100 } };
};

test("4 shards over recorded durations are balanced within 20% of each other; by count they are not", () => {
  const durations = fixtureDurations();
  const w = work(Object.keys(durations.workflows), Object.keys(durations.suites));
  const load = (d: UnitDurations | undefined) =>
    [1, 2, 3, 4].map((index) => {
      const mine = shardWork(w, { index, total: 4 }, { durations: d }).work;
      return (
        mine.workflows.reduce((s, x) => s + durations.workflows[x.name]!, 0) +
        mine.suites.reduce((s, x) => s + durations.suites[x.name]!, 0)
      );
    });
  const balanced = load(durations);
  expect(balanced.reduce((a, b) => a + b)).toBe(
    Object.values(durations.workflows)
      .concat(Object.values(durations.suites))
      .reduce((a, b) => a + b),
  );
  expect(Math.max(...balanced) / Math.min(...balanced)).toBeLessThanOrEqual(1.2);
  const byCount = load(undefined);
  expect(Math.max(...byCount) / Math.min(...byCount)).toBeGreaterThan(1.2);
  expect(shardWork(w, { index: 1, total: 4 }, { durations }).shard.by).toBe("duration");
});

test("the duration split is the same whatever the config's order, and every shard agrees on the plan", () => {
  const durations = fixtureDurations();
  const a = work(Object.keys(durations.workflows), Object.keys(durations.suites));
  const b = work(Object.keys(durations.workflows).reverse(), Object.keys(durations.suites).reverse());
  const split = (w: SelectedWork) => [1, 2, 3, 4].map((index) => shardWork(w, { index, total: 4 }, { durations }));
  const [x, y] = [split(a), split(b)];
  for (let i = 0; i < 4; i++) expect(names(x[i]!.work).sort()).toEqual(names(y[i]!.work).sort());
  expect(new Set([...x, ...y].map((s) => s.shard.plan)).size).toBe(1);
  expect(x.flatMap((s) => names(s.work)).sort()).toEqual(names(a).sort());
});

test("a unit without a record counts at the mean of the recorded ones; a workflow and a suite of one name are two units", () => {
  const durations: UnitDurations = { workflows: { same: 100, a: 100 }, suites: {} };
  const w = work(["same", "a", "new"], ["same"]);
  const parts = [1, 2].map((index) => part(w, index, 2, durations));
  expect(parts.map((p) => p.length)).toEqual([2, 2]);
  expect(parts.flat().sort()).toEqual(["a", "new", "same", "same"]);
});

test("a unit is never split: its repeats travel with it", () => {
  const units = [
    { name: "long", repeats: 5 },
    { name: "b", repeats: 1 },
    { name: "c", repeats: 1 },
  ];
  const { parts } = splitUnits(units, 2, { key: (u) => u.name, durationOf: (u) => u.repeats * 1000 });
  expect(parts).toEqual([[units[0]], [units[1], units[2]]]);
});

test("a recorded duration that is not a finite non-negative number is ignored", () => {
  const { by } = splitUnits(["a", "b"], 2, { key: (u) => u, durationOf: () => NaN });
  expect(by).toBe("count");
});

test("parseShard", () => {
  expect(parseShard(" 2/4 ")).toEqual({ index: 2, total: 4 });
  for (const bad of ["0/2", "3/2", "1", "a/b", "1/0"])
    expect(() => parseShard(bad)).toThrow(`--shard must look like "i/N" with 1 <= i <= N (e.g. "2/4"), got "${bad}".`);
});

import type { SelectedWork } from "../../src/eval/select-work.js";
import { parseShard, shardWork } from "../../src/eval/shard-work.js";

const work = (workflows: string[], suites: string[]): SelectedWork =>
  ({ workflows: workflows.map((name) => ({ name })), suites: suites.map((name) => ({ name })) }) as unknown as SelectedWork;
const names = (w: SelectedWork) => [...w.workflows.map((x) => x.name), ...w.suites.map((x) => x.name)];

test("every item lands in exactly one shard, whatever the config's order", () => {
  const a = work(["w3", "w1", "w2", "w4", "w5"], ["s2", "s1"]);
  const b = work(["w5", "w4", "w3", "w2", "w1"], ["s1", "s2"]);
  const parts = [1, 2, 3].map((index) => names(shardWork(a, { index, total: 3 })));
  expect(parts.flat().sort()).toEqual(["s1", "s2", "w1", "w2", "w3", "w4", "w5"]);
  expect(parts.map((p) => p.length)).toEqual([3, 2, 2]);
  for (const index of [1, 2, 3]) expect(names(shardWork(b, { index, total: 3 })).sort()).toEqual(parts[index - 1]!.sort());
});

test("more shards than work leaves some empty", () => {
  expect(names(shardWork(work(["a"], []), { index: 2, total: 2 }))).toEqual([]);
});

test("parseShard", () => {
  expect(parseShard(" 2/4 ")).toEqual({ index: 2, total: 4 });
  for (const bad of ["0/2", "3/2", "1", "a/b", "1/0"])
    expect(() => parseShard(bad)).toThrow(`--shard must look like "i/N" with 1 <= i <= N (e.g. "2/4"), got "${bad}".`);
});

/**
 * Splits the selected work into N shards for `--shard i/N`, so GitHub
 * Actions' matrix can run one part per runner and `mcpvals merge` adds the
 * parts up. Pure and deterministic: the same config and the same recorded
 * durations give the same split on every runner, whatever order the config
 * lists things in.
 */
import { createHash } from "node:crypto";
import { UsageError } from "../errors.js";
import type { SelectedWork } from "./select-work.js";
import type { Shard } from "../result/shard.js";
import type { UnitDurations } from "../state/unit-durations.js";

/** Parses `i/N` (1 <= i <= N); the error names the flag or input it came from. */
export function parseShard(text: string, source = "--shard"): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = match ? Number(match[1]) : NaN;
  const total = match ? Number(match[2]) : NaN;
  if (!match || total < 1 || index < 1 || index > total) {
    throw new UsageError(`${source} must look like "i/N" with 1 <= i <= N (e.g. "2/4"), got "${text}".`);
  }
  return { index, total };
}

/** Options for {@link shardUnits}. */
export interface ShardUnitsOptions<T> {
  /** A unit's name, unique among the units: the split's order and tie-break. */
  key: (unit: T) => string;
  /** The unit's recorded duration in ms; undefined when never measured. @default no durations: split by count */
  durationOf?: (unit: T) => number | undefined;
}

/** Which units each shard gets, and how the split was made. */
export interface UnitSplit<T> {
  /** `parts[i]` is shard i+1's units, in the order they were given. */
  parts: T[][];
  /** "duration" when some unit had a recorded duration (longest processing time first), else "count" (round-robin by name). */
  by: "duration" | "count";
  /** A short hash of the whole assignment: shards that agree on it split the same work the same way (merge checks it). */
  plan: string;
}

/**
 * The split of any list of units (workflows and suites for `run`, mutants for
 * `mutate`). With durations: longest processing time first, each unit to the
 * least-loaded shard (ties: the lower shard), units without a record counted
 * at the mean of those with one. Without: round-robin over the sorted names.
 * A unit is never split: whatever the gate pairs (a workflow's repeats, a
 * suite's tests) must live inside one unit.
 */
export function splitUnits<T>(units: readonly T[], total: number, { key, durationOf }: ShardUnitsOptions<T>): UnitSplit<T> {
  const keyed = units.map((unit, position) => ({ unit, position, name: key(unit), ms: usable(durationOf?.(unit)) }));
  keyed.sort((a, b) => compareText(a.name, b.name));
  const known = keyed.filter((u) => u.ms !== undefined);
  const by = known.length > 0 ? "duration" : "count";
  const assigned: Array<typeof keyed> = Array.from({ length: total }, () => []);
  if (by === "count") {
    keyed.forEach((u, i) => assigned[i % total]!.push(u));
  } else {
    const mean = known.reduce((sum, u) => sum + u.ms!, 0) / known.length;
    const cost = (u: (typeof keyed)[number]): number => u.ms ?? mean;
    const loads = new Array<number>(total).fill(0);
    for (const u of [...keyed].sort((a, b) => cost(b) - cost(a) || compareText(a.name, b.name))) {
      let target = 0;
      for (let i = 1; i < total; i++) if (loads[i]! < loads[target]!) target = i;
      assigned[target]!.push(u);
      loads[target]! += cost(u);
    }
  }
  const plan = createHash("sha256")
    .update(JSON.stringify(assigned.map((part) => part.map((u) => u.name).sort(compareText))))
    .digest("hex")
    .slice(0, 16);
  // Original order within a shard, so a shard's report reads like the config.
  const parts = assigned.map((part) => part.sort((a, b) => a.position - b.position).map((u) => u.unit));
  return { parts, by, plan };
}

/** The work of one shard and how the whole run was split (recorded in the shard's report). */
export interface ShardedWork {
  work: SelectedWork;
  shard: Shard;
}

/**
 * This shard's workflows and tool-health suites. Workflows and suites are
 * named apart (`workflow:`, `suite:`), so a workflow and a suite of one name
 * are two units. With `durations` (from the state folder's history) the
 * split balances recorded time; without, it deals by count.
 */
export function shardWork(work: SelectedWork, shard: Shard, { durations }: { durations?: UnitDurations } = {}): ShardedWork {
  type Unit = { kind: "workflow"; item: SelectedWork["workflows"][number] } | { kind: "suite"; item: SelectedWork["suites"][number] };
  const units: Unit[] = [
    ...work.workflows.map((item) => ({ kind: "workflow" as const, item })),
    ...work.suites.map((item) => ({ kind: "suite" as const, item })),
  ];
  const split = splitUnits(units, shard.total, {
    key: (u) => `${u.kind}:${u.item.name}`,
    durationOf: durations
      ? (u) => (u.kind === "workflow" ? ownNumber(durations.workflows, u.item.name) : ownNumber(durations.suites, u.item.name))
      : undefined,
  });
  const mine = new Set<unknown>(split.parts[shard.index - 1]!.map((u) => u.item));
  return {
    work: { workflows: work.workflows.filter((w) => mine.has(w)), suites: work.suites.filter((s) => mine.has(s)) },
    shard: { index: shard.index, total: shard.total, by: split.by, plan: split.plan },
  };
}

function usable(ms: number | undefined): number | undefined {
  return ms !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

function ownNumber(table: Readonly<Record<string, number>>, name: string): number | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Code-unit order, the same on every machine and locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Splits the selected work into N shards for `--shard i/N`, so GitHub
 * Actions' matrix can run one part per runner and `mcpvals merge` adds the
 * parts up. Pure and deterministic: the same config gives the same split on
 * every runner, whatever order the config lists things in.
 */
import { UsageError } from "../errors.js";
import type { SelectedWork } from "./select-work.js";
import type { Shard } from "../result/shard.js";

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

/**
 * Deals workflows and tool-health suites round-robin over their sorted names
 * (workflows first), so each shard gets a similar share of both kinds. A
 * shard may be empty when N exceeds the work; merge still accounts for it.
 */
export function shardWork(work: SelectedWork, shard: Shard): SelectedWork {
  const byName = <T extends { name: string }>(items: readonly T[]): T[] =>
    [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const keep = (position: number): boolean => position % shard.total === shard.index - 1;
  const workflows = byName(work.workflows);
  const suites = byName(work.suites);
  const mine = new Set<unknown>([...workflows, ...suites].filter((_, position) => keep(position)));
  return {
    // Original order within the shard, so a shard's report reads like the config.
    workflows: work.workflows.filter((w) => mine.has(w)),
    suites: work.suites.filter((s) => mine.has(s)),
  };
}

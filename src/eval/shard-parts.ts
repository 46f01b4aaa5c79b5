/**
 * The bookkeeping of merging a sharded run, apart from what a part holds:
 * which shards are there, which are missing or failed, and whether the parts
 * belong together (one config, one shard count, one split). Generic over the
 * report, so `mcpvals merge` of run reports and of mutate reports (whose
 * `mutants[]` add up like workflows do) share it. Pure.
 */
import { UsageError } from "../errors.js";
import type { Shard } from "../result/shard.js";
import type { ShardAccount } from "../result/shard-account.js";

/** One report to merge: where it came from, the shard it ran, the config it ran. */
export interface ShardPart {
  file: string;
  shard: Shard | null | undefined;
  configHash?: string | null | undefined;
  /** True when the part failed without a verdict on the server (cancelled, nothing reached): named in the merged report. */
  failed: boolean;
}

/**
 * Checks the parts and accounts for every shard: null for one unsharded report (nothing to account).
 * Throws UsageError when the parts cannot be one run: an unsharded report among shards, different shard
 * counts, configs or splits, or a shard given twice. A missing shard is not an error: it is named in the
 * account, the merged run fails on it, and `run --resume` runs its work.
 */
export function accountShards(parts: readonly ShardPart[]): ShardAccount | null {
  if (parts.length === 0) throw new UsageError("Nothing to merge: give the JSON report of every shard.");
  const unsharded = parts.filter((p) => !p.shard);
  if (unsharded.length > 0 && parts.length > 1) {
    throw new UsageError(`${unsharded[0]!.file} is not a shard (it was written without --shard); merge only the parts of one sharded run.`);
  }
  if (unsharded.length > 0) return null;
  const first = parts[0]!;
  const total = first.shard!.total;
  const differ = (what: (p: ShardPart) => unknown): ShardPart | undefined => parts.find((p) => what(p) !== what(first));
  const mixedTotal = differ((p) => p.shard!.total);
  if (mixedTotal) {
    throw new UsageError(
      `${mixedTotal.file} is shard ${label(mixedTotal.shard!)} but ${first.file} is shard ${label(first.shard!)}: the parts come from runs with different shard counts.`,
    );
  }
  const mixedConfig = differ((p) => p.configHash ?? null);
  if (mixedConfig) {
    throw new UsageError(
      `${mixedConfig.file} and ${first.file} were run with different config files (configHash differs); merge the parts of one run.`,
    );
  }
  // Parts that split differently (each read another history) may have run a unit twice or not at all.
  const mixedPlan = differ((p) => p.shard!.plan ?? null);
  if (mixedPlan) {
    throw new UsageError(
      `${mixedPlan.file} (shard ${label(mixedPlan.shard!)}) and ${first.file} (shard ${label(first.shard!)}) split the work differently: their state folders' histories differ. Give every shard the same state folder, or run the shards with --shard-by count.`,
    );
  }
  const seen = new Map<number, string>();
  for (const part of parts) {
    const index = part.shard!.index;
    const earlier = seen.get(index);
    if (earlier !== undefined) throw new UsageError(`Shard ${index}/${total} is given twice: ${earlier} and ${part.file}.`);
    seen.set(index, part.file);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  const failed = parts.filter((p) => p.failed).map((p) => p.shard!.index);
  return { total, missing, failed: failed.sort((a, b) => a - b) };
}

/** "2/4, 3/4": shards as the reports name them. */
export function shardLabels(indexes: readonly number[], total: number): string {
  return indexes.map((i) => `${i}/${total}`).join(", ");
}

function label(shard: Shard): string {
  return `${shard.index}/${shard.total}`;
}

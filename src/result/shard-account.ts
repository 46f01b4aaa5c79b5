/**
 * What a merged sharded run knows of its shards: how many there were, which
 * sent no report and which failed without a verdict. Set by `mcpvals merge`.
 */
import { z } from "zod";

export const ShardAccountSchema = z.object({
  /** The shard count (N of `--shard i/N`). */
  total: z.number().int().min(1),
  /** Shards whose report was not given (their job failed before writing it): their work is unrun. */
  missing: z.array(z.number().int().min(1)),
  /** Shards whose run failed without a verdict on the server (cancelled, or nothing reached). */
  failed: z.array(z.number().int().min(1)),
});

export type ShardAccount = z.infer<typeof ShardAccountSchema>;

/**
 * Which part of the work a sharded run (`--shard i/N`) ran.
 */
import { z } from "zod";

export const ShardSchema = z.object({
  index: z.number().int().min(1),
  total: z.number().int().min(1),
  /** How the work was split: by recorded durations (longest first) or by count. Absent in older reports. */
  by: z.enum(["duration", "count"]).optional(),
  /** A hash of the whole assignment (every shard's units): the parts of one run agree on it. Absent in older reports. */
  plan: z.string().optional(),
});

export type Shard = z.infer<typeof ShardSchema>;

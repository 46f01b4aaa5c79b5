/**
 * Which part of the work a sharded run (`--shard i/N`) ran.
 */
import { z } from "zod";

export const ShardSchema = z.object({ index: z.number().int().min(1), total: z.number().int().min(1) });

export type Shard = z.infer<typeof ShardSchema>;

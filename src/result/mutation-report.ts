/**
 * The result of `mcpvals mutate`: the mutation score of a suite and every
 * mutant with what came of it. A zod schema, so a saved report can be read
 * back (`--baseline`) and checked; the JSON reporter writes it as is.
 */
import { z } from "zod";
import { ShardSchema } from "./shard.js";
import { ShardAccountSchema } from "./shard-account.js";

/** Every mutation operator's stable id (the table of what each does: src/mutate/mutation-operators.ts). */
export const MUTATION_OPERATOR_IDS = [
  "drop-tool",
  "rename-tool",
  "drop-required-property",
  "change-description",
  "result-is-error",
  "empty-content",
  "perturb-result",
  "drop-structured-content",
  "stale-resource",
  "change-prompt-messages",
  "delay-past-timeout",
  "fail-one-in-n",
] as const;

export const MutationOperatorIdSchema = z.enum(MUTATION_OPERATOR_IDS);

/**
 * killed: some workflow or test failed (named in `killedBy`); survived: the suite still passed; timeout: the run
 * waited out a deadline (never a kill); infrastructure: the mutant could not run (never a kill); equivalent: the
 * change was not observable (no call reached the item, or the changed answer was byte-identical), out of the score.
 */
export const MutantStatusSchema = z.enum(["killed", "survived", "timeout", "infrastructure", "equivalent"]);

export const MutantKindSchema = z.enum(["tool", "resource", "prompt"]);

export const MutantResultSchema = z.object({
  /** `operator:server:item`, unique in the report. */
  id: z.string(),
  operator: MutationOperatorIdSchema,
  server: z.string(),
  kind: MutantKindSchema,
  /** The tool or prompt name, or the resource URI. */
  item: z.string(),
  status: MutantStatusSchema,
  /** The workflows (by name) and tool tests (`suite/test`) that failed; empty unless killed. */
  killedBy: z.array(z.string()),
  /** One line: what was changed and what came of it. */
  detail: z.string(),
  /** How many answers the mutation changed during its run. */
  applied: z.number().int(),
  durationMs: z.number(),
  /** For a survivor: the assertion that would kill it. */
  suggestion: z.string().optional(),
});

/** One item a server listed in the unmutated run, and how often the suite called it there. */
export const OfferedItemSchema = z.object({
  server: z.string(),
  kind: MutantKindSchema,
  item: z.string(),
  calls: z.number().int().min(0),
});

export const MutationCountsSchema = z.object({
  total: z.number().int(),
  killed: z.number().int(),
  survived: z.number().int(),
  timeout: z.number().int(),
  infrastructure: z.number().int(),
  equivalent: z.number().int(),
});

export const MutationReportSchema = z.object({
  kind: z.literal("mutation"),
  schemaVersion: z.literal(1),
  generator: z.object({ name: z.literal("mcpvals"), version: z.string() }),
  configPath: z.string().nullable(),
  startedAt: z.string(),
  durationMs: z.number(),
  /** killed / (killed + survived), a fraction; null when no mutant was killed or survived. */
  mutationScore: z.number().nullable(),
  /** The gate (`mutate.minScore`, `--min-score`); null when none. */
  minScore: z.number().nullable(),
  /** False when the score is below minScore. */
  passed: z.boolean(),
  /** Why it failed, one line each; empty when it passed. */
  reasons: z.array(z.string()),
  counts: MutationCountsSchema,
  /** The suite unmutated: it passed (mutate stops otherwise), in this long. */
  unmutated: z.object({ durationMs: z.number(), score: z.number() }),
  /** The score of the report given as `--baseline` (the base branch's) and the change since; null without one. */
  baseline: z.object({ mutationScore: z.number().nullable(), change: z.number().nullable() }).nullable(),
  /** Set with `--shard i/N`: this report holds only that part of the mutants. */
  shard: ShardSchema.nullable(),
  /** On a merged sharded report (`mcpvals merge`): the shard count, the shards that sent no report, the ones where no mutant could run. */
  shards: ShardAccountSchema.optional(),
  /** SHA-256 of the config file's bytes: ties shards to one config, so merge refuses mixed sets. Absent in older reports. */
  configHash: z.string().nullable().optional(),
  mutants: z.array(MutantResultSchema),
  /**
   * What the servers listed in the unmutated run, in the order listed, and how often the suite called each item:
   * the whole plan of mutants (a shard's report holds every shard's). `mutate --resume` plans the same mutants from
   * it without running the suite unmutated again. Absent in older reports (then `--resume` runs it again).
   */
  offerings: z.array(OfferedItemSchema).optional(),
});

export type MutationOperatorId = z.infer<typeof MutationOperatorIdSchema>;
export type MutantStatus = z.infer<typeof MutantStatusSchema>;
export type MutantKind = z.infer<typeof MutantKindSchema>;
export type MutantResult = z.infer<typeof MutantResultSchema>;
export type OfferedItem = z.infer<typeof OfferedItemSchema>;
export type MutationCounts = z.infer<typeof MutationCountsSchema>;
export type MutationReport = z.infer<typeof MutationReportSchema>;

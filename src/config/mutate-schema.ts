/**
 * `mutate:` settings of `mcpvals mutate` (docs/mutate.md): which operators
 * and items make mutants, the score gate, how many mutants run at once, and
 * the limit of one mutant's run.
 */
import { z } from "zod";
import { MutationOperatorIdSchema } from "../result/mutation-report.js";
import { durationMs } from "../util/duration-schema.js";

export const MutateSettingsSchema = z
  .strictObject({
    operators: z.array(MutationOperatorIdSchema).min(1).optional().describe("Only these mutation operators (default: all of them)"),
    items: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe("Only mutants of these tools, prompts (by name) and resources (by URI) (default: every item the servers list)"),
    minScore: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe("Lowest mutation score (killed / (killed + survived)) that passes; below it `mcpvals mutate` exits 1"),
    concurrency: z.number().int().min(1).max(64).optional().describe("Mutants run at once (default: the machine's cores)"),
    timeoutMs: durationMs()
      .optional()
      .describe("Limit of one mutant's run; past it the mutant is a timeout (default: 5x the unmutated run plus timeouts.toolCallMs)"),
  })
  .describe("`mcpvals mutate`: how strong the suite is, measured by planting one change per run in what the server says");

export type MutateSettings = z.infer<typeof MutateSettingsSchema>;

/** The `budget` config key: tool-definition tokens, counted offline (see docs/configuration.md#tool-definition-token-budget). */
import { z } from "zod";

const tokens = z.number().int().min(1);

export const BudgetSchema = z
  .strictObject({
    perTool: tokens.optional().describe("Most tokens one tool's definition (name, description, schemas) may take"),
    perServer: tokens.optional().describe("Most tokens one server's whole tool list may take"),
  })
  .describe(
    "Tool-definition token budget, counted with o200k_base (needs the optional gpt-tokenizer package); {} counts and reports without a limit",
  );

export type Budget = z.output<typeof BudgetSchema>;

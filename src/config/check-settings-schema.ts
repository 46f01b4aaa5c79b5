/**
 * The config's `check:` section: what `mcpvals check` may call to probe a
 * server (`calls`, e.g. a task tool that takes arguments), and the rule set it
 * judges by (`rules`: a frozen, versioned set, so an upgrade of mcpvals never
 * reddens a green check; "latest" opts in to the newest rules).
 */
import { z } from "zod";

export const ProbeCallSchema = z.strictObject({
  tool: z.string().min(1).describe("The tool to call"),
  args: z.record(z.string(), z.unknown()).default({}).describe("Its arguments"),
});

/** A rule-set version ("2026.12", or "mcpvals-2026.12") or "latest". */
export const RuleSetChoiceSchema = z
  .string()
  .regex(/^(latest|(mcpvals-)?\d{4}\.\d{2})$/, 'a rule-set version such as "2026.12", or "latest"')
  .transform((value) => value.replace(/^mcpvals-/, ""));

export const CheckSettingsSchema = z.strictObject({
  calls: z
    .array(ProbeCallSchema)
    .default([])
    .describe("Tool calls `check --call` may make to probe the server (tried before read-only tools with sampled arguments)"),
  rules: RuleSetChoiceSchema.optional().describe(
    'The rule set `check` judges by, e.g. "2026.12" (default: the newest frozen set); "latest" also fails on pending rules',
  ),
});

export type ProbeCall = z.infer<typeof ProbeCallSchema>;
export type CheckSettings = z.infer<typeof CheckSettingsSchema>;

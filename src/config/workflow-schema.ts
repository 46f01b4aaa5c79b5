/**
 * A workflow of the config file: a conversation a model holds with the
 * servers (fixed steps, or a simulated user), and what it is checked against. A workflow metric that has its own
 * setting adds its field here: it reaches the metric as part of the resolved
 * workflow (config/resolve-workflow.ts) with no other file to touch.
 */
import { z } from "zod";
import { ToolSelectionSchema } from "./search-schema.js";
import { HookStepSchema, VerifierSpecSchema } from "./verify-schema.js";
import { hostFields } from "./host-schema.js";
import { PersonasSchema, UserSchema } from "./user-schema.js";

export const ExpectToolSchema = z.union([
  z.string().min(1),
  z.strictObject({
    name: z.string().min(1),
    args: z.record(z.string(), z.unknown()).optional().describe("Expected arguments (also what the scripted driver sends)"),
    argsMatch: z
      .enum(["partial", "exact"])
      .default("partial")
      .describe("partial: the given keys deep-equal; exact: the whole object deep-equals"),
  }),
]);

export const WorkflowStepSchema = z.strictObject({
  user: z
    .string()
    .min(1)
    .optional()
    .describe("User message (required; with a simulated `user` it is left out: step N gives only turn N's expectations)"),
  expectTools: z.array(ExpectToolSchema).optional().describe("Tools expected to be called in answer to this message"),
  expectedState: z
    .string()
    .optional()
    .describe("Text the final answer (or last tool result) must contain; case-insensitive, or /regex/flags"),
});

export const WorkflowSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  steps: z
    .array(WorkflowStepSchema)
    .min(1)
    .optional()
    .describe("The user's messages, in order; beside a simulated `user`, each turn's expectations (step N is turn N)"),
  user: UserSchema.optional().describe("A simulated user holds the conversation instead of fixed steps (docs/users.md)"),
  personas: PersonasSchema.optional(),
  expectTools: z.array(ExpectToolSchema).optional().describe("Tools expected across all steps (mcpvals 0.4 style)"),
  expectedState: z.string().optional().describe("Expected end state of the whole workflow (defaults to the last step's)"),
  order: z.enum(["in-order", "exact", "any"]).default("in-order").describe("How expectTools is compared with the calls made"),
  maxSteps: z.number().int().min(1).max(100).default(10).describe("Model steps (tool round trips) allowed per user message"),
  verify: z
    .array(VerifierSpecSchema)
    .default([])
    .describe("State checks run after the agent finishes (sql, file, command, http, mcp); all must pass"),
  setup: z.array(HookStepSchema).default([]).describe("Commands or SQL run before each run of the workflow (before the server starts)"),
  teardown: z
    .array(HookStepSchema)
    .default([])
    .describe("Commands or SQL run after each run of the workflow (after the server stops), also when it failed"),
  repeats: z.number().int().min(1).max(100).optional().describe("Run the workflow this many times (default: top-level repeats, else 1)"),
  minPass: z.number().int().min(1).optional().describe("Runs that must pass for the workflow to pass (default: all of them)"),
  servers: z.array(z.string().min(1)).min(1).optional().describe("Servers this workflow may use (names under `servers`); default: all"),
  toolSelection: ToolSelectionSchema.optional().describe("Which tools the model sees (default: the top-level toolSelection)"),
  ...hostFields,
  budget: z
    .strictObject({
      toolCalls: z.number().int().min(1).optional().describe("Most tool calls one run may make, failed calls included"),
      tokens: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe(
          "Most tokens (input + output, as the models report them) one run may use: the agent's, and a simulated user's model's; the judge's are not counted",
        ),
    })
    .refine((budget) => budget.toolCalls !== undefined || budget.tokens !== undefined, "give toolCalls, tokens or both")
    .meta({ minProperties: 1 })
    .optional()
    .describe("The budget metric: one run of the workflow fails when it makes more tool calls or uses more tokens than this"),
});

export type ExpectTool = z.output<typeof ExpectToolSchema>;
export type Workflow = z.output<typeof WorkflowSchema>;
export type WorkflowStep = z.output<typeof WorkflowStepSchema>;

/**
 * What the retrieval-limited agent (`toolSelection: retrieve`) offered the model.
 */
import { z } from "zod";

/** One expected tool of a step in discover mode: whether a search_tools call of the step returned it, and at which rank (1 = first). */
export const DiscoveredToolSchema = z.object({
  tool: z.string(),
  found: z.boolean(),
  /** Best rank over the step's searches; null when no search returned it. */
  rank: z.number().int().nullable(),
});

/** What the model did to find its tools in one step (discover mode). */
export const DiscoveryStepSchema = z.object({
  /** Calls of search_tools, get_tool_schema and call_tool. */
  calls: z.object({ search_tools: z.number().int(), get_tool_schema: z.number().int(), call_tool: z.number().int() }),
  /** The step's search queries, in order. */
  queries: z.array(z.string()),
  expected: z.array(DiscoveredToolSchema),
});

/** What `toolSelection: { mode: "retrieve" }` (or `"discover"`) did in one workflow. */
export const ToolSelectionResultSchema = z.object({
  mode: z.enum(["retrieve", "discover"]),
  topK: z.number().int(),
  /** Tools the workflow's servers offer. */
  totalTools: z.number().int(),
  /** Per user message: the tools offered to the model (exposed names). */
  steps: z.array(z.object({ step: z.number().int(), offered: z.array(z.string()), discovery: DiscoveryStepSchema.optional() })),
  /**
   * Estimated prompt tokens spent on tool definitions over all model calls
   * (JSON of name, description and input schema, 4 characters a token):
   * with retrieval (discover: the three discovery tools), and had every tool been offered.
   */
  toolPromptTokens: z.object({ selected: z.number().int(), all: z.number().int() }),
  /** Why the selection fell back (to lexical ranking, or to offering every tool) when the configured search mode failed. */
  error: z.string().nullable().optional(),
});

export type ToolSelectionResult = z.infer<typeof ToolSelectionResultSchema>;
export type DiscoveryStep = z.infer<typeof DiscoveryStepSchema>;

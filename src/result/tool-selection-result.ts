/**
 * What the retrieval-limited agent (`toolSelection: retrieve`) offered the model.
 */
import { z } from "zod";

/** What `toolSelection: { mode: "retrieve" }` did in one workflow. */
export const ToolSelectionResultSchema = z.object({
  mode: z.literal("retrieve"),
  topK: z.number().int(),
  /** Tools the workflow's servers offer. */
  totalTools: z.number().int(),
  /** Per user message: the tools offered to the model (exposed names). */
  steps: z.array(z.object({ step: z.number().int(), offered: z.array(z.string()) })),
  /**
   * Estimated prompt tokens spent on tool definitions over all model calls
   * (JSON of name, description and input schema, 4 characters a token):
   * with retrieval, and had every tool been offered.
   */
  toolPromptTokens: z.object({ selected: z.number().int(), all: z.number().int() }),
  /** Why the selection fell back (to lexical ranking, or to offering every tool) when the configured search mode failed. */
  error: z.string().nullable().optional(),
});

export type ToolSelectionResult = z.infer<typeof ToolSelectionResultSchema>;

/**
 * The tool-retrieval metric: where each expected tool ranked among all tools
 * for a step's user text (no LLM involved).
 */
import { z } from "zod";
import { SearchModeSchema } from "./search-mode.js";

/** Where one expected tool ranked among all offered tools for a step's user text. */
export const RetrievalRankSchema = z.object({
  server: z.string(),
  tool: z.string(),
  /** 1-based rank; null when the tool is not offered by the workflow's servers at all. */
  rank: z.number().int().nullable(),
});

export const RetrievalStepSchema = z.object({
  step: z.number().int(),
  user: z.string(),
  expected: z.array(RetrievalRankSchema),
  /** The top-k tools as ranked (qualified "server/tool"), for a reviewer to see what won instead. */
  top: z.array(z.string()),
});

export const RetrievalScoresSchema = z.object({
  /** Share of expected tools ranked within the top k. */
  recallAtK: z.number(),
  /** Mean of 1/rank over expected tools (0 for a tool not offered). */
  mrr: z.number(),
  /** Expected tools ranked (the denominator). */
  queries: z.number().int(),
});

export const WorkflowRetrievalSchema = RetrievalScoresSchema.extend({
  name: z.string(),
  steps: z.array(RetrievalStepSchema),
});

/** The tool-retrieval metric of a run: no LLM involved, so it costs nothing but tells whether tools are findable. */
export const RetrievalResultSchema = RetrievalScoresSchema.extend({
  mode: SearchModeSchema,
  k: z.number().int(),
  /** Gate from `toolRetrieval.minRecallAtK`; null when none is set. */
  minRecallAtK: z.number().nullable(),
  /** False when the gate is set and recallAtK is below it (the run then fails). */
  passed: z.boolean(),
  workflows: z.array(WorkflowRetrievalSchema),
  /**
   * Why the configured mode could not be used (e.g. the embedder failed): the
   * ranks then come from lexical ranking (`mode` says so), or, if that failed
   * too, there are none (numbers 0, queries 0, passed true). Null when all went well.
   */
  error: z.string().nullable().optional(),
});

export type RetrievalRank = z.infer<typeof RetrievalRankSchema>;
export type RetrievalStep = z.infer<typeof RetrievalStepSchema>;
export type RetrievalScores = z.infer<typeof RetrievalScoresSchema>;
export type WorkflowRetrieval = z.infer<typeof WorkflowRetrievalSchema>;
export type RetrievalResult = z.infer<typeof RetrievalResultSchema>;

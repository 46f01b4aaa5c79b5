/**
 * The parts of the result that tool search adds (issue 5): the
 * tool-retrieval metric, the retrieval-limited agent's numbers, and the
 * fallback suggestions offered when a tool call failed. Imported by
 * result-schema.ts.
 */
import { z } from "zod";
import { SearchModeSchema } from "../config/search-schema.js";

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

export const FallbackSuggestionSchema = z.object({
  server: z.string(),
  /** The tool's MCP name. */
  tool: z.string(),
  /** How the model calls it (differs from `tool` when names are qualified or made model-safe). */
  callAs: z.string(),
  /** Similarity to the failed tool and its error, 0..1. */
  similarity: z.number(),
  /** Smoothed success rate from the metrics: (successes + 1) / (calls + 2); 0.5 with no history. */
  successRate: z.number(),
  /** 0.5..1: 1 for a success just now, halving its distance to 0.5 each week; 0.5 with no success on record. */
  recency: z.number(),
  /** similarity × successRate × recency: what the suggestions are ordered by. */
  score: z.number(),
  reason: z.string(),
});

/** Suggestions handed to the model after one failed call. */
export const FallbackOfferSchema = z.object({
  step: z.number().int(),
  server: z.string(),
  /** The failed tool's MCP name. */
  tool: z.string(),
  /** The record's errorKind, or "empty-result" for a call that succeeded with nothing in it (no text, no structuredContent). */
  errorKind: z.string(),
  error: z.string(),
  /** Best first; never empty (a failure with no candidate offers nothing). */
  suggestions: z.array(FallbackSuggestionSchema),
});

/** A later call to a suggested tool in the same step of the workflow (a later step is another request). */
export const FallbackTakenSchema = z.object({
  /** Index into `offered` of the offer it answers. */
  offer: z.number().int(),
  step: z.number().int(),
  server: z.string(),
  tool: z.string(),
  /** The failed tool it stood in for. */
  insteadOf: z.string(),
  /** "model": the model called a suggested tool; "auto": autoRetryFallback called it. */
  by: z.enum(["model", "auto"]),
  /** The call stood in: it was healthy and answered something (an empty result did not do the job). */
  ok: z.boolean(),
});

export const FallbackReportSchema = z.object({
  offered: z.array(FallbackOfferSchema),
  taken: z.array(FallbackTakenSchema),
  /** A suggestion was taken and succeeded, and the workflow passed. */
  recovered: z.boolean(),
});

/** Run totals for the summary. */
export const FallbackTotalsSchema = z.object({
  /** Failed calls that got suggestions. */
  offered: z.number().int(),
  /** Suggested tools called afterwards (by the model or autoRetryFallback). */
  taken: z.number().int(),
  /** Workflows that recovered. */
  recovered: z.number().int(),
});

export type RetrievalRank = z.infer<typeof RetrievalRankSchema>;
export type RetrievalStep = z.infer<typeof RetrievalStepSchema>;
export type RetrievalScores = z.infer<typeof RetrievalScoresSchema>;
export type WorkflowRetrieval = z.infer<typeof WorkflowRetrievalSchema>;
export type RetrievalResult = z.infer<typeof RetrievalResultSchema>;
export type ToolSelectionResult = z.infer<typeof ToolSelectionResultSchema>;
export type FallbackSuggestion = z.infer<typeof FallbackSuggestionSchema>;
export type FallbackOffer = z.infer<typeof FallbackOfferSchema>;
export type FallbackTaken = z.infer<typeof FallbackTakenSchema>;
export type FallbackReport = z.infer<typeof FallbackReportSchema>;
export type FallbackTotals = z.infer<typeof FallbackTotalsSchema>;

/**
 * Fallback suggestions handed to the model after failed tool calls, which
 * were taken, and the run's totals.
 */
import { z } from "zod";

export const FallbackSuggestionSchema = z.object({
  server: z.string(),
  /** The tool's MCP name. */
  tool: z.string(),
  /** How the model calls it (differs from `tool` when names are qualified or made model-safe). */
  callAs: z.string(),
  /** Similarity to the failed tool and its error, 0..1. */
  similarity: z.number(),
  /** Smoothed success rate from the metrics: (successes + 1) / (calls + 2); 0.5 with no history. What the ranking uses. */
  successRate: z.number(),
  /** Calls and successes on record (stored history plus this run): the observed rate shown to models and agents. */
  calls: z.number().int().optional(),
  successes: z.number().int().optional(),
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

export type FallbackSuggestion = z.infer<typeof FallbackSuggestionSchema>;
export type FallbackOffer = z.infer<typeof FallbackOfferSchema>;
export type FallbackTaken = z.infer<typeof FallbackTakenSchema>;
export type FallbackReport = z.infer<typeof FallbackReportSchema>;
export type FallbackTotals = z.infer<typeof FallbackTotalsSchema>;

/**
 * A small price table for the cost estimate in reports. USD per 1M tokens,
 * list prices for standard (non-batch, non-cached) use.
 *
 * These are ESTIMATES as of November 2026 and go stale: prices change and
 * differ by tier and region. Override or extend them in the config:
 * `pricing: { "anthropic:claude-sonnet-4-5": { input: 3, output: 15 } }`.
 * A model with no known price gets no cost (null), never a guess.
 */
import type { ModelPrice } from "../config/schema.js";
import type { Usage } from "../result/usage.js";

/** USD per 1M tokens; estimates as of November 2026. */
export const BUILTIN_PRICES: Readonly<Record<string, ModelPrice>> = Object.freeze({
  "openai:gpt-4o": { input: 2.5, output: 10 },
  "openai:gpt-4o-mini": { input: 0.15, output: 0.6 },
  "openai:gpt-4.1": { input: 2, output: 8 },
  "openai:gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "anthropic:claude-sonnet-4-5": { input: 3, output: 15 },
  "anthropic:claude-haiku-4-5": { input: 1, output: 5 },
  "anthropic:claude-opus-4-1": { input: 15, output: 75 },
  "google:gemini-2.5-flash": { input: 0.3, output: 2.5 },
  "google:gemini-2.5-pro": { input: 1.25, output: 10 },
  "xai:grok-4": { input: 3, output: 15 },
  "xai:grok-3-mini": { input: 0.3, output: 0.5 },
});

/** The price of `label` ("provider:model"): the config's first, then the built-in table; undefined when unknown. */
export function priceFor(label: string, overrides: Readonly<Record<string, ModelPrice>> = {}): ModelPrice | undefined {
  return Object.hasOwn(overrides, label) ? overrides[label] : Object.hasOwn(BUILTIN_PRICES, label) ? BUILTIN_PRICES[label] : undefined;
}

/** Estimated USD for `usage` at `price`, rounded to a millionth of a dollar; null when either is unknown. */
export function estimateCostUsd(usage: Usage | null | undefined, price: ModelPrice | undefined): number | null {
  if (!usage || !price) return null;
  const usd = (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
  return Math.round(usd * 1_000_000) / 1_000_000;
}

/** How an LLM ranker's answer (positions it names, best first) becomes a full ranking. */
import type { ToolHit } from "./types.js";

/**
 * The re-ranked candidates of hybrid mode: the ones the model named in its order, then the ones it left out.
 * Positions keep their fused scores: the list stays best first and 0..1.
 */
export function rerankedTop(top: readonly ToolHit[], order: readonly number[]): ToolHit[] {
  const moved = [...order.map((i) => top[i]!), ...top.filter((_, i) => !order.includes(i))];
  return moved.map((hit, i) => ({ ...hit, score: top[i]!.score }));
}

/** Every tool's index for llm mode: the model's order, then the tools it left out in lexical order (`lexical`: one score per tool). */
export function llmOrder(order: readonly number[], lexical: ArrayLike<number>): number[] {
  const named = new Set(order);
  const rest = Array.from({ length: lexical.length }, (_, i) => i)
    .filter((i) => !named.has(i))
    .sort((a, b) => lexical[b]! - lexical[a]! || a - b);
  return [...order, ...rest];
}

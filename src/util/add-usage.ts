import type { Usage } from "../result/usage.js";

/** Two models' tokens summed (`a` null: `b` alone), without loading any model code. */
export function addUsage(a: Usage | null, b: Usage): Usage {
  if (!a) return { ...b };
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

import type { Embedder } from "./embedder.js";
import { normalize } from "./vector-math.js";

export interface EmbedTextsOptions {
  signal?: AbortSignal;
}

/**
 * Unit-length vectors of `texts`, in order, through the AI SDK's embedMany
 * (which splits the input by the model's maxEmbeddingsPerCall). `ai` is
 * imported here, on first use, so runs that never search never load it.
 */
export async function embedTexts(embedder: Embedder, texts: readonly string[], { signal }: EmbedTextsOptions = {}): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const { embedMany } = await import("ai");
  const { embeddings } = await embedMany({
    model: embedder.model,
    values: [...texts],
    ...(embedder.dimensions !== undefined ? { dimensions: embedder.dimensions } : {}),
    maxRetries: embedder.maxRetries,
    abortSignal: signal,
  });
  return embeddings.map((values) => normalize(values));
}

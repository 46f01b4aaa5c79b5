/**
 * The local embedder as an installed mcpvals runs it: the model in its own
 * child process (lib/search/embeddings/local-model-child.js, built by `npm test`), not
 * inside jest. From source, createEmbedder loads TensorFlow.js into the test's
 * own process, where the same embeddings cost about three times the CPU
 * (measured on the labelled retrieval set: 20 s in jest, 6.4 s in a plain
 * Node child) and block the test's event loop.
 */
import path from "node:path";
import { createChildEmbeddingModel } from "../../src/search/embeddings/child-embedding-model.js";
import type { Embedder } from "../../src/search/embeddings/embedder.js";
import { LOCAL_BATCH_SIZE, LOCAL_MODEL_ID } from "../../src/search/embeddings/local-embedding-model.js";
import { shortToolText } from "../../src/search/engine/tool-text.js";
import { REPO_ROOT } from "./run-mcpvals.js";

export function libLocalEmbedder(): Embedder {
  const script = path.join(REPO_ROOT, "lib", "search", "embeddings", "local-model-child.js");
  const model = createChildEmbeddingModel({ script, env: process.env, modelId: LOCAL_MODEL_ID, batchSize: LOCAL_BATCH_SIZE });
  return { id: LOCAL_MODEL_ID, model, toolText: shortToolText, maxRetries: 0 };
}

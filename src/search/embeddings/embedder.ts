/**
 * What tool search needs of an embedding model: an AI SDK embedding model
 * (the EmbeddingModelV4 shape, so `embedMany` drives local and API models
 * alike) plus the id its vectors are stored under.
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { EmbeddingModel } from "ai";

/** The AI SDK's embedding model interface, version 4 (from `@ai-sdk/provider`, reached through `ai`'s types). */
export type EmbeddingModelV4 = Extract<EmbeddingModel, { specificationVersion: "v4" }>;

export interface Embedder {
  /**
   * Stored with the vectors: "use-lite-512" for the local model,
   * "<provider>:<model>[:<dimensions>]" for API models. Vectors stored under
   * another id are never reused.
   */
  readonly id: string;
  readonly model: EmbeddingModelV4;
  /** Vector size asked of the model (API models that support it); undefined: the model's own. */
  readonly dimensions?: number | undefined;
  /** The text a tool is embedded as (shortToolText for the local model, toolText for API models). */
  readonly toolText: (tool: Tool) => string;
  /** Retries per `doEmbed` call (embedMany's): 0 for the local model, whose failures do not heal. */
  readonly maxRetries: number;
}

/**
 * Config fields of tool search (issue 5): the embedder, the search mode, the
 * tool-retrieval metric and its gate, the retrieval-limited agent, and the
 * fallback suggestions handed to the model when a tool call fails.
 * Kept apart from schema.ts, which imports these.
 */
import { z } from "zod";
import { SearchModeSchema } from "../result/search-mode.js";

/** The local model: Universal Sentence Encoder lite, shipped with the package; no key, no network. */
export const LOCAL_EMBEDDINGS = "local";

export const EmbeddingsObjectSchema = z.strictObject({
  provider: z.enum(["openai", "openai-compatible"]).describe("AI SDK provider of the embedding model"),
  model: z.string().min(1).describe("Embedding model id, e.g. text-embedding-3-small"),
  baseURL: z.url().optional().describe("Endpoint base URL (openai-compatible: required)"),
  apiKey: z.string().optional().describe("API key; prefer OPENAI_API_KEY or apiKeyEnv"),
  apiKeyEnv: z.string().optional().describe("Name of the environment variable holding the API key"),
  dimensions: z.number().int().positive().optional().describe("Ask the model for vectors of this size (models that support it)"),
});

export const EmbeddingsSpecSchema = z
  .union([
    z.literal(LOCAL_EMBEDDINGS).describe("The bundled offline model (default)"),
    z.string().regex(/^(openai|openai-compatible):.+$/, '"local" or "provider:model", e.g. "openai:text-embedding-3-small"'),
    EmbeddingsObjectSchema,
  ])
  .describe('Embedding model for tool search: "local" (offline, default) or an API model such as "openai:text-embedding-3-small"');

/** Without `model`: schema.ts adds it (ModelSpecSchema lives there). */
export const SearchSettingsBaseSchema = z.strictObject({
  mode: SearchModeSchema.default("hybrid").describe(
    "Default mode of `mcpvals search`, the tool-retrieval metric and toolSelection: retrieve",
  ),
  rerankTop: z.number().int().min(2).max(50).default(10).describe("Candidates of the fused ranking the LLM re-ranks (hybrid)"),
});

export const ToolRetrievalSchema = z.union([
  z.literal(false).describe("Turn the tool-retrieval metric off"),
  z.strictObject({
    k: z.number().int().min(1).max(50).default(5).describe("k of Recall@k"),
    mode: SearchModeSchema.optional().describe("Search mode used to rank the tools (default: search.mode)"),
    minRecallAtK: z.number().min(0).max(1).optional().describe("Fail the run when the overall Recall@k is below this"),
  }),
]);

export const ToolSelectionSchema = z
  .strictObject({
    mode: z
      .enum(["all", "retrieve", "discover"])
      .default("all")
      .describe(
        "all: the model sees every tool; retrieve: only the top-k tools for each user message (RAG-MCP); discover: only search_tools, get_tool_schema and call_tool (as through `mcpvals proxy`)",
      ),
    topK: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(5)
      .describe("Tools offered per user message in retrieve mode; search_tools' default limit in discover mode"),
  })
  .describe("Which tools the model sees");

export const FallbacksSchema = z.union([
  z.literal(false).describe("Offer no fallback suggestions"),
  z.strictObject({
    maxFallbacks: z.number().int().min(1).max(10).default(3).describe("Suggestions offered when a tool call fails"),
    autoRetryFallback: z.boolean().default(false).describe("Call the first suggestion automatically and hand both results to the model"),
  }),
]);

export type EmbeddingsSpec = z.output<typeof EmbeddingsSpecSchema>;
export type EmbeddingsObject = z.output<typeof EmbeddingsObjectSchema>;
export type ToolRetrievalSettings = Exclude<z.output<typeof ToolRetrievalSchema>, false>;
export type ToolSelection = z.output<typeof ToolSelectionSchema>;
export type FallbackSettings = Exclude<z.output<typeof FallbacksSchema>, false>;

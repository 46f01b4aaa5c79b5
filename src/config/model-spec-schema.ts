/**
 * How the config names a model (the agent, the judge, a sampling model, a
 * simulated user): "provider:model", "scripted", or an object with a
 * baseURL, key and retries. Its own file so that the workflow schema can use
 * it without importing the whole config schema.
 */
import { z } from "zod";
import { durationMs } from "../util/duration-schema.js";

export const PROVIDERS = ["openai", "openai-compatible", "anthropic", "google", "xai"] as const;

export const ModelRetriesSchema = z
  .strictObject({
    maxAttempts: z.number().int().min(1).max(10).default(3).describe("Attempts per model call, the first included (1 = no retry)"),
    baseDelayMs: durationMs({ min: 0 }).default(1000).describe("Delay before the first retry; doubles each retry, with jitter"),
    maxDelayMs: durationMs({ min: 0 }).default(30_000).describe("Upper bound of one delay, also for a server's Retry-After"),
  })
  .describe("Retries of a model call answered with HTTP 429 or 5xx");

export const ModelObjectSchema = z.strictObject({
  provider: z.enum(PROVIDERS).describe("AI SDK provider"),
  model: z.string().min(1).describe("Model id, e.g. gpt-4o or llama3.1"),
  baseURL: z.url().optional().describe("Endpoint base URL (for openai-compatible: required, e.g. http://localhost:11434/v1)"),
  apiKey: z
    .string()
    .optional()
    .describe(
      "API key; prefer the provider's environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY, XAI_API_KEY)",
    ),
  apiKeyEnv: z.string().optional().describe("Name of the environment variable holding the API key"),
  stream: z.boolean().default(false).describe("Use streaming responses"),
  temperature: z.number().min(0).max(2).optional(),
  retries: ModelRetriesSchema.optional(),
});

export const ModelSpecSchema = z
  .union([
    z.string().min(1).describe('"provider:model" (e.g. "openai:gpt-4o"), or "scripted" to call the expected tools directly with no LLM'),
    ModelObjectSchema,
  ])
  .describe("Which model drives the workflows");

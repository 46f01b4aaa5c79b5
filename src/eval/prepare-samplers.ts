/**
 * The models that answer servers' sampling requests (`client.sampling`
 * without a fixed text): the configured sampling model, else the agent's.
 * Checked before any server starts, like the agent's key. A scripted run has
 * no model to lend, so there a fixed text or an explicit model is required.
 */
import type { Limits } from "../config/limits-schema.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { ModelSpec } from "../config/schema.js";
import { ConfigError } from "../errors.js";
import type { Sampler } from "../protocol/server-request.js";
import { resolveModel } from "../model/resolve-model.js";
import type { RetryNotice } from "../model/retry-model-call.js";
import { nameTable } from "../util/name-table.js";

export interface PrepareSamplersOptions {
  config: ResolvedConfig;
  /** The agent model: the CLI's `--model`, else the config's. */
  agentSpec: ModelSpec | undefined;
  env: Record<string, string | undefined>;
  onRetry?: (notice: RetryNotice) => void;
  /** Provider rate limits, this shard's share. @default none */
  limits?: Limits | undefined;
}

export async function prepareSamplers({
  config,
  agentSpec,
  env,
  onRetry,
  limits,
}: PrepareSamplersOptions): Promise<Record<string, Sampler>> {
  const entries = Object.entries(config.samplingModels ?? {});
  if (entries.length === 0) return {};
  const resolved = entries.map(([server, { model, path }]) => {
    const spec = model ?? agentSpec;
    const resolvedModel = resolveModel(spec, { env, role: "agent", legacyOpenAiKey: config.legacyOpenAiKey });
    if (resolvedModel.kind === "scripted") {
      const message = `server "${server}": sampling defaults to the agent's model, and "scripted" is none. Set ${path}.text (a fixed answer) or ${path}.model (e.g. "openai:gpt-4o-mini")`;
      throw new ConfigError(message, { file: config.file ?? undefined, issues: [{ path: `${path}.text`, message }] });
    }
    return { server, resolvedModel };
  });
  // One after the other: two concurrent first imports of the AI SDK trip jest's ESM linker.
  const { createLanguageModel } = await import("../model/create-language-model.js");
  const { createSampler } = await import("../model/sample-with-model.js");
  const samplers = nameTable<Sampler>();
  for (const { server, resolvedModel } of resolved) {
    if (resolvedModel.kind !== "llm") continue;
    const model = await createLanguageModel(resolvedModel, { onRetry, limits });
    samplers[server] = createSampler({ model, label: resolvedModel.label, timeoutMs: config.timeouts.llmCallMs });
  }
  return samplers;
}

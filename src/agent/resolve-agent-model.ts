/** The model an Agent calls, from its options: an AI SDK model as it is, or a spec resolved like the config's. */
import type { ModelSpec } from "../config/schema.js";
import { UsageError } from "../errors.js";
import type { RetryNotice } from "../model/retry-model-call.js";
import type { AgentModelConfig, AgentOptions } from "./agent-options.js";

export async function resolveAgentModel(
  { model, temperature, env = process.env }: AgentOptions,
  onRetry: (notice: RetryNotice) => void,
): Promise<AgentModelConfig> {
  if (typeof model === "object" && "specificationVersion" in model) {
    return { model, label: `${model.provider}:${model.modelId}`, temperature };
  }
  const { resolveModel } = await import("../model/resolve-model.js");
  const resolved = resolveModel(model as ModelSpec, { env, role: "agent" });
  if (resolved.kind !== "llm") throw new UsageError('An Agent needs a real model; "scripted" is only for config workflows.');
  const { createLanguageModel } = await import("../model/create-language-model.js");
  return {
    model: await createLanguageModel(resolved, { onRetry }),
    label: resolved.label,
    temperature: temperature ?? resolved.temperature,
    stream: resolved.stream,
  };
}

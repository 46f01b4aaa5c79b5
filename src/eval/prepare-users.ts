/**
 * The simulated users of a run's conversation workflows (`user:`): each
 * user's model (its `user.model`, else the agent's), resolved and keyed
 * before any server starts, like the agent's; with cassettes in front (role
 * "user"), so a replay needs no key for it. A `script` needs no model: none
 * is resolved, none is ever asked.
 */
import type { ResolvedConfig, ResolvedWorkflow } from "../config/resolved-config.js";
import type { ModelSpec } from "../config/schema.js";
import type { MissingApiKeyError } from "../errors.js";
import { resolveModel, type ResolvedModel } from "../model/resolve-model.js";
import type { RetryNotice } from "../model/retry-model-call.js";
import type { OpenUserTurns } from "../agent/user/user-turns.js";
import type { Usage } from "../result/usage.js";

export interface PrepareUsersOptions {
  config: ResolvedConfig;
  /** The agent model (`--model`, else the config's): what a user without its own model plays with. */
  agentSpec: ModelSpec | undefined;
  env: Record<string, string | undefined>;
  onRetry?: (notice: RetryNotice) => void;
  allowMissingKey: boolean;
}

export interface PreparedUsers {
  /** Undefined when no workflow has a simulated user. */
  openTurns: OpenUserTurns | undefined;
  /** A user model without its key (allowed for replays). */
  missingKey?: MissingApiKeyError;
  /** Some workflow's user is played by a model (not a script): there are user-model answers to record. */
  asksModel: boolean;
}

/** The user model's label of a workflow ("scripted" for a script), for cassettes' definition hash. */
export function userModelLabel(
  workflow: ResolvedWorkflow,
  agentSpec: ModelSpec | undefined,
  env: Record<string, string | undefined>,
): string | null {
  if (!workflow.user) return null;
  if (workflow.user.script) return "script";
  return resolveModel(workflow.user.model ?? agentSpec, { env, role: "user", allowMissingKey: true }).label;
}

export async function prepareUsers({ config, agentSpec, env, onRetry, allowMissingKey }: PrepareUsersOptions): Promise<PreparedUsers> {
  const conversations = config.workflows.filter((w) => w.user);
  if (conversations.length === 0) return { openTurns: undefined, asksModel: false };
  const resolved = new Map<ResolvedWorkflow, Extract<ResolvedModel, { kind: "llm" }>>();
  let missingKey: MissingApiKeyError | undefined;
  for (const workflow of conversations) {
    if (workflow.user!.script) continue;
    const spec = workflow.user!.model ?? agentSpec;
    const model = resolveModel(spec, { env, role: "user", legacyOpenAiKey: config.legacyOpenAiKey, allowMissingKey });
    if (model.kind !== "llm") continue;
    missingKey ??= model.missingKey;
    resolved.set(workflow, model);
  }
  const { conversationTurns } = await import("../agent/user/conversation-turns.js");
  const { askUserModel } = await import("../agent/user/ask-user-model.js");
  const { elicitAsUser } = await import("../agent/user/elicit-as-user.js");
  const { createLanguageModel } = await import("../model/create-language-model.js");
  const { withCassettes } = await import("../cassettes/cassette-middleware.js");
  // One language model per distinct model (most runs have one user model).
  const byKey = new Map<string, Awaited<ReturnType<typeof createLanguageModel>>>();
  type LlmModel = Extract<ResolvedModel, { kind: "llm" }>;
  const models = new Map<ResolvedWorkflow, { model: Awaited<ReturnType<typeof createLanguageModel>>; spec: LlmModel }>();
  for (const [workflow, spec] of resolved) {
    const key = JSON.stringify([spec.provider, spec.modelId, spec.baseURL, spec.apiKey, spec.retries]);
    if (!byKey.has(key)) byKey.set(key, withCassettes(await createLanguageModel(spec, { ...(onRetry ? { onRetry } : {}) }), "user"));
    models.set(workflow, { model: byKey.get(key)!, spec });
  }
  const timeoutMs = config.timeouts.llmCallMs;
  const { stepTurns } = await import("../agent/user/user-turns.js");
  const { addUsage } = await import("../agent/agent-steps.js");
  const openTurns: OpenUserTurns = (workflow) => {
    const user = workflow.user;
    if (!user) return stepTurns(workflow.steps);
    // Copies (per host, per era) share their configured workflow's model: look it up by the user settings they share.
    const found = models.get(workflow) ?? [...models].find(([w]) => w.user === user)?.[1];
    if (!found) return conversationTurns({ user });
    // Per attempt: every answer of the user model (turns and elicitation alike) adds to this attempt's spend.
    let usage: Usage | undefined;
    const onUsage = (used: Usage): void => void (usage = addUsage(usage ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, used));
    const settings = { model: found.model, label: found.spec.label, user, timeoutMs, temperature: found.spec.temperature, onUsage };
    const turns = conversationTurns({ user, ask: askUserModel(settings), elicitWith: (said) => elicitAsUser({ ...settings, said }) });
    return { ...turns, spend: () => (usage ? { usage, model: found.spec.label } : undefined) };
  };
  return { openTurns, asksModel: resolved.size > 0, ...(missingKey ? { missingKey } : {}) };
}

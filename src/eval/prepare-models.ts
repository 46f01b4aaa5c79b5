/**
 * Resolves the agent and judge models of a run and builds the driver and
 * judge. Keys are checked first, before any server starts. The AI SDK and
 * provider packages are imported only when an LLM is really used, so
 * scripted and tool-health-only runs do not pay for loading them.
 */
import type { Driver } from "../agent/driver.js";
import { resolveModel } from "../model/resolve-model.js";
import { createScriptedDriver } from "../agent/scripted-driver.js";
import { prepareUsers } from "./prepare-users.js";
import type { Limits } from "../config/limits-schema.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { ModelSpec } from "../config/schema.js";
import type { Judge } from "../judge/judge.js";
import type { RetryNotice } from "../model/retry-model-call.js";
import type { MissingApiKeyError } from "../errors.js";

export interface PrepareModelsOptions {
  config: ResolvedConfig;
  /** The agent model: the CLI's `--model`, else the config's. */
  agentSpec: ModelSpec | undefined;
  /** `--llm-judge`: turn the judge on even when the config leaves it off. */
  llmJudge: boolean | undefined;
  env: Record<string, string | undefined>;
  /** Told about each retry of a model call (429, 5xx), for observers. */
  onRetry?: (notice: RetryNotice) => void;
  /** Build the models even without their key (`missingKey` says so): cassettes may answer for them. */
  allowMissingKey?: boolean;
  /** Provider rate limits, this shard's share (model/provider-limiter.ts). @default none */
  limits?: Limits | undefined;
}

export interface PreparedModels {
  driver: Driver;
  judge: Judge | null;
  /** Judges a conversation's goal: the configured judge, else one on the agent's model (never the user's); null without a model. */
  goalJudge: Judge | null;
  /** With `allowMissingKey`: the error a live call would raise. */
  missingKey?: MissingApiKeyError;
  /** "provider:model" of the agent and the judge, for cassettes. */
  labels: { agent: string; judge: string | null };
  /** A simulated user is played by a model: its answers are recorded even when the agent is scripted. */
  asksUserModel?: boolean;
}

export async function prepareModels({
  config,
  agentSpec,
  llmJudge,
  env,
  onRetry,
  allowMissingKey = false,
  limits,
}: PrepareModelsOptions): Promise<PreparedModels> {
  const agent = resolveModel(agentSpec, { env, role: "agent", legacyOpenAiKey: config.legacyOpenAiKey, allowMissingKey });
  const settings = config.judge ?? (llmJudge ? { model: undefined, minScore: 0.7, repeats: 1 } : null);
  // The judge defaults to the agent's model; a scripted run has none, so it needs its own.
  const judgeModel = settings
    ? resolveModel(settings.model ?? (agent.kind === "llm" ? agentSpec : undefined), {
        env,
        role: "judge",
        legacyOpenAiKey: config.legacyOpenAiKey,
        allowMissingKey,
      })
    : undefined;

  const labels = { agent: agent.label, judge: judgeModel?.label ?? null };
  // Simulated users (`user:`): their models, or their scripts.
  const users = await prepareUsers({ config, agentSpec, env, allowMissingKey, ...(onRetry ? { onRetry } : {}) });
  const openTurns = users.openTurns ? { openTurns: users.openTurns } : {};
  const missingKey =
    (agent.kind === "llm" ? agent.missingKey : undefined) ??
    (judgeModel?.kind === "llm" ? judgeModel.missingKey : undefined) ??
    users.missingKey;
  if (agent.kind === "scripted" && judgeModel?.kind !== "llm")
    return {
      driver: createScriptedDriver(openTurns),
      judge: null,
      goalJudge: null,
      labels,
      asksUserModel: users.asksModel,
      ...(missingKey ? { missingKey } : {}),
    };

  // One after the other: jest's ESM loader fails on a module (`ai`) that parallel first imports link at once.
  const { createLanguageModel } = await import("../model/create-language-model.js");
  const { createLlmDriver } = await import("../agent/llm-driver.js");
  const { createLlmJudge } = await import("../judge/run-judge.js");
  const { withCassettes } = await import("../cassettes/cassette-middleware.js");
  const driver =
    agent.kind === "scripted"
      ? createScriptedDriver(openTurns)
      : createLlmDriver({
          ...openTurns,
          // Cassettes sit in front of the model; without a cassette session they pass every call through.
          model: withCassettes(await createLanguageModel(agent, { onRetry, limits }), "agent"),
          label: agent.label,
          stream: agent.stream,
          temperature: agent.temperature,
          // One model call; tool calls have their own limit (toolCallMs) now that the loop runs them.
          stepTimeoutMs: config.timeouts.llmCallMs,
        });
  const judge =
    settings && judgeModel?.kind === "llm"
      ? createLlmJudge({
          model: withCassettes(await createLanguageModel(judgeModel, { onRetry, limits }), "judge"),
          label: judgeModel.label,
          minScore: settings.minScore,
          repeats: settings.repeats,
        })
      : null;
  // A conversation's goal is judged even without llmJudge: by the configured judge, else by the agent's model.
  const conversations = config.workflows.some((w) => w.user);
  const goalJudge =
    judge ??
    (conversations && agent.kind === "llm"
      ? createLlmJudge({
          model: withCassettes(await createLanguageModel(agent, { onRetry }), "judge"),
          label: agent.label,
          minScore: 0.7,
          repeats: 1,
        })
      : null);
  return { driver, judge, goalJudge, labels, asksUserModel: users.asksModel, ...(missingKey ? { missingKey } : {}) };
}

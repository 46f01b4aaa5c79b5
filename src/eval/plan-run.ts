/**
 * The first stage of a run: decide what runs and with what, before anything
 * is opened. Selects and shards the work and resolves the models (keys are
 * checked here); the state folder, tool search and connections are opened
 * by openRun. Work that cannot run is data in the plan (`skipped`), not an
 * exception a caller has to catch and patch around.
 */
import type { FailOn } from "../result/fail-on.js";
import { planGate, type GatePlan } from "./plan-gate.js";
import { overrideModel } from "../model/override-model.js";
import type { Driver } from "../agent/driver.js";
import type { ResolvedConfig, ResolvedWorkflow } from "../config/resolved-config.js";
import { McpvalsError, UsageError, type MissingApiKeyError } from "../errors.js";
import type { Judge } from "../judge/judge.js";
import type { RetryNotice } from "../model/retry-model-call.js";
import type { EvalResult } from "../result/eval-result.js";
import type { Shard } from "../result/shard.js";
import type { EventChannel } from "../trace/event-channel.js";
import { prepareModels } from "./prepare-models.js";
import { planCassettes } from "./plan-cassettes.js";
import type { CassetteRun } from "../cassettes/cassette-run.js";
import { prepareSamplers } from "./prepare-samplers.js";
import type { Sampler } from "../protocol/server-request.js";
import { selectWork, type SelectedWork } from "./select-work.js";
import { shardWork } from "./shard-work.js";
import { excludeDone } from "./done-units.js";
import { skipWithoutAuth } from "./skip-without-auth.js";
import { configStatePlace, resolveStateDir } from "../state/state-dir.js";
import { readUnitDurations } from "../state/unit-durations.js";
import { shareLimits } from "../model/provider-limiter.js";
import type { EvaluateOptions } from "./evaluate-options.js";
import { loadTokenCounter, type TokenCounter } from "../util/load-token-counter.js";
import { SCRIPTED_LABEL } from "../agent/scripted-driver.js";

/** Everything a run needs, decided before any server starts. */
export interface RunPlan {
  config: ResolvedConfig;
  threshold: number;
  /** The workflows and tool-health suites to run (this shard's part). */
  work: SelectedWork;
  shard: Shard | null;
  /** The driver of the workflows; undefined when none run. */
  driver: Driver | undefined;
  /** The run's model as reports name it: the driver's label, "scripted" for a scripted config that ran only tool tests, else "none". */
  modelLabel: string;
  judge: Judge | null;
  /** Judges a conversation's goal (`goalReached`): the configured judge, else one on the agent's model; null without either. */
  goalJudge: Judge | null;
  /** Models answering servers' sampling requests (`client.sampling` without text), by server name. */
  samplers: Record<string, Sampler>;
  /** Workflows not run whose tool-retrieval metric is still measured (it needs no LLM). */
  retrievalWorkflows: readonly ResolvedWorkflow[];
  /** Work that is not run, and why (e.g. LLM workflows without their API key on a fork PR). */
  skipped: NonNullable<EvalResult["skipped"]>;
  /** Record / replay of the model's answers; null when cassettes are off. */
  cassettes: CassetteRun | null;
  /** Names no server offers are warnings, not a config error. */
  allowMissingTools: boolean;
  /** What else fails the run (`--fail-on`, `failOn`). */
  failOn: FailOn[];
  /** The statistical regression gate; null when off. */
  gate: GatePlan | null;
  /** Counts tool-definition tokens (config `budget`); null when the count is not asked for (the tokenizer is not loaded). */
  tokenCounter: TokenCounter | null;
}

export async function planRun(configured: ResolvedConfig, channel: EventChannel, options: EvaluateOptions): Promise<RunPlan> {
  const {
    model: modelOverride,
    threshold: thresholdOverride,
    llmJudge,
    signal,
    env = process.env,
    shard,
    onMissingKey = "throw",
  } = options;
  const cassetteMode = options.cassettes ?? configured.cassettes?.mode ?? "off";
  checkThreshold(thresholdOverride);
  const { work: sharded, shard: planned } = await shardSelected(configured, options);
  const { config, work: authorized, skipped: withoutAuth } = skipWithoutAuth(configured, sharded, onMissingKey);
  let work = authorized;
  const onRetry = announceRetry(channel);
  const limits = shareLimits(configured.limits, shard); // each of N shards draws on 1/N of the providers' limits

  // Models are resolved (and keys checked) before any server starts, and only
  // when workflows run: tool-health suites need no LLM and no key.
  let models: Pick<RunPlan, "driver" | "judge" | "goalJudge"> = { driver: undefined, judge: null, goalJudge: null };
  let retrievalWorkflows = options.retrievalWorkflows ?? [];
  const skipped: RunPlan["skipped"] = [...withoutAuth];
  let cassettes: CassetteRun | null = null;
  if (work.workflows.length > 0) {
    try {
      const allowMissingKey = cassetteMode === "replay" || cassetteMode === "auto" || onMissingKey === "skip";
      const prepared = await prepareModels({
        config,
        agentSpec: overrideModel(config.model, modelOverride),
        llmJudge,
        env,
        onRetry,
        allowMissingKey,
        limits,
      });
      const planned = await planCassettes({
        config,
        mode: cassetteMode,
        models: prepared,
        workflows: work.workflows,
        onMissingKey,
        onWarning: (message: string): void => void channel.notify("onWarning", message),
        signal,
      });
      models = { driver: prepared.driver, judge: prepared.judge, goalJudge: prepared.goalJudge };
      cassettes = planned.cassettes;
      skipped.push(...planned.skipped);
      // The tool-retrieval metric needs no LLM: skipped workflows still get it.
      retrievalWorkflows = [...retrievalWorkflows, ...work.workflows.filter((w) => !planned.workflows.includes(w))];
      work = { ...work, workflows: planned.workflows };
    } catch (error) {
      if (onMissingKey !== "skip" || !McpvalsError.isInstance(error) || error.code !== "MISSING_API_KEY") throw error;
      // Run what needs no LLM; the workflows are reported as skipped, never silently dropped.
      skipped.push(...skipWithoutKey(error as MissingApiKeyError, work, shard));
      // The tool-retrieval metric needs no LLM: the skipped workflows still get it.
      retrievalWorkflows = [...retrievalWorkflows, ...work.workflows];
      work = { ...work, workflows: [] };
    }
  }
  const agentSpec = overrideModel(config.model, modelOverride);
  const { samplers, tokenCounter } = await prepareBeforeStart(config, { agentSpec, env, onRetry, limits });
  return {
    modelLabel: models.driver?.label ?? (agentSpec === SCRIPTED_LABEL ? SCRIPTED_LABEL : "none"),
    config,
    threshold: thresholdOverride ?? config.threshold,
    work,
    shard: planned,
    ...models,
    samplers,
    retrievalWorkflows,
    skipped,
    cassettes,
    allowMissingTools: options.allowMissingTools ?? config.allowMissingTools ?? false,
    failOn: options.failOn ?? config.failOn ?? [],
    gate: planGate(config, options),
    tokenCounter,
  };
}

/**
 * The selected work, this shard's part of it with `--shard`: balanced by the durations in the state folder's
 * history unless told to split by count. What needs a server without its credentials (a fork PR) is taken out
 * after the split, so every shard splits the same list.
 */
async function shardSelected(configured: ResolvedConfig, options: EvaluateOptions): Promise<{ work: SelectedWork; shard: Shard | null }> {
  const selected = excludeDone(
    selectWork(configured, { workflows: options.workflows, tests: options.tests, only: options.only }),
    options.exclude,
  );
  if (!options.shard) return { work: selected, shard: null };
  const dir =
    options.shardBy === "count"
      ? false
      : (options.shardDurationsDir ?? resolveStateDir({ ...configStatePlace(configured), override: options.stateDir, cwd: options.cwd }));
  // An unusable history.json is the state folder's to report (openRun); here it just means no durations.
  const durations = dir === false ? undefined : (await readUnitDurations(dir, options.signal)).durations;
  return shardWork(selected, options.shard, { durations });
}

/** Tells the run's listeners that a model call is retried. */
function announceRetry(channel: EventChannel): (notice: RetryNotice) => void {
  return ({ provider, attempt, status, delayMs }) =>
    void channel.notify("onStatus", {
      status: "model-retry",
      detail: `${provider}: ${status ? `HTTP ${status}` : "no answer"} on attempt ${attempt}, retrying in ${delayMs} ms`,
    });
}

/** The workflows skipped for a missing API key; a usage error when nothing else (no tool-health suite) is left to run. */
function skipWithoutKey(error: MissingApiKeyError, work: SelectedWork, shard: Shard | undefined): RunPlan["skipped"] {
  const skipped = work.workflows.map((w) => ({
    kind: "workflow" as const,
    name: w.name,
    reason: `the LLM API key is absent (${error.envVar})`,
  }));
  if (work.suites.length === 0) {
    throw new UsageError(
      `${error.message} Nothing else could run: the config has no tool-health suites${shard ? " in this shard" : ""}, so there is no score to report.`,
      { cause: error },
    );
  }
  return skipped;
}

function checkThreshold(threshold: number | undefined): void {
  if (threshold !== undefined && !(threshold >= 0 && threshold <= 1))
    throw new UsageError(`--threshold must be a number from 0 to 1, got ${threshold}`);
}

/** Before any server starts: sampling models (keys checked like the agent's), and the tokenizer of a budget (absent: exit 2). */
async function prepareBeforeStart(
  config: ResolvedConfig,
  options: Omit<Parameters<typeof prepareSamplers>[0], "config">,
): Promise<{ samplers: Record<string, Sampler>; tokenCounter: TokenCounter | null }> {
  const [samplers, tokenCounter] = await Promise.all([prepareSamplers({ config, ...options }), config.budget ? loadTokenCounter() : null]);
  return { samplers, tokenCounter };
}

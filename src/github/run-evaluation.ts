/**
 * Produces the result the action reports on: either an evaluation of the
 * config (with `onMissingKey: "skip"` for fork PRs when asked), or the merge of a
 * sharded run's JSON reports (`merge-reports`). Returns data; the caller
 * decides what GitHub sees.
 */
import { glob } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { loadConfig } from "../config/load-config.js";
import { evaluateResolved } from "../eval/evaluate.js";
import { mergeResults, readResultFile } from "../eval/merge-results.js";
import type { EvalResult } from "../result/eval-result.js";
import type { FailOn } from "../result/fail-on.js";
import { MissingApiKeyError, UsageError } from "../errors.js";
import type { Reporter } from "../report/reporter.js";
import type { ActionInputs } from "./parse-inputs.js";
import type { ResolvedConfig } from "../config/resolved-config.js";

/** Options for {@link runEvaluation}. */
export interface RunEvaluationOptions {
  inputs: ActionInputs;
  /** The working directory (workspace + `working-directory`). */
  cwd: string;
  /** The config file, or undefined to discover it in cwd (when `config` is not given). */
  configFile: string | undefined;
  /** The config, already loaded (the action masks its secrets first); loaded from configFile when absent. */
  config?: ResolvedConfig;
  /** The state folder root (the config's sub-folder in it restored from the cache before the run), or false for none. */
  stateDir: string | false;
  /** Progress reporters (the console). */
  reporters: Reporter[];
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** The branch the run is for, recorded in the history, and a PR's base branch, whose runs alone are the gate's baseline. */
  branch?: { name: string; base: string | undefined };
  /** Where the shard's split reads its durations: the base branch's, restored read-only (shard-durations.ts). */
  shardDurationsDir?: string;
  /** Told every secret the run mints (servers' tokens), to mask it in the runner's log. */
  onSecret?: (value: string) => void;
}

/** Evaluates, or merges when `merge-reports` is given. */
export async function runEvaluation(options: RunEvaluationOptions): Promise<EvalResult> {
  if (options.inputs["merge-reports"].length > 0) return mergeReports(options);
  const { inputs, cwd, configFile, stateDir, reporters, env, signal, branch, onSecret } = options;
  const loaded = options.config ?? (await loadConfig({ path: configFile, cwd, env }));
  const common = {
    cwd,
    env,
    reporters,
    signal,
    stateDir,
    onSecret,
    threshold: inputs.threshold,
    llmJudge: inputs["llm-judge"] || undefined,
  };
  // `fail-on-breaking-change` is the config's `failOn: [breaking]` by another name: one mechanism, one reason.
  const failOn = inputs["fail-on-breaking-change"] ? withBreaking(loaded.failOn) : undefined;
  try {
    // Without the key (a fork PR), `fail-on-missing-key: false` runs what needs no LLM: the plan lists the
    // workflows as skipped (they still get the tool-retrieval metric) instead of failing; those with a fresh cassette replay.
    return await evaluateResolved(loaded, {
      ...common,
      model: inputs.model,
      shard: inputs.shard,
      // Each shard restores its own state folder (state-cache.ts), so their histories differ: a split by them would
      // not agree. The split reads the base branch's durations instead, restored read-only under one key for every
      // shard (shard-durations.ts); without them, by count, which every shard computes alike.
      ...(options.shardDurationsDir ? { shardDurationsDir: options.shardDurationsDir } : { shardBy: "count" as const }),
      onMissingKey: inputs["fail-on-missing-key"] ? "throw" : "skip",
      ...(failOn ? { failOn } : {}),
      ...(inputs.cassettes ? { cassettes: inputs.cassettes } : {}),
      ...(branch ? { branch: branch.name, ...(branch.base ? { baselineBranch: branch.base } : {}) } : {}),
    });
  } catch (error) {
    if (!MissingApiKeyError.isInstance(error)) throw error;
    throw new UsageError(
      `${error.message} On pull requests from forks secrets are absent: set "fail-on-missing-key: false" to run the tool-health suites only, or see the README's workflow_run recipe.`,
    );
  }
}

async function mergeReports({ inputs, cwd, signal }: RunEvaluationOptions): Promise<EvalResult> {
  const files: string[] = [];
  for (const pattern of inputs["merge-reports"]) {
    const before = files.length;
    for await (const match of glob(pattern, { cwd })) files.push(isAbsolute(match) ? match : resolve(cwd, match));
    if (files.length === before) throw new UsageError(`Input "merge-reports": no file matches ${pattern} (in ${cwd}).`);
  }
  const unique = [...new Set(files)].sort();
  const parts = await Promise.all(unique.map(async (file) => ({ file, result: await readResultFile(file, signal) })));
  return mergeResults(parts, {
    threshold: inputs.threshold,
    ...(inputs["fail-on-breaking-change"] ? { failOn: withBreaking(undefined) } : {}),
  });
}

function withBreaking(failOn: readonly FailOn[] | undefined): FailOn[] {
  return [...new Set<FailOn>([...(failOn ?? []), "breaking"])];
}

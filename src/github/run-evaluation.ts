/**
 * Produces the result the action reports on: either an evaluation of the
 * config (with the missing-key fallback for fork PRs), or the merge of a
 * sharded run's JSON reports (`merge-reports`). Returns data; the caller
 * decides what GitHub sees.
 */
import { glob } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { loadConfig } from "../config/load-config.js";
import { evaluateResolved } from "../eval/evaluate.js";
import { mergeResults, readResultFile } from "../eval/merge-results.js";
import type { EvalResult } from "../result/eval-result.js";
import { selectWork } from "../eval/select-work.js";
import { shardWork } from "../eval/shard-work.js";
import { McpvalsError, UsageError, type MissingApiKeyError } from "../errors.js";
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
  /** The state folder (restored from the cache before the run), or false for none. */
  stateDir: string | false;
  /** Progress reporters (the console). */
  reporters: Reporter[];
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** Evaluates, or merges when `merge-reports` is given. */
export async function runEvaluation(options: RunEvaluationOptions): Promise<EvalResult> {
  if (options.inputs["merge-reports"].length > 0) return mergeReports(options);
  const { inputs, cwd, configFile, stateDir, reporters, env, signal } = options;
  const loaded = options.config ?? (await loadConfig({ path: configFile, cwd, env }));
  const common = { cwd, env, reporters, signal, stateDir, threshold: inputs.threshold, llmJudge: inputs["llm-judge"] || undefined };
  try {
    return await evaluateResolved(loaded, { ...common, model: inputs.model, shard: inputs.shard });
  } catch (error) {
    // Not MissingApiKeyError.isInstance: that (inherited) check is true for every McpvalsError.
    if (!McpvalsError.isInstance(error) || error.code !== "MISSING_API_KEY") throw error;
    const envVar = (error as MissingApiKeyError).envVar;
    if (inputs["fail-on-missing-key"]) {
      throw new UsageError(
        `${error.message} On pull requests from forks secrets are absent: set "fail-on-missing-key: false" to run the tool-health suites only, or see the README's workflow_run recipe.`,
      );
    }
    // Run what needs no LLM; the workflows are reported as skipped, never silently dropped.
    const all = selectWork(loaded);
    const mine = inputs.shard ? shardWork(all, inputs.shard) : all;
    const skipped = mine.workflows.map((w) => ({ kind: "workflow" as const, name: w.name, reason: `the LLM API key is absent (${envVar})` }));
    if (mine.suites.length === 0) {
      throw new UsageError(`${error.message} Nothing else could run: the config has no tool-health suites${inputs.shard ? " in this shard" : ""}, so there is no score to report.`);
    }
    // The tool-retrieval metric needs no LLM: the skipped workflows still get it.
    const result = await evaluateResolved({ ...loaded, workflows: [], toolHealthSuites: mine.suites }, { ...common, model: "scripted", retrievalWorkflows: mine.workflows });
    return { ...result, shard: inputs.shard ?? null, skipped: [...(result.skipped ?? []), ...skipped] };
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
  return mergeResults(parts, { threshold: inputs.threshold });
}

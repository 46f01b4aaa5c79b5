/**
 * `mcpvals mutate`: how strong is the suite? It runs the suite unmutated
 * (which must pass: a score over a failing suite means nothing), plants one
 * change per mutant in what the servers say (mutating-layer.ts), runs the
 * suite again per mutant, and scores killed / (killed + survived).
 */
import { availableParallelism } from "node:os";
import { resolveConfigSource, type ConfigSource } from "../config/resolve-config-source.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import { evaluateResolved } from "../eval/evaluate.js";
import type { EvaluateOptions } from "../eval/evaluate-options.js";
import { hashConfigFile } from "../eval/hash-config-file.js";
import { splitUnits } from "../eval/shard-work.js";
import type { MutantResult, MutationReport } from "../result/mutation-report.js";
import type { Shard } from "../result/shard.js";
import { VERSION } from "../version.js";
import { OfferingsRecorder } from "./offerings-recorder.js";
import { planMutants } from "./plan-mutants.js";
import { runMutants } from "./run-mutants.js";
import { scoreMutants } from "./score-mutants.js";
import { UnmutatedRunError } from "./unmutated-run-error.js";
import type { PlannedMutant } from "./mutating-layer.js";
import { readBaselineScore } from "./read-baseline-score.js";

export interface MutateOptions {
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** @default process.cwd() */
  cwd?: string;
  /** Cancels: the mutants not yet run are infrastructure. */
  signal?: AbortSignal;
  /** Overrides `mutate.minScore`. @default the config's, else no gate */
  minScore?: number;
  /** Mutants run at once. @default `mutate.concurrency`, else os.availableParallelism() */
  concurrency?: number;
  /** Only this part of the mutants (`--shard i/N`). */
  shard?: Shard;
  /** A `mutate --json` report of the base branch: its score and the change are reported. */
  baseline?: string;
  /** Told each mutant as it is decided. */
  onMutant?: (result: MutantResult, done: number, total: number) => void;
}

export async function mutate(source: ConfigSource, options: MutateOptions = {}): Promise<MutationReport> {
  const { env = process.env, cwd = process.cwd(), signal = new AbortController().signal } = options;
  const startedAt = new Date();
  const started = performance.now();
  const config = await resolveConfigSource(source, { cwd, env, signal });
  // Read first: a bad baseline file is a usage error before any server starts.
  const baseline = options.baseline === undefined ? null : await readBaselineScore(options.baseline, { cwd, signal });
  const settings = config.mutate ?? {};
  const run = runOptions(config, { env, cwd });
  const recorder = new OfferingsRecorder();
  const unmutated = await evaluateResolved(config, { ...run, signal, interceptTransport: recorder.intercept });
  if (!unmutated.passed) throw notPassing(unmutated.verdict, config.file);
  const plan = planMutants({ recorder, operators: settings.operators, items: settings.items, file: config.file });
  const sharded = options.shard ? shardMutants(plan.mutants, options.shard) : null;
  const mutants = sharded?.mutants ?? plan.mutants;
  let done = 0;
  const results = await runMutants({
    config: mutantConfig(config),
    mutants,
    decided: plan.equivalent,
    run,
    concurrency: options.concurrency ?? settings.concurrency ?? availableParallelism(),
    timeoutMs: settings.timeoutMs ?? 5 * unmutated.durationMs + config.timeouts.toolCallMs,
    signal,
    onMutant: (result) => options.onMutant?.(result, ++done, mutants.length),
  });
  const minScore = options.minScore ?? settings.minScore ?? null;
  const score = scoreMutants(results, { minScore, partial: options.shard !== undefined });
  return {
    kind: "mutation",
    schemaVersion: 1,
    generator: { name: "mcpvals", version: VERSION },
    configPath: config.file,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    mutationScore: score.mutationScore,
    minScore,
    passed: score.passed,
    reasons: score.reasons,
    counts: score.counts,
    unmutated: { durationMs: unmutated.durationMs, score: unmutated.score },
    baseline: baseline && {
      mutationScore: baseline.mutationScore,
      change: score.mutationScore === null || baseline.mutationScore === null ? null : score.mutationScore - baseline.mutationScore,
    },
    shard: sharded?.shard ?? null,
    configHash: await hashConfigFile(config.file),
    mutants: results,
  };
}

/** Every run of mutate: no state folder (mutants must not become history), cassettes replayed, never recorded. */
function runOptions(config: ResolvedConfig, { env, cwd }: { env: MutateOptions["env"]; cwd: string }): EvaluateOptions {
  const replay = config.cassettes !== undefined && config.cassettes.mode !== "off";
  return { env, cwd, stateDir: false, ...(replay ? { cassettes: "replay" as const } : {}) };
}

/**
 * A mutant's run: a replay that diverges fails its workflow (a divergence is the catch), and names no server
 * offers are the tests' failures rather than a config error (a dropped tool is then killed by the test that calls it).
 */
function mutantConfig(config: ResolvedConfig): ResolvedConfig {
  return {
    ...config,
    allowMissingTools: true,
    ...(config.cassettes ? { cassettes: { ...config.cassettes, onDivergence: "fail" as const } } : {}),
  };
}

/**
 * The mutants as units of the one split `--shard i/N` makes of a run's work (by count: mutants have no recorded
 * durations), and the shard as its report records it: the split's plan lets merge refuse parts that planned other mutants.
 */
function shardMutants(mutants: PlannedMutant[], shard: Shard): { mutants: PlannedMutant[]; shard: Shard } {
  const split = splitUnits(mutants, shard.total, { key: (mutant) => mutant.id });
  return { mutants: split.parts[shard.index - 1]!, shard: { index: shard.index, total: shard.total, by: split.by, plan: split.plan } };
}

function notPassing(verdict: { reasons: string[]; infrastructure: boolean; notEvaluated: string | null }, file: string | null): Error {
  const why = verdict.notEvaluated ?? (verdict.reasons.length > 0 ? verdict.reasons.join("; ") : "it failed");
  const where = file ? ` (${file})` : "";
  return new UnmutatedRunError(
    `The suite${where} does not pass unmutated, so a mutation score would mean nothing: ${why}. Fix it (\`mcpvals run\`) first.`,
    { infrastructure: verdict.infrastructure },
  );
}

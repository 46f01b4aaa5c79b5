/**
 * `mcpvals mutate`: how strong is the suite? It runs the suite unmutated
 * (which must pass: a score over a failing suite means nothing), plants one
 * change per mutant in what the servers say (mutating-layer.ts), runs the
 * suite again per mutant, and scores killed / (killed + survived).
 */
import { availableParallelism } from "node:os";
import { resolveConfigSource, type ConfigSource } from "../config/resolve-config-source.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { EvaluateOptions } from "../eval/evaluate-options.js";
import { hashConfigFile } from "../eval/hash-config-file.js";
import { splitUnits } from "../eval/shard-work.js";
import type { MutantResult, MutationReport } from "../result/mutation-report.js";
import type { Shard } from "../result/shard.js";
import { VERSION } from "../version.js";
import { UsageError } from "../errors.js";
import { OfferingsRecorder } from "./offerings-recorder.js";
import { planMutants } from "./plan-mutants.js";
import { runMutants } from "./run-mutants.js";
import { scoreMutants } from "./score-mutants.js";
import type { PlannedMutant } from "./mutating-layer.js";
import { readMutationReport } from "./read-mutation-report.js";
import { checkResumeConfig, decidedMutants, type ResumePoint } from "./resume-point.js";
import { runUnmutated, type UnmutatedStart } from "./run-unmutated.js";

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
  /**
   * The base branch's score, to report the change against: a `mutate --json` report of it (a file), or the score
   * itself (the action's, from its state folder).
   */
  baseline?: string | { mutationScore: number | null };
  /**
   * A `mutate --json` report (a merged sharded one, usually) to complete: only the mutants it lacks, or that it
   * holds as infrastructure, run; the result is the whole mutate's report. Not with `shard`.
   */
  resume?: string;
  /** Told each mutant as it is decided. */
  onMutant?: (result: MutantResult, done: number, total: number) => void;
}

export async function mutate(source: ConfigSource, options: MutateOptions = {}): Promise<MutationReport> {
  const { env = process.env, cwd = process.cwd(), signal = new AbortController().signal } = options;
  const startedAt = new Date();
  const started = performance.now();
  const config = await resolveConfigSource(source, { cwd, env, signal });
  // Read first: a bad baseline or resumed report is a usage error before any server starts.
  const baseline =
    typeof options.baseline === "string"
      ? await readMutationReport(options.baseline, { cwd, signal, flag: "--baseline" })
      : options.baseline;
  const resumed = await resumePoint(options, { cwd, signal });
  const configHash = await hashConfigFile(config.file);
  if (resumed) checkResumeConfig(resumed, configHash);
  const settings = config.mutate ?? {};
  const run = runOptions(config, { env, cwd });
  // A resumed report that recorded its offerings stands for the unmutated run; an older one runs it again.
  const offerings = resumed?.report.offerings;
  const start: UnmutatedStart = offerings
    ? { recorder: OfferingsRecorder.fromList(offerings), unmutated: resumed!.report.unmutated }
    : await runUnmutated(config, run, signal);
  const plan = planMutants({ recorder: start.recorder, operators: settings.operators, items: settings.items, file: config.file });
  const decided = resumed ? decidedMutants(resumed, plan) : new Map<string, MutantResult>();
  const sharded = options.shard ? shardMutants(plan.mutants, options.shard) : null;
  const mine = sharded?.mutants ?? plan.mutants;
  const left = mine.filter((mutant) => !decided.has(mutant.id));
  let done = 0;
  const ran = await runMutants({
    config: mutantConfig(config),
    mutants: left,
    decided: plan.equivalent,
    run,
    concurrency: options.concurrency ?? settings.concurrency ?? availableParallelism(),
    timeoutMs: settings.timeoutMs ?? 5 * start.unmutated.durationMs + config.timeouts.toolCallMs,
    signal,
    onMutant: (result) => options.onMutant?.(result, ++done, left.length),
  });
  const byId = new Map(ran.map((result) => [result.id, result]));
  const results = mine.map((mutant) => decided.get(mutant.id) ?? byId.get(mutant.id)!);
  const minScore = options.minScore ?? settings.minScore ?? null;
  const score = scoreMutants(results, { minScore, partial: options.shard !== undefined });
  const baseScore = baseline ? baseline.mutationScore : resumed?.report.baseline?.mutationScore;
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
    unmutated: start.unmutated,
    baseline:
      baseScore === undefined
        ? null
        : {
            mutationScore: baseScore,
            change: score.mutationScore === null || baseScore === null ? null : score.mutationScore - baseScore,
          },
    shard: sharded?.shard ?? null,
    configHash,
    mutants: results,
    offerings: start.recorder.toList(),
  };
}

/** `--resume FILE`, read and parsed (refused with `--shard`: a resume runs what every shard left undone). */
async function resumePoint(options: MutateOptions, { cwd, signal }: { cwd: string; signal: AbortSignal }): Promise<ResumePoint | null> {
  if (options.resume === undefined) return null;
  if (options.shard) throw new UsageError("--resume and --shard cannot be combined: --resume runs what every shard left undone.");
  return { file: options.resume, report: await readMutationReport(options.resume, { cwd, signal, flag: "--resume" }) };
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

/**
 * Runs the suite once per mutant, in process (the modules a run loads are
 * loaded once, for all of them), up to `concurrency` at a time, each with its
 * own deadline. A mutant's run keeps no state and never records a cassette.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { evaluateResolved } from "../eval/evaluate.js";
import type { EvaluateOptions } from "../eval/evaluate-options.js";
import type { MutantResult } from "../result/mutation-report.js";
import { classifyMutant, type MutantRun } from "./classify-mutant.js";
import { mutatingLayer, type LayerRecord, type PlannedMutant } from "./mutating-layer.js";
import { MutantSpares } from "./mutant-spares.js";

export interface RunMutantsOptions {
  config: ResolvedConfig;
  mutants: readonly PlannedMutant[];
  /** Decided without a run (equivalent), by id. */
  decided: ReadonlyMap<string, MutantResult>;
  /** What every mutant's run gets (env, cwd, cassettes); the signal and interceptor are each run's own. */
  run: Omit<EvaluateOptions, "signal" | "interceptTransport" | "reporters">;
  concurrency: number;
  /** Limit of one mutant's run. */
  timeoutMs: number;
  signal: AbortSignal;
  /** Told each mutant as it is decided (progress). */
  onMutant?: (result: MutantResult) => void;
  /** Start the next mutant's stdio servers while the current one runs (mutant-spares.ts). @default true */
  spares?: boolean;
}

/** The results in the order of `mutants`. */
export async function runMutants(options: RunMutantsOptions): Promise<MutantResult[]> {
  const { mutants, decided, concurrency, onMutant } = options;
  const results: MutantResult[] = new Array(mutants.length);
  const spares = options.spares === false ? null : new MutantSpares(options.config.servers);
  let next = 0;
  // Another mutant's run is still to come: worth a spare server.
  const more = (): boolean => mutants.slice(next).some((mutant) => !decided.has(mutant.id));
  const worker = async (): Promise<void> => {
    while (next < mutants.length) {
      const index = next++;
      const mutant = mutants[index]!;
      results[index] = decided.get(mutant.id) ?? (options.signal.aborted ? cancelled(mutant) : await runOne(mutant, options, spares, more));
      onMutant?.(results[index]);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, mutants.length)) }, worker));
  } finally {
    await spares?.stop();
  }
  return results;
}

async function runOne(
  mutant: PlannedMutant,
  { config, run, timeoutMs, signal }: RunMutantsOptions,
  spares: MutantSpares | null,
  more: () => boolean,
): Promise<MutantResult> {
  const record: LayerRecord = { applied: 0, held: 0 };
  const deadline = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  let outcome: MutantRun["outcome"];
  try {
    const result = await evaluateResolved(config, {
      ...run,
      signal: AbortSignal.any([signal, deadline]),
      interceptTransport: spares ? spares.around(mutatingLayer(mutant, record), more) : mutatingLayer(mutant, record),
    });
    outcome = { result };
  } catch (error) {
    outcome = { error };
  }
  return classifyMutant({
    mutant,
    record,
    outcome,
    timedOut: deadline.aborted && !signal.aborted,
    durationMs: performance.now() - started,
  });
}

/** A mutant not run because the command was cancelled: infrastructure, never a kill. */
function cancelled(mutant: PlannedMutant): MutantResult {
  return classifyMutant({
    mutant,
    record: { applied: 0, held: 0 },
    outcome: { error: new Error("cancelled before it ran") },
    timedOut: false,
    durationMs: 0,
  });
}

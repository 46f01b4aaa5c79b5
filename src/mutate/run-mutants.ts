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
}

/** The results in the order of `mutants`. */
export async function runMutants(options: RunMutantsOptions): Promise<MutantResult[]> {
  const { mutants, decided, concurrency, onMutant } = options;
  const results: MutantResult[] = new Array(mutants.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < mutants.length) {
      const index = next++;
      const mutant = mutants[index]!;
      results[index] = decided.get(mutant.id) ?? (options.signal.aborted ? cancelled(mutant) : await runOne(mutant, options));
      onMutant?.(results[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, mutants.length)) }, worker));
  return results;
}

async function runOne(mutant: PlannedMutant, { config, run, timeoutMs, signal }: RunMutantsOptions): Promise<MutantResult> {
  const record: LayerRecord = { applied: 0, held: 0 };
  const deadline = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  let outcome: MutantRun["outcome"];
  try {
    const result = await evaluateResolved(config, {
      ...run,
      signal: AbortSignal.any([signal, deadline]),
      interceptTransport: mutatingLayer(mutant, record),
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

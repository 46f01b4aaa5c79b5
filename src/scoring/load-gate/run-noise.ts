/**
 * How much a p95 moves between runs of the same code, as the standard
 * deviation of its logarithm. One run's bootstrap shows only its own sampling
 * error; two runs of one server on a shared CI machine differ by more (this
 * repository's measurements: docs/load.md, "How many calls a stable verdict
 * needs"). The base branch's recorded runs show that spread; with too few of
 * them it is assumed (`load.runNoise`). Pure.
 */
import type { LoadGateUnit } from "../../result/load-report.js";
import { round } from "../../util/round.js";

/** Base runs from which the measured spread is trusted on its own; below, the assumed spread is a floor. */
export const TRUSTED_SPREAD_RUNS = 5;

export type RunNoise = NonNullable<LoadGateUnit["runNoise"]>;

/**
 * The between-run spread for a unit whose base runs had these p95s (µs, one
 * per run), and the standard deviation of ln(ratio) it adds for one head run
 * against the pool of them: sigma * sqrt(1 + 1/runs).
 */
export function runNoiseOf(runP95s: readonly number[], assumed: number): RunNoise & { addedSd: number } {
  const runs = runP95s.length;
  const measured = runs >= 2 ? sdOfLogs(runP95s) : undefined;
  const trusted = measured !== undefined && runs >= TRUSTED_SPREAD_RUNS;
  const sigma = trusted ? measured : Math.max(measured ?? 0, assumed);
  const source: RunNoise["source"] = trusted || (measured !== undefined && measured >= assumed) ? "measured" : "assumed";
  return {
    sigma: round(sigma),
    source,
    runs,
    addedSd: sigma * Math.sqrt(1 + 1 / Math.max(1, runs)),
  };
}

function sdOfLogs(values: readonly number[]): number {
  const logs = values.map((v) => Math.log(Math.max(v, 1)));
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
  const variance = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1);
  return Math.sqrt(variance);
}

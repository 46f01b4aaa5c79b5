/**
 * What a mutation report comes to for the exit code (one reading for `mutate`
 * and `merge`): failed on the suite (the score below minScore), or failed on
 * infrastructure only (no mutant could run, or a shard sent no report or ran
 * no mutant, and the mutants that did run hold the gate). Pure.
 */
import type { VerdictOutcome } from "../exit-code.js";
import type { MutationReport } from "../result/mutation-report.js";
import { scoreMutants } from "./score-mutants.js";

export function mutationOutcome(report: MutationReport): VerdictOutcome {
  const { killed, survived, infrastructure } = report.counts;
  // Nothing scored because nothing could run: broken infrastructure, not a verdict on the suite.
  const unrun = killed + survived === 0 && infrastructure > 0;
  const shardsLost = (report.shards?.missing.length ?? 0) + (report.shards?.failed.length ?? 0) > 0;
  // A missing or failed shard alone fails like a run merge's does (exit 3); a gate the mutants that ran already miss is a verdict.
  const gateHeld = scoreMutants(report.mutants, { minScore: report.minScore, partial: true }).passed;
  return { passed: report.passed && !unrun, infrastructure: unrun || (shardsLost && gateHeld) };
}

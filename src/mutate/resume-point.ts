/**
 * `mcpvals mutate --resume REPORT`: what a (merged) mutation report already
 * decided, so only the rest runs. A mutant with a verdict (killed, survived,
 * timeout, equivalent) stands; an infrastructure one had none and runs again,
 * as do the mutants of a shard that sent no report. The report is untrusted
 * (an artifact a fork's job could have written): it was parsed with zod on
 * read, and a report of another config, or holding mutants this config does
 * not plan, is refused rather than mixed in. Pure.
 */
import { UsageError } from "../errors.js";
import type { MutantResult, MutationReport } from "../result/mutation-report.js";
import { clipText } from "../util/clip-text.js";
import type { MutantPlan } from "./plan-mutants.js";

/** The report to complete and the file it came from (for messages). */
export interface ResumePoint {
  file: string;
  report: MutationReport;
}

/** Refuses a report written for another version of the config (both hashes known and different). */
export function checkResumeConfig({ file, report }: ResumePoint, configHash: string | null): void {
  if (configHash !== null && report.configHash != null && report.configHash !== configHash) {
    throw new UsageError(
      `--resume ${file} was written for another version of the config (configHash differs); --resume completes a mutate of this config only.`,
    );
  }
}

/** The report's mutants that stand, by id; every one must be a mutant of `plan`. */
export function decidedMutants({ file, report }: ResumePoint, plan: MutantPlan): Map<string, MutantResult> {
  const planned = new Set(plan.mutants.map((m) => m.id));
  const decided = new Map<string, MutantResult>();
  for (const mutant of report.mutants) {
    if (!planned.has(mutant.id)) {
      throw new UsageError(
        `--resume ${file} holds mutant ${JSON.stringify(clipText(mutant.id, 200))}, which this config does not plan: resume a report of this config and these servers.`,
      );
    }
    if (mutant.status !== "infrastructure") decided.set(mutant.id, mutant);
  }
  return decided;
}

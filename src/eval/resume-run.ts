/**
 * `mcpvals run --resume REPORT`: runs only what a (merged) report lacks, the
 * work of a shard that sent no report, and units that failed without a
 * verdict (a server that did not start, a cancelled run), then gives the
 * result of the whole run: the report's verdicts and the new ones, decided
 * once. The report is untrusted input: it was parsed with zod on read.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { UsageError } from "../errors.js";
import type { EvalResult } from "../result/eval-result.js";
import { evaluateResolved } from "./evaluate.js";
import type { EvaluateOptions } from "./evaluate-options.js";
import { hashConfigFile } from "./hash-config-file.js";
import { combineResults } from "./merge-results.js";
import { selectWork } from "./select-work.js";
import { doneUnits, excludeDone } from "./done-units.js";
import { EventChannel } from "../trace/event-channel.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import { writeReports } from "../report/write-reports.js";

/** Options for {@link resumeRun}: a run's options, and the report to complete. */
export interface ResumeRunOptions extends Omit<EvaluateOptions, "exclude"> {
  /** The report to complete (a merged sharded run, usually) and its file, for messages. */
  report: { file: string; result: EvalResult };
}

/**
 * Runs what the report lacks and returns the whole run's result. The reporters get the whole run's result
 * once it stands (redacted like a run's), not the new part's progress.
 */
export async function resumeRun(config: ResolvedConfig, { report, reporters = [], ...options }: ResumeRunOptions): Promise<EvalResult> {
  if (options.shard) throw new UsageError("--resume and --shard cannot be combined: --resume runs what every shard left undone.");
  const hash = await hashConfigFile(config.file);
  if (hash !== null && report.result.configHash != null && report.result.configHash !== hash) {
    throw new UsageError(
      `${report.file} was written for another version of the config (configHash differs); --resume completes a run of this config only.`,
    );
  }
  const done = doneUnits(report.result);
  const kept = {
    ...report.result,
    workflows: report.result.workflows.filter((w) => w.infrastructure !== true),
    toolHealth: report.result.toolHealth.filter((t) => t.infrastructure !== true),
  };
  const left = excludeDone(selectWork(config, { workflows: options.workflows, tests: options.tests, only: options.only }), done);
  const nothingLeft = left.workflows.length === 0 && left.suites.length === 0;
  const parts = nothingLeft ? [kept] : [kept, await evaluateResolved(config, { ...options, exclude: done })];
  const result = combineResults(parts, { threshold: options.threshold });
  const channel = new EventChannel({ observers: reporters, redact: (value) => redactSecrets(value, config.secrets) });
  await writeReports(channel, result);
  return result;
}

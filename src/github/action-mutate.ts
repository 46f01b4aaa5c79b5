/**
 * The action's `mutate: true` step, after the run: `mcpvals mutate` on the
 * same config (src/mutate/), its JSON report and outputs, and the score the
 * PR comment compares with: the base branch's last one, kept in the state
 * folder (mutation-scores.json) that the cache restores. Skipped when the run
 * did not pass: a score over a failing suite means nothing.
 */
import { resolve } from "node:path";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { VerdictOutcome } from "../exit-code.js";
import { mutate } from "../mutate/mutate.js";
import { mutationOutcome } from "../mutate/mutation-outcome.js";
import { UnmutatedRunError } from "../mutate/unmutated-run-error.js";
import { writeMutationReports } from "../report/write-reports.js";
import { cleanLine } from "../report/format.js";
import type { EvalResult } from "../result/eval-result.js";
import type { MutationReport } from "../result/mutation-report.js";
import { readMutationScore, recordMutationScore } from "../state/mutation-scores.js";
import type { ActionCore } from "./action-core.js";
import type { GithubRunContext } from "./github-context.js";
import type { ActionInputs } from "./parse-inputs.js";

export interface ActionMutateOptions {
  core: ActionCore;
  inputs: ActionInputs;
  /** The config the run evaluated; undefined in a merge job (which runs no mutate). */
  config: ResolvedConfig | undefined;
  /** The run's result: mutate runs only after a passing run. */
  result: EvalResult;
  ctx: Pick<GithubRunContext, "historyKey" | "baselineKey">;
  cwd: string;
  env: Record<string, string | undefined>;
  /** The config's sub-folder of the state folder (restored from the cache), or false for none. */
  stateDir: string | false;
  signal: AbortSignal;
  stdout: NodeJS.WritableStream;
}

/** What the mutate step came to: its report (null when it did not run), its part of the exit code, why it fails. */
export interface ActionMutation {
  report: MutationReport | null;
  outcome: VerdictOutcome | null;
  failure: string | null;
}

export async function actionMutate(options: ActionMutateOptions): Promise<ActionMutation> {
  const { core, inputs, config, result, ctx, cwd, env, stateDir, signal, stdout } = options;
  if (!inputs.mutate || !config) return { report: null, outcome: null, failure: null };
  if (!result.passed) {
    core.notice("mcpvals: mutation testing skipped: the suite does not pass, so a mutation score would mean nothing.");
    return { report: null, outcome: null, failure: null };
  }
  // Work the run skipped (no LLM key on a fork PR) would fail every mutant's run alike: no score to be had.
  if ((result.skipped ?? []).length > 0) {
    core.notice("mcpvals: mutation testing skipped: the run skipped work (see above), so the mutants could not run the whole suite.");
    return { report: null, outcome: null, failure: null };
  }
  const base = stateDir ? await readMutationScore(stateDir, ctx.baselineKey, signal) : { entry: undefined, warning: null };
  if (base.warning) core.warning(`mcpvals: ${base.warning}`);
  let report: MutationReport;
  try {
    report = await mutate(config, {
      env,
      cwd,
      signal,
      ...(inputs["mutate-min-score"] !== undefined ? { minScore: inputs["mutate-min-score"] } : {}),
      ...(base.entry ? { baseline: { mutationScore: base.entry.mutationScore } } : {}),
      onMutant: (mutant, done, total) => stdout.write(`mutant ${done}/${total}: ${mutant.status} (${cleanLine(mutant.id)})\n`),
    });
  } catch (error) {
    // The run passed but the unmutated run did not (a flaky suite): the run's comment still goes out.
    if (!UnmutatedRunError.isInstance(error)) throw error;
    return { report: null, outcome: { passed: false, infrastructure: error.code === "SUITE_UNREACHABLE" }, failure: error.message };
  }
  const path = resolve(cwd, inputs["mutate-json-path"]);
  await writeMutationReports(report, [
    { name: "console", stream: stdout, color: true },
    { name: "json", path },
  ]);
  core.setOutput("mutation-report-path", path);
  if (report.mutationScore !== null) core.setOutput("mutation-score", String(report.mutationScore));
  // Saved with the state folder when the cache saves it (by default on pushes to the default branch only).
  if (stateDir)
    await recordMutationScore(stateDir, { branch: ctx.historyKey, at: report.startedAt, mutationScore: report.mutationScore }, signal);
  return {
    report,
    outcome: mutationOutcome(report),
    failure: report.passed ? null : `mutation testing: ${report.reasons.join("; ")}`,
  };
}

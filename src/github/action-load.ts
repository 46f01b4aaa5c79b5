/**
 * The action's `load: true` step, after the workflows: `mcpvals load` on the
 * config's tool tests, gated against the base branch's load runs in the
 * state folder (the cache the action restores), recorded under this run's
 * history key, its console report in the log. Its verdict joins the run's at
 * the step's exit; its Markdown joins the PR comment and the job summary.
 */
import { resolve } from "node:path";
import type { ResolvedConfig } from "../config/resolved-config.js";
import { historyBaseline, loadHistoryRun } from "../load/load-baseline.js";
import { runLoad } from "../load/run-load.js";
import type { LoadReport } from "../result/load-report.js";
import { writeLoadReports } from "../report/write-reports.js";
import { cleanLine } from "../report/format.js";
import { loadBaselineRuns, readLoadHistory, recordLoadRun } from "../state/load-history.js";
import type { ActionCore } from "./action-core.js";
import type { ActionInputs } from "./parse-inputs.js";

export interface ActionLoadOptions {
  config: ResolvedConfig;
  /** The config's state folder (restored from the cache); false: no history, no gate. */
  stateDir: string | false;
  /** The run's history key (recorded under) and the base branch's (the only runs compared with): github-context.ts. */
  branch: { name: string; base: string };
  signal: AbortSignal | undefined;
  stdout: NodeJS.WritableStream;
  /** Warnings (one line each, as the run's), and the `load-report-path` output. */
  core: Pick<ActionCore, "setOutput" | "warning">;
  /** `load-json-path`: where the JSON report goes, from `cwd`. */
  inputs: Pick<ActionInputs, "load-json-path">;
  cwd: string;
}

export interface ActionLoadOutcome {
  report: LoadReport;
  /** Why the load fails the step (a regression, a budget, nothing measured); null when it passes. */
  failure: string | null;
}

export async function actionLoad({
  config,
  stateDir,
  branch,
  signal,
  stdout,
  core,
  inputs,
  cwd,
}: ActionLoadOptions): Promise<ActionLoadOutcome> {
  const warn = (message: string) => core.warning(`mcpvals: ${cleanLine(message)}`);
  const warnings: string[] = [];
  const note = (message: string) => {
    warnings.push(message);
    warn(message);
  };
  let baseline = null;
  if (stateDir !== false) {
    const history = await readLoadHistory(stateDir, signal);
    if (history.warning) note(history.warning);
    baseline = historyBaseline(loadBaselineRuns(history.runs, branch.base), note);
  }
  const { report, histograms } = await runLoad({
    config,
    signal: signal ?? new AbortController().signal,
    baseline,
    warnings,
    onWarning: warn,
  });
  const jsonPath = resolve(cwd, inputs["load-json-path"]);
  await writeLoadReports(report, [
    { name: "console", stream: stdout, color: true },
    { name: "json", path: jsonPath },
  ]);
  core.setOutput("load-report-path", jsonPath);
  // Only a whole measured run joins the history: a partial one would drag the baseline.
  if (stateDir !== false && histograms && !report.partial) {
    await recordLoadRun(stateDir, loadHistoryRun(report.startedAt, histograms, branch.name), signal);
  }
  const failure = report.verdict.passed ? null : `load: ${report.verdict.reasons.join("; ") || "failed"}`;
  return { report, failure };
}

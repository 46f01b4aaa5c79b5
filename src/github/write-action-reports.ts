/**
 * The action's report files, from the one reporter table: each reporter whose
 * REPORTER_INFO entry names an `actionOutput` has a `<name>-path` input, and
 * the path it wrote becomes that step output.
 */
import { resolve } from "node:path";
import { REPORTER_INFO } from "../report/reporter-names.js";
import { runReporters, writeReports, type ReporterOutput } from "../report/write-reports.js";
import type { EvalResult } from "../result/eval-result.js";
import { EventChannel } from "../trace/event-channel.js";
import type { ActionCore } from "./action-core.js";
import { ACTION_REPORTERS, type ActionInputs, type ActionReporter } from "./parse-inputs.js";

/** The step output that returns the path of each report the action writes. */
export const ACTION_REPORT_OUTPUTS = Object.fromEntries(
  ACTION_REPORTERS.map((name) => [name, (REPORTER_INFO[name] as { actionOutput: string }).actionOutput]),
) as Record<ActionReporter, string>;

export async function writeActionReports({
  core,
  inputs,
  cwd,
  result,
}: {
  core: ActionCore;
  inputs: ActionInputs;
  cwd: string;
  result: EvalResult;
}): Promise<void> {
  const outputs: Array<ReporterOutput & { output: string }> = [];
  for (const name of ACTION_REPORTERS) {
    const path = inputs[`${name}-path`];
    if (typeof path === "string") outputs.push({ name, path: resolve(cwd, path), output: ACTION_REPORT_OUTPUTS[name] });
  }
  await writeReports(new EventChannel({ observers: runReporters(outputs) }), result);
  for (const { path, output } of outputs) core.setOutput(output, path!);
  core.setOutput("score", String(result.score));
  core.setOutput("passed", String(result.passed));
  core.setOutput("threshold", String(result.threshold));
  // Only when the tool-retrieval metric ran (some workflow names expectTools and it is not turned off).
  if (result.retrieval) {
    core.setOutput("recall-at-k", String(result.retrieval.recallAtK));
    core.setOutput("mrr", String(result.retrieval.mrr));
  }
}

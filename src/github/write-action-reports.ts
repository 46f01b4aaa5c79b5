/**
 * The action's report files, from the one reporter table: each `<name>-path`
 * input names a reporter's file, and its path becomes a step output.
 */
import { resolve } from "node:path";
import type { ReporterName } from "../report/reporter-names.js";
import { runReporters, writeReports, type ReporterOutput } from "../report/write-reports.js";
import type { EvalResult } from "../result/eval-result.js";
import { EventChannel } from "../trace/event-channel.js";
import type { ActionCore } from "./action-core.js";
import type { ActionInputs, InputName } from "./parse-inputs.js";

/** Which input gives each file reporter's path, and the step output that returns it. */
export const ACTION_REPORTS = {
  json: { input: "json-path", output: "report-path" },
  html: { input: "html-path", output: "html-path" },
  junit: { input: "junit-path", output: "junit-path" },
} as const satisfies Partial<Record<ReporterName, { input: InputName; output: string }>>;

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
  for (const [name, { input, output }] of Object.entries(ACTION_REPORTS) as Array<[ReporterName, { input: InputName; output: string }]>) {
    const path = inputs[input];
    if (typeof path === "string") outputs.push({ name, path: resolve(cwd, path), output });
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

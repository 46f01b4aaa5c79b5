/**
 * `repeats: k`: runs a workflow k times, one after the other, each run with
 * its own server process and `{{databaseId}}`, and folds the runs into one
 * WorkflowResult: `passed` is the minPass gate, `score` is pass@1, `repeats`
 * holds pass@1 / pass@k / pass^k and `attempts` every run. The detailed
 * fields (metrics, tool calls, messages, verifiers) are those of the first
 * failed run when the gate failed, else of the last passed run, so the
 * report explains the verdict it shows.
 */
import { scoreRepeats } from "../scoring/score-repeats.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { runWorkflow, type RunWorkflowOptions } from "./run-workflow.js";
import type { CassetteRun } from "../cassettes/cassette-run.js";

export interface RepeatedWorkflowOutcome {
  result: WorkflowResult;
  /** Tool calls of every run, for per-tool statistics. */
  calls: ToolCallRecord[];
}

export async function runWorkflowRepeated({
  cassettes,
  ...options
}: Omit<RunWorkflowOptions, "databaseId"> & { cassettes?: CassetteRun | null }): Promise<RepeatedWorkflowOutcome> {
  const { workflow, signal } = options;
  // Each attempt has its own cassette (a model answers each run anew).
  // Attempts follow one another on a stopped server: only the last one's process may exit in the background.
  const attempt = (n: number): Promise<WorkflowResult> => {
    const run = () => runWorkflow({ ...options, awaitServerStop: n < workflow.repeats });
    return cassettes ? cassettes.run(workflow, n, run) : run();
  };
  if (workflow.repeats <= 1) {
    const result = await attempt(1);
    return { result, calls: result.toolCalls };
  }
  const runs: WorkflowResult[] = [];
  for (let index = 0; index < workflow.repeats; index++) {
    runs.push(await attempt(index + 1));
    // A cancelled run has no more attempts; those not run count as not passed.
    if (signal.aborted) break;
  }
  const passedRuns = runs.map((r) => r.passed);
  while (passedRuns.length < workflow.repeats) passedRuns.push(false);
  const summary = scoreRepeats(passedRuns, workflow.minPass);
  const shown = summary.passed ? runs.findLast((r) => r.passed)! : (runs.find((r) => !r.passed) ?? runs.at(-1)!);
  const result: WorkflowResult = {
    ...shown,
    passed: summary.passed,
    score: summary.pass1,
    durationMs: runs.reduce((sum, r) => sum + r.durationMs, 0),
    ...(runs[0]?.startedAt ? { startedAt: runs[0].startedAt } : {}),
    error: summary.passed ? null : shown.error,
    attempts: runs.map((r, index) => ({
      attempt: index + 1,
      passed: r.passed,
      score: r.score,
      error: r.error,
      durationMs: r.durationMs,
      databaseId: r.databaseId ?? "",
      verifiers: r.verifiers ?? [],
      toolCalls: r.toolCalls.length,
    })),
    repeats: summary,
  };
  return { result, calls: runs.flatMap((r) => r.toolCalls) };
}

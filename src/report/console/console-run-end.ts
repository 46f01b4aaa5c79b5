/**
 * The end-of-run summary of the console reporter: the per-item lines a caller
 * has not seen yet, what failed and why, the servers, per-tool latency,
 * coverage, retrieval, fallbacks, cassettes, tokens and the PASSED/FAILED line.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { cassetteCountsText } from "../cassette-counts.js";
import { errorGist, toolTestFailureDetails, workflowFailureDetails } from "../failure-reasons.js";
import { cleanLine, formatDuration, formatScore, truncate } from "../format.js";
import { formatUsage } from "../format-usage.js";
import { fallbackTotalsText } from "../fallback-lines.js";
import { toolChangesLines } from "../tool-changes-text.js";
import { runRepeatsLine } from "../verification-lines.js";
import { budgetBreachLines, budgetText, toolTokensLine } from "../tool-tokens-text.js";
import { breakingFailure, judgeCalibrationFailure, retrievalGateFailure, shardFailures } from "../verdict-text.js";
import { type Colors, passMark, testLine, trafficLines, verificationLines, workflowLine } from "./console-item-lines.js";
import { coverageLines } from "./console-coverage-lines.js";
import { retrievalLines } from "./console-retrieval.js";
import { serverLine } from "./console-server-line.js";
import { summaryLine } from "./console-summary-line.js";
import { toolTableLines } from "./console-tool-table.js";
import { gateBlockLines } from "./console-gate.js";
import { hostMatrixLines } from "./console-host-matrix.js";
import { personaMatrixLines } from "./console-persona-matrix.js";

/** What the reporter knows when the run ends. */
export interface RunEndContext {
  c: Colors;
  verbose: boolean;
  /** Longest failure text shown. */
  textLimit: number;
  /** Workflows and tool tests already printed as they finished. */
  workflowsShown: number;
  testsShown: number;
  /** Leave out the sections about servers, tools, changes, coverage, retrieval and tokens. */
  compact?: boolean;
}

/** Every line of the end-of-run summary, in print order. */
export function runEndLines(result: EvalResult, context: RunEndContext): string[] {
  const { c } = context;
  // Separate the summary from the progress lines above it.
  const lines: string[] = context.workflowsShown + context.testsShown > 0 ? [""] : [];
  lines.push(
    ...unshownItemLines(result, context),
    ...hostMatrixLines(result, c),
    ...personaMatrixLines(result, c),
    ...failureLines(result, context),
  );
  if (!context.compact) lines.push(...sectionLines(result, context));
  lines.push(...gateBlockLines(result.gate, c), ...totalsLines(result, c));
  lines.push(summaryLine(result, c));
  // A merged run without some shard's report: name the shard, and how to run what it lacked.
  lines.push(...shardFailures(result.shards).map((line) => c.red(`  ${line}`)));
  // The score line says nothing about the retrieval gate: when that is what failed the run, say so.
  if (result.retrieval && !result.retrieval.passed) lines.push(c.red(`  ${retrievalGateFailure(result.retrieval)}`));
  // Likewise the token budget, and a breaking change the run was told to fail on.
  if (result.toolTokens) lines.push(...budgetBreachLines(result.toolTokens).map((line) => c.red(`  ${cleanLine(line)}`)));
  const breaking = breakingFailure(result);
  if (breaking) lines.push(c.red(`  ${breaking}`));
  if (result.judgeCalibration && !result.judgeCalibration.passed)
    lines.push(c.red(`  ${judgeCalibrationFailure(result.judgeCalibration)}`));
  return lines;
}

/** The servers, per-tool latency, tool changes, coverage, retrieval and token sections. */
function sectionLines(result: EvalResult, { c, verbose }: RunEndContext): string[] {
  const lines = [...serverLines(result, c), ...toolTableLines(result.tools, c)];
  const changeLines = toolChangesLines(result.toolChanges, c, { showServer: result.servers.length > 1 });
  if (changeLines.length > 0) lines.push(...changeLines, "");
  lines.push(...coverageLines(result.coverage, c, verbose));
  if (result.retrieval) lines.push(...retrievalLines(result.retrieval, c, { maxMisses: verbose ? Number.POSITIVE_INFINITY : 10 }), "");
  if (result.toolTokens) lines.push(...toolTokensLines(result.toolTokens, c), "");
  return lines;
}

/** The count, its change and the budget; a server over its budget in red. */
function toolTokensLines(toolTokens: NonNullable<EvalResult["toolTokens"]>, c: Colors): string[] {
  const budget = budgetText(toolTokens);
  const line = `${cleanLine(toolTokensLine(toolTokens))}${budget ? `  ${c.dim(budget)}` : ""}`;
  return [toolTokens.passed ? line : c.red(line)];
}

/** A caller that only calls onRunEnd (a library user rendering a saved result) still gets the per-item lines. */
function unshownItemLines(result: EvalResult, { c, workflowsShown, testsShown }: RunEndContext): string[] {
  const lines: string[] = [];
  if (workflowsShown === 0 && result.workflows.length > 0) {
    lines.push(c.bold("Workflows"), ...result.workflows.flatMap((w) => [workflowLine(w, c), ...verificationLines(w, c)]), "");
  }
  if (testsShown === 0 && result.toolHealth.length > 0) {
    lines.push(c.bold("Tool health"), ...result.toolHealth.flatMap((t) => [testLine(t, c), ...trafficLines(t, c)]), "");
  }
  return lines;
}

/** Each failed workflow and tool test with the details of why it failed. */
function failureLines(result: EvalResult, { c, verbose, textLimit }: RunEndContext): string[] {
  const failedWorkflows = result.workflows.filter((w) => !w.passed || w.error !== null);
  const failedTests = result.toolHealth.filter((t) => !t.passed);
  if (failedWorkflows.length === 0 && failedTests.length === 0) return [];
  const lines = [c.bold(c.red("Failures"))];
  const sameError = infrastructureGroups(failedWorkflows);
  for (const workflow of failedWorkflows) {
    const group = workflow.error === null ? undefined : sameError.get(errorGist(workflow.error));
    // Workflows that never ran for one shared cause (a server down): the cause once, naming them all.
    if (group && group[0] !== workflow) continue;
    const title = group ? `${group.length} workflows: ${namesList(group)}` : cleanLine(workflow.name);
    lines.push(
      "",
      `  ${passMark(false, c)} ${c.bold(title)}  score ${formatScore(workflow.score)}  ${c.dim(formatDuration(workflow.durationMs))}`,
      ...workflowFailureDetails(workflow, {
        textLimit,
        maxToolFailures: verbose ? Number.POSITIVE_INFINITY : 10,
        highlight: (text) => c.bold(c.red(text)),
        heading: (text) => c.yellow(text),
      }).map((line) => `    ${line}`),
      ...(group ? [`    ${c.dim(`(the same error for ${group.length} workflows)`)}`] : []),
    );
  }
  for (const test of failedTests) {
    lines.push(
      "",
      `  ${passMark(false, c)} ${c.bold(`${cleanLine(test.suite)} › ${cleanLine(test.test)}`)}`,
      ...toolTestFailureDetails(test, textLimit).map((line) => `    ${line}`),
    );
  }
  lines.push("");
  return lines;
}

type Workflow = EvalResult["workflows"][number];

/** Workflows that did not run, by the cause of their error (retry counts and breaker times differ), where two or more share it. */
function infrastructureGroups(workflows: readonly Workflow[]): Map<string, Workflow[]> {
  const groups = new Map<string, Workflow[]>();
  for (const w of workflows) {
    if (w.error === null || !w.infrastructure) continue;
    const cause = errorGist(w.error);
    groups.set(cause, [...(groups.get(cause) ?? []), w]);
  }
  for (const [error, group] of groups) if (group.length < 2) groups.delete(error);
  return groups;
}

function namesList(group: readonly Workflow[]): string {
  const shown = group.slice(0, 5).map((w) => cleanLine(w.name));
  return group.length > shown.length ? `${shown.join(", ")} … ${group.length - shown.length} more` : shown.join(", ");
}

function serverLines(result: EvalResult, c: Colors): string[] {
  if (result.servers.length === 0) return [];
  const warnings = (server: (typeof result.servers)[number]) =>
    (server.warnings ?? []).map((w) => c.yellow(`    warning: ${cleanLine(truncate(w, 300))}`));
  return [
    c.bold("Servers"),
    ...result.servers.flatMap((server) => [`  ${serverLine(server, c)}`, ...warnings(server), ...trafficLines(server, c)]),
    "",
  ];
}

/** Fallback, cassette and token totals, each only when there is something to say. */
function totalsLines(result: EvalResult, c: Colors): string[] {
  const lines: string[] = [];
  const fallbacks = fallbackTotalsText(result.summary.fallbacks);
  if (fallbacks !== null) lines.push(`${c.bold("Fallbacks")}  ${fallbacks}`, "");
  const cassettes = cassetteCountsText(result.workflows);
  if (cassettes !== null) lines.push(`${c.bold("Cassettes")}  ${cleanLine(cassettes)}`, "");
  if (result.summary.repeats) lines.push(`${c.bold("Repeats")}  ${runRepeatsLine(result.summary.repeats)}`, "");
  const usage = formatUsage(result.summary.usage, result.summary.costUsd);
  if (usage !== null) lines.push(`${c.bold("Tokens")}  ${usage}`, "");
  return lines;
}

/**
 * The console lines of one workflow or tool test: the ✓/✗ line printed as it
 * finishes, and the indented lines under it (verifiers, tool selection,
 * fallbacks, server traffic, and in verbose mode each tool call).
 */
import type pc from "picocolors";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { toolTestFailureReason, workflowFailureReasons } from "../failure-reasons.js";
import { cleanLine, formatDuration, formatScore, oneLine, stepLabel, stripControl, truncate } from "../format.js";
import { fallbackLines } from "../fallback-lines.js";
import { toolSelectionText } from "../retrieval-text.js";
import { notificationsText, serverRequestLines } from "../server-request-lines.js";
import { repeatsLine, verifierLine, verifiersOf } from "../verification-lines.js";
import { workflowMetricList } from "../workflow-metric-list.js";

/** The colour functions (no-ops when colour is off). */
export type Colors = ReturnType<typeof pc.createColors>;

/** ✓ in green or ✗ in red. */
export function passMark(passed: boolean, c: Colors): string {
  return passed ? c.green("✓") : c.red("✗");
}

export function workflowLine(workflow: WorkflowResult, c: Colors): string {
  const passed = workflow.passed && workflow.error === null;
  const reason = passed ? "" : `  ${c.dim(workflowFailureReasons(workflow)[0] ?? "")}`;
  return `  ${passMark(passed, c)} ${cleanLine(workflow.name)}  ${formatScore(workflow.score)}  ${c.dim(formatDuration(workflow.durationMs))}${reason}`;
}

export function testLine(test: ToolHealthResult, c: Colors): string {
  const attempts = test.attempts > 1 ? c.dim(`  ${test.attempts} attempts`) : "";
  const reason = test.passed ? "" : `  ${c.dim(toolTestFailureReason(test, 120))}`;
  return `  ${passMark(test.passed, c)} ${cleanLine(test.suite)} › ${cleanLine(test.test)} ${c.dim(`(${cleanLine(test.tool)})`)}  ${c.dim(formatDuration(test.latencyMs))}${attempts}${reason}`;
}

/** Each verifier's verdict, pass@k for repeated workflows, and fallback suggestions, under the workflow's line. */
export function verificationLines(workflow: WorkflowResult, c: Colors): string[] {
  return [
    ...(workflow.repeats ? [`      ${c.dim(repeatsLine(workflow.repeats))}`] : []),
    // A caution a metric attached to its verdict (the judge's votes split), also under a passed workflow.
    ...workflowMetricList(workflow).flatMap(({ name, metric }) =>
      metric?.warning ? [`      ${c.yellow(`${cleanLine(name)}: ${cleanLine(truncate(metric.warning, 300))}`)}`] : [],
    ),
    ...(workflow.toolSelection ? [`      ${c.dim(`tools: ${toolSelectionText(workflow.toolSelection)}`)}`] : []),
    ...(workflow.toolSelection?.error
      ? [`      ${c.yellow(`tool selection: ${cleanLine(truncate(workflow.toolSelection.error, 300))}`)}`]
      : []),
    ...verifiersOf(workflow).map((v) => `      ${v.passed ? c.green(verifierLine(v, 160)) : c.red(verifierLine(v, 160))}`),
    ...fallbackLines(workflow).map((line) => `      ${c.yellow(line)}`),
    ...trafficLines(workflow, c),
  ];
}

/** What the server asked the client during the calls, and the answers given (the client side of the conversation). */
export function trafficLines(item: Pick<WorkflowResult, "serverRequests" | "notifications">, c: Colors): string[] {
  return [...serverRequestLines(item), notificationsText(item.notifications)].flatMap((line) =>
    line === null ? [] : [`      ${c.dim(line)}`],
  );
}

export function toolCallLines(workflow: WorkflowResult, c: Colors): string[] {
  return workflow.toolCalls.map((call) => {
    const problem = call.ok ? "" : `  ${c.red(`${call.errorKind ?? "error"}: ${oneLine(stripControl(call.error ?? ""))}`)}`;
    return `      ${passMark(call.ok, c)} ${c.dim(stepLabel(call.step))} ${cleanLine(call.server)}/${cleanLine(call.tool)}  ${c.dim(formatDuration(call.latencyMs))}${problem}`;
  });
}

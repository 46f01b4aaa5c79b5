/**
 * End-to-end success: the final assistant message of a step (or, when the
 * model said nothing, the last tool result of that step) contains the
 * expected state. Step-level and workflow-level expectations are all checked.
 * Requests the server sent the client during a step count as part of its
 * answer, one line each (`elicitation/create: accept`), so an expectedState
 * can say what the server asked and what the client answered. In a
 * conversation (`user:`) step N holds turn N's expectations, and its check is
 * named "turn N"; a turn the agent never answered (the conversation ended
 * first, or it was the user's closing message) fails, and its scope says so.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { EndToEndMetric } from "./end-to-end-metric.js";
import type { MetricResult } from "../result/metric-result.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import { matchesText } from "../match/match-text.js";
import { clipText } from "../util/clip-text.js";

export interface StepAnswer {
  step: number;
  assistant: string;
}

const SNIPPET = 500;

export function scoreEndToEnd(
  workflow: Pick<ResolvedWorkflow, "steps" | "expectedState"> & Partial<Pick<ResolvedWorkflow, "user">>,
  answers: StepAnswer[],
  calls: ToolCallRecord[],
  serverRequests: ReadonlyArray<ServerRequestRecord> = [],
): EndToEndMetric {
  const checks: EndToEndMetric["checks"] = [];
  for (const [index, step] of workflow.steps.entries()) {
    if (step.expectedState === undefined) continue;
    const answered = answers.find((a) => a.step === index);
    const answer = answerOf(
      answered?.assistant,
      calls.filter((c) => c.step === index),
    );
    const searched = withRequests(
      answer,
      serverRequests.filter((r) => r.step === index),
    );
    const unanswered = workflow.user !== undefined && answered === undefined ? " (never answered: the conversation ended first)" : "";
    checks.push({
      scope: `${workflow.user ? "turn" : "step"} ${index + 1}${unanswered}`,
      expected: step.expectedState,
      actual: snippet(answer),
      passed: matchesText(searched, step.expectedState),
    });
  }
  if (workflow.expectedState !== undefined) {
    const answer = answerOf(answers.at(-1)?.assistant, calls);
    const searched = withRequests(answer, serverRequests);
    checks.push({
      scope: "workflow",
      expected: workflow.expectedState,
      actual: snippet(answer),
      passed: matchesText(searched, workflow.expectedState),
    });
  }
  if (checks.length === 0) return { passed: true, skipped: true, message: "no expectedState given", checks };
  const failed = checks.filter((c) => !c.passed);
  const message =
    failed.length === 0
      ? "expected state reached"
      : failed.map((c) => `${c.scope}: expected the answer to contain ${JSON.stringify(c.expected)}`).join("; ");
  return { passed: failed.length === 0, skipped: false, message, checks };
}

function answerOf(assistant: string | undefined, calls: ToolCallRecord[]): string {
  if (assistant && assistant.trim() !== "") return assistant;
  const last = calls.findLast((c) => c.resultText !== "");
  return last?.resultText ?? "";
}

/** The answer plus one line per server request: `elicitation/create: accept (client.elicitation[0])`. */
function withRequests(answer: string, requests: ReadonlyArray<ServerRequestRecord>): string {
  if (requests.length === 0) return answer;
  return [answer, ...requests.map((r) => `${r.method}: ${r.action} (${r.reason})`)].join("\n");
}

function snippet(text: string): string {
  return clipText(text, SNIPPET);
}

/** The reports' text: the first failed check as expected against actual, and every check as a comparison. */
export function describeEndToEnd(metric: EndToEndMetric): Pick<MetricResult, "reason" | "headline" | "details"> {
  if (metric.skipped) return {};
  const details = metric.checks.map(({ scope, expected, actual, passed }) => ({
    kind: "compare" as const,
    scope,
    expected,
    actual,
    passed,
  }));
  if (metric.passed) return { details };
  const check = metric.checks.find((c) => !c.passed);
  const reason = check
    ? [`${check.scope}: expected "`, { quote: check.expected }, '", got "', { quote: check.actual }, '"']
    : [{ quote: metric.message }];
  return { reason, headline: metric.message, details };
}

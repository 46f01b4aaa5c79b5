/**
 * End-to-end success: the final assistant message of a step (or, when the
 * model said nothing, the last tool result of that step) contains the
 * expected state. Step-level and workflow-level expectations are all checked.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { EndToEndMetric } from "../result/workflow-metrics.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import { matchesText } from "../match/match-text.js";
import { clipText } from "../util/clip-text.js";

export interface StepAnswer {
  step: number;
  assistant: string;
}

const SNIPPET = 500;

export function scoreEndToEnd(workflow: Pick<ResolvedWorkflow, "steps" | "expectedState">, answers: StepAnswer[], calls: ToolCallRecord[]): EndToEndMetric {
  const checks: EndToEndMetric["checks"] = [];
  for (const [index, step] of workflow.steps.entries()) {
    if (step.expectedState === undefined) continue;
    const actual = answerOf(answers.find((a) => a.step === index)?.assistant, calls.filter((c) => c.step === index));
    checks.push({ scope: `step ${index + 1}`, expected: step.expectedState, actual: snippet(actual), passed: matchesText(actual, step.expectedState) });
  }
  if (workflow.expectedState !== undefined) {
    const actual = answerOf(answers.at(-1)?.assistant, calls);
    checks.push({ scope: "workflow", expected: workflow.expectedState, actual: snippet(actual), passed: matchesText(actual, workflow.expectedState) });
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

function snippet(text: string): string {
  return clipText(text, SNIPPET);
}

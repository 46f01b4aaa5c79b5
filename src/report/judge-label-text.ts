/**
 * One judged workflow of a report as `mcpvals judge label` shows it to the
 * person labelling it: the conversation and the tool calls, terminal-safe
 * (the text is the server's and the model's: stripControl), long text cut.
 * The judge's own verdict is not shown: a label given after seeing it would
 * measure how often people agree with the judge, not how often it is right.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import { cleanLine, stripControl, truncate } from "./format.js";

const MESSAGE_LIMIT = 2000;
const TOOL_LIMIT = 400;

export function labelItemLines(workflow: WorkflowResult, position: { index: number; total: number }): string[] {
  const lines = [`── ${position.index + 1}/${position.total}  workflow ${cleanLine(workflow.name)}`];
  for (const message of workflow.messages) {
    lines.push(`  user (message ${message.step + 1}):`, ...indent(truncate(stripControl(message.user), MESSAGE_LIMIT)));
    for (const call of workflow.toolCalls.filter((c) => c.step === message.step)) {
      const args = truncate(cleanLine(JSON.stringify(call.args) ?? ""), TOOL_LIMIT);
      const output = call.ok ? call.resultText : `ERROR ${call.errorKind ?? ""}: ${call.error ?? ""}`;
      lines.push(`  tool ${cleanLine(call.tool)} ${args}`, `    → ${truncate(cleanLine(output), TOOL_LIMIT)}`);
    }
    lines.push(
      `  assistant (message ${message.step + 1}):`,
      ...indent(truncate(stripControl(message.assistant || "(no text)"), MESSAGE_LIMIT)),
    );
  }
  return lines;
}

function indent(text: string): string[] {
  return text.split("\n").map((line) => `    ${line}`);
}

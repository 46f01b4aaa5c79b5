import type { StepMessage } from "../agent/driver.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { JudgeMetric } from "../scoring/judge-metric.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";

/** What the judge reads of a tool call (a run's ToolCallRecord, or a labelled transcript's call). */
export type JudgedToolCall = Pick<ToolCallRecord, "step" | "tool" | "args" | "ok" | "resultText" | "errorKind" | "error">;

export interface JudgeInput {
  workflow: ResolvedWorkflow;
  messages: ReadonlyArray<Pick<StepMessage, "step" | "user" | "assistant">>;
  toolCalls: readonly JudgedToolCall[];
  timeoutMs: number;
  signal: AbortSignal;
}

/** Scores one finished workflow. The runner knows only this interface, so no model library loads when the judge is off. */
export interface Judge {
  /** The judge model that runs, for the report ("openai:gpt-4o"). */
  readonly label: string;
  judge(input: JudgeInput): Promise<JudgeMetric>;
}

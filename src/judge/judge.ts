import type { StepMessage } from "../agent/driver.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { JudgeMetric } from "../result/workflow-metrics.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";

export interface JudgeInput {
  workflow: ResolvedWorkflow;
  messages: StepMessage[];
  toolCalls: ToolCallRecord[];
  timeoutMs: number;
  signal: AbortSignal;
}

/** Scores one finished workflow. The runner knows only this interface, so no model library loads when the judge is off. */
export interface Judge {
  /** The judge model that runs, for the report ("openai:gpt-4o"). */
  readonly label: string;
  judge(input: JudgeInput): Promise<JudgeMetric>;
}

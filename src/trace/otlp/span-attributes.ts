/**
 * What each span of a run says, as plain attribute maps (no OpenTelemetry
 * import: the observer hands them to the SDK). Everything here comes from
 * events the channel already redacted. Message text, tool arguments and
 * results stay out: spans carry names, numbers and verdicts, as the GenAI
 * conventions do by default (content capture is opt-in there).
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { ServerRequestRecord } from "../../result/server-request.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { Usage } from "../../result/usage.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import type { ModelCallEvent, RunStartInfo, ToolCallEvent } from "../observer.js";
import { GEN_AI } from "./gen-ai-attributes.js";

export type SpanAttributes = Record<string, string | number | boolean>;

/** One verdict, as the `gen_ai.evaluation.result` event tells it. */
export interface Verdict {
  name: string;
  passed: boolean;
  score?: number;
  explanation?: string;
}

export function runAttributes(info: RunStartInfo): SpanAttributes {
  return {
    "mcpvals.model": info.model,
    "mcpvals.workflows": info.workflows,
    "mcpvals.tool_tests": info.toolTests,
    ...(info.configPath ? { "mcpvals.config": info.configPath } : {}),
  };
}

/** The run's verdict: passed, score against threshold, counts. */
export function runVerdictAttributes(result: EvalResult): SpanAttributes {
  return {
    ...verdictAttributes({ name: "mcpvals.run", passed: result.passed, score: result.score }),
    "mcpvals.threshold": result.threshold,
    ...(result.cancelled ? { "mcpvals.cancelled": true } : {}),
  };
}

export function workflowAttributes(name: string): SpanAttributes {
  return {
    [GEN_AI.ATTR_GEN_AI_OPERATION_NAME]: GEN_AI.GEN_AI_OPERATION_NAME_VALUE_INVOKE_WORKFLOW,
    [GEN_AI.ATTR_GEN_AI_WORKFLOW_NAME]: name,
  };
}

export function workflowVerdictAttributes(result: WorkflowResult): SpanAttributes {
  return {
    ...verdictAttributes({ name: result.name, passed: result.passed, score: result.score }),
    "mcpvals.tool_calls": result.toolCalls.length,
    ...(result.usage ? usageAttributes(result.usage) : {}),
    ...(result.costUsd != null ? { "mcpvals.cost_usd": result.costUsd } : {}),
    ...(result.error ? { "mcpvals.error": result.error } : {}),
  };
}

/** A workflow's metrics, each a verdict of its own (skipped ones left out). */
export function metricVerdicts(result: WorkflowResult): Verdict[] {
  return Object.entries(result.metrics as Record<string, unknown>).flatMap(([name, value]) => {
    const metric = value as { passed?: unknown; skipped?: unknown; score?: unknown; message?: unknown } | undefined;
    if (!metric || metric.skipped === true || typeof metric.passed !== "boolean") return [];
    return [
      {
        name,
        passed: metric.passed,
        ...(typeof metric.score === "number" ? { score: metric.score } : {}),
        ...(typeof metric.message === "string" && metric.message ? { explanation: metric.message } : {}),
      },
    ];
  });
}

export function evaluationEventAttributes(verdict: Verdict): SpanAttributes {
  return {
    [GEN_AI.ATTR_GEN_AI_EVALUATION_NAME]: verdict.name,
    [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_LABEL]: verdict.passed ? "pass" : "fail",
    ...(verdict.score !== undefined ? { [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_VALUE]: verdict.score } : {}),
    ...(verdict.explanation ? { [GEN_AI.ATTR_GEN_AI_EVALUATION_EXPLANATION]: verdict.explanation } : {}),
  };
}

export function modelCallAttributes(event: ModelCallEvent): SpanAttributes {
  const colon = event.model.indexOf(":");
  const [provider, model] = colon > 0 ? [event.model.slice(0, colon), event.model.slice(colon + 1)] : [event.model, event.model];
  return {
    [GEN_AI.ATTR_GEN_AI_OPERATION_NAME]: GEN_AI.GEN_AI_OPERATION_NAME_VALUE_CHAT,
    [GEN_AI.ATTR_GEN_AI_PROVIDER_NAME]: provider,
    [GEN_AI.ATTR_GEN_AI_REQUEST_MODEL]: model,
    "mcpvals.step": event.step,
    "mcpvals.tool_calls_requested": event.toolCalls,
    ...(event.usage ? usageAttributes(event.usage) : {}),
  };
}

export function toolCallAttributes(event: ToolCallEvent): SpanAttributes {
  return {
    [GEN_AI.ATTR_GEN_AI_OPERATION_NAME]: GEN_AI.GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
    [GEN_AI.ATTR_GEN_AI_TOOL_NAME]: event.name,
    [GEN_AI.ATTR_MCP_METHOD_NAME]: "tools/call",
    "mcpvals.server": event.server,
    "mcpvals.step": event.step,
    "mcpvals.tool.ok": event.ok,
    ...(event.isError ? { "mcpvals.tool.is_error": true } : {}),
  };
}

export function serverRequestAttributes(request: ServerRequestRecord): SpanAttributes {
  return {
    [GEN_AI.ATTR_MCP_METHOD_NAME]: request.method,
    "mcpvals.server": request.server,
    "mcpvals.server_request.action": request.action,
    "mcpvals.server_request.reason": request.reason,
  };
}

export function toolTestAttributes(test: ToolHealthResult): SpanAttributes {
  return {
    [GEN_AI.ATTR_GEN_AI_TOOL_NAME]: test.tool,
    "mcpvals.suite": test.suite,
    "mcpvals.attempts": test.attempts,
    ...verdictAttributes({ name: test.test, passed: test.passed }),
    ...(test.error ? { "mcpvals.error": test.error } : {}),
  };
}

function verdictAttributes(verdict: Verdict): SpanAttributes {
  return {
    "mcpvals.passed": verdict.passed,
    [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_LABEL]: verdict.passed ? "pass" : "fail",
    ...(verdict.score !== undefined ? { "mcpvals.score": verdict.score, [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_VALUE]: verdict.score } : {}),
  };
}

function usageAttributes(usage: Usage): SpanAttributes {
  return { [GEN_AI.ATTR_GEN_AI_USAGE_INPUT_TOKENS]: usage.inputTokens, [GEN_AI.ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]: usage.outputTokens };
}

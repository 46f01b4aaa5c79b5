/**
 * The OpenTelemetry GenAI and MCP semantic-convention keys the run's spans
 * carry (https://opentelemetry.io/docs/specs/semconv/gen-ai/). They are still
 * "incubating", and the semantic-conventions package asks libraries to copy
 * incubating keys rather than import its `incubating` entry at run time (it
 * may change in a minor release, and it is ~800 kB of JavaScript to load).
 * __tests__/trace/gen-ai-attributes.test.ts checks every value against the
 * installed package, so a renamed key fails a test instead of a dashboard.
 */
export const GEN_AI = {
  ATTR_GEN_AI_OPERATION_NAME: "gen_ai.operation.name",
  ATTR_GEN_AI_PROVIDER_NAME: "gen_ai.provider.name",
  ATTR_GEN_AI_REQUEST_MODEL: "gen_ai.request.model",
  ATTR_GEN_AI_USAGE_INPUT_TOKENS: "gen_ai.usage.input_tokens",
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS: "gen_ai.usage.output_tokens",
  ATTR_GEN_AI_TOOL_NAME: "gen_ai.tool.name",
  ATTR_GEN_AI_WORKFLOW_NAME: "gen_ai.workflow.name",
  ATTR_GEN_AI_EVALUATION_NAME: "gen_ai.evaluation.name",
  ATTR_GEN_AI_EVALUATION_SCORE_VALUE: "gen_ai.evaluation.score.value",
  ATTR_GEN_AI_EVALUATION_SCORE_LABEL: "gen_ai.evaluation.score.label",
  ATTR_GEN_AI_EVALUATION_EXPLANATION: "gen_ai.evaluation.explanation",
  ATTR_MCP_METHOD_NAME: "mcp.method.name",
  GEN_AI_OPERATION_NAME_VALUE_CHAT: "chat",
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL: "execute_tool",
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_WORKFLOW: "invoke_workflow",
} as const;

/** The event a verdict is told by (semconv "gen_ai.evaluation.result"). */
export const EVALUATION_EVENT = "gen_ai.evaluation.result";

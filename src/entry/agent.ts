/**
 * `mcpvals/agent`: the Agent API at three levels (high: Agent.run; mid: a
 * subclass's getResponse; low: the step primitives), scenarios and the run
 * context. docs/agent.md lists exactly these names (a test keeps them in step).
 * Observer types and TraceStore come from the main entry, connections from
 * `mcpvals/mcp`.
 */
export { DEFAULT_SYSTEM_PROMPT } from "../agent/system-prompt.js";
export {
  Agent,
  type AgentOptions,
  type AgentModelConfig,
  type AgentResponse,
  type AgentSession,
  type TurnResult,
  type OpenSessionOptions,
} from "../agent/agent.js";
export type { AgentResult, AgentStep } from "../agent/agent-result.js";
export { TaskSchema, type Task, type TaskInput } from "../agent/task.js";
export { runScenario, type Scenario, type ScenarioInput, type ScenarioResult, type ScenarioTurnResult } from "../agent/scenario.js";
export {
  prepareTools,
  modelStep,
  executeToolCalls,
  appendToolResults,
  type AgentTools,
  type ModelStepResult,
  type RequestedToolCall,
  type ExecutedToolCall,
} from "../agent/agent-steps.js";
export { createLanguageModel, type CreateLanguageModelOptions } from "../model/create-language-model.js";
export { resolveModel, type ResolvedModel } from "../model/resolve-model.js";
export { RunContext, type RunContextOptions } from "../agent/run-context.js";
export type { ModelMessage, ToolSet } from "ai";

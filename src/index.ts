/**
 * mcpvals library API. Named exports only; this barrel is the package edge.
 * README.md's "Library API" lists exactly these names (a test keeps the two
 * in step); everything else is internal.
 *
 * @example
 * import { evaluate } from "mcpvals";
 * const result = await evaluate("mcpvals.config.yaml", { model: "scripted" });
 * if (!result.passed) process.exitCode = 1;
 */
// Run a config, combine sharded runs.
export { evaluate, type EvaluateOptions } from "./eval/evaluate.js";
export { mergeResults, readResultFile, type PartialResult, type MergeOptions } from "./eval/merge-results.js";
export { searchServers, type SearchServersOptions, type SearchServersResult } from "./eval/search-servers.js";
export { VERSION } from "./version.js";

// Config.
export { defineConfig } from "./config/define-config.js";
export { loadConfig, type LoadConfigOptions } from "./config/load-config.js";
export type { ConfigSource } from "./config/resolve-config-source.js";
export type { Config, ConfigInput, ModelSpec } from "./config/schema.js";
export type { ResolvedConfig } from "./config/resolved-config.js";
export type { ServerSpec } from "./mcp/server-spec.js";

// The result object: zod schemas and the types derived from them.
export * from "./result/cassette-status.js";
export * from "./result/eval-result.js";
export * from "./result/fallback-report.js";
export * from "./result/retrieval-result.js";
export * from "./result/search-mode.js";
export * from "./result/server-notification.js";
export * from "./result/server-report.js";
export * from "./result/server-request.js";
export * from "./result/shard.js";
export * from "./result/tool-call-record.js";
export * from "./result/tool-changes.js";
export * from "./result/tool-health-result.js";
export * from "./result/tool-selection-result.js";
export * from "./result/tool-stats.js";
export * from "./result/usage.js";
export * from "./result/verifier-result.js";
export * from "./result/workflow-attempt.js";
export * from "./result/workflow-metrics.js";
export * from "./result/workflow-result.js";

// Reporters: the name → factory table and each factory.
export type { Reporter, RunStartInfo } from "./report/reporter.js";
export { createReporter, reporters, type ReporterName, type ReporterOptions } from "./report/create-reporter.js";
export { createConsoleReporter } from "./report/console/console-reporter.js";
export { createJsonReporter } from "./report/json-reporter.js";
export { createJunitReporter } from "./report/junit-reporter.js";
export { renderJunit } from "./report/render-junit.js";
export { createMarkdownReporter, renderMarkdown } from "./report/markdown/markdown-reporter.js";

// Errors: each with a `code` and a cross-bundle `isInstance`.
export { McpvalsError, ConfigError, UsageError, MissingApiKeyError, ServerConnectError, ServerUnavailableError, type McpvalsErrorCode } from "./errors.js";
export { ModelCallError } from "./model/retry-model-call.js";

// Servers: one connection, or all of a config's with retries and a circuit breaker.
export { connectServer, type ServerConnection, type ConnectServerOptions, type ClientSetup } from "./mcp/connect-server.js";
export { PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSION, type ProtocolVersion } from "./mcp/protocol-version.js";
export type { McpTool, McpCallToolResult } from "./mcp/mcp-types.js";
export { ConnectionManager, type ConnectionManagerOptions } from "./mcp/connection-manager.js";

// Agent API (high, mid and low level), observers and the run context.
export { DEFAULT_SYSTEM_PROMPT } from "./agent/system-prompt.js";
export { Agent, type AgentOptions, type AgentModelConfig, type AgentResponse, type AgentSession, type TurnResult, type OpenSessionOptions } from "./agent/agent.js";
export type { AgentResult, AgentStep } from "./agent/agent-result.js";
export { TaskSchema, type Task, type TaskInput } from "./agent/task.js";
export { runScenario, type Scenario, type ScenarioInput, type ScenarioResult, type ScenarioTurnResult } from "./agent/scenario.js";
export { prepareTools, modelStep, executeToolCalls, appendToolResults, type AgentTools, type ModelStepResult, type RequestedToolCall, type ExecutedToolCall } from "./agent/agent-steps.js";
export { createLanguageModel, type CreateLanguageModelOptions } from "./model/create-language-model.js";
export { resolveModel, type ResolvedModel } from "./model/resolve-model.js";
export { RunContext, type RunContextOptions } from "./agent/run-context.js";
export type { Observer, ObserverFailure, ObserverEvents, MessageEvent, ToolCallEvent, VerifierUpdateEvent, StatusEvent } from "./trace/observer.js";
export { TraceStore, type TraceEntry } from "./trace/trace-store.js";
export type { ModelMessage, ToolSet } from "ai";

// Tool search over tools you already have.
export { SearchEngine, type SearchEngineOptions } from "./search/search-engine.js";
export { searchEngineFor, type SearchEngineForOptions } from "./search/search-engine-for.js";
export type { IndexedTool, ToolHit } from "./search/types.js";

/**
 * mcpvals library API. Named exports only; this barrel is the package edge.
 *
 * @example
 * import { evaluate } from "mcpvals";
 * const result = await evaluate("mcpvals.config.yaml", { model: "scripted" });
 * if (!result.passed) process.exitCode = 1;
 */
export { evaluate, evaluateResolved, DEFAULT_SERVER, type EvaluateOptions } from "./eval/evaluate.js";
export * from "./result/eval-result.js";
export * from "./result/fallback-report.js";
export * from "./result/retrieval-result.js";
export * from "./result/search-mode.js";
export * from "./result/server-report.js";
export * from "./result/server-request.js";
export * from "./result/server-notification.js";
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
export { defineConfig } from "./config/define-config.js";
export { loadConfig, resolveConfig, type LoadConfigOptions, type ResolveConfigOptions } from "./config/load-config.js";
export { findConfigFile, CONFIG_FILE_NAMES } from "./config/find-config.js";
export { configJsonSchema } from "./config/config-json-schema.js";
export { ConfigSchema, ModelSpecSchema, WorkflowSchema, ToolHealthSuiteSchema, type Config, type ConfigInput, type ModelSpec, type Workflow, type WorkflowStep, type ToolTest, type ToolHealthSuite } from "./config/schema.js";
export { ServerSchema, type ServerSpec } from "./mcp/server-spec.js";
export { ClientSchema, type ClientSettings } from "./config/schema.js";
export type { ResolvedConfig, ResolvedWorkflow, ResolvedToolTest, ExpectedToolCall } from "./config/resolved-config.js";
export { resolveModel, DEFAULT_MODEL, type ResolvedModel } from "./model/resolve-model.js";
export type { Reporter, RunStartInfo } from "./report/reporter.js";
export { createReporter, reporters } from "./report/create-reporter.js";
export { createConsoleReporter } from "./report/console/console-reporter.js";
export { createJsonReporter } from "./report/json-reporter.js";
export { createJunitReporter, renderJunit } from "./report/junit-reporter.js";
export { createMarkdownReporter, renderMarkdown } from "./report/markdown/markdown-reporter.js";
export { McpvalsError, ConfigError, UsageError, MissingApiKeyError, ServerConnectError, type McpvalsErrorCode } from "./errors.js";
export { ServerUnavailableError } from "./errors.js";
export { ConnectionManager, type ConnectionManagerOptions } from "./mcp/connection-manager.js";
export { CircuitBreaker, type BreakerState, type CircuitBreakerOptions } from "./mcp/circuit-breaker.js";
export { backoffDelay, retryWithBackoff, RetriesExhausted, type BackoffOptions, type RetryWithBackoffOptions, type Sleep } from "./mcp/retry-with-backoff.js";
export { ToolRouter, type RoutedTool } from "./mcp/tool-router.js";
export { DEFAULT_SERVER_NAME, QUALIFIED_TOOL_SEPARATOR } from "./mcp/server-names.js";
export { ServerNameSchema, ConnectionSchema, BreakerSchema, type ConnectionSettings } from "./mcp/server-spec.js";
export { VERSION } from "./version.js";
export { applyState, type ApplyStateOptions, type ApplyStateResult } from "./state/apply-state.js";
export { diffTools, toolsToReprocess, type ServerTools, type DiffToolsOptions } from "./state/diff-tools.js";
export { diffTool } from "./state/diff-tool.js";
export { readState, type StoredState } from "./state/read-state.js";
export { resolveStateDir, DEFAULT_STATE_DIR, type ResolveStateDirOptions } from "./state/state-dir.js";
export { toolTrend } from "./state/tool-trend.js";
export { summarizeToolMetrics, type ToolMetricsSummary } from "./state/summarize-tool-metrics.js";
export {
  HISTORY_LIMIT,
  EMBEDDINGS_DIR,
  ToolsFileSchema,
  MetricsFileSchema,
  HistoryFileSchema,
  type ToolsFile,
  type MetricsFile,
  type HistoryFile,
  type ToolSnapshot,
} from "./state/state-files.js";
export type { Verifier, VerifyContext, VerifyToolAnswer } from "./verify/verifier.js";
export { executeVerifiers, type ExecuteVerifiersOptions, type SharedVerifyContext } from "./verify/execute-verifiers.js";
export { createVerifier } from "./verify/create-verifier.js";
export { readJsonPath, parseJsonPath } from "./match/json-path.js";
export {
  VerifierSpecSchema,
  HookStepSchema,
  type VerifierSpec,
  type HookStep,
  type SqlVerifierSpec,
  type FileVerifierSpec,
  type CommandVerifierSpec,
  type HttpVerifierSpec,
  type McpVerifierSpec,
} from "./config/verify-schema.js";
export { mergeResults, readResultFile, type PartialResult, type MergeOptions } from "./eval/merge-results.js";
export { parseShard, shardWork } from "./eval/shard-work.js";
export { type Shard } from "./result/shard.js";
// The tool-retrieval metric, the retrieval-limited agent's token estimate and `mcpvals search` as functions.
export { runRetrieval, type RunRetrievalOptions } from "./eval/retrieval/run-retrieval.js";
export { retrievalQueries, expectedRank, type RetrievalQuery } from "./eval/retrieval/retrieval-queries.js";
export { scoreRetrieval, retrievalScores, type ScoreRetrievalOptions } from "./scoring/score-retrieval.js";
export { mergeRetrieval } from "./eval/retrieval/merge-retrieval.js";
export { toolPromptTokens } from "./agent/retrieved-tools.js";
export { searchServers, type SearchServersOptions, type SearchServersResult } from "./eval/search-servers.js";
export { locateConfigEntries, type ConfigLocations } from "./config/locate-config-entries.js";
// Agent API (high, mid and low level), observers and the run context.
export { Agent, DEFAULT_SYSTEM_PROMPT, type AgentOptions, type AgentModelConfig, type AgentResponse, type AgentSession, type TurnResult, type OpenSessionOptions } from "./agent/agent.js";
export type { AgentResult, AgentStep } from "./agent/agent-result.js";
export { TaskSchema, type Task, type TaskInput } from "./agent/task.js";
export { ScenarioSchema, ScenarioTurnSchema, runScenario, type Scenario, type ScenarioInput, type ScenarioResult, type ScenarioTurnResult } from "./agent/scenario.js";
export {
  prepareTools,
  modelStep,
  executeToolCalls,
  appendToolResults,
  type AgentTools,
  type ModelStepResult,
  type RequestedToolCall,
  type ExecutedToolCall,
} from "./agent/agent-steps.js";
export { createLanguageModel, type CreateLanguageModelOptions } from "./model/create-language-model.js";
export { retryModelCall, retryMiddleware, ModelCallError, DEFAULT_RETRY_POLICY, type RetryPolicy } from "./model/retry-model-call.js";
export { PROVIDER_ENV, type Provider, type ProviderEnv } from "./model/providers.js";
export { BUILTIN_PRICES, priceFor, estimateCostUsd } from "./agent/pricing.js";
export { RunContext, type RunContextOptions } from "./trace/run-context.js";
export type { Observer, ObserverFailure, MessageEvent, ToolCallEvent, VerifierUpdateEvent, StatusEvent, ObserverEvents } from "./trace/observer.js";
export { TraceStore, type TraceEntry } from "./trace/trace-store.js";
export { PROVIDERS, ModelRetriesSchema, ModelPriceSchema, type ModelRetries, type ModelPrice } from "./config/schema.js";
export { connectServer, type ServerConnection, type ConnectServerOptions, type ClientSetup } from "./mcp/connect-server.js";
export { PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSION, type ProtocolVersion } from "./mcp/protocol-version.js";
export type { McpTool, McpCallToolResult } from "./mcp/mcp-types.js";
export type { ModelMessage, ToolSet } from "ai";
// Tool search (issue 5): engine, index, embedders and the pieces they are built from.
export { SearchEngine, type SearchEngineOptions, type SearchEngineStats } from "./search/search-engine.js";
export { searchEngineFor, type SearchEngineForOptions } from "./search/search-engine-for.js";
export { ToolSearch, type ToolSearchOptions, type RankOptions, type SearchOptions, type RankResult } from "./search/tool-search.js";
export { toolKey, type IndexedTool, type ToolHit, type SearchMode } from "./search/types.js";
export { toolText, toolVectorKey } from "./search/tool-text.js";
export { createEmbedder, type CreateEmbedderOptions } from "./search/create-embedder.js";
export type { Embedder, EmbeddingModelV4 } from "./search/embedder.js";
export { createLocalEmbeddingModel, LOCAL_MODEL_ID } from "./search/local-embedding-model.js";
export { localModelFiles, MODEL_DIR_ENV, type LocalModelFiles } from "./search/local-model-files.js";
export { embedTexts } from "./search/embed-texts.js";
export { EmbeddingStore, EMBEDDINGS_FILE_VERSION } from "./search/embedding-store.js";
export { createLlmRanker, parseRanking, type LlmRanker, type CreateLlmRankerOptions } from "./search/llm-ranker.js";
export { fuseScores, DEFAULT_FUSION, type FusionMethod, type FusionOptions } from "./search/fuse-rankings.js";
export type { VectorProvider } from "./search/vector-cache.js";
export { EmbeddingsSpecSchema, LOCAL_EMBEDDINGS, type EmbeddingsSpec } from "./config/search-schema.js";
export { SearchModeSchema, SEARCH_MODES } from "./result/search-mode.js";
// Fallback suggestions when a tool call fails: the pure ranking and the health book it weighs tools by.
export { rankFallbacks, smoothedSuccessRate, recencyFactor, DEFAULT_MAX_FALLBACKS, type RankFallbacksOptions, type ToolHealth } from "./search/rank-fallbacks.js";
export { HealthBook } from "./state/health-book.js";
export type { FallbackSuggestion, FallbackOffer, FallbackTaken, FallbackReport, FallbackTotals } from "./result/fallback-report.js";

/**
 * mcpvals library API: the main entry, `import { ... } from "mcpvals"`.
 * Named exports only; this barrel is the package edge. docs/library.md lists
 * exactly these names (a test keeps the two in step, and the runtime values
 * at 40 or fewer). The Agent SDK is `mcpvals/agent` (src/entry/agent.ts),
 * connections `mcpvals/mcp` (src/entry/mcp.ts), the result schemas
 * `mcpvals/result` (src/entry/result.ts); everything else is internal.
 *
 * @example
 * import { evaluate } from "mcpvals";
 * const result = await evaluate("mcpvals.config.yaml", { model: "scripted" });
 * if (!result.passed) process.exitCode = 1;
 */
// Run a config, combine sharded runs.
export { evaluate, type EvaluateOptions } from "./eval/evaluate.js";
export { mergeResults, readResultFile, type PartialResult, type MergeOptions } from "./eval/merge-results.js";
export { searchServers, type SearchServersOptions, type SearchServersResult } from "./search/search-servers.js";
export { mutate, type MutateOptions } from "./mutate/mutate.js";
export { VERSION } from "./version.js";

// Config.
export { defineConfig } from "./config/define-config.js";
export { loadConfig, type LoadConfigOptions } from "./config/load-config.js";
export type { ConfigSource } from "./config/resolve-config-source.js";
export type { Config, ConfigInput, ModelSpec } from "./config/schema.js";
export type { ResolvedConfig } from "./config/resolved-config.js";
export type { ServerSpec } from "./protocol/server-spec.js";

// The result object: its types here, its zod schemas in mcpvals/result (the whole report's here too).
export { EvalResultSchema } from "./result/eval-result.js";
export type * from "./result/cassette-status.js";
export type * from "./result/eval-result.js";
export type * from "./result/fallback-report.js";
export type * from "./result/gate-result.js";
export type * from "./result/metric-result.js";
export type * from "./result/mutation-report.js";
export type * from "./result/retrieval-result.js";
export type * from "./result/run-verdict.js";
export type * from "./result/search-mode.js";
export type * from "./result/server-notification.js";
export type * from "./result/server-report.js";
export type * from "./result/server-request.js";
export type * from "./result/shard.js";
export type * from "./result/shard-account.js";
export type * from "./result/tool-call-record.js";
export type * from "./result/tool-changes.js";
export type * from "./result/tool-health-result.js";
export type * from "./result/tool-selection-result.js";
export type * from "./result/tool-stats.js";
export type * from "./result/tool-tokens.js";
export type * from "./result/usage.js";
export type * from "./result/verifier-result.js";
export type * from "./result/workflow-attempt.js";
export type * from "./result/workflow-result.js";

// Reporters: the name → factory table and each factory.
export type { Reporter, RunStartInfo } from "./report/reporter.js";
export { createReporter, reporters, type ReporterName, type ReporterOptions } from "./report/create-reporter.js";
export { createConsoleReporter } from "./report/console/console-reporter.js";
export { createJsonReporter } from "./report/json-reporter.js";
export { createJunitReporter } from "./report/junit-reporter.js";
export { renderJunit } from "./report/render-junit.js";
export { createMarkdownReporter, renderMarkdown } from "./report/markdown/markdown-reporter.js";

// Observers of a run (evaluate's `observers`, the Agent API's RunContext).
export type {
  Observer,
  ObserverFailure,
  ObserverEvents,
  MessageEvent,
  ToolCallEvent,
  VerifierUpdateEvent,
  StatusEvent,
} from "./trace/observer.js";
export { TraceStore, type TraceEntry } from "./trace/trace-store.js";

// Errors: each with a `code` and a cross-bundle `isInstance`.
export {
  McpvalsError,
  ConfigError,
  UsageError,
  MissingApiKeyError,
  ServerConnectError,
  ServerUnavailableError,
  type McpvalsErrorCode,
} from "./errors.js";
export { ModelCallError } from "./model/retry-model-call.js";

// Tool search over tools you already have.
export { SearchEngine, type SearchEngineOptions } from "./search/engine/search-engine.js";
export { searchEngineFor, type SearchEngineForOptions } from "./search/engine/search-engine-for.js";
export type { IndexedTool, ToolHit } from "./search/engine/types.js";

/**
 * mcpvals library API. Named exports only; this barrel is the package edge.
 *
 * @example
 * import { evaluate } from "mcpvals";
 * const result = await evaluate("mcpvals.config.yaml", { model: "scripted" });
 * if (!result.passed) process.exitCode = 1;
 */
export { evaluate, evaluateResolved, DEFAULT_SERVER, type EvaluateOptions } from "./eval/evaluate.js";
export * from "./eval/result-schema.js";
export { defineConfig } from "./config/define-config.js";
export { loadConfig, resolveConfig, type LoadConfigOptions, type ResolveConfigOptions } from "./config/load-config.js";
export { findConfigFile, CONFIG_FILE_NAMES } from "./config/find-config.js";
export { configJsonSchema } from "./config/config-json-schema.js";
export {
  ConfigSchema,
  ServerSchema,
  ModelSpecSchema,
  WorkflowSchema,
  ToolHealthSuiteSchema,
  type Config,
  type ConfigInput,
  type ServerSpec,
  type ModelSpec,
  type Workflow,
  type WorkflowStep,
  type ToolTest,
  type ToolHealthSuite,
} from "./config/schema.js";
export type { ResolvedConfig, ResolvedWorkflow, ResolvedToolTest, ExpectedToolCall } from "./config/resolved-config.js";
export { resolveModel, DEFAULT_MODEL, type ResolvedModel } from "./agent/resolve-model.js";
export type { Reporter, RunStartInfo } from "./report/reporter.js";
export { createReporter, reporters } from "./report/create-reporter.js";
export { createConsoleReporter } from "./report/console-reporter.js";
export { createJsonReporter } from "./report/json-reporter.js";
export { createJunitReporter, renderJunit } from "./report/junit-reporter.js";
export { createMarkdownReporter, renderMarkdown } from "./report/markdown-reporter.js";
export { McpvalsError, ConfigError, UsageError, MissingApiKeyError, ServerConnectError, type McpvalsErrorCode } from "./errors.js";
export { VERSION } from "./version.js";
export { mergeResults, readResultFile, type PartialResult, type MergeOptions } from "./eval/merge-results.js";
export { parseShard, shardWork, type Shard } from "./eval/shard-work.js";
export { locateConfigEntries, type ConfigLocations } from "./config/locate-config-entries.js";
export { renderToolChanges, renderToolTrends } from "./report/markdown-tool-changes.js";

/**
 * `mcpvals/result`: the zod schemas of the result object (what `evaluate`
 * returns and the JSON reporter writes) and the types derived from them, a
 * file per shape. docs/library.md lists these files (a test keeps them in step).
 */
export * from "../result/cassette-status.js";
export * from "../result/eval-result.js";
export * from "../result/fallback-report.js";
export * from "../result/gate-result.js";
export * from "../result/metric-result.js";
export * from "../result/mutation-report.js";
export * from "../result/retrieval-result.js";
export * from "../result/run-verdict.js";
export * from "../result/search-mode.js";
export * from "../result/server-notification.js";
export * from "../result/server-report.js";
export * from "../result/server-request.js";
export * from "../result/shard.js";
export * from "../result/shard-account.js";
export * from "../result/tool-call-record.js";
export * from "../result/tool-changes.js";
export * from "../result/tool-health-result.js";
export * from "../result/tool-selection-result.js";
export * from "../result/tool-stats.js";
export * from "../result/tool-tokens.js";
export * from "../result/usage.js";
export * from "../result/verifier-result.js";
export * from "../result/workflow-attempt.js";
export * from "../result/workflow-result.js";

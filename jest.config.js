// Jest runs the TypeScript sources in ESM mode: @actions/* and execa are ESM-only.
// Two tiers, chosen by path so tests added elsewhere need no move: `unit` (pure
// code and in-process client/server pairs; `npm run test:unit`) and
// `integration` (real processes, real servers, the CLI end to end, the bundled
// action, the browser). `npm test` runs both.

/** Files outside e2e/ and faults/ that start real servers or processes: slow on a busy machine (measured, ≥ 6 s a file). */
const INTEGRATION_FILES = [
  "agent/agent-api",
  "agent/providers-loopback",
  "cassettes/evaluate-cassettes",
  // check/ starts real servers (planted faults, extensions, Chromium for MCP Apps) in nearly every file.
  "check/",
  "cli/",
  "config/hostile-config",
  "config/resolve-config-source",
  "config/resolve-test-target",
  // These two run the built lib/ in a plain Node process.
  "errors",
  "util/optional-package",
  "hub/discovery/session-metrics",
  "eval/evaluate-protocol-eras",
  "eval/evaluate-servers",
  "eval/evaluate",
  "eval/fallback-recovery",
  "eval/fallbacks",
  "eval/retrieval-metric",
  "eval/run-verdicts",
  "eval/search-loading",
  "eval/server-shutdown",
  "eval/targets-protocol-eras",
  "eval/verify-workflow",
  "fixtures-selftest/http-servers",
  "github/github-context",
  "github/fork-baseline.int",
  "github/planted-secret",
  "github/run-action",
  "init/",
  "github/run-evaluation",
  "mcp/connect-server",
  "mcp/connection-manager",
  "mcp/http-transports",
  "mcp/read-resource",
  "mcp/stdio-transport",
  "mcp/tool-router-ahead",
  "mcp/prestart-servers",
  "proxy/",
  "scripts/release",
  "scripts/require-chromium",
  "report/sarif/",
  "search/child-embedding-model",
  "search/failing-embeddings",
  "search/retrieval-set",
  "search/search-engine-for",
  "search/tool-search-ranking",
  "state/evaluate-state",
  "agent/run-context",
  "trace/trace-store",
  "trace/otlp/",
];

const INTEGRATION = ["e2e/", "faults/", ...INTEGRATION_FILES].map((entry) => `<rootDir>/__tests__/${entry}`);
/** A folder prefix, or one exact test file. */
const asGlob = (entry) => (entry.endsWith("/") ? `${entry}**/*.test.ts` : `${entry}.test.ts`);
const asIgnore = (entry) => (entry.endsWith("/") ? entry : `${entry}\\.test\\.ts$`);

const shared = {
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts"],
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  transform: {
    "^.+\\.ts$": ["ts-jest", { useESM: true, tsconfig: "tsconfig.check.json" }],
  },
  testMatch: ["**/__tests__/**/*.test.ts"],
  // Tests run offline: connections to anything but loopback fail fast (see the file).
  setupFiles: ["<rootDir>/__tests__/helpers/offline-guard.ts", "<rootDir>/__tests__/helpers/compile-cache.ts"],
};

/** @type {import('jest').Config} */
export default {
  projects: [
    { ...shared, displayName: "unit", testPathIgnorePatterns: ["/node_modules/", ...INTEGRATION.map(asIgnore)] },
    {
      ...shared,
      displayName: "integration",
      testMatch: INTEGRATION.map(asGlob),
      // Real processes on a loaded machine: a longer test limit than the unit tier's (see the file).
      setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/integration-timeout.ts"],
      // No Chromium: one clear failure with the install line before any test, not one browser error per test.
      globalSetup: "<rootDir>/__tests__/helpers/require-chromium.ts",
    },
  ],
  testTimeout: 30000,
  maxWorkers: 2,
};

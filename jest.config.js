// Jest runs the TypeScript sources in ESM mode: @actions/* and execa are ESM-only.
// Two tiers, chosen by file name so a test's tier travels with it and no list
// is kept by hand: `integration` is every `*.int.test.ts` and everything under
// __tests__/e2e/ and __tests__/faults/ (real processes, real servers, the CLI
// end to end, the bundled action, the browser, npm); `unit` is every other
// `*.test.ts` (pure code and in-process client/server pairs; `npm run
// test:unit`). A test that starts a process (a server fixture, the CLI as a
// process, Chromium, git, npm, lib/ in a plain node) is an integration test:
// __tests__/test-tiers.test.ts fails on a unit file that imports a spawning
// helper, and __tests__/helpers/unit-tier-guard.ts fails a unit file that
// starts one anyway. `npm test` runs both tiers.

/** Folders under __tests__/ whose every test is an integration test. */
export const INTEGRATION_FOLDERS = ["e2e", "faults"];

/** Whether a test file (a path relative to the repository, or absolute) belongs to the integration tier. */
export function isIntegrationTest(path) {
  const posix = path.replaceAll("\\", "/");
  return posix.endsWith(".int.test.ts") || INTEGRATION_FOLDERS.some((folder) => posix.includes(`__tests__/${folder}/`));
}

const INTEGRATION_MATCH = ["**/__tests__/**/*.int.test.ts", ...INTEGRATION_FOLDERS.map((folder) => `**/__tests__/${folder}/**/*.test.ts`)];

/** What both tiers share (also what __tests__/leak-check.int.test.ts runs its fixtures with). */
export const shared = {
  // Node's, plus a check that fails a test file that leaves a server, socket, timer, watcher or child process
  // running (they keep the worker alive after the last file: "A worker process has failed to exit gracefully").
  testEnvironment: "<rootDir>/__tests__/helpers/leak-check-environment.ts",
  // jest's runtime, linking one ES module graph at a time: lazily imported modules side by side (a report's
  // renderers) otherwise fail now and then under load, a jest bug (see the file).
  runtime: "<rootDir>/__tests__/helpers/serial-link-runtime.cjs",
  extensionsToTreatAsEsm: [".ts"],
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  transform: {
    "^.+\\.ts$": ["ts-jest", { useESM: true, tsconfig: "tsconfig.check.json" }],
  },
  // Tests run offline: connections to anything but loopback fail fast (see the file).
  setupFiles: ["<rootDir>/__tests__/helpers/offline-guard.ts", "<rootDir>/__tests__/helpers/compile-cache.ts"],
};

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["**/__tests__/**/*.test.ts"],
      testPathIgnorePatterns: ["/node_modules/", "\\.int\\.test\\.ts$", ...INTEGRATION_FOLDERS.map((folder) => `/__tests__/${folder}/`)],
      // A unit file that starts a process fails (see the file): the tiers cannot rot.
      setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/unit-tier-guard.ts"],
    },
    {
      ...shared,
      displayName: "integration",
      testMatch: INTEGRATION_MATCH,
      // Real processes on a loaded machine: a longer test limit than the unit tier's (see the file).
      setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/integration-timeout.ts"],
      // No Chromium: one clear failure with the install line before any test, not one browser error per test.
      globalSetup: "<rootDir>/__tests__/helpers/require-chromium.ts",
    },
  ],
  testTimeout: 30000,
  maxWorkers: 2,
};

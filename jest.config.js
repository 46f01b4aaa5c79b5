// Jest runs the TypeScript sources in ESM mode: @actions/* and execa are ESM-only.
/** @type {import('jest').Config} */
export default {
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts"],
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  transform: {
    "^.+\\.ts$": ["ts-jest", { useESM: true, tsconfig: "tsconfig.check.json" }],
  },
  testMatch: ["**/__tests__/**/*.test.ts"],
  // Tests run offline: connections to anything but loopback fail fast (see the file).
  setupFiles: ["<rootDir>/__tests__/helpers/offline-guard.ts"],
  testTimeout: 30000,
  maxWorkers: 2,
};

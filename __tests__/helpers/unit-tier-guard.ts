/**
 * jest setup of the unit tier: a unit test file that starts a process fails.
 * Processes (a server fixture, the CLI, git, npm, Chromium) are what make a
 * file slow and load-sensitive, so they belong in the integration tier (a
 * `*.int.test.ts` name, see jest.config.js). The static scan in
 * __tests__/test-tiers.test.ts catches the usual helpers; this catches the
 * rest (a product path that spawns, a helper added later). The call still goes
 * through: the file fails once, after its tests, naming what it started.
 */
import { afterAll, expect } from "@jest/globals";
import { createRequire, syncBuiltinESMExports } from "node:module";

// Patched through require, not an import: jest builds a test file's view of a
// core module when the module is first imported, so an import here would freeze
// the unpatched functions into the test file's view.
const childProcess = createRequire(import.meta.url)("node:child_process") as object;

const SPAWNING = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const;

interface GuardState {
  /** The unit test file running now; undefined between unit files (an integration file may run in this worker next). */
  current?: string;
  started: string[];
}

// One patch per worker process: jest loads this file again for every unit test file.
const STATE = Symbol.for("mcpvals.unitTierGuard");
const host = childProcess as unknown as Record<symbol, GuardState | undefined> & Record<string, unknown>;
let state = host[STATE];
if (state === undefined) {
  const created: GuardState = { started: [] };
  state = host[STATE] = created;
  for (const name of SPAWNING) {
    const original = host[name] as (...args: unknown[]) => unknown;
    host[name] = function guarded(this: unknown, ...args: unknown[]): unknown {
      if (created.current !== undefined) created.started.push(`${name}(${String(args[0]).slice(0, 80)})`);
      return original.apply(this, args);
    };
  }
  syncBuiltinESMExports();
}

const guard = state;
guard.current = expect.getState().testPath ?? "a unit test file";
guard.started = [];

afterAll(() => {
  const started = [...new Set(guard.started)];
  guard.current = undefined;
  guard.started = [];
  if (started.length > 0)
    throw new Error(
      `This unit-tier test file started ${started.length === 1 ? "a process" : "processes"}: ${started.join(", ")}. ` +
        "Tests that start processes are integration tests: rename the file to *.int.test.ts (see jest.config.js).",
    );
});

/** The one exit-code table: thrown errors by their code, a run, a check and the action's step by their verdict. */
import {
  ConfigError,
  exitCodeOf,
  McpvalsError,
  MissingApiKeyError,
  ServerConnectError,
  ServerUnavailableError,
  UsageError,
} from "../src/errors.js";
import { EXIT, exitCode } from "../src/exit-code.js";
import { checkOutcome } from "../src/check/check-infrastructure.js";
import type { CheckOutcome, CheckReport } from "../src/result/check-report.js";
import { failedOnInfrastructure } from "../src/scoring/run-verdict.js";

/** A run's code as the CLI takes it: from the verdict finishRun stores (its infrastructure decided by scoring). */
const runExitCode = (result: Parameters<typeof failedOnInfrastructure>[0], signal?: AbortSignal) =>
  exitCode({ passed: result.passed, infrastructure: failedOnInfrastructure(result) }, { signal });
const checkExitCode = (report: CheckReport) => exitCode(checkOutcome(report));

test("errors: usage and config 2, servers, models and cancellation 3, anything unexpected 1", () => {
  expect(exitCodeOf(new UsageError("x"))).toBe(EXIT.usage);
  expect(exitCodeOf(new ConfigError("x"))).toBe(EXIT.usage);
  expect(exitCodeOf(new MissingApiKeyError("openai", "OPENAI_API_KEY", "agent"))).toBe(EXIT.usage);
  expect(exitCodeOf(new ServerConnectError("s", "x"))).toBe(EXIT.infrastructure);
  expect(exitCodeOf(new ServerUnavailableError("s", { attempts: 1, lastError: null, breakerOpenedAt: null }))).toBe(EXIT.infrastructure);
  expect(exitCodeOf(new McpvalsError("MODEL", "x"))).toBe(EXIT.infrastructure);
  expect(exitCodeOf(new McpvalsError("ABORTED", "x"))).toBe(EXIT.infrastructure);
  expect(exitCodeOf(new Error("bug"))).toBe(EXIT.failed);
});

const unit = (passed: boolean, infrastructure?: boolean) => ({ passed, ...(infrastructure === undefined ? {} : { infrastructure }) });

test("a run: 0 passed, 3 when every failure is infrastructure or it was cancelled, else 1", () => {
  const run = (units: ReturnType<typeof unit>[], passed = false) =>
    ({ passed, workflows: units, toolHealth: [], retrieval: null }) as unknown as Parameters<typeof runExitCode>[0];
  expect(runExitCode(run([unit(true)], true))).toBe(0);
  expect(runExitCode(run([unit(false, true)]))).toBe(3);
  expect(runExitCode(run([unit(false, true), unit(false)]))).toBe(1);
  const cancelled = new AbortController();
  cancelled.abort();
  expect(runExitCode(run([unit(true)], true), cancelled.signal)).toBe(3);
});

test("a check: failures only on servers never reached are 3; one real finding is 1", () => {
  const failed = (server: string, baselined = false): CheckOutcome => ({
    id: "x",
    level: "error",
    status: "failed",
    reason: "r",
    target: { server, kind: "server", name: null },
    era: null,
    baselined,
  });
  const report = (checks: CheckOutcome[], down: string[]) =>
    ({
      passed: false,
      checks,
      servers: ["a", "b"].map((name) => ({ name, error: down.includes(name) ? "no" : null })),
    }) as unknown as CheckReport;
  expect(checkExitCode(report([failed("a")], ["a"]))).toBe(3);
  expect(checkExitCode(report([failed("a"), failed("b")], ["a"]))).toBe(1);
  expect(checkExitCode(report([failed("a"), failed("b", true)], ["a"]))).toBe(3);
  expect(checkExitCode({ ...report([], []), passed: true })).toBe(0);
});

test("the action's step: 0 unless it failed; 3 only when each part that failed, failed on infrastructure", () => {
  const passed = { passed: true, infrastructure: false };
  const infra = { passed: false, infrastructure: true };
  const verdict = { passed: false, infrastructure: false };
  expect(exitCode([passed, passed], { failed: false })).toBe(0);
  expect(exitCode([passed, infra], { failed: true })).toBe(3);
  expect(exitCode([verdict, infra], { failed: true })).toBe(1);
  // Failed on something no part's verdict holds: 1.
  expect(exitCode([passed, passed], { failed: true })).toBe(1);
  expect(exitCode([], { failed: true })).toBe(1);
});

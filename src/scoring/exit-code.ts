/**
 * A finished run's or check's exit code (errors.ts maps thrown errors): the
 * one decision every command and the action use, so the same fault ends the
 * same way everywhere. Pure.
 */
import { EXIT, type ExitCode } from "../errors.js";
import type { CheckReport } from "../result/check-report.js";
import type { EvalResult } from "../result/eval-result.js";
import { failedOnInfrastructure } from "./run-verdict.js";

/** 0 passed; 3 when cancelled or when every failure was a server, model or cancellation; else 1. */
export function runExitCode(
  result: Pick<EvalResult, "passed" | "workflows" | "toolHealth" | "retrieval" | "gate" | "toolTokens">,
  signal?: AbortSignal,
): ExitCode {
  if (signal?.aborted) return EXIT.infrastructure;
  if (result.passed) return EXIT.passed;
  return failedOnInfrastructure(result) ? EXIT.infrastructure : EXIT.failed;
}

/** As runExitCode, for `check`: a failure only on servers that could not be reached is infrastructure. */
export function checkExitCode(report: Pick<CheckReport, "passed" | "servers" | "checks">, signal?: AbortSignal): ExitCode {
  if (signal?.aborted) return EXIT.infrastructure;
  if (report.passed) return EXIT.passed;
  return checkFailedOnInfrastructure(report) ? EXIT.infrastructure : EXIT.failed;
}

/** Every failing check (error level, outside the baseline) is on a server that was never reached. */
export function checkFailedOnInfrastructure({ servers, checks }: Pick<CheckReport, "servers" | "checks">): boolean {
  const unreachable = new Set(servers.filter((s) => s.error !== null).map((s) => s.name));
  const failing = checks.filter((c) => c.status === "failed" && c.level === "error" && !c.baselined);
  return failing.length > 0 && failing.every((c) => unreachable.has(c.target.server));
}

/**
 * Whether a failed check failed only for infrastructure: every failing check
 * (error level, outside the baseline) is on a server that was never reached.
 * The check's side of the one exit-code function (exit-code.ts). Pure.
 */
import type { CheckReport } from "../result/check-report.js";
import type { VerdictOutcome } from "../exit-code.js";

function checkFailedOnInfrastructure({ servers, checks }: Pick<CheckReport, "servers" | "checks">): boolean {
  const unreachable = new Set(servers.filter((s) => s.error !== null).map((s) => s.name));
  const failing = checks.filter((c) => c.status === "failed" && c.level === "error" && !c.baselined);
  return failing.length > 0 && failing.every((c) => unreachable.has(c.target.server));
}

/** The check's outcome for exitCode(). */
export function checkOutcome(report: Pick<CheckReport, "passed" | "servers" | "checks">): VerdictOutcome {
  return { passed: report.passed, infrastructure: !report.passed && checkFailedOnInfrastructure(report) };
}

/**
 * Collects the outcomes of one server's checks. Every check goes through
 * `check(...)` with its id and level, so a check that throws (a server that
 * answered garbage) becomes a failed outcome with the reason, never a crash.
 */
import { describeError } from "../errors.js";
import type { CheckLevel, CheckOutcome, CheckTarget } from "../result/check-report.js";

export type CheckVerdict = { passed: true; reason: string } | { passed: false; reason: string } | { skipped: true; reason: string };

export class CheckRecorder {
  readonly outcomes: CheckOutcome[] = [];

  constructor(
    readonly server: string,
    readonly era: string | null,
  ) {}

  /** The target `kind`/`name` on this recorder's server. */
  target(kind: CheckTarget["kind"] = "server", name: string | null = null): CheckTarget {
    return { server: this.server, kind, name };
  }

  /** Records one outcome. */
  add(id: string, level: CheckLevel, target: CheckTarget, verdict: CheckVerdict): void {
    const status = "skipped" in verdict ? "skipped" : verdict.passed ? "passed" : "failed";
    this.outcomes.push({ id, level, status, reason: verdict.reason, target, era: this.era });
  }

  /** Runs one check; a throw is a failure whose reason is the error. */
  async check(id: string, level: CheckLevel, target: CheckTarget, run: () => Promise<CheckVerdict> | CheckVerdict): Promise<void> {
    try {
      this.add(id, level, target, await run());
    } catch (error) {
      this.add(id, level, target, { passed: false, reason: describeError(error) });
    }
  }
}

export const pass = (reason: string): CheckVerdict => ({ passed: true, reason });
export const fail = (reason: string): CheckVerdict => ({ passed: false, reason });
export const skip = (reason: string): CheckVerdict => ({ skipped: true, reason });

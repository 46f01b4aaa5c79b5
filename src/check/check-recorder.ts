/**
 * Collects the outcomes of one server's checks. Every check goes through
 * `check(...)` with its id and level, so a check that throws (a server that
 * answered garbage) becomes a failed outcome with the reason, never a crash;
 * a TypeError or the like in our own code is an internal error, recorded as
 * skipped and never blamed on the server. Each outcome carries its rule's
 * spec link from the rule table.
 */
import { describeError } from "../errors.js";
import type { CheckLevel, CheckOutcome, CheckTarget } from "../result/check-report.js";
import { specOf } from "./rules/rule-table.js";

export type CheckVerdict =
  { passed: true; reason: string } | { passed: false; reason: string; pointer?: string } | { skipped: true; reason: string };

/** Optional facts of one outcome beyond the verdict. */
export interface OutcomeDetail {
  /** Overrides the rule table's link (extension checks that own their rules). */
  spec?: string;
  pointer?: string;
  method?: string;
}

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
  add(id: string, level: CheckLevel, target: CheckTarget, verdict: CheckVerdict, detail: OutcomeDetail = {}): void {
    // An info-level finding is something to know, not a failure: it gets a status of its own.
    const status = "skipped" in verdict ? "skipped" : verdict.passed ? "passed" : level === "info" ? "info" : "failed";
    const spec = detail.spec ?? specOf(id);
    const pointer = detail.pointer ?? ("pointer" in verdict ? verdict.pointer : undefined);
    this.outcomes.push({
      id,
      level,
      status,
      reason: verdict.reason,
      target,
      era: this.era,
      ...(spec ? { spec } : {}),
      ...(pointer ? { pointer } : {}),
      ...(detail.method ? { method: detail.method } : {}),
    });
  }

  /** Runs one check; a throw is a failure whose reason is the error, unless it is a bug of ours. */
  async check(
    id: string,
    level: CheckLevel,
    target: CheckTarget,
    run: () => Promise<CheckVerdict> | CheckVerdict,
    detail: OutcomeDetail = {},
  ): Promise<void> {
    try {
      this.add(id, level, target, await run(), detail);
    } catch (error) {
      if (isInternal(error)) {
        this.add(
          id,
          level,
          target,
          skip(`internal error in mcpvals, not a verdict on the server (please report it): ${describeError(error)}`),
          detail,
        );
        this.outcomes[this.outcomes.length - 1]!.internal = true;
      } else this.add(id, level, target, { passed: false, reason: describeError(error) }, detail);
    }
  }
}

/** Errors that only our own code raises on its own mistakes (a server's bytes never throw these through the wire layer). */
function isInternal(error: unknown): boolean {
  return error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError;
}

export const pass = (reason: string): CheckVerdict => ({ passed: true, reason });
export const fail = (reason: string, pointer?: string): CheckVerdict =>
  pointer ? { passed: false, reason, pointer } : { passed: false, reason };
export const skip = (reason: string): CheckVerdict => ({ skipped: true, reason });

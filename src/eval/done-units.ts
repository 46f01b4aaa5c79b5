/**
 * What a report already holds a verdict for, and the work left without it:
 * `--resume` (eval/resume-run.ts) runs only that. Pure.
 */
import type { EvalResult } from "../result/eval-result.js";
import type { SelectedWork } from "./select-work.js";
import type { DoneUnits } from "./evaluate-options.js";

export type { DoneUnits };

/** The units of `report` that got a verdict (an infrastructure failure is no verdict: it runs again). */
export function doneUnits(report: Pick<EvalResult, "workflows" | "toolHealth">): DoneUnits {
  return {
    workflows: report.workflows.filter((w) => w.infrastructure !== true).map((w) => w.name),
    tests: report.toolHealth.filter((t) => t.infrastructure !== true).map((t) => testKey(t.suite, t.test)),
  };
}

/** The work less what is done; a suite keeps only its tests not done, and goes when none is left. */
export function excludeDone(work: SelectedWork, done: DoneUnits | undefined): SelectedWork {
  if (!done) return work;
  const workflows = new Set(done.workflows);
  const tests = new Set(done.tests);
  return {
    workflows: work.workflows.filter((w) => !workflows.has(w.name)),
    suites: work.suites.flatMap((suite) => {
      const left = suite.tests.filter((t) => !tests.has(testKey(suite.name, t.name)));
      return left.length === 0 ? [] : [{ ...suite, tests: left }];
    }),
  };
}

function testKey(suite: string, test: string): string {
  return `${suite}/${test}`;
}

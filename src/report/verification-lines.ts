/**
 * Verifier results and repeat statistics of a workflow, in words, for the
 * reporters. They present what the result holds; nothing here decides a
 * verdict.
 */
import type { RepeatsSummary, RunRepeats } from "../result/workflow-attempt.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import type { VerifierResult } from "../result/verifier-result.js";
import { formatScore, oneLine, plural, stripControl, truncate } from "./format.js";

/** The workflow's verifier results (empty for results without any). */
export function verifiersOf(workflow: WorkflowResult): VerifierResult[] {
  return workflow.verifiers ?? [];
}

/** `pass@1 0.75 ± 0.50 · pass@4 ✓ · pass^4 ✗ · 3/4 passed, minPass 4` */
export function repeatsLine(repeats: RepeatsSummary): string {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const spread = repeats.pass1Std === undefined ? "" : ` ± ${formatScore(repeats.pass1Std)}`;
  return `pass@1 ${formatScore(repeats.pass1)}${spread} · pass@${repeats.k} ${mark(repeats.passAtK)} · pass^${repeats.k} ${mark(repeats.passHatK)} · ${repeats.passes}/${repeats.k} passed, minPass ${repeats.minPass}`;
}

/** One line per verifier: `✓ sql todo.db` or `✗ sql todo.db: expected 1, got 0`. */
export function verifierLine(result: VerifierResult, maxTextLength = 200): string {
  const name = oneLine(stripControl(result.name));
  if (result.passed) return `✓ ${name}`;
  return `✗ ${name}: ${truncate(oneLine(stripControl(result.message || `expected ${result.expected}, got ${result.actual}`)), maxTextLength)}`;
}

/** Short reasons for failureReasons: the first failed verifier (and how many more), and a failed repeat gate. */
export function verificationFailureReasons(workflow: WorkflowResult, maxTextLength: number): string[] {
  const reasons: string[] = [];
  const failed = verifiersOf(workflow).filter((v) => !v.passed);
  if (failed.length > 0) {
    const more = failed.length > 1 ? ` (+${failed.length - 1} more)` : "";
    reasons.push(`verify: ${verifierLine(failed[0]!, maxTextLength).slice(2)}${more}`);
  }
  if (workflow.repeats && !workflow.repeats.passed) {
    reasons.push(`repeats: ${workflow.repeats.passes}/${workflow.repeats.k} runs passed, minPass ${workflow.repeats.minPass}`);
  }
  return reasons;
}

/** Detail lines for failure sections: each failed verifier with expected / actual, and per-run verdicts of repeats. */
export function verificationFailureDetails(
  workflow: WorkflowResult,
  textLimit: number,
  heading: (text: string) => string = (t) => t,
): string[] {
  const lines: string[] = [];
  const failed = verifiersOf(workflow).filter((v) => !v.passed);
  if (failed.length > 0) {
    lines.push(`${heading("verify")}: ${failed.length} of ${verifiersOf(workflow).length} checks failed`);
    for (const v of failed) {
      lines.push(`  ${verifierLine(v, textLimit)}`);
      if (v.expected) lines.push(`    expected: ${truncate(oneLine(stripControl(v.expected)), textLimit)}`);
      if (v.actual) lines.push(`    actual:   ${truncate(oneLine(stripControl(v.actual)), textLimit)}`);
    }
  }
  if (workflow.repeats && workflow.attempts) {
    lines.push(`${heading("repeats")}: ${repeatsLine(workflow.repeats)}`);
    for (const a of workflow.attempts) {
      const why = a.passed
        ? ""
        : `: ${truncate(oneLine(stripControl(a.error ?? a.verifiers.find((v) => !v.passed)?.message ?? `score ${formatScore(a.score)}`)), textLimit)}`;
      lines.push(`  run ${a.attempt} ${a.passed ? "✓" : "✗"} (${a.databaseId})${why}`);
    }
  }
  return lines;
}

/** "pass@1 0.50 ± 0.53 (95% CI 0.24–0.76) over 10 attempts of 1 repeated workflow · pass@k 100% · pass^k 0%". */
export function runRepeatsLine(repeats: RunRepeats): string {
  const share = (x: number) => `${Math.round(x * 100)}%`;
  return (
    `pass@1 ${formatScore(repeats.pass1)} ± ${formatScore(repeats.pass1Std)} (95% CI ${formatScore(repeats.lower)}–${formatScore(repeats.upper)}) ` +
    `over ${plural(repeats.attempts, "attempt")} of ${plural(repeats.workflows, "repeated workflow")} · pass@k ${share(repeats.passAtK)} · pass^k ${share(repeats.passHatK)}`
  );
}

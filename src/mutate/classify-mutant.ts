/**
 * What one mutant's run came to. Pure: the run's result (or what it threw),
 * what the layer did, and whether the mutant's deadline fired, in; the
 * mutant's status, the names that killed it and a one-line detail, out.
 * Timeouts and infrastructure are never kills: only a workflow or test that
 * failed on a verdict is.
 */
import { ConfigError, describeError, UsageError } from "../errors.js";
import type { EvalResult } from "../result/eval-result.js";
import type { MutantResult } from "../result/mutation-report.js";
import { clipText } from "../util/clip-text.js";
import type { LayerRecord, PlannedMutant } from "./mutating-layer.js";

export interface MutantRun {
  mutant: PlannedMutant;
  record: LayerRecord;
  /** The run's result, or what it threw. */
  outcome: { result: EvalResult } | { error: unknown };
  /** The mutant's own deadline fired (not the command's signal). */
  timedOut: boolean;
  durationMs: number;
}

type Verdict = Pick<MutantResult, "status" | "killedBy" | "detail">;

export function classifyMutant(run: MutantRun): MutantResult {
  const { mutant, record, durationMs } = run;
  const verdict = decide(run);
  return {
    id: mutant.id,
    operator: mutant.operator.id,
    server: mutant.server,
    kind: mutant.kind,
    item: mutant.item,
    ...verdict,
    applied: record.applied,
    durationMs: Math.round(durationMs),
    ...(verdict.status === "survived" ? { suggestion: mutant.operator.suggest(mutant.item) } : {}),
  };
}

function decide({ mutant, record, outcome, timedOut }: MutantRun): Verdict {
  const none: string[] = [];
  if (timedOut) return { status: "timeout", killedBy: none, detail: "the run did not finish within mutate.timeoutMs" };
  if ("error" in outcome) {
    // A config check that notices a dropped or renamed tool is a catch, not a broken config.
    if (record.applied > 0 && (ConfigError.isInstance(outcome.error) || UsageError.isInstance(outcome.error)))
      return { status: "killed", killedBy: ["config check"], detail: line(describeError(outcome.error)) };
    return { status: "infrastructure", killedBy: none, detail: `the run could not finish: ${line(describeError(outcome.error))}` };
  }
  const { result } = outcome;
  if (result.cancelled) return { status: "infrastructure", killedBy: none, detail: "the run was cancelled" };
  if (record.applied === 0) {
    const anyway = result.passed ? "" : " (the run failed anyway: is the suite flaky?)";
    return {
      status: "equivalent",
      killedBy: none,
      detail: `${mutant.operator.summary}, but no answer it changes crossed the wire${anyway}`,
    };
  }
  if (result.passed) return { status: "survived", killedBy: none, detail: `${mutant.operator.summary}; the suite still passed` };
  if (record.held > 0)
    return { status: "timeout", killedBy: none, detail: `${record.held} answer(s) held past the call's timeout; not counted as a kill` };
  const killedBy = failedNames(result);
  if (killedBy.length > 0) return { status: "killed", killedBy, detail: mutant.operator.summary };
  if (result.verdict.infrastructure)
    return {
      status: "infrastructure",
      killedBy: none,
      detail: line(result.verdict.notEvaluated ?? result.verdict.reasons[0] ?? "infrastructure"),
    };
  return { status: "killed", killedBy: result.verdict.reasons.map(line), detail: mutant.operator.summary };
}

/** Workflows and tool tests that failed on a verdict; a replay that diverged from its cassette counts as one. */
function failedNames(result: EvalResult): string[] {
  const workflows = result.workflows.filter((w) => !w.passed && (!w.infrastructure || w.cassette?.status === "diverged"));
  const tests = result.toolHealth.filter((t) => !t.passed && !t.infrastructure);
  return [...workflows.map((w) => w.name), ...tests.map((t) => `${t.suite}/${t.test}`)];
}

function line(text: string): string {
  return clipText(text.replace(/\s+/g, " ").trim(), 300);
}

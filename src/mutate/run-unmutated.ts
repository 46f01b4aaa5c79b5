/**
 * The suite's run before any mutant: it must pass (a score over a failing
 * suite means nothing), and it shows what the servers list and what the
 * suite calls, which is what the mutants are planned on.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { evaluateResolved } from "../eval/evaluate.js";
import type { EvaluateOptions } from "../eval/evaluate-options.js";
import type { MutationReport } from "../result/mutation-report.js";
import { OfferingsRecorder } from "./offerings-recorder.js";
import { UnmutatedRunError } from "./unmutated-run-error.js";

/** What the mutants are planned on: the offerings seen, and the unmutated run as the report records it. */
export interface UnmutatedStart {
  recorder: OfferingsRecorder;
  unmutated: MutationReport["unmutated"];
}

export async function runUnmutated(
  config: ResolvedConfig,
  run: Omit<EvaluateOptions, "signal" | "interceptTransport">,
  signal: AbortSignal,
): Promise<UnmutatedStart> {
  const recorder = new OfferingsRecorder();
  const result = await evaluateResolved(config, { ...run, signal, interceptTransport: recorder.intercept });
  if (!result.passed) throw notPassing(result.verdict, config.file);
  return { recorder, unmutated: { durationMs: result.durationMs, score: result.score } };
}

function notPassing(verdict: { reasons: string[]; infrastructure: boolean; notEvaluated: string | null }, file: string | null): Error {
  const why = verdict.notEvaluated ?? (verdict.reasons.length > 0 ? verdict.reasons.join("; ") : "it failed");
  const where = file ? ` (${file})` : "";
  return new UnmutatedRunError(
    `The suite${where} does not pass unmutated, so a mutation score would mean nothing: ${why}. Fix it (\`mcpvals run\`) first.`,
    { infrastructure: verdict.infrastructure },
  );
}

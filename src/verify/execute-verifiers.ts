/**
 * Runs a workflow's verifiers in order, each under its own time limit and
 * the run's signal. A verifier that throws, times out or is cancelled
 * becomes a failed result naming it; this never throws.
 */
import { describeError } from "../errors.js";
import type { Verifier, VerifyContext } from "./verifier.js";
import type { VerifierResult } from "../result/verifier-result.js";
import { untilAborted } from "../util/until-aborted.js";

/** The context shared by every verifier of one run; each gets its own signal and time limit. */
export type SharedVerifyContext = Omit<VerifyContext, "signal" | "timeoutMs">;

export interface ExecuteVerifiersOptions {
  /** Cancels the remaining checks (the run was aborted). */
  signal: AbortSignal;
  /** Time limit of a verifier that sets none (timeouts.verifyMs). */
  defaultTimeoutMs: number;
  /** Called as each result is known (progress, observers). */
  onResult?: (result: VerifierResult) => void;
  /** Clock for durations; injectable for tests. @default performance.now */
  now?: () => number;
}

export async function executeVerifiers(
  verifiers: ReadonlyArray<Verifier>,
  context: SharedVerifyContext,
  { signal, defaultTimeoutMs, onResult, now = () => performance.now() }: ExecuteVerifiersOptions,
): Promise<VerifierResult[]> {
  const results: VerifierResult[] = [];
  for (const verifier of verifiers) {
    const timeoutMs = verifier.timeoutMs ?? defaultTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const own = AbortSignal.any([signal, timeout]);
    const started = now();
    const base = { name: verifier.name, type: verifier.type };
    let result: VerifierResult;
    try {
      const outcome = await untilAborted(verifier.verify({ ...context, signal: own, timeoutMs }), own);
      result = { ...base, ...outcome, durationMs: Math.round(now() - started) };
    } catch (error) {
      const why = signal.aborted
        ? "cancelled (the run was aborted)"
        : timeout.aborted
          ? `did not finish within ${timeoutMs} ms (timeoutMs, default timeouts.verifyMs)`
          : `failed to run: ${describeError(error)}`;
      result = {
        ...base,
        passed: false,
        expected: "",
        actual: "",
        message: `${verifier.type} verifier "${verifier.name}" ${why}`,
        durationMs: Math.round(now() - started),
      };
    }
    results.push(result);
    onResult?.(result);
  }
  return results;
}

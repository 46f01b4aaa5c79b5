/**
 * The exit codes of every command and of the action: one table, one meaning
 * each (docs/cli.md "Exit codes"), so CI can tell a failing server from a
 * broken pipeline; and the one function from a verdict to its code. A thrown
 * error maps through its `code` (errors.ts EXIT_BY_CODE) to this same table.
 */
export const EXIT_CODES = {
  /** The run (or check) passed. */
  passed: { code: 0, help: ["passed"] },
  /** A verdict: the run (or check) failed on a server that was reached; also an unexpected error. */
  failed: { code: 1, help: ["failed: a verdict on a server that was reached (score below the threshold, a gate, a failed check)"] },
  /** Usage or config error: nothing was evaluated. */
  usage: { code: 2, help: ["usage or config error: nothing was evaluated"] },
  /** Infrastructure: a server could not be started or reached, the model endpoint failed, or the run was cancelled. */
  infrastructure: {
    code: 3,
    help: [
      "infrastructure: every failure was a server that could not be started, reached or authorized, a model",
      "endpoint that failed, a judge that could not grade, or a cancelled run (a run with any real verdict failure exits 1)",
    ],
  },
} as const;

type ExitName = keyof typeof EXIT_CODES;

/** The table's codes by name: `EXIT.infrastructure` is 3. */
export const EXIT = Object.fromEntries(Object.entries(EXIT_CODES).map(([name, { code }]) => [name, code])) as {
  readonly [K in ExitName]: (typeof EXIT_CODES)[K]["code"];
};

export type ExitCode = (typeof EXIT)[ExitName];

/** What a finished run or check came to: a run's `passed` and `verdict.infrastructure`, a check's likewise. */
export interface VerdictOutcome {
  passed: boolean;
  /** Failed only for infrastructure (a server never reached, a model endpoint down, cancelled). */
  infrastructure: boolean;
}

/**
 * 0 passed; 3 when the signal was aborted or every failure was infrastructure; else 1. With several parts of one
 * step (the action's protocol check and run), `failed` says whether the step failed at all (it can fail on
 * something no part's verdict holds): then 3 only when each part that failed,
 * failed on infrastructure.
 */
export function exitCode(outcomes: VerdictOutcome | readonly VerdictOutcome[], options: ExitCodeOptions = {}): ExitCode {
  const parts = Array.isArray(outcomes) ? (outcomes as readonly VerdictOutcome[]) : [outcomes as VerdictOutcome];
  const codes = parts.map((part): ExitCode => {
    if (options.signal?.aborted) return EXIT.infrastructure;
    if (part.passed) return EXIT.passed;
    return part.infrastructure ? EXIT.infrastructure : EXIT.failed;
  });
  const failed = options.failed ?? codes.some((code) => code !== EXIT.passed);
  if (!failed) return EXIT.passed;
  return codes.includes(EXIT.infrastructure) && codes.every((code) => code === EXIT.passed || code === EXIT.infrastructure)
    ? EXIT.infrastructure
    : EXIT.failed;
}

export interface ExitCodeOptions {
  /** A cancelled command ends with 3, whatever it found so far. */
  signal?: AbortSignal | undefined;
  /** Whether the step failed at all. @default whether some part failed */
  failed?: boolean;
}

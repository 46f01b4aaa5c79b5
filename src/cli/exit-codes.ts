/**
 * The CLI's exit codes, one meaning each, so CI can tell a failing server
 * from a broken pipeline. Shown in `--help` and the README ("Exit codes").
 */
export const EXIT = {
  /** The run passed (check: no error-level failure outside the baseline). */
  passed: 0,
  /** A verdict: the run (or check) failed on a server that was reached. */
  failed: 1,
  /** Usage or config error: nothing was evaluated. */
  usage: 2,
  /** Infrastructure: a server could not be started or reached, the model endpoint failed, or the run was cancelled. */
  infrastructure: 3,
} as const;

export const EXIT_CODES_HELP = `
Exit codes:
  0  passed
  1  failed: a verdict on a server that was reached (score below the threshold, a gate, a failed check)
  2  usage or config error: nothing was evaluated
  3  infrastructure: every failure was a server that could not be started or reached, a model endpoint
     that failed, or a cancelled run (a run with any real verdict failure exits 1)
`;

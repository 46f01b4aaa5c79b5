/** The exit codes (errors.ts `EXIT`) as `--help` and the README ("Exit codes") explain them. */
export const EXIT_CODES_HELP = `
Exit codes:
  0  passed
  1  failed: a verdict on a server that was reached (score below the threshold, a gate, a failed check)
  2  usage or config error: nothing was evaluated
  3  infrastructure: every failure was a server that could not be started or reached, a model endpoint
     that failed, a judge that could not grade, or a cancelled run (a run with any real verdict failure exits 1)
`;

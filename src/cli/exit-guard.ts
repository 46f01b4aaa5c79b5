/**
 * The CLI's promise that it is never green by accident: the exit code is 1
 * from the first line on, and only a finished command (a verdict, a printed
 * error, help) replaces it. Whatever else ends the process (the event loop
 * emptying while a spawn or a config promise never settles, a dependency
 * calling `process.exit(0)`) ends it non-zero with one line saying why.
 */

/** The code of a process that ended without a verdict. */
export const NO_VERDICT_EXIT_CODE = 1;

/** The parts of `process` the guard uses (a test passes its own). */
export interface GuardedProcess {
  exitCode?: number | string | null | undefined;
  on(event: "beforeExit" | "exit", listener: (code: number) => void): unknown;
  stderr: { write(text: string): unknown };
}

export interface ExitGuard {
  /** The command finished with this exit code: the process may now end with it. */
  settle(code: number): void;
  readonly settled: boolean;
}

export function guardExit(proc: GuardedProcess): ExitGuard {
  let settled = false;
  let explained = false;
  proc.exitCode = NO_VERDICT_EXIT_CODE;
  const explain = (why: string): void => {
    if (settled || explained) return;
    explained = true;
    proc.exitCode = NO_VERDICT_EXIT_CODE;
    proc.stderr.write(`mcpvals: ${why}; no verdict was reached, exiting with code ${NO_VERDICT_EXIT_CODE}.\n`);
  };
  // The event loop emptied while the command was still awaiting something that can never
  // happen (a child process that never emitted 'spawn' or 'error', a promise never settled).
  proc.on("beforeExit", () =>
    explain("the run stopped with nothing left to wait for (a server that could not be started, or a config promise that never settles)"),
  );
  // Something called process.exit() before the verdict: whatever code it gave, it was not ours.
  proc.on("exit", (code) => {
    if (!settled && code === 0) explain("the process was ended before the run finished");
  });
  return {
    settle(code) {
      settled = true;
      proc.exitCode = code;
    },
    get settled() {
      return settled;
    },
  };
}

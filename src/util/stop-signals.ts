/**
 * SIGINT and SIGTERM (and SIGHUP, a closed terminal) mean the same thing:
 * the first cancels the run (servers are stopped, the partial result is
 * reported, the exit code is non-zero); a second one stops at once, but
 * still kills the servers first.
 *
 * The handlers stay registered (`on`, not `once`): signal-exit (execa's,
 * loaded when a verifier or hook runs a command) re-raises a signal, killing
 * us before the reports are written, when it finds itself the only listener.
 */
export const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** Exit code after a forced stop: 128 + the signal's number, as a shell reports it. */
export const SIGNAL_EXIT_CODES: Record<StopSignal, number> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

export interface StopSignalHandlers {
  /** First signal: cancel gracefully. */
  cancel(signal: StopSignal): void;
  /** Second signal: stop now (kill the servers, exit). */
  force(signal: StopSignal): void;
}

/** The parts of `process` used (a test passes its own emitter). */
export interface SignalSource {
  on(event: StopSignal, listener: () => void): unknown;
  off(event: StopSignal, listener: () => void): unknown;
}

/** Installs the handlers; returns a function removing them. */
export function handleStopSignals(source: SignalSource, handlers: StopSignalHandlers): () => void {
  let received = 0;
  const listeners = STOP_SIGNALS.map((signal) => {
    const listener = (): void => {
      received += 1;
      if (received === 1) handlers.cancel(signal);
      else handlers.force(signal);
    };
    source.on(signal, listener);
    return [signal, listener] as const;
  });
  return () => {
    for (const [signal, listener] of listeners) source.off(signal, listener);
  };
}

/**
 * Every server process this process has started and not yet seen exit. A
 * process that must stop at once (a second Ctrl-C or SIGTERM) cannot wait
 * for the transports' polite close; it kills what is listed here,
 * synchronously, before it exits, so no server outlives mcpvals.
 *
 * A server started in its own process group (`group: true`) is killed as a
 * group: the helpers it started go with it.
 */
const live = new Map<number, { group: boolean }>();
let exitHookInstalled = false;

/**
 * Lists a started server process until the returned function is called (on
 * its exit). The first call installs an `exit` hook that kills whatever is
 * still listed, the last resort when the process ends without closing them.
 */
export function trackServerProcess(pid: number | undefined, { group = false }: { group?: boolean } = {}): () => void {
  if (pid === undefined) return () => undefined;
  live.set(pid, { group });
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => killServerProcesses());
  }
  return () => void live.delete(pid);
}

/** Sends `signal` (default SIGKILL) to every listed server (and its group); returns how many were signalled. */
export function killServerProcesses(signal: NodeJS.Signals = "SIGKILL"): number {
  let signalled = 0;
  for (const [pid, { group }] of live) {
    if (killQuietly(group ? -pid : pid, signal) || (group && killQuietly(pid, signal))) signalled += 1;
    live.delete(pid);
  }
  return signalled;
}

/** Ends a server's whole process group (its helpers included); false when none was left. */
export function killProcessGroup(pid: number, signal: NodeJS.Signals = "SIGKILL"): boolean {
  return killQuietly(-pid, signal);
}

function killQuietly(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    // ESRCH: already gone. EPERM cannot happen for our own children.
    return false;
  }
}

/**
 * What a connection knows of the process behind it, so the handshake never
 * asks which transport it holds (a seam, not an instanceof).
 */
import { describeStdioFailure } from "./describe-connect-error.js";
import type { StdioTransport } from "./stdio-transport.js";
import { describeError } from "../../errors.js";

/** What a write to, or a read from, a process that is gone fails with. */
const BROKEN_PIPE = /EPIPE|ECONNRESET|Connection closed/i;
/** A bound, not a measurement: an exited process's exit event follows its closed pipe at once on an idle machine. */
const EXIT_SETTLE_MS = 2_000;

export interface ServerProcess {
  /** Notes gathered while it runs (lines on stdout that are not JSON-RPC, ...), shared with the connection. */
  warnings: string[];
  /** Why it closed the connection (an oversize flood, ...), if it did. */
  failure(): string | undefined;
  /** SIGTERM now to a process still exiting after close (the run is over). */
  hurry(): void;
  /** Its exit explained (code, stderr), when it ended before the handshake did. */
  explainExit(): string | undefined;
  /**
   * After a failed handshake: when `error` is a pipe the process closed, lets its exit event arrive (bounded), so
   * the exit code and stderr explain the failure rather than "write EPIPE" (on a loaded machine the broken pipe
   * can be seen before the exit).
   */
  settleExit(error: unknown): Promise<void>;
  /** It could not be spawned at all: a retry would fail the same way. */
  neverStarted(): boolean;
  /** Its process id while it runs (load samples its RSS and CPU); undefined without a local process. */
  pid(): number | undefined;
}

/** An HTTP server's: no process of ours behind it. */
export function noProcess(): ServerProcess {
  return {
    warnings: [],
    failure: () => undefined,
    hurry: () => undefined,
    explainExit: () => undefined,
    settleExit: async () => undefined,
    neverStarted: () => false,
    pid: () => undefined,
  };
}

export function stdioProcess(command: string, transport: StdioTransport): ServerProcess {
  return {
    warnings: transport.warnings,
    failure: () => transport.failure,
    hurry: () => transport.hurry(),
    explainExit: () => describeStdioFailure(command, transport),
    settleExit: async (error) => {
      if (transport.exitInfo === undefined && BROKEN_PIPE.test(describeError(error))) await transport.waitForExit(EXIT_SETTLE_MS);
    },
    neverStarted: () => transport.exitInfo?.spawnError !== undefined,
    pid: () => transport.pid,
  };
}

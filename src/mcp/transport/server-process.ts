/**
 * What a connection knows of the process behind it, so the handshake never
 * asks which transport it holds (a seam, not an instanceof).
 */
import { describeStdioFailure } from "./describe-connect-error.js";
import type { StdioTransport } from "./stdio-transport.js";

export interface ServerProcess {
  /** Notes gathered while it runs (lines on stdout that are not JSON-RPC, ...), shared with the connection. */
  warnings: string[];
  /** Why it closed the connection (an oversize flood, ...), if it did. */
  failure(): string | undefined;
  /** SIGTERM now to a process still exiting after close (the run is over). */
  hurry(): void;
  /** Its exit explained (code, stderr), when it ended before the handshake did. */
  explainExit(): string | undefined;
  /** It could not be spawned at all: a retry would fail the same way. */
  neverStarted(): boolean;
}

/** An HTTP server's: no process of ours behind it. */
export function noProcess(): ServerProcess {
  return {
    warnings: [],
    failure: () => undefined,
    hurry: () => undefined,
    explainExit: () => undefined,
    neverStarted: () => false,
  };
}

export function stdioProcess(command: string, transport: StdioTransport): ServerProcess {
  return {
    warnings: transport.warnings,
    failure: () => transport.failure,
    hurry: () => transport.hurry(),
    explainExit: () => describeStdioFailure(command, transport),
    neverStarted: () => transport.exitInfo?.spawnError !== undefined,
  };
}

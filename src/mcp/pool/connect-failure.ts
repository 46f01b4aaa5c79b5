/**
 * What the pool throws once its connect retries gave up: the connect error
 * itself when nothing was retried (as before retries existed), else a
 * ServerUnavailableError that says how often it tried and why it stopped.
 */
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { ServerUnavailableError } from "../../errors.js";
import { RetriesExhausted } from "./retry-with-backoff.js";
import { SpareDropped } from "./warm-spares.js";

/** The breaker refused a try: not an error of the server itself. */
export class BreakerRefused extends Error {}

export interface ConnectFailureContext {
  name: string;
  /** Retries or a breaker were configured: without either the connect error is the whole story. */
  guarded: boolean;
  /** The server's state for the error, read only when one is thrown. */
  details: () => ServerUnavailableError["details"];
}

/** The error to throw for `error`, what retryWithBackoff threw. */
export function connectFailure(error: unknown, { name, guarded, details }: ConnectFailureContext): unknown {
  if (!(error instanceof RetriesExhausted)) return error;
  if (error.lastError instanceof SpareDropped) return error.lastError;
  if (!guarded) return error.lastError;
  return new ServerUnavailableError(name, details(), { cause: error.lastError instanceof BreakerRefused ? undefined : error.lastError });
}

/**
 * The in-place `server/discover` probe lost the connection: some 2025-era
 * servers exit on any request before `initialize`. The SDK's own stdio
 * transport probes on a sibling process for that; ours probes in place (no
 * extra spawn), so the pool's next try connects with `prior: legacy` instead.
 */
export function probeClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (
    cause instanceof SdkError &&
    cause.code === SdkErrorCode.EraNegotiationFailed &&
    /closed during the server\/discover probe/.test(cause.message)
  );
}

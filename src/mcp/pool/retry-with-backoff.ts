/**
 * Exponential backoff for server connects: 1 s, 2 s, 4 s, 8 s, then 16 s
 * for every later retry. Sleep and clock are injected so tests never wait,
 * and an abort cuts a pending sleep short.
 */
import { DEFAULT_INITIAL_DELAY_MS, DEFAULT_MAX_DELAY_MS, DEFAULT_MAX_RETRIES } from "../../protocol/connection-defaults.js";

/** Waits `ms`; rejects with the signal's reason as soon as `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Backoff schedule settings. */
export interface BackoffOptions {
  /** Delay before the first retry (ms). @default 1000 */
  initialDelayMs?: number;
  /** Longest delay between two tries (ms). @default 16000 */
  maxDelayMs?: number;
}

/** Delay before retry number `retry` (1 = the first retry): initial · 2^(retry-1), capped. Pure. */
export function backoffDelay(
  retry: number,
  { initialDelayMs = DEFAULT_INITIAL_DELAY_MS, maxDelayMs = DEFAULT_MAX_DELAY_MS }: BackoffOptions = {},
): number {
  if (retry < 1) return 0;
  return Math.min(maxDelayMs, initialDelayMs * 2 ** (retry - 1));
}

/** A real sleep that an AbortSignal ends early (rejecting with its reason). */
export const realSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** Options of {@link retryWithBackoff}. */
export interface RetryWithBackoffOptions<T> extends BackoffOptions {
  /** One try; `attempt` counts from 1. */
  attempt: (attempt: number) => Promise<T>;
  /** Retries after the first try (so at most `maxRetries + 1` tries). @default 3 */
  maxRetries?: number;
  /** Asked before every retry: false stops retrying (e.g. the circuit breaker opened). @default () => true */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** @default realSleep */
  sleep?: Sleep;
  /** Cancels the retries (the current sleep ends at once). */
  signal?: AbortSignal;
}

/** Result of {@link retryWithBackoff} when every try failed. */
export class RetriesExhausted extends Error {
  constructor(
    readonly lastError: unknown,
    readonly attempts: number,
  ) {
    super(lastError instanceof Error ? lastError.message : String(lastError), { cause: lastError });
  }
}

/**
 * Runs `attempt` until it resolves, sleeping {@link backoffDelay} between
 * tries. Throws {@link RetriesExhausted} (with the last error and the number
 * of tries) when all tries failed or `shouldRetry` said stop; when `signal`
 * aborts, rethrows the try's error (or the signal's reason during a sleep).
 */
export async function retryWithBackoff<T>({
  attempt,
  maxRetries = DEFAULT_MAX_RETRIES,
  shouldRetry = () => true,
  sleep = realSleep,
  signal,
  ...backoff
}: RetryWithBackoffOptions<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    signal?.throwIfAborted();
    try {
      return await attempt(tries);
    } catch (error) {
      // Cancelled: the try's own error says best what happened.
      if (signal?.aborted) throw error;
      if (tries > maxRetries || !shouldRetry(error, tries)) throw new RetriesExhausted(error, tries);
      await sleep(backoffDelay(tries, backoff), signal);
    }
  }
}

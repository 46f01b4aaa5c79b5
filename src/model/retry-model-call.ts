/**
 * Retries of model calls, as an AI SDK language-model middleware.
 *
 * The AI SDK retries on its own (`maxRetries`) and honours Retry-After, but
 * its delays cannot be injected (tests would sleep), it adds no jitter, and
 * its final error does not carry the provider. So calls go out with
 * `maxRetries: 0` and this middleware retries them: HTTP 429 and 5xx (and
 * connection failures the provider marks retryable), exponential backoff
 * with jitter, a server's Retry-After honoured up to `maxDelayMs`, bounded
 * attempts, and every wait abortable.
 */
import { setTimeout as delay } from "node:timers/promises";
import { APICallError, type LanguageModelMiddleware } from "ai";
import { McpvalsError } from "../errors.js";

/** How a model call is retried. Mirrors the config's `model.retries`. */
export interface RetryPolicy {
  /** Attempts, the first included. @default 3 */
  maxAttempts: number;
  /** Delay before the first retry; doubled for each further retry. @default 1000 */
  baseDelayMs: number;
  /** Upper bound of a single delay (also caps Retry-After). @default 30000 */
  maxDelayMs: number;
}

/** The policy when the config gives no `model.retries`. */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({ maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 });

/** What a retry is about to do, for logs and observers. */
export interface RetryNotice {
  provider: string;
  attempt: number;
  status: number | undefined;
  delayMs: number;
}

/** Options of {@link retryModelCall}. */
export interface RetryModelCallOptions {
  policy?: Partial<RetryPolicy>;
  /** Who answered, for the final error ("anthropic"). */
  provider: string;
  signal?: AbortSignal;
  /** Waits `ms`; rejects when `signal` aborts. Injected by tests. @default an abortable setTimeout */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** A number in [0, 1) for jitter. @default Math.random */
  random?: () => number;
  onRetry?: (notice: RetryNotice) => void;
}

const modelCallErrorMarker = Symbol.for("mcpvals.error.ModelCallError");

/** A model call failed for good: after its last attempt, or at once for a non-retryable answer. */
export class ModelCallError extends McpvalsError {
  readonly [modelCallErrorMarker] = true;

  constructor(
    readonly provider: string,
    /** HTTP status of the last answer; undefined when there was none (connection failure). */
    readonly status: number | undefined,
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    const url = APICallError.isInstance(lastError) ? ` from ${lastError.url}` : "";
    const what = status ? `HTTP ${status}${url}` : `no answer${url}`;
    super("MODEL", `${provider}: ${what} after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${lastMessage(lastError)}`, {
      cause: lastError,
    });
  }

  /** True when `error` is a ModelCallError, also from another copy of this module. */
  static override isInstance(error: unknown): error is ModelCallError {
    return McpvalsError.hasMarker(error, modelCallErrorMarker);
  }
}

/** Calls `call` until it succeeds, a non-retryable error comes, the attempts run out, or `signal` aborts. */
export async function retryModelCall<T>(call: () => PromiseLike<T>, options: RetryModelCallOptions): Promise<T> {
  const { provider, signal, sleep = defaultSleep, random = Math.random, onRetry } = options;
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      // Cancellation is the caller's, not a failure of the model.
      if (signal?.aborted || isAbort(error)) throw error;
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      if (!isRetryable(error) || attempt >= policy.maxAttempts) {
        // A first-try non-retryable error stays the provider's own (its message is already precise).
        if (attempt === 1 && !isRetryable(error)) throw error;
        throw new ModelCallError(provider, status, attempt, error);
      }
      const delayMs = retryDelayMs(error, attempt, policy, random);
      onRetry?.({ provider, attempt, status, delayMs });
      await sleep(delayMs, signal);
    }
  }
}

/** The middleware form of {@link retryModelCall}, for `wrapLanguageModel`. */
export function retryMiddleware(options: Omit<RetryModelCallOptions, "signal">): LanguageModelMiddleware {
  return {
    wrapGenerate: ({ doGenerate, params }) => retryModelCall(doGenerate, { ...options, signal: params.abortSignal }),
    // Only the opening of the stream is retried: once parts flow, a retry would repeat them.
    wrapStream: ({ doStream, params }) => retryModelCall(doStream, { ...options, signal: params.abortSignal }),
  };
}

/**
 * Retry-After (seconds or an HTTP date) or retry-after-ms when the server
 * sent one, else base * 2^(attempt-1) with "equal jitter" (half fixed, half
 * random) so parallel workflows do not retry in lockstep; capped at maxDelayMs.
 */
export function retryDelayMs(error: unknown, attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const fromServer = retryAfterMs(error);
  if (fromServer !== undefined) return Math.min(fromServer, policy.maxDelayMs);
  const exponential = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

function retryAfterMs(error: unknown): number | undefined {
  if (!APICallError.isInstance(error) || !error.responseHeaders) return undefined;
  const headers = Object.fromEntries(Object.entries(error.responseHeaders).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers["retry-after"];
  if (value === undefined || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function isRetryable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (status === undefined) return error.isRetryable;
  return status === 429 || status >= 500;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

function lastMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0] ?? "";
}

async function defaultSleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  await delay(ms, undefined, { signal });
}

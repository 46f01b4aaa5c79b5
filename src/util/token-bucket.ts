/**
 * A token bucket: holds up to `capacity` tokens, refilled at `perMinute`
 * a minute. `take(cost)` waits (first come, first served) until the bucket
 * holds `cost`; `debit(amount)` charges what is known only afterwards (the
 * tokens a model call used), and may leave the bucket in debt, which the
 * next `take` waits out. The clock is injected, so tests count instead of sleeping.
 */
import { setTimeout as delay } from "node:timers/promises";

/** Time as the bucket sees it. */
export interface BucketClock {
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Waits `ms`; rejects when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/** The real clock: performance.now() and an abortable timer. */
export const SYSTEM_CLOCK: BucketClock = {
  now: () => performance.now(),
  sleep: async (ms, signal) => {
    await delay(ms, undefined, { signal });
  },
};

/** Options for {@link TokenBucket}. */
export interface TokenBucketOptions {
  /** Tokens refilled per minute; also the bucket's size unless `capacity` says otherwise. */
  perMinute: number;
  /** Most tokens held (the burst). @default perMinute */
  capacity?: number;
  /** @default SYSTEM_CLOCK */
  clock?: BucketClock;
}

export class TokenBucket {
  readonly #perMs: number;
  readonly #capacity: number;
  readonly #clock: BucketClock;
  #tokens: number;
  #at: number;
  /** The waiters, in order: each `take` starts when the one before it is served (or gave up). */
  #queue: Promise<void> = Promise.resolve();

  constructor({ perMinute, capacity = perMinute, clock = SYSTEM_CLOCK }: TokenBucketOptions) {
    if (!(perMinute > 0) || !(capacity > 0))
      throw new RangeError(`A token bucket needs a positive rate and size, got ${perMinute}/min, ${capacity}`);
    this.#perMs = perMinute / 60_000;
    this.#capacity = capacity;
    this.#clock = clock;
    this.#tokens = capacity;
    this.#at = clock.now();
  }

  /** Tokens now (negative: in debt). */
  get tokens(): number {
    this.#refill();
    return this.#tokens;
  }

  /** Waits until the bucket holds `cost` tokens (at most its capacity), then takes them. Rejects when `signal` aborts. */
  take(cost: number, signal?: AbortSignal): Promise<void> {
    const turn = this.#queue.then(() => this.#waitFor(Math.min(Math.max(cost, 0), this.#capacity), signal));
    // One waiter's abort must not stop the ones behind it.
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  /** Charges `amount` tokens now, without waiting (what a call turned out to use). */
  debit(amount: number): void {
    if (!(amount > 0)) return;
    this.#refill();
    this.#tokens -= amount;
  }

  async #waitFor(cost: number, signal: AbortSignal | undefined): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      this.#refill();
      if (this.#tokens >= cost) {
        this.#tokens -= cost;
        return;
      }
      await this.#clock.sleep(Math.ceil((cost - this.#tokens) / this.#perMs), signal);
    }
  }

  #refill(): void {
    const now = this.#clock.now();
    this.#tokens = Math.min(this.#capacity, this.#tokens + (now - this.#at) * this.#perMs);
    this.#at = now;
  }
}
